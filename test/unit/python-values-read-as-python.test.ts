import { afterAll, beforeAll, expect, test } from 'vitest';
import { fromPythonData, shown } from '../../src/notebook/exercises/answer-words.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * Point 5 of issue 37: a check's message writes a value as the learner's language writes it.
 * To a Python learner a tuple is (1, [[0]]), strings are quoted as Python quotes them
 * (['a2', 'b4']), and no value is null, true or false; a JavaScript learner reads JavaScript's.
 */

test.each([
	// [value as the checks hold it, Python's text, JavaScript's text]
	[fromPythonData({ '\u0000tuple': [1, [[0]]] }), '(1, [[0]])', '[1, [[0]]]'],
	[fromPythonData({ '\u0000tuple': [7] }), '(7,)', '[7]'],
	[['a2', 'b4'], "['a2', 'b4']", '["a2", "b4"]'],
	["it's", '"it\'s"', '"it\'s"'],
	[null, 'None', 'null'],
	[true, 'True', 'true'],
	[
		{ candidates: 1, solutions: [[0]] },
		"{'candidates': 1, 'solutions': [[0]]}",
		'{ candidates: 1, solutions: [ [ 0 ] ] }',
	],
	[undefined, 'None', 'nothing'],
])('%j reads %s in Python and %s in JavaScript', (value, python, javascript) => {
	expect(shown(value, 'en', 'python')).toBe(python);
	if (javascript.startsWith('{')) return; // JavaScript's objects are formatValue's, tested there
	expect(shown(value, 'en', 'js')).toBe(javascript);
});

test('a tuple stays a list to the checks: its items, and nothing else, are read', () => {
	const pair = fromPythonData({ '\u0000tuple': [1, 3, 0, 2] }) as number[];
	expect(Array.isArray(pair)).toBe(true);
	expect([...pair]).toEqual([1, 3, 0, 2]);
	expect(JSON.stringify(structuredClone(pair))).toBe('[1,3,0,2]');
	expect(shown(structuredClone(pair), 'en', 'python')).toBe('(1, 3, 0, 2)');
});

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

test.each([
	[
		'permutations',
		`def permutation_solutions(n):
    return 1, [[0]]`,
		'you returned (1, [[0]]);',
	],
	[
		'chess-notation',
		`def to_chess(columns):
    n = len(columns)
    return [chr(97 + c) + str(n - columns.index(c)) for c in range(n)]`,
		"Your answer: ['a2', 'b4', 'c1', 'd3']",
	],
	[
		'first-solution',
		`def first_solution(n):
    return tuple(range(n))`,
		'Your answer: (0, 1)',
	],
])('a Python %s answer is written back as Python writes it', async (exercise, code, said) => {
	const outcome = await cells.run(code, { exercise });
	const failed = outcome.result!.checks!.find((check) => !check.passed)!;
	expect(failed.message).toContain(said);
});
