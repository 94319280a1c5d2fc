import type { SearchEvent, SearchStats } from '../events/events.ts';
import { NQueensInputError } from '../input/errors.ts';
import { checkInLimit, LIMITS, type Limit } from '../input/limits.ts';
import { backtrack, countWithCheck } from '../search/search.ts';
import { permutationSearch } from '../search/permutations.ts';
import { countSolutionsFast } from '../checks/bitmask.ts';
import { formatChess, formatX } from '../format/format.ts';
import { knownCount } from '../count/known-counts.ts';
import type { DemoPhrases } from './demo-phrases.ts';
import { ENGLISH_DEMO_PHRASES } from './demo-english.ts';

/*
 * Demos: the solver's own run for each exercise of chapter 8, each a small pure function that runs
 * the solver and returns the text it prints, its lines said by `say` (demo-phrases.ts; English
 * unless a page passes its language's). The page runs them with a "Run" button, in a worker; the
 * chapter shows their code by the `#region demo-…` markers.
 */

/** Runs a search to its end: its final counters and every solution it yielded. */
export function runToEnd(search: Generator<SearchEvent, SearchStats>): {
	stats: SearchStats;
	solutions: number[][];
} {
	const solutions: number[][] = [];
	let step = search.next();
	while (!step.done) {
		if (step.value.type === 'solution') solutions.push([...step.value.columns]);
		step = search.next();
	}
	return { stats: step.value, solutions };
}

// #region demo-first-solution
/** Exercise 1 (the Lua textbook's 2.1): stop at the first solution; weigh the work against the full search. */
export function firstSolutionReport(n = 8, say: DemoPhrases = ENGLISH_DEMO_PHRASES): string {
	const first = runToEnd(backtrack({ n, first: true })); // stops after one solution
	const all = runToEnd(backtrack({ n })); // runs to the end, for comparison
	const columns = first.solutions[0]!;
	const percent = (100 * first.stats.checks) / all.stats.checks;
	const times = all.stats.checks / first.stats.checks;
	return [
		formatX(columns),
		'',
		say.firstSolution(n, columns),
		say.checksToFirst(first.stats.checks),
		say.checksToAll(all.stats.solutions, all.stats.checks),
		say.firstSaves(percent, times),
	].join('\n');
}
// #endregion demo-first-solution

// #region demo-permutations
/** Exercise 2 (the Lua textbook's 2.2): generate-and-test against backtracking, counted by one solver. */
export function permutationsReport(n = 8, say: DemoPhrases = ENGLISH_DEMO_PHRASES): string {
	const perms = runToEnd(permutationSearch({ n })); // every permutation of the n columns
	const tree = runToEnd(backtrack({ n })); // backtracking, row by row
	return [
		say.generated(n, perms.stats.generated, perms.stats.solutions),
		say.permutationChecks(perms.stats.checks),
		say.backtracking(tree.stats.solutions, tree.stats.checks),
		say.fewerQuestions(
			perms.stats.generated / tree.stats.checks,
			perms.stats.checks / tree.stats.checks,
		),
	].join('\n');
}
// #endregion demo-permutations

// #region demo-count-12
/** Counting n = 12 (the Python article: 14200, about 15 s), two ways, with the time of each. */
export function count12Report(n = 12, say: DemoPhrases = ENGLISH_DEMO_PHRASES): string {
	let start = performance.now();
	const plain = countWithCheck({ n, check: 'grid' }); // the Python article's method: grid scan, no printing
	const plainMs = performance.now() - start;
	start = performance.now();
	const fast = countSolutionsFast(n); // bit masks and mirror symmetry
	const fastMs = performance.now() - start;
	const published = knownCount(n);
	const bothMatch = published === fast.solutions && BigInt(plain.solutions) === published;
	return [
		say.gridScan(plain.solutions, plain.checks, plainMs),
		say.bitMasks(fast.solutions, fast.nodes, fastMs),
		say.published(published, bothMatch),
	].join('\n');
}
// #endregion demo-count-12

// #region demo-chess-notation
/** The first solution in chess notation (the QBASIC article): files a, b, … left to right, rank n at the top. */
export function chessNotationReport(n = 8, say: DemoPhrases = ENGLISH_DEMO_PHRASES): string {
	const columns = runToEnd(backtrack({ n, first: true })).solutions[0]!;
	// Label the X-and-dash board with ranks down the left and files along the bottom.
	const width = String(n).length;
	const rows = formatX(columns)
		.split('\n')
		.map((line, row) => `${String(n - row).padStart(width)} ${line}`);
	const files = Array.from({ length: n }, (_, c) => String.fromCharCode(97 + c)).join(' ');
	return [
		...rows,
		`${' '.repeat(width)} ${files}`,
		'',
		say.chessSolution(formatChess(columns)),
	].join('\n');
}
// #endregion demo-chess-notation

// #region demo-occupancy
/** The occupancy-array check (the QBASIC article's C, S and M) in the full search, against the formula check. */
export function occupancyReport(n = 8, say: DemoPhrases = ENGLISH_DEMO_PHRASES): string {
	const occupancy = runToEnd(backtrack({ n, check: 'occupancy' }));
	const formula = runToEnd(backtrack({ n, check: 'formula' }));
	const published = knownCount(n);
	const matches = published === BigInt(occupancy.stats.solutions);
	return [
		say.occupancy(occupancy.stats.solutions, published, matches),
		say.occupancyCost(occupancy.stats.checks, occupancy.stats.comparisons),
		say.formula(formula.stats.solutions, formula.stats.checks, formula.stats.comparisons),
		say.sameAnswers,
	].join('\n');
}
// #endregion demo-occupancy

/** The names a page can ask for. */
export type DemoName =
	| 'first-solution'
	| 'permutations-vs-backtracking'
	| 'count-12'
	| 'chess-notation'
	| 'occupancy-check';

/** One runnable worked solution. */
export interface Demo {
	name: DemoName;
	/** What the Run button runs, in a few words ({n} stands for the chosen board size). */
	title: string;
	/** Heavy demos take seconds (the status line says so); every demo runs in a worker. */
	heavy: boolean;
	/** The board sizes a learner may choose, where the demo takes one (8 otherwise). */
	sizes?: Limit;
	/** Runs it on a board of n (where it takes one), its report said by `say` (English unless given). */
	run: (n?: number, say?: DemoPhrases) => string;
}

/** Every demo, by name. */
export const DEMOS: Record<DemoName, Demo> = {
	'first-solution': {
		name: 'first-solution',
		title: 'stop at the first solution of {n} queens',
		heavy: false,
		sizes: LIMITS.firstSolutionDemo,
		run: (n = 8, say) => firstSolutionReport(checkInLimit(n, LIMITS.firstSolutionDemo), say),
	},
	'permutations-vs-backtracking': {
		name: 'permutations-vs-backtracking',
		title: 'all permutations of 8 columns against backtracking',
		heavy: false,
		run: (_n, say) => permutationsReport(8, say),
	},
	'count-12': {
		name: 'count-12',
		title: 'count the solutions of 12 queens',
		heavy: true,
		run: (_n, say) => count12Report(12, say),
	},
	'chess-notation': {
		name: 'chess-notation',
		title: 'the first solution of 8 queens in chess notation',
		heavy: false,
		run: (_n, say) => chessNotationReport(8, say),
	},
	'occupancy-check': {
		name: 'occupancy-check',
		title: 'the full 8-queens search with occupancy arrays',
		heavy: false,
		run: (_n, say) => occupancyReport(8, say),
	},
};

/** Whether a string names a demo. */
export function isDemoName(name: unknown): name is DemoName {
	return typeof name === 'string' && Object.hasOwn(DEMOS, name);
}

/** The demo with this name; throws a readable error for an unknown one. */
export function getDemo(name: string): Demo {
	if (!isDemoName(name)) {
		throw new NQueensInputError(
			'unknown-demo',
			`Unknown demo ${JSON.stringify(name)}; choose one of ${Object.keys(DEMOS).join(', ')}.`,
		);
	}
	return DEMOS[name];
}
