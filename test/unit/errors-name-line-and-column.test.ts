import { expect, test } from 'vitest';
import { runCell } from '../../src/notebook/runtime/runner.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { stripTypes } from '../../src/notebook/runtime/strip-types.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { runErrorText } from '../../src/notebook/worker/index.ts';
import { cellMessages } from '../../src/i18n/cell.ts';

/*
 * A runtime error names the learner's line and column, counted from 1 in the TypeScript they
 * wrote: sucrase takes the types out and shifts the columns of the JavaScript that runs, and its
 * source map moves them back. Each case marks the token V8 blames with its text.
 */

/** Strips the types and runs `code` as the cell worker does, position mapping included. */
function run(code: string) {
	const stripped = stripTypes(code);
	if (!stripped.ok) throw new Error(stripped.error.message);
	return { stripped: stripped.code, run: runCell(stripped.code, { toSource: stripped.toSource }) };
}

test.each([
	[
		'a property of undefined after a cast',
		'const xs: number[] = [];\nconst y: number = (xs as any).foo.bar;',
		2,
		'bar',
	],
	[
		'a call after typed parameters',
		'function f(n: number, m: Map<string, number>): void {\n\tconst t: string = "x"; null!.go(n);\n}\nf(1, new Map());',
		2,
		'go',
	],
	['plain JavaScript, no types', 'const q = 1;\nnull.x;', 2, 'x'],
	['a throw on the first line', 'throw new Error("plain");', 1, 'new'],
])('%s: the column is the learner’s', (_, code, line, token) => {
	const { stripped, run: result } = run(code);
	const column = code.split('\n')[line - 1]!.indexOf(token) + 1;
	expect(result.error).toMatchObject({ kind: 'thrown', line, column });
	// Where types were taken out, the JavaScript's own column would have been wrong.
	if (stripped !== code)
		expect(stripped.split('\n')[line - 1]!.indexOf(token) + 1).not.toBe(column);
});

test.each([
	[
		{ kind: 'thrown', message: 'TypeError: x', line: 4, column: 12 },
		'Your code threw an error (line 4, column 12): TypeError: x',
	],
	[
		{ kind: 'thrown', message: 'TypeError: x', line: 4 },
		'Your code threw an error (line 4): TypeError: x',
	],
	[
		{ kind: 'syntax', message: 'Unexpected token', line: 2, column: 16 },
		'Syntax error (line 2, column 16): Unexpected token',
	],
	[
		{ kind: 'value', message: 'threw the value 42', line: 3, column: 1 },
		'Your code (line 3, column 1) threw the value 42.',
	],
] as const)('the cell says where: %j', (error, text) => {
	expect(runErrorText(cellMessages('en'), error)).toBe(text);
});

test('an error inside a check names the learner’s line and column too', () => {
	const code =
		'function countSolutions(n: number): number {\n\tif (n > 8) throw new Error("too big");\n\treturn [1, 0, 0, 2, 10, 4, 40, 92][n - 1]!;\n}';
	const stripped = stripTypes(code);
	if (!stripped.ok) throw new Error(stripped.error.message);
	const result = runExercise(getExercise('count-12'), stripped.code, {
		toSource: stripped.toSource,
	});
	expect(result.checks[1]!.message).toBe(
		'for n = 10 your code threw Error: too big (line 2, column 19)',
	);
});
