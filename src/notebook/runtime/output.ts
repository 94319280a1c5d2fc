import { LIMITS } from '../../solver/limits.ts';
import { formatArguments } from './format-value.ts';

/*
 * What a cell prints, captured line by line with a cap: after LIMITS.cellOutputLines lines or
 * LIMITS.cellOutputChars characters, one note says where the output was cut and every later print
 * returns at once without even formatting its arguments. So `for (;;) console.log(1)` only spins
 * until the page's time limit stops the worker; it cannot fill the memory first.
 */

/** One printed entry: a console call or a board drawn by printBoard (which keeps its columns). */
export interface OutputLine {
	kind: 'log' | 'warn' | 'error' | 'board' | 'note';
	/** The text, possibly several lines (a board prints one line per row). */
	text: string;
	/** The columns a `board` entry drew. */
	board?: number[];
}

/** The console a cell sees: the usual printing methods, all captured. */
export interface CapturedConsole {
	log(...values: unknown[]): void;
	info(...values: unknown[]): void;
	debug(...values: unknown[]): void;
	warn(...values: unknown[]): void;
	error(...values: unknown[]): void;
	table(...values: unknown[]): void;
	dir(...values: unknown[]): void;
	time(label?: string): void;
	timeEnd(label?: string): void;
}

/** The captured output of one run, and the console that fills it. */
export interface Output {
	lines: OutputLine[];
	/** True once something was dropped. */
	cut(): boolean;
	/** Ends the output: later prints are dropped silently (the exercise checks call printing code). */
	close(): void;
	/** Adds one entry (unless the output is already cut or closed). */
	push(kind: OutputLine['kind'], text: string, board?: number[]): void;
	console: CapturedConsole;
}

/** Caps of the captured output; LIMITS.cellOutputLines and LIMITS.cellOutputChars unless told. */
export interface OutputCaps {
	maxLines?: number;
	maxChars?: number;
}

/** An empty output with its capturing console. */
export function createOutput(caps: OutputCaps = {}): Output {
	const maxLines = caps.maxLines ?? LIMITS.cellOutputLines.max;
	const maxChars = caps.maxChars ?? LIMITS.cellOutputChars.max;
	const lines: OutputLine[] = [];
	const timers = new Map<string, number>();
	let lineCount = 0;
	let charCount = 0;
	let cut = false;
	let closed = false;

	const push = (kind: OutputLine['kind'], text: string, board?: number[]): void => {
		if (cut || closed) return;
		const rows = text.split('\n');
		const roomLines = maxLines - lineCount;
		const roomChars = maxChars - charCount;
		if (rows.length <= roomLines && text.length <= roomChars) {
			lines.push(board ? { kind, text, board } : { kind, text });
			lineCount += rows.length;
			charCount += text.length;
			return;
		}
		// Keep what fits of this entry, then say where the output stops.
		const kept = rows.slice(0, Math.max(0, roomLines)).join('\n').slice(0, Math.max(0, roomChars));
		if (kept.length > 0) {
			lines.push({ kind, text: kept });
			lineCount += kept.split('\n').length;
		}
		cut = true;
		lines.push({
			kind: 'note',
			text: `… output cut after ${lineCount.toLocaleString('en-US')} lines`,
		});
	};
	const print =
		(kind: OutputLine['kind']) =>
		(...values: unknown[]): void => {
			if (!cut && !closed) push(kind, formatArguments(values));
		};
	const log = print('log');
	return {
		lines,
		cut: () => cut,
		close() {
			closed = true;
		},
		push,
		console: {
			log,
			info: log,
			debug: log,
			table: log,
			dir: log,
			warn: print('warn'),
			error: print('error'),
			time(label = 'default') {
				timers.set(String(label), performance.now());
			},
			timeEnd(label = 'default') {
				const start = timers.get(String(label));
				if (start === undefined) return;
				timers.delete(String(label));
				push('log', `${String(label)}: ${(performance.now() - start).toFixed(1)} ms`);
			},
		},
	};
}
