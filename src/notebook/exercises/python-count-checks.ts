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
 * JavaScript to be counted (seal.ts), 2.7 s and 7.6 s, and far more than the time limit for 12
 * (the checks' timed calls count nothing and stay in Python). So exercise 3 in Python counts up
 * to 10 queens and times its count of 10; the challenge races on 10 queens (three runs of each
 * search) and counts up to 12, which bit masks do in about a second.
 */

/** The board a Python count is timed on, beside the book's plain search in Python. */
export const PYTHON_TIMED_N = 10;

/** The largest board the challenge counts in Python. */
export const PYTHON_LAST_N = 12;

/** Exercise 3 in Python: 1 to 8 queens, then 9 and 10, then how 10 was counted. */
function pythonCountChecks(plain: PlainCount): readonly ExerciseCheck[] {
	return [
		countsCheck(sizesFrom(1, 8)),
		countCheck(9),
		countCheck(PYTHON_TIMED_N),
		countedCheck(PYTHON_TIMED_N, plain),
	];
}

/**
 * The challenge in Python: 1 to 10 queens, the race on 10, then 11 and 12. The race comes before
 * the larger boards, so a count too slow for them (exercise 3's, far past the time limit for 12 queens) has its
 * speed verdict and the advice that follows it before the time limit stops the run.
 */
function pythonChallengeChecks(plain: PlainCount): readonly ExerciseCheck[] {
	return [
		countsCheck(sizesFrom(1, PYTHON_TIMED_N)),
		speedCheck(PYTHON_TIMED_N, plain),
		countCheck(11),
		countCheck(PYTHON_LAST_N),
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
