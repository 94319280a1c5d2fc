import { describe, expect, test } from 'vitest';
import { transform } from 'sucrase';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { catalogIn } from '../../src/i18n/load.ts';
import { runtimeCatalogs } from '../../src/i18n/runtime.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { corpus, misspoken } from '../mistakes-corpus.ts';

/*
 * Point 4 of issue 37, in JavaScript: every wrong answer of the corpus
 * (test/fixtures/mistakes/js/), run as the cell worker runs it, through the real checks, in
 * every locale: its first failing check names the mistake its header names (by id, so the same
 * holds in Chinese), says none of the phrases its header forbids, and no message of any check
 * reads as broken text or names a value as Python would.
 */

const ENTRIES = corpus('js');

test('the JavaScript corpus holds at least 40 wrong answers', () => {
	expect(ENTRIES.filter((entry) => !entry.skip).length).toBeGreaterThanOrEqual(40);
});

describe.each(LOCALES)('in %s', (locale) => {
	test.each(ENTRIES.filter((entry) => !entry.skip).map((entry) => [entry.file, entry] as const))(
		'%s',
		async (_file, entry) => {
			const words = await catalogIn(runtimeCatalogs, locale);
			const code = transform(entry.code, { transforms: ['typescript'] }).code;
			const { checks, summary } = runExercise(getExercise(entry.exercise), code, {
				locale,
				words,
			});
			const failed = checks.find((check) => !check.passed);
			expect(failed, summary).toBeDefined();
			expect({ mistake: failed!.mistake, message: failed!.message }).toMatchObject({
				mistake: entry.mistake,
			});
			// Once the first message has named the mistake, no later one may send the learner elsewhere.
			if (locale === 'en') {
				for (const check of checks.filter((outcome) => !outcome.passed)) {
					for (const phrase of entry.not) expect(check.message).not.toContain(phrase);
				}
			}
			for (const check of checks) expect(misspoken(check.message, 'js')).toEqual([]);
		},
	);
});

// A function not yet written makes no isSafe call: it is told what it returned, never a slip it
// cannot have made (a loop from 1 over one column makes no call either).
test.each([
	['first-solution', 'function firstSolution(n) {\n\treturn null;\n}', 'no-board'],
	['first-solution', 'function firstSolution(n) {\n\treturn [];\n}', 'wrong-length'],
	['count-12', 'function countSolutions(n) {\n\treturn 0;\n}', 'wrong-count'],
])('%s, not yet written: %s is told %s', (exercise, code, mistake) => {
	const { checks } = runExercise(getExercise(exercise), code);
	expect(checks.find((check) => !check.passed)?.mistake).toBe(mistake);
});
