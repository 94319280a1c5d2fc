import type { TraceState } from '#src/solver/timeline/index.ts';
import type { SearchEvent } from '#src/solver/events/index.ts';
import type { Mark } from '../board/index.ts';

/* What the player lights up for one state: the line of code, and the marks on the board. */

/** The line of each event type in a search's source, 0-based within the region; computed, not hard-coded. */
export function eventLines(code: string): Partial<Record<SearchEvent['type'], number>> {
	const lines = code.split('\n');
	const find = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
	const map: Partial<Record<SearchEvent['type'], number>> = {};
	const found: [SearchEvent['type'], number][] = [
		['try', find(/type: 'try'/)],
		// A check is the call of isSafe; its event is yielded on the line after.
		['check', find(/\.isSafe\(/) >= 0 ? find(/\.isSafe\(/) : find(/type: 'check'/)],
		['place', find(/type: 'place'/)],
		['remove', find(/type: 'remove'/)],
		['solution', find(/type: 'solution'/)],
	];
	for (const [type, line] of found) if (line >= 0) map[type] = line;
	return map;
}

/** The board overlays for one state: the square tried, ✓ or ✖ with the attacker ringed, the queen lifted. */
export function traceMarks(state: TraceState): Mark[] {
	const event = state.event;
	if (!event) return [];
	switch (event.type) {
		case 'try':
			return [{ row: event.row, col: event.col, kind: 'try' }];
		case 'check':
			if (event.safe) return [{ row: event.row, col: event.col, kind: 'safe' }];
			return [
				{ row: event.row, col: event.col, kind: 'refused' },
				...(event.conflict
					? [
							{
								row: event.conflict.queenRow,
								col: event.conflict.queenCol,
								kind: 'attacker' as const,
							},
						]
					: []),
			];
		case 'remove':
			return [{ row: event.row, col: event.col, kind: 'stale' }];
		case 'solution':
			return state.columns.flatMap((col, row) =>
				col >= 0 ? [{ row, col, kind: 'highlight' as const }] : [],
			);
		default:
			return [];
	}
}
