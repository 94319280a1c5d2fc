/*
 * The numbers of chapter 8's exercise 3 and open challenge: count the solutions of 1 to 13 queens,
 * faster than the book's plain search; in Python, on smaller boards. The notebook's check enforces them (src/notebook/exercises/
 * checks-challenge.ts) and the chapter states them (`<Fact name="challenge.…" />`), so they live
 * here, below both.
 */

/** How many times as fast as the book's plain search the learner's count must be. */
export const CHALLENGE_FACTOR = 4;

/** The board the two searches race on: the plain search takes about a tenth of a second there. */
export const CHALLENGE_N = 12;

/**
 * The board a Python count is timed on, beside the book's plain search in Python: Python is slower,
 * so its checks stop sooner (why 9: src/notebook/exercises/python-count-checks.ts).
 */
export const PYTHON_TIMED_N = 9;

/** The largest board the challenge counts in Python. */
export const PYTHON_LAST_N = 11;
