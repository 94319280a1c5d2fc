/*
 * The numbers of chapter 8's open challenge: count the solutions of 1 to 13 queens, faster than
 * the book's plain search. The notebook's check enforces them (src/notebook/exercises/
 * checks-challenge.ts) and the chapter states them (`<Fact name="challenge.…" />`), so they live
 * here, below both.
 */

/** How many times as fast as the book's plain search the learner's count must be. */
export const CHALLENGE_FACTOR = 4;

/** The board the two searches race on: the plain search takes about a tenth of a second there. */
export const CHALLENGE_N = 12;
