import type { CheckName } from '../solver/board/index.ts';
import { backtrack, countWithCheck, permutationSearch } from '../solver/search/index.ts';
import { checkName, size, stat } from './fact-names.ts';
import { memo } from './fact-memo.ts';

/* The book facts of the event-by-event searches (src/site/book-facts.ts lists the names). */

/** Largest board an event-by-event search may run on while the site builds. */
export const MAX_BUILD_SEARCH_N = 10;

/** `search.<n>.<check>.<stat>` and `first.…` (stopped at the first solution): a search's counter. */
export function searchFact(
	kind: 'search' | 'first',
	rest: readonly string[],
	name: string,
): number {
	const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
	const check = checkName(rest[1], name);
	const first = kind === 'first';
	const stats = memo(`${kind}.${n}.${check}`, () => countWithCheck({ n, check, first }));
	return stat(stats, rest.slice(2), name);
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

/** `answers.<n>.<check>.<what>`: how often a check said safe or refused, by which line, at what cost. */
export function answersFact(rest: readonly string[], name: string): number {
	const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
	const value = answers(n, checkName(rest[1], name))[rest[2] ?? ''];
	if (value === undefined || rest.length !== 3) throw new Error(`Unknown fact "${name}".`);
	return value;
}

/** `permutations.<n>.<stat>`: generate-and-test's boards generated, checks and solutions. */
export function permutationsFact(rest: readonly string[], name: string): number {
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
