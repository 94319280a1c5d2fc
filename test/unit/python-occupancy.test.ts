import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { transform } from 'sucrase';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { pythonSolution, pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { asPython } from '../python-words.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * Exercise 5 in Python (issue 30): JavaScript's createOccupancyCheck(n) returns an object of
 * methods; Python's is the class OccupancyCheck(n), with is_safe, place and remove. The object
 * stays in Python: the same JavaScript checks call its methods across the bridge
 * (python-run.ts, the prelude's _call_method), reading is_safe's answer as True or False and
 * nothing of the others. In Node, with the real runtime.
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

const ID = 'occupancy-check';
const LONG = 180_000;

/** The worked solution's class alone, without the lines that try it. */
const CLASS = pythonSolution(ID)!.split('\n\ncheck = ')[0]!;

/** The verdicts of a Python answer, run as the Python worker runs it. */
async function pythonVerdicts(code: string, locale: Locale = 'en') {
	const outcome = await cells.run(code, { exercise: ID, locale });
	return (outcome.result?.checks ?? []).map(({ passed, message }) => ({ passed, message }));
}

/** The verdicts of a JavaScript answer, run as the JavaScript cell runs it. */
function javascriptVerdicts(code: string, locale: Locale = 'en') {
	const compiled = transform(code, { transforms: ['typescript'] }).code;
	return runExercise(getExercise(ID), compiled, { locale }).checks.map(({ passed, message }) => ({
		passed,
		message,
	}));
}

/** A class (Python) and a function (JavaScript) with the same three methods' bodies. */
function both(isSafe: [string, string], place: [string, string], remove: [string, string]) {
	const python = `class OccupancyCheck:
    def __init__(self, n):
        self.n = n
        self.cols = [False] * n
        self.down = [False] * (2 * n - 1)
        self.up = [False] * (2 * n - 1)

    def is_safe(self, row, col):
        n = self.n
        return ${isSafe[0]}

    def place(self, row, col):
        n = self.n
        ${place[0]}

    def remove(self, row, col):
        n = self.n
        ${remove[0]}
`;
	const javascript = `function createOccupancyCheck(n) {
	const cols = new Array(n).fill(false);
	const down = new Array(2 * n - 1).fill(false);
	const up = new Array(2 * n - 1).fill(false);
	return {
		isSafe(row, col) { return ${isSafe[1]}; },
		place(row, col) { ${place[1]} },
		remove(row, col) { ${remove[1]} },
	};
}`;
	return { python, javascript };
}

const SAFE: [string, string] = [
	'not (self.cols[col] or self.down[row - col + n - 1] or self.up[row + col])',
	'!cols[col] && !down[row - col + n - 1] && !up[row + col]',
];
const PLACE: [string, string] = [
	'self.cols[col] = self.down[row - col + n - 1] = self.up[row + col] = True',
	'cols[col] = down[row - col + n - 1] = up[row + col] = true;',
];
const REMOVE: [string, string] = [
	'self.cols[col] = self.down[row - col + n - 1] = self.up[row + col] = False',
	'cols[col] = down[row - col + n - 1] = up[row + col] = false;',
];

/** The common mistakes, each written the same way in both languages. */
const MISTAKES = {
	// Chapter 6's bug: remove clears the column only.
	'remove forgets the diagonals': both(SAFE, PLACE, [
		'self.cols[col] = False',
		'cols[col] = false;',
	]),
	// |row − col| folds the \ diagonals on either side of the main one into one entry.
	'|row − col| as the \\ index': both(
		[
			'not (self.cols[col] or self.down[abs(row - col)] or self.up[row + col])',
			'!cols[col] && !down[Math.abs(row - col)] && !up[row + col]',
		],
		[
			'self.cols[col] = self.down[abs(row - col)] = self.up[row + col] = True',
			'cols[col] = down[Math.abs(row - col)] = up[row + col] = true;',
		],
		[
			'self.cols[col] = self.down[abs(row - col)] = self.up[row + col] = False',
			'cols[col] = down[Math.abs(row - col)] = up[row + col] = false;',
		],
	),
	// The / diagonal never looked up.
	'is_safe forgets the / diagonal': both(
		[
			'not (self.cols[col] or self.down[row - col + n - 1])',
			'!cols[col] && !down[row - col + n - 1]',
		],
		PLACE,
		REMOVE,
	),
};

describe('exercise 5 in Python', () => {
	test(
		'the worked solution passes every check, in English and in Chinese',
		async () => {
			for (const locale of ['en', 'zh-cn'] as const) {
				const verdicts = await pythonVerdicts(pythonSolution(ID, locale)!, locale);
				expect(verdicts.length).toBe(getExercise(ID).checks.length);
				expect(verdicts.filter((verdict) => !verdict.passed)).toEqual([]);
			}
		},
		LONG,
	);

	test(
		'the starter runs, and fails the checks: it looks up columns only',
		async () => {
			const outcome = await cells.run(pythonStarter(ID)!, { exercise: ID });
			expect(outcome.result?.run.error).toBeUndefined();
			expect(outcome.output.map((line) => line.text)).toEqual(['True']); // until the diagonals are there
			const verdicts = outcome.result!.checks!;
			expect(verdicts.length).toBe(getExercise(ID).checks.length);
			expect(verdicts.every((verdict) => !verdict.passed)).toBe(true);
			expect(verdicts[0]!.message).toContain('your check misses the \\ diagonal');
			expect(verdicts[0]!.message).toContain('is_safe(1, 4) said safe');
		},
		LONG,
	);

	test.each(Object.entries(MISTAKES))(
		'%s: named as JavaScript names it, in Python’s words, in English and Chinese',
		async (_mistake, { python, javascript }) => {
			for (const locale of ['en', 'zh-cn'] as const) {
				const verdicts = await pythonVerdicts(python, locale);
				expect(verdicts.some((verdict) => !verdict.passed)).toBe(true);
				expect(verdicts).toEqual(
					javascriptVerdicts(javascript, locale).map((v) => ({
						...v,
						message: asPython(v.message),
					})),
				);
				expect(verdicts.map((v) => v.message).join('\n')).not.toMatch(/\bisSafe\b/);
			}
		},
		LONG,
	);

	test(
		'the named mistakes say what to fix',
		async () => {
			const told = async (code: string) =>
				(await pythonVerdicts(code)).map((v) => v.message).join('\n');
			expect(await told(MISTAKES['remove forgets the diagonals'].python)).toContain(
				'remove must clear the \\ diagonal that place marked (the bug of chapter 6)',
			);
			expect(await told(MISTAKES['|row − col| as the \\ index'].python)).toContain(
				'check the index of each diagonal',
			);
		},
		LONG,
	);

	test(
		'a method named as JavaScript names it: the check says which method is missing',
		async () => {
			const code = CLASS.replace('def is_safe(', 'def isSafe(');
			const verdicts = await pythonVerdicts(code);
			expect(verdicts.every((verdict) => !verdict.passed)).toBe(true);
			expect(verdicts[0]!.message).toBe(
				'for n = 8 your OccupancyCheck has no method is_safe: give the class the methods is_safe(self, row, col), place(self, row, col) and remove(self, row, col)',
			);
			const zh = await pythonVerdicts(code, 'zh-cn');
			expect(zh[0]!.message).toContain('你的 OccupancyCheck 没有方法 is_safe');
		},
		LONG,
	);

	test(
		'an error in a method is told with Python’s message and the learner’s line',
		async () => {
			const code = CLASS.replace(
				'    def place(self, row, col):\n',
				'    def place(self, row, col):\n        self.missing.append(row)\n',
			);
			const verdicts = await pythonVerdicts(code);
			expect(verdicts[0]!.passed).toBe(false);
			expect(verdicts[0]!.message).toMatch(
				/AttributeError: 'OccupancyCheck' object has no attribute 'missing' \(line \d+, column \d+\)/,
			);
		},
		LONG,
	);

	test('no class of the name: the checks say which class they look for', async () => {
		const outcome = await cells.run('def create_occupancy_check(n):\n    return None', {
			exercise: ID,
		});
		expect(outcome.result?.checks).toEqual([]);
		expect(outcome.result?.summary).toBe(
			'The checks did not run: define a class named OccupancyCheck, at the top level of the cell.',
		);
	});
});

describe('what crosses the bridge is plain, and Python cannot forge it', () => {
	test(
		'is_safe’s answer crosses as Python’s truth of it, the others’ not at all',
		async () => {
			// An empty list is false in Python (true in JavaScript): the square is attacked, always.
			const code = `${pythonSolution(ID)!}
OccupancyCheck.is_safe = lambda self, row, col: [] if self.cols[col] else [1]
`;
			const verdicts = await pythonVerdicts(code);
			expect(verdicts[0]!.message).toContain('your check misses the \\ diagonal');
		},
		LONG,
	);

	test(
		'a prelude function rebound by Python changes nothing the checks call',
		async () => {
			const code = `g = print_board.__globals__
g['_call_method'] = lambda *args: True
g['_call_for_check'] = lambda *args: '{"value": null}'
${pythonStarter(ID)!}`;
			const honest = await pythonVerdicts(pythonStarter(ID)!);
			expect(await pythonVerdicts(code)).toEqual(honest);
		},
		LONG,
	);

	test(
		'a rewritten bool hands the checks no Python object: it is an error in the check',
		async () => {
			const code = `import builtins
builtins.bool = lambda value: [value]
${pythonSolution(ID)!}`;
			const verdicts = await pythonVerdicts(code);
			expect(verdicts.every((verdict) => !verdict.passed)).toBe(true);
			expect(verdicts[0]!.message).toContain(
				'the function returned a list, which the checks cannot read',
			);
		},
		LONG,
	);
});
