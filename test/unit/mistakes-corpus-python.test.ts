import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { corpus, misspoken } from '../mistakes-corpus.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * Point 4 of issue 37, in Python: every wrong answer of the corpus
 * (test/fixtures/mistakes/python/), run as the Python worker runs it (Pyodide in a worker
 * thread, one interpreter for every run, each in a namespace of its own), through the real checks,
 * in every locale: its first failing check names the mistake its header names, no failing message
 * says a phrase its header forbids, and no message reads as broken text or names a value as
 * JavaScript would (null, true, ["a2"]).
 */

const ENTRIES = corpus('python');

/** Longest a run may take before the test gives up on it: 5 times a busy day's slowest (9 s). */
const RUN_LIMIT_MS = 45_000;

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

test('the Python corpus holds at least 40 wrong answers', () => {
	expect(ENTRIES.filter((entry) => !entry.skip).length).toBeGreaterThanOrEqual(40);
});

describe.each(LOCALES)('in %s', (locale) => {
	test.each(ENTRIES.filter((entry) => !entry.skip).map((entry) => [entry.file, entry] as const))(
		'%s',
		async (_file, entry) => {
			const outcome = await cells.run(entry.code, {
				exercise: entry.exercise,
				locale,
				timeLimitMs: RUN_LIMIT_MS,
			});
			expect(outcome.stopped, outcome.message).toBeUndefined();
			const checks = outcome.result?.checks ?? [];
			const failed = checks.find((check) => !check.passed);
			expect(failed, outcome.result?.summary).toBeDefined();
			expect({ mistake: failed!.mistake, message: failed!.message }).toMatchObject({
				mistake: entry.mistake,
			});
			// Once the first message has named the mistake, no later one may send the learner elsewhere.
			if (locale === 'en') {
				for (const check of checks.filter((outcome) => !outcome.passed)) {
					for (const phrase of entry.not) expect(check.message).not.toContain(phrase);
				}
			}
			for (const check of checks) expect(misspoken(check.message, 'python')).toEqual([]);
		},
		2 * RUN_LIMIT_MS,
	);
});
