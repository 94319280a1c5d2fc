import { createFormulaChecker } from '../../src/solver/checks.ts';
import type { SearchEvent } from '../../src/solver/events.ts';
import { LIMITS } from '../../src/solver/limits.ts';
import type { CellError, CellOutput, OutputItem } from './cell-protocol.ts';

export { CELL_HELPERS } from './helpers-table.ts';

/*
 * Runs the learner's already-compiled code (inside the cell worker): with the helpers, a traced
 * `board` and a captured `console` in scope, output cut at a cap, and a thrown error turned into
 * its message and the learner's line. A stand-in for src/solver/notebook/runner.ts until that lands.
 */

/** What a run makes available to the learner's code, and what it recorded. */
export interface LearnerScope {
	scope: Record<string, unknown>;
	output: OutputItem[];
	/** isSafe calls made through either helper. */
	checks: () => number;
	trace: () => CellOutput['trace'];
	truncated: () => boolean;
}

/** Events kept for the replay: each is posted back to the page, so fewer than the player could hold. */
const MAX_TRACE_EVENTS = 100_000;

/** The line of the learner's code that is running (1-based), read from a stack inside the run. */
function learnerLine(stack: string | undefined, offset: number): number | undefined {
	const match = /<anonymous>:(\d+):(\d+)/.exec(stack ?? '');
	return match ? Number(match[1]) - offset : undefined;
}

/** The first body line of a `new Function`, as its stack numbers it (2 in V8). */
const BODY_OFFSET = (() => {
	const line = learnerLine(new Function('return new Error().stack')() as string, 0);
	return line === undefined ? 2 : line - 1;
})();

/** A printed value as console.log would show it, briefly. */
function show(value: unknown): string {
	if (typeof value === 'string') return value;
	if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
	if (typeof value === 'object' && value !== null) {
		try {
			return JSON.stringify(value) ?? String(value);
		} catch {
			return String(value);
		}
	}
	return String(value);
}

/** A fresh scope: helpers, `board` and `console`, all recording into the returned output. */
export function createLearnerScope(maxLines: number = LIMITS.cellOutputLines.max): LearnerScope {
	const output: OutputItem[] = [];
	let cut = false;
	let checks = 0;
	let chars = 0;
	const emit = (item: OutputItem) => {
		const size = item.kind === 'text' ? item.text.length : item.columns.length;
		if (output.length < maxLines && chars + size <= LIMITS.cellOutputChars.max) {
			output.push(item);
			chars += size;
		} else cut = true;
	};
	const print = (...values: unknown[]) => emit({ kind: 'text', text: values.map(show).join(' ') });
	const isSafe = (columns: readonly number[], row: number, col: number): boolean => {
		checks++;
		for (let r = 0; r < row; r++) {
			const c = columns[r]!;
			if (c === col || Math.abs(c - col) === row - r) return false;
		}
		return true;
	};
	const printBoard = (columns: readonly number[]) =>
		emit({ kind: 'board', columns: Array.from(columns, (c) => (Number.isInteger(c) ? c : -1)) });

	let traced: { n: number; events: SearchEvent[]; lines: number[]; truncated: boolean } | undefined;
	let checker = createFormulaChecker(1);
	let solutions = 0;
	const record = (event: SearchEvent) => {
		if (!traced) throw new Error('Call board.start(n) before using the board.');
		if (traced.events.length >= MAX_TRACE_EVENTS) {
			traced.truncated = true;
			return;
		}
		traced.events.push(event);
		traced.lines.push(learnerLine(new Error().stack, BODY_OFFSET) ?? 0);
	};
	const board = {
		start(n: number) {
			if (!Number.isInteger(n) || n < 1 || n > LIMITS.tracePlayer.max)
				throw new Error(`board.start(n) takes a whole number from 1 to ${LIMITS.tracePlayer.max}.`);
			traced = { n, events: [], lines: [], truncated: false };
			checker = createFormulaChecker(n);
			solutions = 0;
		},
		isSafe(row: number, col: number): boolean {
			checks++;
			record({ type: 'try', row, col });
			const result = checker.isSafe(row, col);
			record({ type: 'check', row, col, ...result });
			return result.safe;
		},
		place(row: number, col: number) {
			checker.place(row, col);
			record({ type: 'place', row, col });
		},
		remove(row: number, col: number) {
			checker.remove(row, col);
			record({ type: 'remove', row, col });
		},
		solution() {
			record({ type: 'solution', columns: [...checker.columns], index: ++solutions });
		},
	};
	const console = { log: print, info: print, warn: print, error: print };
	return {
		scope: { isSafe, printBoard, board, console, print },
		output,
		checks: () => checks,
		trace: () => traced,
		truncated: () => cut,
	};
}

/** A thrown value as the learner should see it: its message (never a stack) and their line. */
export function runtimeError(thrown: unknown): CellError {
	const error: CellError = {
		kind: 'runtime',
		message:
			thrown instanceof Error
				? `${thrown.name}: ${thrown.message}`
				: `Uncaught ${typeof thrown === 'string' ? JSON.stringify(thrown) : show(thrown)}`,
	};
	const line = thrown instanceof Error ? learnerLine(thrown.stack, BODY_OFFSET) : undefined;
	if (line !== undefined && line > 0) error.line = line;
	return error;
}

// Page and network globals the learner's code sees as undefined (the worker has no DOM or storage).
const HIDDEN = [
	'self',
	'globalThis',
	'fetch',
	'importScripts',
	'indexedDB',
	'caches',
	'XMLHttpRequest',
	'WebSocket',
	'postMessage',
	'close',
];

/** Runs compiled code in `scope`; then calls `after` (an exercise's checks) with what it defined. */
export function runInScope(
	code: string,
	learner: LearnerScope,
	exports: readonly string[] = [],
): { error?: CellError; defined: Record<string, unknown> } {
	const names = Object.keys(learner.scope);
	const tail = `\nreturn {${exports.map((name) => `${JSON.stringify(name)}: typeof ${name} === 'undefined' ? undefined : ${name}`).join(', ')}};`;
	let body: (...args: unknown[]) => Record<string, unknown>;
	try {
		body = new Function(...names, ...HIDDEN, `'use strict'; ${code}${tail}`) as typeof body;
	} catch (thrown) {
		// Sucrase let it through but the engine did not (e.g. a duplicate declaration).
		return {
			error: { kind: 'syntax', message: thrown instanceof Error ? thrown.message : String(thrown) },
			defined: {},
		};
	}
	try {
		return { defined: body(...names.map((name) => learner.scope[name])) };
	} catch (thrown) {
		return { error: runtimeError(thrown), defined: {} };
	}
}
