import { LIMITS } from '../../solver/input/index.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';

/*
 * The boxes' rule: whatever crosses out of a box is hostile data. A value a cell returned, a
 * board, printed text, an error's message and place, a record a helper keeps: each is read here,
 * in the worker's JavaScript, where cell code cannot write, and typed and bounded before it is
 * used, drawn or put in a sentence. A number is a finite whole number in its range, a board at
 * most LIMITS.cellBoard.max rows of whole numbers, a text a string cut to its length. Both boxes'
 * runs pass through `boundedRun` before the worker posts them (runner.ts, python-run.ts); what
 * the checks read of a call (a Python answer, an error's line) passes through the readers here.
 * docs/security.md says why: the Python box's interpreter is memory its code can write.
 */

/** Longest text of a returned value the page is sent, in either box. */
export const RETURNED_CHARS = 10_000;

/** Room past a cut text for the sentence that says how long it was. */
const NOTE_CHARS = 200;

/** Longest traceback the page is sent: the lines the runner keeps, each cut (python-run.ts). */
const TRACEBACK_CHARS = 60 * (LIMITS.cellErrorChars.max + NOTE_CHARS);

/** Longest error message the page is sent: the runners cut theirs shorter (format-value.ts). */
const ERROR_CHARS = 2_000;

/** Largest line or column an error may name: past any cell's code. */
const MOST_POSITION = LIMITS.cellCodeChars.max + 1;

/** `value` when it is a string, cut to `max` characters; undefined for anything else. */
export function boundedText(value: unknown, max: number): string | undefined {
	if (typeof value !== 'string') return undefined;
	return value.length <= max ? value : value.slice(0, max);
}

/** `value` when it is a finite whole number from `min` to `max`; undefined otherwise. */
export function wholeNumber(value: unknown, min: number, max: number): number | undefined {
	return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
		? value
		: undefined;
}

/**
 * A copy of `value` when it is a board: an array of 1 to LIMITS.cellBoard.max whole numbers, each
 * a column of the board or −1 for an empty row. Read by index, `length` once (read-board.ts).
 */
export function boundedBoard(value: unknown): number[] | undefined {
	if (!Array.isArray(value)) return undefined;
	const n: unknown = value.length;
	if (wholeNumber(n, 1, LIMITS.cellBoard.max) === undefined) return undefined;
	const rows: number[] = [];
	for (let row = 0; row < (n as number); row++) {
		const col = wholeNumber(value[row], -1, (n as number) - 1);
		if (col === undefined) return undefined;
		rows.push(col);
	}
	return rows;
}

/** An error's line and column, each kept only when it is a place in a cell's code. */
export function boundedPosition(
	line: unknown,
	column: unknown,
): { line?: number; column?: number } {
	const at = wholeNumber(line, 1, MOST_POSITION);
	if (at === undefined) return {};
	const col = wholeNumber(column, 1, MOST_POSITION);
	return col === undefined ? { line: at } : { line: at, column: col };
}

/** An error as a run reports it: its kind, message and place, and Python's traceback. */
interface CrossingError {
	kind: string;
	message: string;
	line?: number;
	column?: number;
	traceback?: string;
}

/** What `boundedRun` reads of a run: the parts that came from the box. */
interface CrossingRun {
	returned?: string;
	returnedBoard?: number[];
	boards: number[][];
	error?: CrossingError;
	ms: number;
}

/** `text` cut to `max` characters with the page's note of its whole length. */
function cutWithNote(text: string, max: number, words: RuntimeMessages): string {
	return text.length <= max + NOTE_CHARS
		? text
		: words.values.longText(text.slice(0, max), text.length);
}

/**
 * The run as the page may be sent it: the returned text cut to RETURNED_CHARS, boards that are
 * boards, an error's message and traceback cut and its place in the code, ms a finite number.
 * Each box bounds its parts as it makes them; this is the last word, the same for both.
 */
export function boundedRun<R extends CrossingRun>(run: R, words: RuntimeMessages = english): R {
	const checked: R = { ...run, boards: [] };
	if (run.returned !== undefined) {
		const text = typeof run.returned === 'string' ? run.returned : String(typeof run.returned);
		checked.returned = cutWithNote(text, RETURNED_CHARS, words);
	}
	delete checked.returnedBoard;
	const board = boundedBoard(run.returnedBoard);
	if (board) checked.returnedBoard = board;
	for (const drawn of Array.isArray(run.boards) ? run.boards : []) {
		const rows = boundedBoard(drawn);
		if (rows) checked.boards.push(rows);
	}
	if (run.error) {
		const { kind, message, line, column, traceback } = run.error;
		const error: CrossingError = {
			kind: boundedText(kind, 16) ?? 'thrown',
			message: cutWithNote(boundedText(message, TRACEBACK_CHARS) ?? '', ERROR_CHARS, words),
			...boundedPosition(line, column),
		};
		const trace = boundedText(traceback, TRACEBACK_CHARS);
		if (trace !== undefined) error.traceback = trace;
		(checked as CrossingRun).error = error;
	}
	checked.ms = Number.isFinite(run.ms) ? run.ms : 0;
	return checked;
}
