import { describe, expect, test } from 'vitest';
import {
	CheckRaceController,
	scaleOf,
	type RaceWorker,
} from '../../components/check-race/check-race.svelte.ts';
import { runRace, type RaceReply, type RaceRequest } from '../../components/check-race/race-job.ts';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';
import { countWithCheck } from '../../src/solver/search/index.ts';
import { describeVerdict, raceVerdict } from '../../src/solver/race/index.ts';
import { InProcessWorker, ManualWorker } from '../component/stand-in-workers.ts';
import { A000170 } from './helpers.ts';

/*
 * The check race's controller without a DOM. The worker stand-in runs the real race handler in
 * this thread on a clock that moves 2 ms per reading, so no result depends on the machine.
 */
function steppingClock(step: number): () => number {
	let now = 0;
	return () => (now += step);
}

const realRace = (): RaceWorker =>
	new InProcessWorker<RaceRequest, unknown, unknown>((request, post) =>
		runRace({ ...request, runs: 2 }, post as (reply: RaceReply) => void, steppingClock(2)),
	) as unknown as RaceWorker;

/** Lets the stand-in's microtasks run until the race leaves `running`. */
async function settle(race: CheckRaceController): Promise<void> {
	for (let i = 0; i < 1000 && race.phase === 'running'; i++) await Promise.resolve();
}

describe('the check race controller', () => {
	test('a race on 6 × 6 ends with every check, the same counts, and the solver’s verdict', async () => {
		const race = new CheckRaceController(6, realRace);
		race.run();
		expect(race.progressText).toBe('Starting the race on 6 × 6…');
		await settle(race);
		expect(race.phase).toBe('done');
		expect(race.results.map((r) => r.check)).toEqual(CHECK_NAMES);
		const plain = countWithCheck({ n: 6, check: 'grid' });
		for (const r of race.results) {
			expect(r.stats.solutions).toBe(A000170[6 - 1]); // OEIS A000170: 4 for n = 6
			expect(r.stats.checks).toBe(plain.checks);
		}
		expect(race.solutionsNote).toBe(': every check found 4 solutions');
		expect(race.verdictSentences).toEqual(describeVerdict(raceVerdict(race.results)));
		expect(race.progressText).toMatch(/^Done: each of the 5 checks timed \w+/);
		expect(race.charts.map((c) => c.bars.length)).toEqual([5, 5]);
		race.dispose();
	});

	test('cancel stops the worker and says the race was cancelled before a round', () => {
		let made: ManualWorker<RaceRequest, RaceReply> | undefined;
		const race = new CheckRaceController(8, () => (made = new ManualWorker()));
		race.run();
		race.cancel();
		expect(race.phase).toBe('cancelled');
		expect(made?.terminated).toBe(true);
		expect(race.progressText).toBe('Cancelled before the first round finished.');
	});

	test('a size outside the race’s limit is refused before any worker starts', () => {
		let workers = 0;
		const race = new CheckRaceController(8, () => (workers++, new ManualWorker()));
		race.size = 99;
		race.run();
		expect(race.phase).toBe('error');
		expect(race.job.failure?.message).toMatch(/^The board size/);
		expect(workers).toBe(0);
	});

	test.each([
		[false, [1, 10, 100], [1, 10, 100]],
		[true, [1, 10, 100], [100 / 3, 200 / 3, 100]], // log10 from 0.1: 1, 2, 3 of 3 decades
	])('bars on a log scale %s', (log, values, expected) => {
		const scale = scaleOf(values, log);
		values.forEach((v, i) => expect(scale(v)).toBeCloseTo(expected[i]!, 9));
	});
});
