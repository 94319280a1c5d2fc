import { CHECK_NAMES } from '#src/solver/board/index.ts';
import { formatCount, formatDuration } from '#src/solver/format/index.ts';
import { checkInLimit, clampToLimit, LIMITS } from '#src/solver/input/index.ts';
import {
	describeRace,
	describeVerdict,
	noiseNote,
	raceVerdict,
	type RaceResult,
} from '#src/solver/race/index.ts';
import type { WorkerLike } from '#src/jobs/index.ts';
import type { RaceProgress, RaceReply, RaceRequest } from './race-job.ts';
import { WorkerJob } from '../jobs/worker-job.svelte.ts';
import { checkRaceMessages, type CheckRaceMessages } from '#src/i18n/check-race.ts';
import { inputMessages } from '#src/i18n/input.ts';
import type { Locale } from '#src/i18n/locales.ts';

/** The check race's worker, or a stand-in. */
export type RaceWorker = WorkerLike<RaceRequest, RaceReply>;

/** One bar of a chart: its check, length and words, and the middle half of the runs. */
interface Bar {
	check: RaceResult['check'];
	width: number;
	text: string;
	note: string;
	/** Where the middle half of the runs starts and ends, in percent of the track. */
	spread?: { from: number; to: number };
}

/** A chart of bars, one per check. */
export interface Chart {
	id: 'comparisons' | 'time';
	title: string;
	bars: Bar[];
}

/**
 * Medians for the bars and table: bare milliseconds ("0.950", "2.10"), since the headings and the
 * bar text already say "ms" and sub-millisecond searches need their decimals to be told apart.
 */
export const formatMs = (ms: number): string => formatDuration(ms, { bareMs: true });

/** Maps values to bar lengths in percent of the largest, on a linear or a logarithmic scale. */
export function scaleOf(values: number[], log: boolean): (value: number) => number {
	const max = Math.max(...values);
	if (!(max > 0)) return () => 0;
	if (!log) return (v) => (100 * v) / max;
	// Log scale from a tenth of the smallest value, so the shortest bar still shows.
	const floor = Math.min(...values.filter((v) => v > 0)) / 10;
	return (v) => (v > floor ? (100 * Math.log(v / floor)) / Math.log(max / floor) : 0);
}

/**
 * The check race without a DOM: the board size, one race at a time in its worker (made on the
 * first Run and kept; terminated on Cancel or a crash), the results after each round, and what the
 * widget says about them, with the solver's verdict once the race is done.
 */
export class CheckRaceController {
	size = $state(8);
	/** Every check's counters, median and spread after the latest round. */
	results = $state<RaceResult[]>([]);
	/** The board size of the results shown. */
	ranWith = $state<{ n: number } | null>(null);
	logScale = $state(false);

	readonly job: WorkerJob<RaceRequest, RaceResult[], RaceProgress>;
	/** Rounds done (every check timed once more in each). */
	readonly rounds = $derived(this.results[0]?.runs ?? 0);
	// Rebuilt whole from each round's results, never mutated.
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	readonly byCheck = $derived(new Map(this.results.map((r) => [r.check, r])));
	/** The widget's words, in the page's language. */
	readonly t: CheckRaceMessages;
	readonly sentences = $derived(
		this.phase === 'running' ? [] : describeRace(this.results, this.#words().race),
	);
	/** The solver's reading of the times: only once the race is done. */
	readonly verdict = $derived(this.phase === 'done' ? raceVerdict(this.results) : null);
	readonly verdictSentences = $derived(
		this.verdict ? describeVerdict(this.verdict, this.#words().verdict) : [],
	);
	readonly charts: Chart[] = $derived.by(() => this.#charts());

	readonly #locale: Locale;

	constructor(n: number, createWorker: () => RaceWorker, locale: Locale = 'en') {
		this.#locale = locale;
		this.t = checkRaceMessages(locale);
		this.size = clampToLimit(n, LIMITS.checkRace, 8);
		this.job = new WorkerJob<RaceRequest, RaceResult[], RaceProgress>({
			createWorker,
			name: this.t.jobName,
			locale,
		});
	}

	/** Where the race is: its worker job's status. */
	get phase() {
		return this.job.status;
	}

	/** How far the race has come by its plan, 0 to 1. */
	get fraction(): number {
		return this.job.progress?.fraction ?? 0;
	}

	/** Solutions found, said once in the caption when every check agrees (as they must), else per check. */
	get solutionsNote(): string {
		const { results } = this;
		if (results.length === 0) return '';
		// A local Set, read once here: nothing reactive about it.
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		const counts = new Set(results.map((r) => r.stats.solutions));
		const { table, race } = this.t;
		if (counts.size === 1) {
			const [count] = counts;
			return table.sameSolutions(results.length === CHECK_NAMES.length, formatCount(count!));
		}
		return table.eachSolutions(
			results.map((r) => [race.checks[r.check], formatCount(r.stats.solutions)] as const),
		);
	}

	/** How the times were taken, for the caption. */
	get timesNote(): string {
		const first = this.results[0];
		const { table } = this.t;
		if (!first) return table.timesBefore;
		return table.times(first.runs, first.batch > 1 ? formatCount(first.batch) : null);
	}

	/** The caption of the table: the board, the solutions found and how the times were taken. */
	get caption(): string {
		return this.t.table.caption(this.ranWith?.n ?? this.size, this.solutionsNote, this.timesNote);
	}

	/** Where the race is, for the live status line. */
	get progressText(): string {
		const { phase, rounds, results } = this;
		const { progress } = this.t;
		const n = this.ranWith?.n ?? this.size;
		if (phase === 'running' && rounds > 0) return progress.round(rounds, n);
		if (phase === 'running') return progress.starting(n);
		if (phase === 'done') return progress.done(results.length, rounds, n);
		if (phase === 'cancelled') {
			return results.length === 0 ? progress.cancelledEarly : progress.cancelled(rounds);
		}
		return '';
	}

	/** Starts a race on the chosen size, unless one is running. */
	run(): void {
		if (this.job.running) return;
		this.results = [];
		let n: number;
		try {
			// The menu only offers allowed sizes, but its value is checked where it is used.
			const input = inputMessages(this.#locale);
			n = checkInLimit(this.size, LIMITS.checkRace, input.boardSize, input.phrases);
		} catch (error) {
			this.ranWith = null;
			this.job.refuse(error);
			return;
		}
		this.ranWith = { n };
		void this.job.start(
			{ n },
			{
				onprogress: (progress) => {
					this.results = progress.results;
				},
				onend: (outcome) => {
					if (outcome.status === 'done') this.results = outcome.result;
				},
			},
		);
	}

	/** Stops the race's worker at once. */
	cancel(): void {
		this.job.cancel();
	}

	/** Stops the worker for good, when the widget leaves the page. */
	dispose(): void {
		this.job.dispose();
	}

	/** The words, read through a method: the derived fields above are set up before the constructor runs. */
	#words(): CheckRaceMessages {
		return this.t;
	}

	#charts(): Chart[] {
		const done = CHECK_NAMES.map((c) => this.byCheck.get(c)).filter((r) => r !== undefined);
		if (done.length === 0) return [];
		const comparisons = scaleOf(
			done.map((r) => r.stats.comparisons),
			this.logScale,
		);
		const time = scaleOf(
			done.flatMap((r) => [r.ms, r.high]),
			this.logScale,
		);
		const { bars, verdict: phrases } = this.t;
		const verdict = this.verdict;
		return [
			{
				id: 'comparisons',
				title: bars.comparisons(this.logScale),
				bars: done.map((r) => ({
					check: r.check,
					width: comparisons(r.stats.comparisons),
					text: formatCount(r.stats.comparisons),
					note: '',
				})),
			},
			{
				id: 'time',
				title: bars.time(this.logScale),
				bars: done.map((r) => ({
					check: r.check,
					width: time(r.ms),
					text: bars.ms(formatMs(r.ms), formatMs(r.low), formatMs(r.high)),
					note: verdict ? noiseNote(verdict, r.check, phrases) : '',
					spread: { from: time(r.low), to: time(r.high) },
				})),
			},
		];
	}
}
