import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import { runChecks, type LearnerFunction } from '../../src/notebook/exercises/check-kit.ts';
import {
	CHALLENGE_MOST_RUNS,
	CHALLENGE_RUNS,
	speedCheck,
} from '../../src/notebook/exercises/checks-challenge.ts';
import { RACE_BUDGET_MS } from '../../src/notebook/exercises/checks-count.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { CHALLENGE_FACTOR, knownCount } from '../../src/solver/count/index.ts';

/*
 * The challenge's speed bar is relative: the learner's countSolutions(12) against the book's
 * plain search on the same board, in the same run, by the same clock. Here the clock is fake and
 * each search "takes" what the test says, so no verdict rests on this machine's speed; that the
 * worked bit-mask solution passes the bar and exercise 3's isSafe search fails it on real work is
 * measured by `npm run bench` (scripts/bench/challenge-race.ts).
 */

const SPEED = `n = 12: at least ${CHALLENGE_FACTOR} times as fast as the book's plain search`;
const known = (n: number) => Number(knownCount(n)!);

/**
 * Runs the speed check with a fake clock: each learner call takes `mine(call)` ms (call 0 is the
 * first), each run of the book's search `book` ms. Returns the outcome and the learner's calls.
 */
function race(mine: (call: number) => number, book: number, answer = known) {
	let t = 0;
	let calls = 0;
	const fn = (n: number) => {
		t += mine(calls++);
		return answer(n);
	};
	const plain = (n: number) => {
		t += book;
		return known(n);
	};
	const { counts } = createHelpers(() => {});
	const [outcome] = runChecks([speedCheck(12, plain)], fn, counts, { now: () => t });
	return { ...outcome!, calls };
}

test.each([
	// A laptop, a phone ten times slower, and a fast desktop: only the ratio counts.
	[
		10,
		140,
		"your count took 10 ms at best, the book's plain search 140 ms, on this device, just now: yours is 14 times as fast as the book's (the challenge asks for 4 times)",
	],
	[
		100,
		1400,
		"your count took 100 ms at best, the book's plain search 1.4 s, on this device, just now: yours is 14 times as fast as the book's (the challenge asks for 4 times)",
	],
	[
		2.5,
		35,
		"your count took 2.5 ms at best, the book's plain search 35 ms, on this device, just now: yours is 14 times as fast as the book's (the challenge asks for 4 times)",
	],
	[
		35,
		140,
		"your count took 35 ms at best, the book's plain search 140 ms, on this device, just now: yours is 4 times as fast as the book's (the challenge asks for 4 times)",
	],
	[
		0.2,
		140,
		"your count took less than 1 ms at best, the book's plain search 140 ms, on this device, just now: yours is 700 times as fast as the book's (the challenge asks for 4 times)",
	],
])('a count taking %s ms against the book’s %s ms passes', (mine, book, message) => {
	const outcome = race(() => mine, book);
	expect(outcome.passed, outcome.message).toBe(true);
	expect(outcome.message).toBe(`for n = 12 ${message}`);
	expect(outcome.calls).toBe(4); // the count's own call, then three timed runs
});

test.each([
	[
		36,
		140,
		"your count took 36 ms at best, the book's plain search 140 ms, on this device, just now: yours is 3.9 times as fast as the book's, and the challenge asks for at least 4 times as fast",
	],
	[
		280,
		140,
		"your count took 280 ms at best, the book's plain search 140 ms, on this device, just now: yours is 2 times as slow as the book's, and the challenge asks for at least 4 times as fast",
	],
	[
		500,
		1400,
		"your count took 500 ms at best, the book's plain search 1.4 s, on this device, just now: yours is 2.8 times as fast as the book's, and the challenge asks for at least 4 times as fast",
	],
])(
	'a count taking %s ms against the book’s %s ms fails, saying both times',
	(mine, book, start) => {
		const outcome = race(() => mine, book);
		expect(outcome.passed).toBe(false);
		expect(outcome.message.startsWith(`for n = 12 ${start}. `)).toBe(true);
		// What to change next (common-mistakes-are-named.test.ts tells the three kinds apart).
		expect(outcome.message).toMatch(/[Bb]it masks/);
	},
);

test.each([0, 0.001, 0.1])(
	'an answer in %s ms, a thousand times faster than any search, is told it looks the count up',
	(mine) => {
		const outcome = race(() => mine, 140);
		expect(outcome.passed).toBe(false);
		expect(outcome.message).toBe(
			"for n = 12 your countSolutions answered in less than 1 ms, while the book's plain search took 140 ms on this device, just now: more than 1,000 times as fast. No search counts 14,200 solutions that quickly, so your code seems to look the answer up instead of counting it. Count by searching, afresh on every call",
		);
	},
);

test('best of three runs: one slow moment does not fail a fast count', () => {
	const outcome = race((call) => (call === 1 ? 900 : 20), 140);
	expect(outcome.passed, outcome.message).toBe(true);
	expect(outcome.message).toMatch(/^for n = 12 your count took 20 ms at best/);
});

test('a fast count slowed in each of its first runs by a busy moment gets more turns, and passes', () => {
	// Calls 1 to 3 are the first timed runs: 40 ms against 140 is 3.5 times, under the bar.
	const slowFirst = (call: number) => (call <= CHALLENGE_RUNS ? 40 : 20);
	const outcome = race(slowFirst, 140);
	expect(outcome.passed, outcome.message).toBe(true);
	expect(outcome.message).toMatch(/^for n = 12 your count took 20 ms at best/);
	// Once it is over the bar, no further turn: the count's own call and four timed runs.
	expect(outcome.calls).toBe(CHALLENGE_RUNS + 2);
});

test('a count under the bar gets at most CHALLENGE_MOST_RUNS turns', () => {
	// 36 ms against 140: under the bar on every run, each pair well inside the race's budget.
	expect(CHALLENGE_MOST_RUNS * (36 + 140)).toBeLessThan(RACE_BUDGET_MS);
	const outcome = race(() => 36, 140);
	expect(outcome.passed).toBe(false);
	expect(outcome.calls).toBe(1 + CHALLENGE_MOST_RUNS);
});

test('a count under the bar gets no more turns once the race has spent its budget', () => {
	// 500 ms against 1.4 s: three pairs take 5.7 s, past the budget, so three runs decide.
	expect(CHALLENGE_RUNS * (500 + 1400)).toBeGreaterThan(RACE_BUDGET_MS);
	const outcome = race(() => 500, 1400);
	expect(outcome.passed).toBe(false);
	expect(outcome.calls).toBe(1 + CHALLENGE_RUNS);
});

test('a count slower than the book’s search is not run again and again', () => {
	const outcome = race(() => 700, 140);
	expect(outcome.passed).toBe(false);
	expect(outcome.calls).toBe(3); // the count's own call and two timed runs
});

test('a count that keeps its answer from the first call is told to count afresh', () => {
	// The first call searches (1 s); later calls hand back what it kept, in no time.
	const kept = race((call) => (call === 0 ? 1000 : 0), 140);
	expect(kept.passed).toBe(false);
	expect(kept.message).toMatch(
		/answered in less than 1 ms.*Count by searching, afresh on every call$/,
	);
});

test('a count that answers right once and wrong on a later call is told to count afresh', () => {
	let answers = 0;
	const outcome = race(
		() => 10,
		140,
		(n) => (answers++ === 0 ? known(n) : 0),
	);
	expect(outcome.message).toBe(
		'for n = 12 your countSolutions returned 14,200 the first time and 0 when called again: it must count afresh on every call',
	);
	expect(outcome.passed).toBe(false);
});

test('a wrong count is not timed', () => {
	const outcome = race(
		() => 10,
		140,
		() => 14_199,
	);
	expect(outcome.message).toBe(
		'for n = 12 the count is not 14,200 yet (you returned 14,199); the time counts once the count is right',
	);
	expect(outcome.calls).toBe(1);
});

test('the challenge counts 1 to 13 queens, smallest first, and times 12 before counting 13', () => {
	expect(getExercise('count-13').checks.map((c) => c.name)).toEqual([
		'n = 1 to 10: the published counts',
		'n = 11: 2,680 solutions',
		'n = 12: 14,200 solutions',
		SPEED,
		'n = 13: 73,712 solutions',
	]);
});

test('the check says what a wrong count returned, in words, before any timing', () => {
	const fn: LearnerFunction = () => 'many';
	const { counts } = createHelpers(() => {});
	const [outcome] = runChecks([speedCheck(12)], fn, counts);
	expect(outcome!.message).toBe(
		'for n = 12 the count is not 14,200 yet (you returned "many"); the time counts once the count is right',
	);
});
