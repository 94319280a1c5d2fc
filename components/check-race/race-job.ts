import { CHECK_NAMES, type CheckName } from '#src/solver/board/index.ts';
import { createChecker } from '#src/solver/checks/index.ts';
import { validateN, LIMITS } from '#src/solver/input/index.ts';
import {
	batchSize,
	planProgress,
	RACE_PLAN,
	spreadOf,
	systemClock,
	timeInRounds,
	type Clock,
	type RaceResult,
} from '#src/solver/race/index.ts';
import { countWithCheck } from '#src/solver/search/index.ts';
import { errorReply, type JobReply } from '#src/jobs/index.ts';

// The check race (CheckRace.svelte, check-race.worker.ts beside this file).

/** Time every check (or the ones named) on an n × n board, in rounds; `runs` caps the rounds. */
export interface RaceRequest {
	n: number;
	checks?: readonly CheckName[];
	runs?: number;
}

/**
 * A round done: every check timed once more. `results` holds each check's counters, median and
 * spread so far; `fraction` (0 to 1) is how far the race has come by its plan.
 */
export interface RaceProgress {
	stage: 'round';
	round: number;
	fraction: number;
	results: RaceResult[];
}

/** What the race worker posts; the result is every check's, in order. */
export type RaceReply = JobReply<RaceResult[], RaceProgress>;

/**
 * Serves one race request, the race worker's handler. It warms every check up on a small board
 * (so the first check timed does not pay for compiling the code), runs each once at full size (its
 * counters, and how long the quickest takes, which sets how many searches to time together), then
 * times the checks in turns, round after round, as RACE_PLAN says (`request.runs` caps the rounds),
 * posting every check's median and spread after each round, and all results at the end. Tests run
 * it in-process, with a made-up clock.
 */
export function runRace(
	request: RaceRequest,
	post: (reply: RaceReply) => void,
	clock: Clock = systemClock,
): void {
	try {
		const n = validateN(request.n, LIMITS.search.max);
		const checks = request.checks ?? CHECK_NAMES;
		for (const check of checks) createChecker(check, 1); // rejects unknown names before any work
		for (const check of checks) countWithCheck({ n: Math.min(n, 7), check });
		const plan =
			request.runs === undefined
				? RACE_PLAN
				: { ...RACE_PLAN, maxRounds: Math.max(1, Math.floor(request.runs)) };
		const startedAt = clock();
		const firstTimes: number[] = [];
		const stats = checks.map((check) => {
			const began = clock();
			const counted = countWithCheck({ n, check });
			firstTimes.push(clock() - began);
			return counted;
		});
		const batch = batchSize(plan, Math.min(...firstTimes));
		const resultsOf = (samples: readonly (readonly number[])[]): RaceResult[] =>
			checks.map((check, i) => ({ check, stats: stats[i]!, ...spreadOf(samples[i]!), batch }));
		const samples = timeInRounds(checks, (check) => countWithCheck({ n, check }), {
			plan,
			clock,
			batch,
			// A single search long enough to time counts as the first round; quicker ones are batched.
			first: batch === 1 ? { samples: firstTimes, startedAt } : undefined,
			onRound: (sofar, round, elapsedMs) =>
				post({
					type: 'progress',
					progress: {
						stage: 'round',
						round,
						fraction: planProgress(plan, round, elapsedMs),
						results: resultsOf(sofar),
					},
				}),
		});
		post({ type: 'result', result: resultsOf(samples) });
	} catch (error) {
		post(errorReply(error));
	}
}
