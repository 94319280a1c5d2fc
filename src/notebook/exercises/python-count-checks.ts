import { PYTHON_LAST_N, PYTHON_TIMED_N } from '../../solver/count/index.ts';
import { countCheck, countedCheck, countsCheck, type PlainCount } from './checks-count.ts';
import { speedCheck } from './checks-challenge.ts';
import { sizesFrom } from './check-sizes.ts';
import type { ExerciseCheck } from './check-kit.ts';

/*
 * The checks of exercise 3 and the open challenge for a Python cell: the JavaScript checks
 * (checks-count.ts, checks-challenge.ts), unchanged, on boards Python reaches within the cell's
 * time limit, and timed against the book's plain search in Python (src/notebook/python/
 * plain-search.py, run in the same interpreter), so the speed bar compares Python with Python
 * on the learner's device.
 *
 * Measured in Node with the cells' own runtime (Pyodide 314.0.7, docs/decisions/python-runtime.md),
 * in one cell run, at load 9 on the two cores (2026-12-02): the plain search takes 0.27 s for 10
 * queens and 1.4 s for 11; exercise 3's search with is_safe, each of whose calls crosses to
 * JavaScript to be counted (seal.ts), 2.7 s and 7.6 s (the checks' timed calls count nothing and
 * stay in Python). Each board is about five times the work of the one before. A run of the worked
 * solution with its checks on 10 queens went past the cell's 10 s limit in Chromium with both
 * cores busy (its own count of 10 took 5.1 s there, 2026-12-03): a phone five times slower than
 * this machine would fail a right answer. So exercise 3 in Python counts up to 9 queens and times
 * its count of 9; the challenge races on 9 (three runs of each search, more while under the
 * bar) and counts up to 11, which bit masks do in about a fifth of a second.
 */

/** Exercise 3 in Python: 1 to 8 queens, then 9, then how 9 was counted. */
function pythonCountChecks(plain: PlainCount): readonly ExerciseCheck[] {
	return [
		countsCheck(sizesFrom(1, 8)),
		countCheck(PYTHON_TIMED_N),
		countedCheck(PYTHON_TIMED_N, plain),
	];
}

/**
 * The challenge in Python: 1 to 9 queens, the race on 9, then 10 and 11. The race comes before
 * the larger boards, so a slow count (exercise 3's, whose counted calls take seconds on 10 and 11
 * queens) has its speed verdict and the advice that follows it before the time limit can stop the run.
 */
function pythonChallengeChecks(plain: PlainCount): readonly ExerciseCheck[] {
	return [
		countsCheck(sizesFrom(1, PYTHON_TIMED_N)),
		speedCheck(PYTHON_TIMED_N, plain),
		...sizesFrom(PYTHON_TIMED_N + 1, PYTHON_LAST_N).map((n) => countCheck(n)),
	];
}

/**
 * An exercise's checks for a Python cell, where they differ from the JavaScript ones (undefined
 * elsewhere): `plain` is the book's plain search in the learner's interpreter.
 */
export function pythonChecksFor(
	id: string,
	plain: PlainCount,
): readonly ExerciseCheck[] | undefined {
	if (id === 'count-12') return pythonCountChecks(plain);
	if (id === 'count-13') return pythonChallengeChecks(plain);
	return undefined;
}
