import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLuaCells, type LuaCells } from '../../src/notebook/lua/node-lua.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { corpus, misspoken } from '../mistakes-corpus.ts';

/*
 * Issue 39's point 4: the Lua corpus (test/fixtures/mistakes/lua/), wrong answers to exercises 1
 * and 2 as a reader of the Lua article writes them (off by one from tables counted from 1, a
 * missing return after the first solution, candidates that repeat a column), run as the Lua worker runs them (a worker
 * thread, a new state each run) through the real checks, in every locale: the first failing check
 * names the mistake its header names, and no message names a value as JavaScript or Python
 * would (null, None, [0, 4]). The entries marked `skip:` say what the checks cannot yet say in
 * Lua's terms.
 */

const ENTRIES = corpus('lua');

/** Longest a run may take before the test gives up on it. */
const RUN_LIMIT_MS = 30_000;

let cells: LuaCells;
beforeAll(() => {
	cells = startLuaCells();
});
afterAll(async () => {
	await cells.close();
});

test('the Lua corpus holds wrong answers to run, and says why it skips any', () => {
	const run = ENTRIES.filter((entry) => !entry.skip);
	for (const exercise of ['first-solution', 'permutations']) {
		expect(run.filter((entry) => entry.exercise === exercise).length).toBeGreaterThanOrEqual(5);
	}
	for (const entry of ENTRIES) {
		expect(['first-solution', 'permutations'], entry.file).toContain(entry.exercise);
		expect(entry.mistake, entry.file).not.toBe('');
	}
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
			expect(failed!.mistake, failed!.message).toBe(entry.mistake);
			if (locale === 'en') {
				for (const check of checks.filter((outcome) => !outcome.passed)) {
					for (const phrase of entry.not) expect(check.message).not.toContain(phrase);
				}
			}
			for (const check of checks) expect(misspoken(check.message, 'lua')).toEqual([]);
		},
		2 * RUN_LIMIT_MS,
	);
});
