import {
	BUGGY_VARIANTS,
	staleQueens,
	type BugReport,
	type BugSummary,
	type BuggyVariant,
} from '#src/solver/bugs/index.ts';
import { formatCount } from '#src/solver/format/index.ts';
import type { TraceState } from '#src/solver/timeline/index.ts';
import type { Mark } from '../board/index.ts';
import { codeFor, explain, type CodeLine } from './bug-words.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { bugReplayMessages, type BugReplayMessages } from '#src/i18n/bug-replay.ts';
import { wordsMessages, type WordsMessages } from '#src/i18n/words.ts';

/**
 * The bug replay without a DOM: the version chosen, the solver's report on all four (made when
 * the site is built: BugReplay.astro), the step the player stands on, the learner's "Is it this
 * step?" and "Show me", and the code line and stale queens to light up.
 */
export class BugReplayController {
	chosen: BuggyVariant = $state('no-undo');
	/** The player's state after its current step, as it reports it. */
	traceState: TraceState | undefined = $state.raw();
	/** Whether the explanation is shown (found, or shown). */
	jumped = $state(false);
	message = $state('');
	/** The answer to "Is it this step?". */
	verdict = $state('');

	/** The replay's words, and the solver's sentences, in the page's language. */
	readonly t: BugReplayMessages;
	readonly words: WordsMessages;
	/** The solver's report on the four versions: counts, and where each goes wrong. */
	readonly report: BugReport;
	readonly run: BugSummary = $derived.by(() => this.report.versions[this.chosen]);
	readonly code: CodeLine[] = $derived.by(() => codeFor(this.chosen, this.t.code));
	// Looked up at every step of the replay; rebuilt whole when the version changes, never mutated.
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	readonly #afterPrint = $derived(new Set(this.run.afterPrint));
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	readonly #replaces = $derived(new Set(this.run.replaces));
	/** The line of the loop the current event comes from; -1 before the first step. */
	readonly activeLine = $derived.by(() => {
		const state = this.traceState;
		const event = state?.event;
		if (!state || !event) return -1;
		const at = event.type === 'remove' ? this.#removeLine(state.index) : event.type;
		return this.code.findIndex((line) => line.at === at);
	});
	/**
	 * Every queen the search should have lifted by this step, marked on the board: a board that
	 * holds one is never a solution the search found (Board does not call it solved).
	 */
	readonly staleMarks: Mark[] = $derived(
		this.traceState
			? staleQueens(this.traceState.columns, this.traceState.event).map((queen) => ({
					...queen,
					kind: 'stale' as const,
					label: this.t.stale,
				}))
			: [],
	);

	#onfound: (variant: BuggyVariant) => void;

	constructor(
		variant: BuggyVariant,
		report: BugReport,
		onfound: (variant: BuggyVariant) => void = () => {},
		locale: Locale = 'en',
	) {
		this.t = bugReplayMessages(locale);
		this.words = wordsMessages(locale);
		this.chosen = BUGGY_VARIANTS.includes(variant) ? variant : 'no-undo';
		this.report = report;
		this.#onfound = onfound;
	}

	/** Picks another version: a fresh replay, nothing found yet. */
	choose(variant: BuggyVariant): void {
		this.chosen = variant;
		this.jumped = false;
		this.message = this.verdict = '';
		this.traceState = undefined;
	}

	/** "Show me": explains the moment it goes wrong; the step to jump to, if there is one. */
	showMe(): number | undefined {
		this.message = explain(this.run, this.t, this.words.event);
		this.verdict = '';
		this.jumped = true;
		this.#onfound(this.chosen);
		return this.run.firstStale ? this.run.firstStale.index + 1 : undefined;
	}

	/** "Is it this step?": the step the player stands on, against the solver's answer. */
	checkStep(): void {
		const run = this.run;
		const at = this.traceState?.index ?? -1;
		const step = formatCount(at + 1);
		const wrong = run.firstStale;
		if (!wrong || at === wrong.index) {
			this.verdict = wrong ? this.t.verdict.yes(step) : this.t.verdict.nothing(step);
			this.message = explain(run, this.t, this.words.event);
			this.jumped = true;
			this.#onfound(this.chosen);
		} else if (at < 0) {
			// Step 0: nothing tried yet, so "every refused square" would speak of none.
			this.verdict = this.t.verdict.notStarted;
		} else if (at < wrong.index) {
			this.verdict = this.t.verdict.notYet(step);
		} else {
			this.verdict = this.t.verdict.tooLate(step);
		}
	}

	/** Why a version's check count differs from the correct search's, from the analysis (version 4). */
	get checksNote(): string {
		const { run, report } = this;
		const correct = report.correct;
		const fewer = correct.checks - run.stats.checks;
		if (fewer <= 0 || run.stats.solutions !== correct.solutions) return '';
		if (fewer !== run.skippedAfterPrint) return '';
		const words = this.t.checksNote;
		const same =
			run.stats.placements === correct.placements
				? words.same(formatCount(correct.placements), report.n - 1)
				: '';
		const note = words.note(
			formatCount(fewer),
			formatCount(correct.checks),
			formatCount(run.skippedAfterPrint),
		);
		return `${note}${same}`;
	}

	/** Which lift a remove event is (by the solver's analysis): after a print, to make room, or at a row's end. */
	#removeLine(index: number): CodeLine['at'] {
		if (this.#afterPrint.has(index)) return 'after-print';
		return this.#replaces.has(index) ? 'replace' : 'exit';
	}
}
