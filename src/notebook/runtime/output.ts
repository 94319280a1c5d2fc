import { LIMITS } from '../../solver/input/index.ts';
import { formatArguments } from './format-value.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';

/*
 * What a cell prints, captured line by line with a cap: after LIMITS.cellOutputLines lines or
 * LIMITS.cellOutputChars characters, one note says where the output was cut and every later print
 * returns at once without even formatting its arguments. So `for (;;) console.log(1)` only spins
 * until the page's time limit stops the worker; it cannot fill the memory first.
 *
 * With a stream, printed lines also leave in batches as the code runs (every STREAM_MS, and at
 * the end), so what was printed before Stop or the time limit is already on the page.
 */

/** Milliseconds between two batches of streamed output, once the first few have gone. */
const STREAM_MS = 50;

/**
 * Batches sent at once, one print each, before batching starts: a worker stuck in a loop cannot
 * send what it printed last, so the first prints (the usual `console.log` before a loop) go out
 * as they are made, and a flood of prints is batched.
 */
const STREAM_AT_ONCE = 20;

/** Where streamed output goes: each batch of new lines, with the learner's line that printed last. */
export interface OutputStream {
	send(lines: OutputLine[], line: number): void;
	/** The learner's line at this moment (0 when unknown). */
	lineOf?: () => number;
}

/** One printed entry: a console call or a board drawn by printBoard (which keeps its columns). */
export interface OutputLine {
	kind: 'log' | 'warn' | 'error' | 'board' | 'note';
	/** The text, possibly several lines (a board prints one line per row). */
	text: string;
	/** The columns a `board` entry drew. */
	board?: number[];
}

/** The console a cell sees: the usual printing methods, all captured. */
interface CapturedConsole {
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
	/** Whether a print would still be kept (the output is neither cut nor closed). */
	open(): boolean;
	/** Adds one entry (unless the output is already cut or closed); true when it was kept whole. */
	push(kind: OutputLine['kind'], text: string, board?: number[]): boolean;
	/** Sends the lines not yet streamed (with a stream; otherwise nothing). */
	flush(): void;
	console: CapturedConsole;
}

/** Caps of the captured output; LIMITS.cellOutputLines and LIMITS.cellOutputChars unless told. */
export interface OutputCaps {
	maxLines?: number;
	maxChars?: number;
}

/**
 * An empty output with its capturing console. With `stream`, `lines` holds only what has not
 * been sent yet: after the last `flush()` it is empty, and the stream has had everything.
 */
export function createOutput(
	caps: OutputCaps = {},
	stream?: OutputStream,
	words: RuntimeMessages = english,
): Output {
	const maxLines = caps.maxLines ?? LIMITS.cellOutputLines.max;
	const maxChars = caps.maxChars ?? LIMITS.cellOutputChars.max;
	const lines: OutputLine[] = [];
	const timers = new Map<string, number>();
	let lineCount = 0;
	let charCount = 0;
	let cut = false;
	let closed = false;
	let lastSent = performance.now();
	let batches = 0;

	const flush = (): void => {
		if (!stream || lines.length === 0) return;
		lastSent = performance.now();
		batches++;
		stream.send(lines.splice(0), stream.lineOf?.() ?? 0);
	};
	/** Sends the first prints at once, then a batch once STREAM_MS have passed since the last. */
	const maybeFlush = (): void => {
		if (!stream) return;
		if (batches < STREAM_AT_ONCE || performance.now() - lastSent >= STREAM_MS) flush();
	};

	const push = (kind: OutputLine['kind'], text: string, board?: number[]): boolean => {
		if (cut || closed) return false;
		const rows = text.split('\n');
		const roomLines = maxLines - lineCount;
		const roomChars = maxChars - charCount;
		if (rows.length <= roomLines && text.length <= roomChars) {
			lines.push(board ? { kind, text, board } : { kind, text });
			lineCount += rows.length;
			charCount += text.length;
			maybeFlush();
			return true;
		}
		// Keep what fits of this entry, then say where the output stops.
		const kept = rows.slice(0, Math.max(0, roomLines)).join('\n').slice(0, Math.max(0, roomChars));
		if (kept.length > 0) {
			lines.push({ kind, text: kept });
			lineCount += kept.split('\n').length;
		}
		cut = true;
		lines.push({ kind: 'note', text: words.output.cut(lineCount) });
		flush();
		return false;
	};
	const print =
		(kind: OutputLine['kind']) =>
		(...values: unknown[]): void => {
			if (!cut && !closed) push(kind, formatArguments(values, words));
		};
	const log = print('log');
	return {
		lines,
		cut: () => cut,
		open: () => !cut && !closed,
		close() {
			closed = true;
		},
		push,
		flush,
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
				// In the page's language: "n = 12: 2.5 ms", "n = 12：2.5 毫秒".
				push('log', words.output.timer(String(label), (performance.now() - start).toFixed(1)));
			},
		},
	};
}
