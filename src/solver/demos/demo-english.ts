import { formatColumns } from '../format/format.ts';
import { formatCount, formatDuration } from '../format/numbers.ts';
import type { DemoPhrases } from './demo-phrases.ts';

/*
 * The demos' reports in English: the default of every report in demos.ts, and the English
 * catalog of the pages (src/i18n/en/demos.ts re-exports it). Kept apart from the reports so a
 * page's English catalog brings these words and nothing else.
 */

/** A published count, or a dash when the book has none. */
const count = (value: bigint | undefined) => (value === undefined ? '—' : formatCount(value));

/** The English phrases of the demos' reports. */
export const ENGLISH_DEMO_PHRASES: DemoPhrases = {
	firstSolution: (n, columns) =>
		`First solution, columns 1 to ${n} by row: ${formatColumns(columns)}`,
	checksToFirst: (checks) => `Safety checks to the first solution: ${formatCount(checks)}`,
	checksToAll: (solutions, checks) =>
		`Safety checks to find all ${formatCount(solutions)}: ${formatCount(checks)}`,
	firstSaves: (percent, times) =>
		`Stopping at the first did ${percent.toFixed(1)}% of the work: ${times.toFixed(1)} times fewer checks.`,
	generated: (n, generated, kept) =>
		`Generate and test: ${formatCount(generated)} permutations generated (${n}! = ${formatCount(generated)}), ` +
		`${formatCount(kept)} kept.`,
	permutationChecks: (checks) =>
		`  It called the safety check ${formatCount(checks)} times (stopping at each permutation's first clash).`,
	backtracking: (solutions, checks) =>
		`Backtracking: ${formatCount(solutions)} solutions with ${formatCount(checks)} calls of the safety check.`,
	fewerQuestions: (thanPermutations, thanTesting) =>
		`Backtracking asked ${thanPermutations.toFixed(1)} times fewer questions ` +
		`than there are permutations, and ${thanTesting.toFixed(1)} times fewer ` +
		'than generate-and-test asked.',
	gridScan: (solutions, checks, ms) =>
		`Backtracking with the grid scan: ${formatCount(solutions)} solutions, ` +
		`${formatCount(checks)} checks, ${formatDuration(ms)}.`,
	bitMasks: (solutions, placed, ms) =>
		`Bit masks with mirror symmetry: ${formatCount(solutions)} solutions, ` +
		`${formatCount(placed)} queens placed, ${formatDuration(ms)}.`,
	published: (published, bothMatch) =>
		`Published count (OEIS A000170): ${count(published)}` +
		(bothMatch ? ' ✓ both match' : ' ✗ mismatch'),
	chessSolution: (squares) => `The solution is: ${squares}`,
	occupancy: (solutions, published, matches) =>
		`Occupancy arrays: ${formatCount(solutions)} solutions ` +
		`(${matches ? '✓ matches' : '✗ does not match'} the published ${count(published)}).`,
	occupancyCost: (checks, lookUps) =>
		`  ${formatCount(checks)} checks, ${formatCount(lookUps)} look-ups.`,
	formula: (solutions, checks, comparisons) =>
		`Formula check: ${formatCount(solutions)} solutions, ` +
		`${formatCount(checks)} checks, ${formatCount(comparisons)} comparisons.`,
	sameAnswers: 'Same questions, same answers: only the cost of each answer differs.',
};
