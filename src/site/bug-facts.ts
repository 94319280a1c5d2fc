import type { SearchStats } from '../solver/events/index.ts';
import { BUGGY_VARIANTS, buggySearch, type BuggyVariant } from '../solver/bugs/index.ts';
import { boardForm, stat } from './fact-names.ts';
import { memo } from './fact-memo.ts';

/* The book facts of seed 002's buggy versions (src/site/book-facts.ts lists the names). */

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

/** `buggy.<variant>.<stat>`: a version's counters, its stale refusals, or the first board it prints. */
export function buggyFact(rest: readonly string[], name: string): number | string {
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
