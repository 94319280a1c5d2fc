import { expect, test } from 'vitest';
import { backtrack, permutationSearch, type SearchEvent } from '../../src/solver/search/index.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';
import { analysePosition, squaresFromColumns } from '../../src/solver/board/index.ts';
import { CHECK_LABELS } from '../../src/solver/checks/index.ts';
import {
	boardStatus,
	describeEvent,
	fullBoardSentence,
	nameBoardSquare,
	peacefulBoardText,
	toggleAnnouncement,
} from '../../src/solver/words/index.ts';
import { wordsMessages } from '../../src/i18n/words.ts';
import { traceMessages } from '../../src/i18n/trace.ts';

/*
 * The English catalogs write out the solver's English words instead of importing them (a page's
 * bundle stays smaller): every sentence they build must be the solver's own, word for word.
 */

const en = wordsMessages('en');

test('every event of several searches is told the same by the catalog and the solver', () => {
	const events: SearchEvent[] = [
		...backtrack({ n: 5 }),
		...backtrack({ n: 4, first: true }),
		...permutationSearch({ n: 4 }),
		...buggySearch('no-undo', 5),
		...buggySearch('clear-on-exit', 5),
	];
	expect(events.some((e) => e.type === 'check' && e.conflict?.rule === 'row')).toBe(true);
	for (const base of [0, 1] as const) {
		for (const event of events)
			expect(describeEvent(event, base, en.event)).toBe(describeEvent(event, base));
	}
});

test('boards in words: names, status lines and announcements are the same', () => {
	const boards = [
		[],
		[{ row: 0, col: 0 }],
		[
			{ row: 0, col: 0 },
			{ row: 1, col: 1 },
			{ row: 1, col: 0 },
		],
		squaresFromColumns([1, 3, 0, 2]),
		[...squaresFromColumns([1, 3, 0, 2]), { row: 0, col: 0 }],
	];
	for (const queens of boards) {
		const position = analysePosition(4, queens);
		expect(boardStatus(position, [], en)).toEqual(boardStatus(position));
		expect(boardStatus(position, [{ row: 3, col: 2 }], en)).toEqual(
			boardStatus(position, [{ row: 3, col: 2 }]),
		);
		expect(boardStatus(position, queens.slice(0, 2), en)).toEqual(
			boardStatus(position, queens.slice(0, 2)),
		);
		for (const placed of [true, false])
			expect(toggleAnnouncement(placed, { row: 2, col: 1 }, position, en)).toBe(
				toggleAnnouncement(placed, { row: 2, col: 1 }, position),
			);
		for (let row = 0; row < 4; row++)
			for (let col = 0; col < 4; col++) {
				const square = { row, col };
				const attacks = position.attacks[row]![col]!;
				const options = { n: 4, square, queen: false, attacks, notes: ['refused'] };
				for (const chess of [false, true])
					expect(nameBoardSquare({ ...options, chess, words: en })).toBe(
						nameBoardSquare({ ...options, chess }),
					);
			}
	}
	for (const n of [1, 4, 8]) {
		expect(fullBoardSentence(n, en)).toBe(fullBoardSentence(n));
		expect(peacefulBoardText(n, en)).toBe(peacefulBoardText(n));
	}
});

test("the trace player's check names are the solver's CHECK_LABELS", () => {
	expect(traceMessages('en').options.checks).toEqual(CHECK_LABELS);
});
