import { attackersOf, type Square } from '../board/attacks.ts';
import { BUGGY_VARIANTS, buggySearch, type BuggyVariant } from './buggy.ts';
import type { Conflict, SearchEvent, SearchStats } from '../events/events.ts';
import { checkInLimit, LIMITS } from '../input/limits.ts';
import { countWithCheck } from '../search/search.ts';

/*
 * What goes wrong in each of seed 002's versions, read from its own events. A row-by-row search
 * that undoes its moves only has queens in the rows above the one it fills: the rightful queens.
 * Any other queen on the board is left over from a path the search has already left.
 */

/** A failed check together with the queen that refused the square. */
export type Refusal = Extract<SearchEvent, { type: 'check' }> & { conflict: Conflict };

/** Where the queen behind a refusal comes from. */
type StaleKind =
	/** The row's own queen, never lifted, refusing the row's later columns (the row check). */
	| 'own-row'
	/** The last row's queen, left standing after a board was printed. */
	| 'after-print'
	/** A queen left standing when the search came back up from its row. */
	| 'row-below';

/** One refusal of a run, where it is in the events and where its queen comes from. */
interface RefusalAt {
	/** Index in the events. */
	index: number;
	refusal: Refusal;
	kind: StaleKind;
}

/** What one version does, from its events: its counters and the moments it goes wrong. */
export interface BugAnalysis {
	variant: BuggyVariant;
	n: number;
	events: SearchEvent[];
	stats: SearchStats;
	/** Refusals whose attacker is a left-over queen (it stands in the row being filled or below). */
	staleRefusals: number;
	/** Refused squares that no rightful queen attacks: the correct program would place a queen there. */
	wrongRefusals: number;
	/** The first refusal by a left-over queen: the moment the bug shows (the square may be attacked anyway). */
	firstStale: RefusalAt | undefined;
	/** The first wrong refusal: the moment the run parts from the correct program's. */
	firstWrong: RefusalAt | undefined;
}

/** Whether a failed check was refused by a queen in the row being filled or a row below it. */
export function isStaleRefusal(event: SearchEvent | undefined): event is Refusal {
	return (
		event?.type === 'check' &&
		!event.safe &&
		!!event.conflict &&
		event.conflict.queenRow >= event.row
	);
}

/** Where the queen of a stale refusal comes from, given whether a board was printed before it. */
function kindOf(refusal: Refusal, printed: boolean, n: number): StaleKind {
	if (printed && refusal.conflict.queenRow === n - 1) return 'after-print';
	// The article's own-row trap is its row check. A queen met in its own row along another line
	// has stood there since an earlier visit of the row: left behind like any other.
	return refusal.conflict.rule === 'row' ? 'own-row' : 'row-below';
}

/** Runs one version to the end (35 001 events at most on 8×8) and finds where it goes wrong. */
export function analyseBug(variant: BuggyVariant, n = 8): BugAnalysis {
	const events = [...buggySearch(variant, n)];
	const done = events.at(-1);
	if (done?.type !== 'done') throw new Error('The search did not finish.');
	const board = new Map<number, Square>(); // row * n + col → the queen standing there
	const result: BugAnalysis = {
		variant,
		n,
		events,
		stats: done.stats,
		staleRefusals: 0,
		wrongRefusals: 0,
		firstStale: undefined,
		firstWrong: undefined,
	};
	let printed = false;
	events.forEach((event, index) => {
		if (event.type === 'place') board.set(event.row * n + event.col, event);
		else if (event.type === 'remove') board.delete(event.row * n + event.col);
		else if (event.type === 'solution') printed = true;
		if (!isStaleRefusal(event)) return;
		result.staleRefusals++;
		const at = { index, refusal: event, kind: kindOf(event, printed, n) };
		result.firstStale ??= at;
		const rightful = [...board.values()].filter((queen) => queen.row < event.row);
		if (attackersOf(rightful, event.row, event.col).length > 0) return;
		result.wrongRefusals++;
		result.firstWrong ??= at;
	});
	return result;
}

/** The row a search works on once `event` is applied: −1 when it is over (or not yet begun). */
function rowAt(event: SearchEvent | undefined, n: number): number {
	if (!event || event.type === 'done') return -1;
	if (event.type === 'solution') return n - 1;
	return 'row' in event ? event.row : -1;
}

/**
 * The left-over queens on a board (`columns[row]`, −1 for an empty row) once `event` is applied:
 * every queen below the row the search works on, and the row's own queen when it refuses a square.
 */
export function staleQueens(columns: readonly number[], event: SearchEvent | undefined): Square[] {
	const row = rowAt(event, columns.length);
	const stale: Square[] = [];
	if (isStaleRefusal(event) && event.conflict.queenRow === event.row) {
		stale.push({ row: event.row, col: event.conflict.queenCol });
	}
	columns.forEach((col, r) => {
		if (col >= 0 && r > row) stale.push({ row: r, col });
	});
	return stale;
}

// ---- A summary small enough to post from a worker (components/bug-replay/BugReplay.svelte). ----

/** Which lift a remove event is: right after a print, to make room in its row, or at a row's end. */
type LiftKind = 'after-print' | 'replace' | 'exit';

/** One version read by the solver, without its events: what the bug replay needs to draw. */
export interface BugSummary extends Omit<BugAnalysis, 'events'> {
	/** Event indices of the lifts just after a print, and of the lifts that make room in a row; every other lift ends a row. */
	afterPrint: number[];
	replaces: number[];
	/** Squares of the last row never tried because the search returned straight after printing: n − 1 − the printed queen's column, summed over boards. */
	skippedAfterPrint: number;
}

/** Every version on one board, and the correct search's counters (the grid scan, run to the end). */
export interface BugReport {
	n: number;
	versions: Record<BuggyVariant, BugSummary>;
	correct: SearchStats;
}

/** The kind of lift of the remove event at `index` (the events around it tell). */
function liftKind(events: readonly SearchEvent[], index: number): LiftKind {
	if (events[index - 1]?.type === 'solution') return 'after-print';
	const event = events[index];
	const next = events[index + 1];
	return next?.type === 'place' && event?.type === 'remove' && next.row === event.row
		? 'replace'
		: 'exit';
}

/** An analysis without its events, with its lifts sorted by kind and the squares it skips after printing. */
export function summariseBug(analysis: BugAnalysis): BugSummary {
	const { events, ...rest } = analysis;
	const afterPrint: number[] = [];
	const replaces: number[] = [];
	let skippedAfterPrint = 0;
	events.forEach((event, index) => {
		if (event.type === 'remove') {
			const kind = liftKind(events, index);
			if (kind === 'after-print') afterPrint.push(index);
			else if (kind === 'replace') replaces.push(index);
		} else if (event.type === 'solution') {
			// The loop of the last row ends here: the squares to the right of its queen are not tried.
			const last = event.columns[analysis.n - 1] ?? analysis.n - 1;
			skippedAfterPrint += analysis.n - 1 - last;
		}
	});
	return { ...rest, afterPrint, replaces, skippedAfterPrint };
}

/** Runs all four versions and the correct search on an n×n board (LIMITS.bugReplay). */
export function reportBugs(n = 8): BugReport {
	const size = checkInLimit(n, LIMITS.bugReplay, 'The board size');
	const versions = Object.fromEntries(
		BUGGY_VARIANTS.map((v) => [v, summariseBug(analyseBug(v, size))]),
	) as Record<BuggyVariant, BugSummary>;
	return { n: size, versions, correct: countWithCheck({ n: size, check: 'grid' }) };
}
