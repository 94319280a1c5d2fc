import { countPaceText, knownCount } from '#src/solver/count/index.ts';
import { formatCount, formatDuration } from '#src/solver/format/index.ts';
import {
	checkInLimit,
	clampToLimit,
	isInputError,
	LIMITS,
	sizesIn,
} from '#src/solver/input/index.ts';
import type { JobFailure, JobStatus } from '../jobs/worker-job.svelte.ts';
import {
	CountPool,
	CountTally,
	poolSize,
	tallyPace,
	type CountJob,
	type CountWorker,
	type TallyView,
} from './count-pool.ts';
import { countRaceMessages, type CountRaceMessages } from '#src/i18n/count-race.ts';
import { durationMessages } from '#src/i18n/durations.ts';
import { inputMessages } from '#src/i18n/input.ts';
import type { Locale } from '#src/i18n/locales.ts';

/** What the count race is set up with; the component passes its props. */
export interface CountRaceOptions {
	/** First and last n counted by default. */
	from: number;
	to: number;
	/** How many workers; defaults to the browser's core count, capped by `poolSize`. */
	workers?: number | undefined;
	/** Makes one worker (tests pass stand-ins that run the handler in the same thread). */
	createWorker: () => CountWorker;
	/** Called once when a count finishes (the page announces it for <Fold after=…>). */
	ondone?: () => void;
	/** The clock, in milliseconds; tests pass their own. */
	clock?: () => number;
	/** Cores the browser reports; tests pass their own. */
	cores?: number;
	/** The page's language: every sentence the race says (English unless told). */
	locale?: Locale | undefined;
}

const EMPTY_VIEW: TallyView = { rows: {}, doneParts: 0, totalParts: 0, doneWork: 0, totalWork: 0 };

/**
 * The count race's state and behaviour, without a DOM: the sizes chosen, one run at a time in a
 * pool of counting workers, its totals drawn from snapshots (results come by the thousand), and
 * the sentences the widget shows. The component draws it and ticks it ten times a second.
 */
export class CountRaceController {
	allowSlow = $state(false);
	first = $state<number>(LIMITS.countRace.min);
	last = $state<number>(LIMITS.countRace.max);
	/** Where the whole count is: its worker jobs run in the pool. */
	phase = $state<JobStatus>('idle');
	failure = $state<Pick<JobFailure, 'message' | 'code'> | null>(null);
	runSizes = $state<number[]>([]);
	view = $state.raw<TallyView>(EMPTY_VIEW);
	startedAt = $state(0);
	endedAt = $state(0);
	now = $state(0);
	workerCount = $state(0);
	/** The n finished last: its row is shown and announced. */
	latest = $state<number | null>(null);

	readonly choices = $derived(sizesIn(this.allowSlow ? LIMITS.countRaceSlow : LIMITS.countRace));
	readonly rows = $derived(this.view.rows);
	readonly finished = $derived(this.runSizes.filter((n) => this.rows[n]?.finishedAt !== undefined));
	readonly percent = $derived(
		this.view.totalWork > 0 ? Math.min(100, (100 * this.view.doneWork) / this.view.totalWork) : 0,
	);
	readonly elapsed = $derived((this.endedAt || this.now) - this.startedAt);
	readonly rangeText = $derived(
		this.#words().status.range(this.runSizes[0] ?? 0, this.runSizes.at(-1) ?? 0),
	);
	/** Parts done, time so far and time left, in the command's words (its progress line). */
	readonly paceText = $derived(
		countPaceText(this.rangeText, tallyPace(this.view, this.elapsed), this.#words().count),
	);
	/** The finished rows in the order of n, for the chart. */
	readonly counted = $derived(this.finished.map((n) => this.rows[n]!));

	/** The widget's words, in the page's language. */
	readonly t: CountRaceMessages;
	#options: CountRaceOptions;
	#clock: () => number;
	/** The run's totals; created on Run. */
	#tally: CountTally | null = null;
	/** Created on the first Run and kept; its workers are terminated on Cancel or error. */
	#pool: CountPool | null = null;

	constructor(options: CountRaceOptions) {
		this.#options = options;
		this.t = countRaceMessages(options.locale ?? 'en');
		this.#clock = options.clock ?? (() => performance.now());
		this.allowSlow = Math.max(options.from, options.to) > LIMITS.countRace.max;
		this.first = clampToLimit(options.from, LIMITS.countRaceSlow, LIMITS.countRace.min);
		this.last = clampToLimit(options.to, LIMITS.countRaceSlow, LIMITS.countRace.max);
	}

	/** Whether the last finished count of `n` matches the published one (OEIS A000170). */
	matches(n: number): boolean {
		const row = this.rows[n];
		return row?.finishedAt !== undefined && row.solutions === knownCount(n);
	}

	/** A time in the page's language: "1.14 s", "1.14 秒". */
	duration(ms: number): string {
		return formatDuration(ms, { units: durationMessages(this.#options.locale ?? 'en').units });
	}

	/** The live status sentence. */
	get statusText(): string {
		const { finished, runSizes, rangeText, workerCount, elapsed } = this;
		const { status } = this.t;
		const sizes = status.sizes(finished.length, runSizes.length);
		switch (this.phase) {
			case 'running':
				return status.running(rangeText, workerCount, sizes, this.latestText);
			case 'done': {
				const wrong = finished.filter((n) => !this.matches(n));
				return wrong.length === 0
					? status.done(rangeText, this.duration(elapsed))
					: status.doneWrong(wrong);
			}
			case 'cancelled':
				return status.cancelled(this.duration(elapsed), sizes);
			default:
				return '';
		}
	}

	/** The newest finished row in words, for the live status. */
	get latestText(): string {
		const row = this.latest === null ? undefined : this.rows[this.latest];
		if (!row || row.finishedAt === undefined) return '';
		const same = row.solutions === knownCount(row.n);
		return this.t.status.latest(row.n, formatCount(row.solutions), same);
	}

	/** Keeps both menus inside the fast sizes when the slow ones are switched off. */
	toggleSlow(): void {
		if (this.allowSlow) return;
		this.first = Math.min(this.first, LIMITS.countRace.max);
		this.last = Math.min(this.last, LIMITS.countRace.max);
	}

	/** The sizes from the two menus, checked here where they are used (a menu's value can be anything). */
	sizesToCount(): number[] {
		const limit = this.allowSlow ? LIMITS.countRaceSlow : LIMITS.countRace;
		const { controls } = this.t;
		const { phrases } = inputMessages(this.#options.locale ?? 'en');
		const a = checkInLimit(this.first, limit, controls.fromRefused, phrases);
		const b = checkInLimit(this.last, limit, controls.toRefused, phrases);
		const lo = Math.min(a, b);
		return Array.from({ length: Math.abs(a - b) + 1 }, (_, i) => lo + i);
	}

	/** Starts counting the chosen sizes, unless a count is running. */
	run(): void {
		if (this.phase === 'running') return;
		this.failure = null;
		let sizes: number[];
		try {
			sizes = this.sizesToCount();
		} catch (error) {
			this.failure = isInputError(error)
				? { message: error.message, code: error.code }
				: { message: String(error) };
			this.phase = 'error';
			return;
		}
		this.startedAt = this.now = this.#clock();
		const tally = new CountTally(sizes, this.startedAt);
		this.#tally = tally;
		this.runSizes = sizes;
		this.sync();
		this.endedAt = 0;
		this.latest = null;
		const { createWorker, workers, cores } = this.#options;
		const browserCores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency;
		this.#pool ??= new CountPool(createWorker, workers ?? poolSize(cores ?? browserCores), {
			locale: this.#options.locale ?? 'en',
			name: this.t.jobName,
			phrases: this.t.count,
		});
		this.phase = 'running';
		// Small n are counted by one warm worker; the others start only for n that pay for them.
		this.workerCount = this.#pool.start(tally.jobs, {
			onstart: (job: CountJob) => tally.start(job, this.#clock()),
			onresult: (share) => {
				// A finished size is drawn at once; the rest waits for the clock's next tick.
				if (!tally.add(share, this.#clock())) return;
				this.sync();
				this.latest = share.n;
			},
			ondone: () => this.#end('done'),
			onfailure: (message) => {
				this.failure = { message };
				this.#end('error');
			},
		});
	}

	/** Stops the workers at once and keeps what was counted. */
	cancel(): void {
		if (this.phase !== 'running') return;
		this.#pool?.cancel();
		this.#end('cancelled');
	}

	/** The clock's tick while counting: the time so far and the totals as they are now. */
	tick(): void {
		this.now = this.#clock();
		this.sync();
	}

	/** Copies the run's totals into the drawn view. */
	sync(): void {
		if (this.#tally) this.view = this.#tally.view();
	}

	/** Stops any workers, when the widget goes away mid-count. */
	dispose(): void {
		this.#pool?.cancel();
	}

	/** The words, read through a method: the derived fields above are set up before the constructor runs. */
	#words(): CountRaceMessages {
		return this.t;
	}

	#end(phase: 'done' | 'error' | 'cancelled'): void {
		this.endedAt = this.#clock();
		this.sync();
		this.phase = phase;
		if (phase === 'done') this.#options.ondone?.();
	}
}
