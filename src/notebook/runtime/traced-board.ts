import {
	type CheckResult,
	countEvent,
	emptyStats,
	type SearchEvent,
	type SearchStats,
} from '../../solver/events/index.ts';
import { lineBetween, refused } from '../../solver/board/index.ts';
import { createChecker } from '../../solver/checks/index.ts';
import { isInputError, LIMITS, NQueensInputError, validateN } from '../../solver/input/index.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';

/*
 * The board a learner's cell code drives by hand: board.isSafe, board.place, board.remove and
 * board.solution record the solver's own events, so the trace player can replay the learner's
 * search exactly as it replays the solver's. A correct search produces the events of `backtrack`.
 * board.start(n) sets the size (the runner's board is 8×8 until then) and records afresh.
 *
 * The board is honest about mistakes. It holds every queen put down and not taken back, however
 * many share a row: placing a queen in a row that already holds one records a plain `place` (no
 * `remove`), and both queens stay. isSafe looks at every queen on the board, top row first; in a
 * correct search those are exactly the queens of rows 0 … row − 1 and the answer is the solver's
 * formula check, comparisons included. A queen left behind (chapter 6, seed 002) is looked at too,
 * and the refusal names it: along the row when it stands in the row being filled.
 */

/** What the learner's code may call: the board of the notebook cell. */
export interface TracedBoard {
	/** The board's size: n rows and n columns. */
	readonly n: number;
	/** `columns[row]`: the last queen placed in that row and still standing, or −1. */
	readonly columns: readonly number[];
	/** Whether a queen at (row, col) would be attacked by no queen on the board; records try and check. */
	isSafe(row: number, col: number): boolean;
	/** Puts a queen on (row, col); records place. */
	place(row: number, col: number): void;
	/** Takes the queen on (row, col) back; records remove (nothing when no queen stands there). */
	remove(row: number, col: number): void;
	/** Records the board as a solution; every row must hold a queen. */
	solution(): void;
	/**
	 * Starts afresh on an empty n×n board (1 to LIMITS.tracePlayer.max, the sizes the player
	 * replays): the trace so far is dropped, so the replay shows the search from here.
	 */
	start(n: number): void;
}

/** What the board recorded: events, each event's source line (0 if unknown), and whether it was cut. */
export interface BoardTrace {
	/** The size of the board the events were made on (the last `start`, or the runner's size). */
	n: number;
	events: SearchEvent[];
	lines: number[];
	/** True when more events happened than `maxEvents`; the counters still cover all of them. */
	cut: boolean;
	stats: SearchStats;
	/**
	 * Rebuilt from a Python search with is_safe and a list of columns rather than made on the
	 * board (python/prelude.py): when cut, the counters cover only the steps kept.
	 */
	derived?: true;
}

/** How a traced board records. */
export interface TracedBoardOptions {
	/** The learner's source line at the moment of a call; the runner reads it from a stack trace. */
	lineOf?: () => number;
	/** Most events kept (the `done` event always is); LIMITS.traceEvents.max unless told. */
	maxEvents?: number;
	/** The words of the board's messages about a mistake (English unless told). */
	words?: RuntimeMessages;
}

/** A traced board together with the calls the runner makes on it. */
export interface TracedBoardHandle {
	board: TracedBoard;
	/** Whether the learner's code called the board at all. */
	used(): boolean;
	/** Ends the trace with a `done` event (once) and returns it. */
	finish(complete?: boolean): BoardTrace;
}

/** A fresh n×n traced board. */
export function createTracedBoard(n: number, options: TracedBoardOptions = {}): TracedBoardHandle {
	validateN(n, LIMITS.search.max, 'The board size');
	const max = options.maxEvents ?? LIMITS.traceEvents.max;
	const words = (options.words ?? english).board;
	let size = n;
	let queens: number[][] = []; // every standing queen, by row
	let checker = createChecker('formula', n); // the last queen of each row, for the solver's check
	let stats = emptyStats(n);
	let events: SearchEvent[] = [];
	let lines: number[] = [];
	let cut = false;
	let total = 0;
	let found = 0;
	let calls = 0;
	let view: readonly number[] | undefined;
	let finished: BoardTrace | undefined;

	/** An empty board of `next` rows; the recording starts again too, unless the run is over. */
	const begin = (next: number): void => {
		size = next;
		queens = Array.from({ length: next }, () => []);
		checker = createChecker('formula', next);
		total = 0;
		view = undefined;
		if (finished) return; // the checks may start boards of their own: the trace stays as it was
		stats = emptyStats(next);
		events = [];
		lines = [];
		cut = false;
		found = 0;
	};
	begin(n);

	const record = (line: number, ...recorded: SearchEvent[]): void => {
		if (finished) return; // calls after the run (the exercise checks) are not part of the trace
		for (const event of recorded) countEvent(stats, event);
		// A try and its check are kept or dropped together, so a cut trace never ends mid-question.
		if (cut || events.length + recorded.length > max) {
			cut = true;
			return;
		}
		for (const event of recorded) {
			events.push(event);
			lines.push(line);
		}
	};
	// No line is read once nothing more is kept: a cut trace, or calls made by the checks after the run.
	const lineNow = (): number => (!cut && !finished && options.lineOf ? options.lineOf() : 0);
	const square = (call: string, row: unknown, col: unknown): void => {
		calls++;
		for (const value of [row, col]) {
			if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= size) {
				throw new NQueensInputError(
					'bad-board',
					words.badSquare(`board.${call}(${String(row)}, ${String(col)})`, size),
				);
			}
		}
	};
	/** Rows 0 … row − 1 hold one queen each and no other queen stands: the solver's situation. */
	const rightful = (row: number): boolean =>
		total === row && queens.every((list, r) => list.length === (r < row ? 1 : 0));
	const scanAll = (row: number, col: number): CheckResult => {
		let comparisons = 0;
		for (let r = 0; r < size; r++) {
			for (const c of queens[r]!) {
				comparisons++;
				const rule = lineBetween(r, c, row, col);
				if (rule) return refused(rule, r, c, comparisons);
			}
		}
		return { safe: true, comparisons };
	};

	const board: TracedBoard = {
		get n() {
			return size;
		},
		get columns() {
			view ??= Object.freeze(queens.map((list) => list.at(-1) ?? -1));
			return view;
		},
		isSafe(row, col) {
			square('isSafe', row, col);
			const result = rightful(row) ? checker.isSafe(row, col) : scanAll(row, col);
			record(lineNow(), { type: 'try', row, col }, { type: 'check', row, col, ...result });
			return result.safe;
		},
		place(row, col) {
			square('place', row, col);
			queens[row]!.push(col);
			total++;
			view = undefined;
			checker.place(row, col);
			record(lineNow(), { type: 'place', row, col });
		},
		remove(row, col) {
			square('remove', row, col);
			const list = queens[row]!;
			const at = list.lastIndexOf(col);
			if (at < 0) return; // no queen there: clearing an empty square changes nothing
			list.splice(at, 1);
			total--;
			view = undefined;
			if (list.length > 0) checker.place(row, list.at(-1)!);
			else checker.remove(row, col);
			record(lineNow(), { type: 'remove', row, col });
		},
		solution() {
			calls++;
			const columns = board.columns;
			const empty = columns.indexOf(-1);
			if (empty >= 0) {
				throw new NQueensInputError('bad-board', words.rowEmpty(empty, size));
			}
			found++;
			record(lineNow(), { type: 'solution', columns: [...columns], index: found });
		},
		start(next) {
			let size: number;
			try {
				size = validateN(next, LIMITS.tracePlayer.max, words.sizeName);
			} catch (error) {
				if (!isInputError(error)) throw error;
				const shown = typeof next === 'string' ? next : String(next);
				const message = words.badSize(error.message, shown, LIMITS.tracePlayer.max);
				throw new NQueensInputError(error.code, message);
			}
			begin(size);
		},
	};

	return {
		board,
		used: () => calls > 0,
		finish(complete = true) {
			if (!finished) {
				const final = { ...stats, nodesPerLevel: [...stats.nodesPerLevel] };
				events.push({ type: 'done', stats: final, complete });
				lines.push(0);
				finished = { n: size, events, lines, cut, stats: final };
			}
			return finished;
		},
	};
}
