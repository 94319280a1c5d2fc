import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { helperDocs } from '../../src/notebook/runtime/helpers.ts';
import english from '../../src/i18n/en/runtime.ts';
import chinese from '../../src/i18n/zh-cn/runtime.ts';

/*
 * Point 5 of issue 37: a cell written in Python lists the helpers as Python has them. The list
 * "Helpers your code can call" named isSafe(columns: number[], …), printBoard, board.isSafe and
 * console.log, and a learner who wrote isSafe got NameError. Python's list names what the
 * prelude defines, with Python's types, and no JavaScript name; TypeScript's list is unchanged.
 */

const JAVASCRIPT_ONLY = /isSafe|printBoard|console\.log|number\[\]|: boolean|: void|\btrue\b/;

test.each([
	['en', english],
	['zh-cn', chinese],
] as const)('the Python list names Python’s helpers, with Python’s types (%s)', (_, words) => {
	const docs = helperDocs(words, 'python');
	expect(docs.map((doc) => doc.signature)).toEqual([
		'is_safe(columns: list[int], row: int, col: int) -> bool',
		'print_board(columns: list[int]) -> None',
		'board.start(n) · board.is_safe(row, col) · board.place(row, col) · board.remove(row, col) · board.solution()',
		'print(*values) -> None',
	]);
	for (const doc of docs) {
		expect(doc.signature).not.toMatch(JAVASCRIPT_ONLY);
		expect(doc.description).not.toMatch(JAVASCRIPT_ONLY);
		expect(doc.description.length).toBeGreaterThan(10);
	}
	// TypeScript's list stays TypeScript's.
	expect(helperDocs(words).map((doc) => doc.name)).toEqual([
		'isSafe',
		'printBoard',
		'board',
		'console.log',
	]);
});

test('every helper Python’s list names is one the prelude defines', () => {
	const prelude = readFileSync(
		new URL('../../src/notebook/python/prelude.py', import.meta.url),
		'utf8',
	);
	for (const name of ['is_safe', 'print_board'])
		expect(prelude).toMatch(new RegExp(`^def ${name}\\(`, 'm'));
	expect(prelude).toMatch(/^board = _Board\(\)/m);
	for (const method of ['start', 'is_safe', 'place', 'remove', 'solution']) {
		expect(prelude).toMatch(new RegExp(`^    def ${method}\\(self`, 'm'));
	}
});
