import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import {
	pythonHints,
	pythonSolution,
	pythonStarter,
} from '../../src/notebook/exercises/python-code.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { PYTHON_LAST_N, PYTHON_TIMED_N } from '../../src/solver/count/index.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * The Python worked solutions a Python cell shows (python-code.ts, pythonSolution) pass every
 * check of their exercise, in each of the book's languages (only their comments differ), run in
 * Node with the real runtime as the page's worker runs them; each exercise a cell offers in
 * Python has one, and its Python hints, which name none of JavaScript's names.
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

const OFFERED = ['first-solution', 'permutations', 'chess-notation', 'occupancy-check'];

describe('the Python worked solutions', () => {
	test.each(OFFERED.flatMap((id) => LOCALES.map((locale) => [id, locale] as const)))(
		'%s (%s) passes every check',
		async (id, locale) => {
			const outcome = await cells.run(pythonSolution(id, locale)!, { exercise: id, locale });
			expect(outcome.result?.run.error).toBeUndefined();
			const checks = outcome.result!.checks!;
			expect(checks.length).toBe(getExercise(id).checks.length);
			expect(checks.filter((check) => !check.passed)).toEqual([]);
		},
		180_000,
	);

	test.each(OFFERED)(
		'%s: its starter fails where its solution passes',
		async (id) => {
			const outcome = await cells.run(pythonStarter(id)!, { exercise: id });
			expect(outcome.result!.checks!.some((check) => !check.passed)).toBe(true);
		},
		180_000,
	);

	test.each(OFFERED.flatMap((id) => LOCALES.map((locale) => [id, locale] as const)))(
		'%s (%s) has Python hints, naming no JavaScript',
		(id, locale) => {
			const hints = pythonHints(id, locale)!;
			expect(hints.length).toBe(getExercise(id, locale).hints.length);
			expect(hints.join('\n')).not.toMatch(
				/\bisSafe\b|String\.fromCharCode|createOccupancyCheck|\bnull\b|\btrue\b|\bfalse\b|\bconst\b/,
			);
		},
	);

	test('exercise 3 and the challenge: Python hints give the sizes Python checks', () => {
		for (const locale of ['en', 'zh-cn'] as const) {
			expect(pythonHints('count-12', locale)!.length).toBe(getExercise('count-12').hints.length);
			const count = pythonHints('count-12', locale)!.join('\n');
			expect(count).toContain(String(PYTHON_TIMED_N));
			expect(count).not.toMatch(/\bisSafe\b|countSolutions/);
			const challenge = pythonHints('count-13', locale)!.join('\n');
			expect(challenge).toContain(`count_solutions(${PYTHON_TIMED_N})`);
			expect(challenge).toContain(String(PYTHON_LAST_N));
			expect(challenge).not.toMatch(/\bisSafe\b|countSolutions/);
		}
	});

	test('no solution or hints for an exercise that does not exist', () => {
		expect(pythonSolution('count-14')).toBeUndefined();
		expect(pythonHints('count-14')).toBeUndefined();
	});
});
