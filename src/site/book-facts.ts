/*
 * The numbers the chapters quote, computed from the solver when the site is built, so a change to
 * a check or a search changes the prose with it instead of leaving the book silently wrong.
 * Chapters write <Fact name="search.8.grid.comparisons" /> (components/book/Fact.astro); the unit test
 * test/unit/book-numbers.test.ts evaluates every name a chapter uses and fails on any number left
 * typed in by hand without a reason.
 *
 * Names are dot-separated paths (n is the board size):
 *   search.<n>.<check>.<stat>       full search, stat = checks | comparisons | placements |
 *                                   removals | solutions | nodes.<row, 1-based>
 *   first.<n>.<check>.<stat>        the same, stopped at the first solution
 *   answers.<n>.<check>.<what>      the checks' answers, what = safe | refused | column | diagonal |
 *                                   antiDiagonal | safeComparisons | refusedComparisons
 *   solution.<n>.<i>.<form>         the i-th solution in search order, form = digits | columns1 |
 *                                   chess (i = 'first' is 1)
 *   rotate90.<n>.<i>.<form|index>   the quarter turn of solution i, and its place in the list
 *   classes.<n>                     symmetry classes; classes.<n>.size.<k> classes of k boards;
 *                                   classes.<n>.split "11 × 8 + 1 × 4"; classes.<n>.self.<form|index>
 *                                   the smallest board fixed by a half turn
 *   buggy.<variant>.<stat>          seed 002's versions (stats as above, plus stale: how often the
 *                                   stale queen refuses its own square after the printed board;
 *                                   buggy.<variant>.first.<form> the first board it prints)
 *   permutations.<n>.<stat>         generate-and-test, stat = generated | checks | solutions
 *   fast.<n>.nodes | solutions      the bit-mask counter; fast.<n>.share.<c> solutions from first
 *                                   column c (mirror images included)
 *   engine.<n>.parts                sub-problems the full-symmetry engine (count-engine.ts, the count
 *                                   race's and nqueens --count's) cuts n into, any n it counts
 *   engine.<n>.nodes | solutions | classes   that engine's whole count
 *   known.<n>                       OEIS A000170; known.two53 is 2^53
 *   shares.<n>.…                    one count split over machines (src/site/share-facts.ts)
 *   attacked.<n>.<row>.<col>        squares one queen attacks on an empty board (0-based square)
 *   factorial.<n>, power.<b>.<e>, falling.<n>.<k>, sum.power.<b>.<k>, sum.falling.<n>.<k>
 *                                   arithmetic for comparison columns (sums over 1 … k)
 *   challenge.factor | n            chapter 8's challenge: how many times as fast as the book's plain
 *                                   search the learner's count must be, and on which board
 *   challenge.python.timed | last   in Python: the board exercise 3 and the challenge time, and the
 *                                   largest the challenge counts
 *   growth.<n>.<series>             chapter 9's growth chart (growth.ts), n = 4 … 15, series =
 *                                   factorial | placements | bitmask | solutions
 *   limit.<name>[.seconds]          the largest value LIMITS allows (src/solver/input/limits.ts);
 *                                   .seconds: a limit in milliseconds, in seconds
 * Boards are kept small: event searches run only up to n = 10 and the fast counters up to n = 13
 * (the growth chart's, one counter run per board, up to n = 15).
 */
import { attackedFact, classesFact, solutionFact } from './board-facts.ts';
import { buggyFact } from './bug-facts.ts';
import { engineFact, fastFact, knownFact } from './count-facts.ts';
import { answersFact, permutationsFact, searchFact } from './search-facts.ts';
import { fallingFact, factorialFact, powerFact, sumFact } from './arithmetic-facts.ts';
import { memo } from './fact-memo.ts';
import { shareFact } from './share-facts.ts';
import { growthFact } from './growth.ts';
import {
	CHALLENGE_FACTOR,
	CHALLENGE_N,
	PYTHON_LAST_N,
	PYTHON_TIMED_N,
} from '../solver/count/index.ts';
import { LIMITS } from '../solver/input/index.ts';

/** A fact's value: a count (number or exact BigInt) or a text such as a digit string. */
export type FactValue = number | bigint | string;

/** Reads one family's fact from the parts of its name after the family (`name` is the whole, for errors). */
type FactResolver = (rest: readonly string[], name: string) => FactValue;

/**
 * `challenge.factor | n | python.timed | python.last`: chapter 8's challenge and exercise 3, from
 * the checks that judge them (in Python: the board timed, the largest board counted).
 */
function challengeFact(rest: readonly string[], name: string): number {
	const key = rest.join('.');
	if (key === 'factor') return CHALLENGE_FACTOR;
	if (key === 'n') return CHALLENGE_N;
	if (key === 'python.timed') return PYTHON_TIMED_N;
	if (key === 'python.last') return PYTHON_LAST_N;
	throw new Error(`Unknown fact "${name}".`);
}

/** `limit.<name>[.seconds]`: the largest value a limit allows, a time limit in seconds. */
function limitFact(rest: readonly string[], name: string): number {
	const [limit, unit] = rest;
	if (!limit || !Object.hasOwn(LIMITS, limit) || rest.length > 2)
		throw new Error(`Unknown fact "${name}".`);
	const max = LIMITS[limit as keyof typeof LIMITS].max;
	if (unit === undefined) return max;
	if (unit === 'seconds' && limit.endsWith('Ms')) return max / 1000;
	throw new Error(`Unknown fact "${name}".`);
}

/** Each family of names, by its first part, and the resolver that reads the rest. */
const FAMILIES: Readonly<Record<string, FactResolver>> = {
	search: (rest, name) => searchFact('search', rest, name),
	first: (rest, name) => searchFact('first', rest, name),
	answers: answersFact,
	solution: (rest, name) => solutionFact('solution', rest, name),
	rotate90: (rest, name) => solutionFact('rotate90', rest, name),
	classes: classesFact,
	buggy: buggyFact,
	permutations: permutationsFact,
	fast: fastFact,
	engine: engineFact,
	known: knownFact,
	attacked: attackedFact,
	sum: sumFact,
	challenge: challengeFact,
	growth: growthFact,
	limit: limitFact,
	shares: shareFact,
	factorial: factorialFact,
	power: powerFact,
	falling: fallingFact,
};

/** The value of a named fact, computed from the solver once per build. */
export function fact(name: string): FactValue {
	return memo(`fact:${name}`, () => {
		const [family, ...rest] = name.split('.');
		// An own property only: "constructor" or "toString" is no family.
		const resolve = Object.hasOwn(FAMILIES, family ?? '') ? FAMILIES[family!] : undefined;
		if (!resolve) throw new Error(`Unknown fact "${name}".`);
		return resolve(rest, name);
	});
}
