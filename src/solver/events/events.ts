/** The lines a queen attacks along. Row-by-row searches never need 'row': each row holds one queen. */
export type Rule = 'row' | 'column' | 'diagonal' | 'antiDiagonal';

/** Why a square was refused: the queen that attacks it and the line it attacks along. */
export interface Conflict {
	rule: Rule;
	queenRow: number;
	queenCol: number;
}

/** What one call of a safety check found, and how many elementary comparisons it took. */
export interface CheckResult {
	safe: boolean;
	conflict?: Conflict;
	comparisons: number;
}

/** One step of a search. Every search yields these; every widget, the CLI and the tests replay them. */
export type SearchEvent =
	| { type: 'try'; row: number; col: number }
	| ({ type: 'check'; row: number; col: number } & CheckResult)
	| { type: 'place'; row: number; col: number }
	| { type: 'remove'; row: number; col: number }
	| { type: 'candidate'; columns: readonly number[] }
	| { type: 'reject'; columns: readonly number[] }
	| { type: 'solution'; columns: readonly number[]; index: number }
	| { type: 'done'; stats: SearchStats; complete: boolean };

/** Counters of a search, the same whichever search or check produced them. */
export interface SearchStats {
	n: number;
	/** Calls of the safety check. */
	checks: number;
	/** Elementary comparisons inside the checks (loop iterations, array look-ups or mask tests). */
	comparisons: number;
	/** Queens put down. */
	placements: number;
	/** Queens taken back up (backtracking). */
	removals: number;
	solutions: number;
	/** `nodesPerLevel[r]`: queens placed in row r over the whole search (search-tree nodes at depth r + 1). */
	nodesPerLevel: number[];
	/** Permutations generated (generate-and-test only). */
	generated: number;
	/** Permutations fully tested (generate-and-test only). */
	tested: number;
}

/** Fresh counters for a board of size n. */
export function emptyStats(n: number): SearchStats {
	return {
		n,
		checks: 0,
		comparisons: 0,
		placements: 0,
		removals: 0,
		solutions: 0,
		nodesPerLevel: Array.from({ length: n }, () => 0),
		generated: 0,
		tested: 0,
	};
}

/** Adds one event to running counters; the single place where events turn into statistics. */
export function countEvent(stats: SearchStats, event: SearchEvent): void {
	switch (event.type) {
		case 'check':
			stats.checks++;
			stats.comparisons += event.comparisons;
			break;
		case 'place':
			stats.placements++;
			stats.nodesPerLevel[event.row] = (stats.nodesPerLevel[event.row] ?? 0) + 1;
			break;
		case 'remove':
			stats.removals++;
			break;
		case 'candidate':
			stats.generated++;
			break;
		case 'reject':
			stats.tested++;
			break;
		case 'solution':
			stats.solutions++;
			if (stats.generated > 0) stats.tested++;
			break;
		default:
			break;
	}
}

/** Human words for each rule, as the trace log says them. */
export const RULE_WORDS: Record<Rule, string> = {
	row: 'row',
	column: 'column',
	diagonal: '\\ diagonal',
	antiDiagonal: '/ diagonal',
};
