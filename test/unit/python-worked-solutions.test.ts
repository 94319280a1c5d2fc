import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import {
	pythonHints,
	pythonSolution,
	pythonStarter,
} from '../../src/notebook/exercises/python-code.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

/*
 * The Python worked solutions a Python cell shows (python-code.ts, pythonSolution) pass every
 * check of their exercise, in each of the book's languages (only their comments differ), run in
 * Node with the real runtime as the page's worker runs them; each exercise a cell offers in
 * Python has one, and its Python hints, which name none of JavaScript's names.
 */

let cells: PythonCells;
beforeAll(() => {
	cells = startPythonCells();
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

	test('no solution or hints where a cell offers no Python', () => {
		expect(pythonSolution('count-12')).toBeUndefined();
		expect(pythonHints('count-12')).toBeUndefined();
	});
});
