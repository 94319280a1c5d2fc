/*
 * The numbers the chapters quote, computed from the solver when the site is built, so a change to
 * a check or a search changes the prose with it instead of leaving the book silently wrong.
 * Chapters write <Fact name="search.8.grid.comparisons" /> (src/widgets/book/Fact.astro); the unit test
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
 *   growth.<n>.<series>             chapter 9's growth chart (growth.ts), n = 4 … 15, series =
 *                                   factorial | placements | bitmask | solutions
 * Boards are kept small: event searches run only up to n = 10 and the fast counters up to n = 13
 * (the growth chart's, one counter run per board, up to n = 15).
 */
import {
	type CheckName,
	rotate90,
	squaresAttackedBy,
	symmetryClasses,
} from '../solver/board/index.ts';
import { backtrack, countWithCheck, permutationSearch } from '../solver/search/index.ts';
import { type SearchStats } from '../solver/events/index.ts';
import { BUGGY_VARIANTS, buggySearch, type BuggyVariant } from '../solver/bugs/index.ts';
import { countSolutionsFast } from '../solver/checks/index.ts';
import {
	CHALLENGE_FACTOR,
	CHALLENGE_N,
	countAll,
	knownCount,
	planSubproblems,
	TWO_TO_53,
} from '../solver/count/index.ts';
import { LIMITS } from '../solver/input/index.ts';
import { boardForm, checkName, size, stat } from './fact-names.ts';
import { shareFact } from './share-facts.ts';
import { growthFact } from './growth.ts';

/** A fact's value: a count (number or exact BigInt) or a text such as a digit string. */
export type FactValue = number | bigint | string;

/** Largest board an event-by-event search may run on while the site builds. */
const MAX_BUILD_SEARCH_N = 10;
/** Largest board the fast counters (bit masks, full symmetry) may run on while the site builds. */
const MAX_BUILD_FAST_N = 13;

const cache = new Map<string, unknown>();
function memo<T>(key: string, compute: () => T): T {
	if (!cache.has(key)) cache.set(key, compute());
	return cache.get(key) as T;
}

/** Every solution of n queens, in search order. */
function solutions(n: number): number[][] {
	return memo(`solutions.${n}`, () => {
		const found: number[][] = [];
		for (const event of backtrack({ n })) {
			if (event.type === 'solution') found.push([...event.columns]);
		}
		return found;
	});
}

function sameBoard(a: readonly number[], b: readonly number[]): boolean {
	return a.length === b.length && a.every((c, i) => c === b[i]);
}

/** 1-based place of a board in the search order of all solutions. */
function indexOf(n: number, columns: readonly number[]): number {
	return solutions(n).findIndex((s) => sameBoard(s, columns)) + 1;
}

/** Tallies the answers of one check over the full search: safe or refused, by which line, at what cost. */
function answers(n: number, check: CheckName): Record<string, number> {
	return memo(`answers.${n}.${check}`, () => {
		const tally: Record<string, number> = {
			safe: 0,
			refused: 0,
			column: 0,
			diagonal: 0,
			antiDiagonal: 0,
			safeComparisons: 0,
			refusedComparisons: 0,
		};
		for (const event of backtrack({ n, check })) {
			if (event.type !== 'check') continue;
			if (event.safe) {
				tally.safe!++;
				tally.safeComparisons! += event.comparisons;
			} else {
				tally.refused!++;
				tally.refusedComparisons! += event.comparisons;
				tally[event.conflict!.rule] = (tally[event.conflict!.rule] ?? 0) + 1;
			}
		}
		return tally;
	});
}

/** Runs one of seed 002's versions and keeps its statistics and the stale-queen count. */
function buggy(variant: BuggyVariant): {
	stats: SearchStats;
	stale: number;
	printed: readonly number[] | undefined;
} {
	return memo(`buggy.${variant}`, () => {
		let printed: readonly number[] | undefined;
		let stale = 0;
		const search = buggySearch(variant);
		let step = search.next();
		while (!step.done) {
			const event = step.value;
			if (event.type === 'solution') printed ??= event.columns;
			// A queen left on the last row after the printed board refusing the very square it stands on.
			if (
				printed &&
				event.type === 'check' &&
				!event.safe &&
				event.conflict!.queenRow === event.row &&
				event.conflict!.queenCol === event.col
			) {
				stale++;
			}
			step = search.next();
		}
		return { stats: step.value, stale, printed };
	});
}

function factorial(n: number): number {
	let product = 1;
	for (let k = 2; k <= n; k++) product *= k;
	return product;
}

function computeFact(name: string): FactValue {
	const [kind, ...rest] = name.split('.');
	switch (kind) {
		case 'search':
		case 'first': {
			const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
			const check = checkName(rest[1], name);
			const first = kind === 'first';
			const stats = memo(`${kind}.${n}.${check}`, () => countWithCheck({ n, check, first }));
			return stat(stats, rest.slice(2), name);
		}
		case 'answers': {
			const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
			const value = answers(n, checkName(rest[1], name))[rest[2] ?? ''];
			if (value === undefined || rest.length !== 3) throw new Error(`Unknown fact "${name}".`);
			return value;
		}
		case 'solution':
		case 'rotate90': {
			const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
			const i = rest[1] === 'first' ? 1 : Number(rest[1]);
			const board = solutions(n)[i - 1];
			if (!board) throw new Error(`Fact "${name}": n = ${n} has no solution ${rest[1]}.`);
			const shown = kind === 'rotate90' ? rotate90(board) : board;
			return rest[2] === 'index' ? indexOf(n, shown) : boardForm(shown, rest[2], name);
		}
		case 'classes': {
			const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
			const classes = memo(`classes.${n}`, () => symmetryClasses(solutions(n)));
			if (rest.length === 1) return classes.length;
			if (rest[1] === 'size') return classes.filter((c) => c.size === Number(rest[2])).length;
			if (rest[1] === 'split') {
				const sizes = [...new Set(classes.map((c) => c.size))].sort((a, b) => b - a);
				return sizes.map((k) => `${classes.filter((c) => c.size === k).length} × ${k}`).join(' + ');
			}
			if (rest[1] === 'self') {
				const self = classes.find((c) => c.symmetries.includes('rotate180') && c.size > 1);
				if (!self) throw new Error(`Fact "${name}": no board of n = ${n} is fixed by a half turn.`);
				const board = self.representative;
				return rest[2] === 'index' ? indexOf(n, board) : boardForm(board, rest[2], name);
			}
			throw new Error(`Unknown fact "${name}".`);
		}
		case 'buggy': {
			const variant = rest[0] as BuggyVariant;
			if (!BUGGY_VARIANTS.includes(variant)) throw new Error(`Fact "${name}": unknown version.`);
			const run = buggy(variant);
			if (rest[1] === 'stale') return run.stale;
			if (rest[1] === 'first') {
				if (!run.printed) throw new Error(`Fact "${name}": this version prints no board.`);
				return boardForm(run.printed, rest[2], name);
			}
			return stat(run.stats, rest.slice(1), name);
		}
		case 'permutations': {
			const n = size(rest[0], 8, name);
			const stats = memo(`permutations.${n}`, () => {
				const search = permutationSearch({ n });
				let step = search.next();
				while (!step.done) step = search.next();
				return step.value;
			});
			if (rest[1] === 'generated') return stats.generated;
			return stat(stats, rest.slice(1), name);
		}
		case 'fast': {
			const n = size(rest[0], MAX_BUILD_FAST_N, name);
			if (rest[1] === 'share') {
				return countSolutionsFast(n, [Number(rest[2])]).solutions;
			}
			const result = memo(`fast.${n}`, () => countSolutionsFast(n));
			if (rest[1] === 'nodes') return result.nodes;
			if (rest[1] === 'solutions') return result.solutions;
			throw new Error(`Unknown fact "${name}".`);
		}
		case 'engine': {
			if (rest[1] === 'parts' && rest.length === 2) {
				return planSubproblems(size(rest[0], LIMITS.count.max, name)).length;
			}
			const n = size(rest[0], MAX_BUILD_FAST_N, name);
			const result = memo(`engine.${n}`, () => countAll(n));
			if (rest.length !== 2) throw new Error(`Unknown fact "${name}".`);
			if (rest[1] === 'nodes') return result.nodes;
			if (rest[1] === 'solutions') return result.solutions;
			if (rest[1] === 'classes') return result.classes;
			throw new Error(`Unknown fact "${name}".`);
		}
		case 'known': {
			if (rest[0] === 'two53') return TWO_TO_53;
			const count = knownCount(Number(rest[0]));
			if (count === undefined) throw new Error(`Fact "${name}": no published count.`);
			return count;
		}
		case 'attacked': {
			const [n, row, col] = rest.map(Number);
			return squaresAttackedBy(n!, { row: row!, col: col! }).length;
		}
		case 'sum': {
			// sum.power.<b>.<n>: b + b² + … + bⁿ; sum.falling.<n>: the falling factorials n, n(n−1), … n!
			const terms = Array.from({ length: Number(rest.at(-1)) }, (_, i) =>
				rest[0] === 'power'
					? Number(rest[1]) ** (i + 1)
					: factorial(Number(rest[1])) / factorial(Number(rest[1]) - i - 1),
			);
			if (!['power', 'falling'].includes(rest[0] ?? '')) throw new Error(`Unknown fact "${name}".`);
			return terms.reduce((a, b) => a + b, 0);
		}
		case 'challenge': {
			if (rest[0] === 'factor') return CHALLENGE_FACTOR;
			if (rest[0] === 'n') return CHALLENGE_N;
			throw new Error(`Unknown fact "${name}".`);
		}
		case 'growth':
			return growthFact(rest, name);
		case 'shares':
			return shareFact(rest, name);
		case 'factorial':
			return factorial(Number(rest[0]));
		case 'power':
			return Number(rest[0]) ** Number(rest[1]);
		case 'falling': {
			const n = Number(rest[0]);
			return factorial(n) / factorial(n - Number(rest[1]));
		}
		default:
			throw new Error(`Unknown fact "${name}".`);
	}
}

/** The value of a named fact, computed from the solver once per build. */
export function fact(name: string): FactValue {
	return memo(`fact:${name}`, () => computeFact(name));
}
