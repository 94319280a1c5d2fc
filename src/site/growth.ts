import { countSolutionsFast, halfColumns } from '../solver/checks/index.ts';
import { size } from './fact-names.ts';

/*
 * The figures of chapter 9's "How the work grows": for each board size, the bound n!, the queens
 * the row-by-row search places, the queens the bit-mask counter places, and the solutions. Computed
 * from the solver when the site builds (components/book/GrowthChart.astro draws them; chapters print
 * them as <Fact name="growth.<n>.<series>" />).
 *
 * Nodes are queens placed (search-tree nodes, the root not counted), the event search's
 * `placements`. That count does not depend on the check: every check gives the same answers, so
 * the row-by-row search places the same queens whether it scans the grid, compares or reads masks.
 * The bit-mask counter (`countSolutionsFast`) places those same queens too, but only under the
 * left half of the first row (and the middle column when n is odd); the right half mirrors it.
 * So one run of the counter per first-row column gives both series: each subtree of the left half
 * stands for itself and its mirror image in the full search,
 *   placements = 2 × Σ nodes(c) for c left of the middle  +  nodes(middle) when n is odd,
 * which test/unit/growth-data.test.ts checks against the event search.
 */

/** Smallest board the chart shows: the first with a solution after n = 1. */
export const GROWTH_MIN_N = 4;
/**
 * Largest board the chart shows. Counted on the project machine, n = 4 … 15 take about 1.4 s of the
 * build and n = 16 alone about 6 s (570 million queens for the mirrored counter): the price of a
 * chart that reaches the sizes chapter 9's count race counts.
 */
export const GROWTH_MAX_N = 16;

/** The four figures the chart draws for one board size. */
export interface GrowthRow {
	n: number;
	/** n! = n · (n − 1) · … · 1: the boards with one queen per row and per column. */
	factorial: number;
	/** Queens placed by the row-by-row search (any check): all nodes of its search tree. */
	placements: number;
	/** Queens placed by the bit-mask counter, which searches half the first row and mirrors it. */
	bitmask: number;
	/** Solutions (OEIS A000170). */
	solutions: bigint;
}

/** The series a `growth.<n>.<series>` fact may name. */
const GROWTH_SERIES = ['factorial', 'placements', 'bitmask', 'solutions'] as const;

const rows = new Map<number, GrowthRow>();

/** Counts one board size with the bit-mask counter, one first-row column at a time. */
function countGrowth(n: number): GrowthRow {
	const middle = n % 2 === 1 ? (n - 1) / 2 : -1;
	let placements = 0;
	let bitmask = 0;
	let solutions = 0n;
	for (const c of halfColumns(n)) {
		const part = countSolutionsFast(n, [c]);
		bitmask += part.nodes;
		placements += c === middle ? part.nodes : 2 * part.nodes;
		solutions += part.solutions;
	}
	let factorial = 1;
	for (let k = 2; k <= n; k++) factorial *= k; // exact: 16! is far below 2^53
	return { n, factorial, placements, bitmask, solutions };
}

/** The chart's figures for one board size from GROWTH_MIN_N to GROWTH_MAX_N, counted once per build. */
export function growthRow(n: number): GrowthRow {
	if (!Number.isInteger(n) || n < GROWTH_MIN_N || n > GROWTH_MAX_N) {
		throw new Error(`The growth chart covers n = ${GROWTH_MIN_N} to ${GROWTH_MAX_N}, not ${n}.`);
	}
	let row = rows.get(n);
	if (!row) {
		row = countGrowth(n);
		rows.set(n, row);
	}
	return row;
}

/** Every row of the chart, n = GROWTH_MIN_N … GROWTH_MAX_N. */
export function growthRows(): GrowthRow[] {
	return Array.from({ length: GROWTH_MAX_N - GROWTH_MIN_N + 1 }, (_, i) =>
		growthRow(GROWTH_MIN_N + i),
	);
}

/** The fact `growth.<n>.<series>` (the parts after "growth"), for src/site/book-facts.ts. */
export function growthFact(parts: readonly string[], name: string): number | bigint {
	const n = size(parts[0], GROWTH_MAX_N, name);
	const series = parts[1] as (typeof GROWTH_SERIES)[number];
	if (parts.length !== 2 || !GROWTH_SERIES.includes(series) || n < GROWTH_MIN_N) {
		throw new Error(
			`Fact "${name}": use growth.<n>.<${GROWTH_SERIES.join(' | ')}> with n from ${GROWTH_MIN_N} to ${GROWTH_MAX_N}.`,
		);
	}
	return growthRow(n)[series];
}
