import { describe, expect, test } from 'vitest';
import { BoardController, type BoardInput } from '../../components/board/board.svelte.ts';
import type { Square } from '../../components/board/board-types.ts';
import { analysePosition, attackersOf, squaresFromColumns } from '../../src/solver/board/index.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { formatDigits, parseDigits } from '../../src/solver/format/index.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { ENGLISH_BOARD_WORDS, fullBoardSentence } from '../../src/solver/words/index.ts';

/*
 * The board's controller, driven without a DOM: the page's props are a plain object read through
 * a getter, and each toggle's new queens are kept as the page would keep them.
 */
function board(input: Partial<BoardInput> & { n: number }) {
	const handed: Square[][] = [];
	const props: BoardInput = {
		queens: [],
		interactive: true,
		marks: [],
		coordinates: 'one',
		...input,
	};
	const controller = new BoardController(
		() => props,
		(next) => handed.push(next),
	);
	return { board: controller, handed };
}

/** Every solution of n queens, as the solver's own search finds them, in digits ("1302"). */
function solverSolutions(n: number): string[] {
	const found: string[] = [];
	for (const event of backtrack({ n })) {
		if (event.type === 'solution') found.push(formatDigits(event.columns));
	}
	return found;
}

describe('queens that attack each other', () => {
	test('each queen is named with the attackers the solver lists for its square', () => {
		const { board: b } = board({ n: 5 });
		const queens = [
			{ row: 1, col: 1 },
			{ row: 3, col: 3 },
			{ row: 0, col: 4 },
		];
		for (const { row, col } of queens) b.toggle(row, col);
		for (const { row, col } of queens) {
			const attackers = attackersOf(queens, row, col);
			const info = b.squareInfo(row, col);
			expect(info.queen).toBe(true);
			expect(info.conflict).toBe(attackers.length > 0);
			expect(b.position.attacks[row]![col]).toEqual(attackers);
		}
		// (1,1) and (3,3) share the \ diagonal; (0,4) is attacked by neither.
		expect(b.squareInfo(3, 3).name).toBe(
			'Row 4, column 4, queen, attacked by the queen in row 2, column 2 along the \\ diagonal',
		);
		expect(b.squareInfo(0, 4).conflict).toBe(false);
		expect(b.position.pairs).toEqual(analysePosition(5, queens).pairs);
		expect(b.status).toEqual({
			solved: false,
			text: '3 of 5 queens placed. 2 queens attack each other.',
		});
		expect(b.announcement).toBe('Queen placed on row 1, column 5. 2 queens attack each other.');
	});

	test('an empty square is hatched only where the solver says a queen attacks it', () => {
		const { board: b } = board({ n: 4 });
		b.toggle(0, 0);
		for (let row = 0; row < 4; row++) {
			for (let col = 0; col < 4; col++) {
				const empty = row !== 0 || col !== 0;
				expect(b.squareInfo(row, col).attacked, `${row},${col}`).toBe(
					empty && attackersOf([{ row: 0, col: 0 }], row, col).length > 0,
				);
			}
		}
	});

	test('a static board names a queen’s attackers but does not hatch empty squares', () => {
		const { board: b } = board({
			n: 4,
			interactive: false,
			queens: [
				{ row: 0, col: 0 },
				{ row: 2, col: 0 },
			],
		});
		expect(b.squareInfo(2, 0).conflict).toBe(true);
		expect(b.squareInfo(1, 0)).toMatchObject({ attacked: false, name: 'Row 2, column 1, empty' });
		b.toggle(1, 1); // not interactive: nothing happens
		expect(b.position.queens).toHaveLength(2);
	});
});

describe('placing and lifting', () => {
	test('a toggle hands on the new queens, and a second toggle lifts the queen again', () => {
		const { board: b, handed } = board({ n: 4 });
		b.toggle(1, 2);
		expect(handed).toEqual([[{ row: 1, col: 2 }]]);
		expect(b.announcement).toBe(
			'Queen placed on row 2, column 3. No two queens attack each other.',
		);
		b.toggle(1, 2);
		expect(handed.at(-1)).toEqual([]);
		expect(b.announcement).toBe('Queen removed from row 2, column 3. The board is empty.');
	});

	test('a queen more than n is refused with the solver’s sentence, and nothing is handed on', () => {
		const { board: b, handed } = board({ n: 4 });
		for (const col of [0, 1, 2, 3]) b.toggle(0, col);
		b.toggle(2, 2);
		expect(handed).toHaveLength(4);
		expect(b.refusal).toBe(fullBoardSentence(4, ENGLISH_BOARD_WORDS));
		expect(b.announcement).toBe(b.refusal);
		expect(b.squareInfo(2, 2).queen).toBe(false);
		// Lifting one makes room, and the refusal goes.
		b.toggle(0, 3);
		b.toggle(2, 2);
		expect(b.refusal).toBe('');
		expect(b.squareInfo(2, 2).queen).toBe(true);
	});
});

describe('solutions', () => {
	const solutions = solverSolutions(4);

	test('the solver finds 1302 and 2031 for n = 4', () => {
		expect(solutions).toEqual(['1302', '2031']);
	});

	test.each(solutions)('placing %s by hand is recognised as solved', (digits) => {
		const { board: b } = board({ n: 4 });
		for (const { row, col } of squaresFromColumns(parseDigits(digits))) b.toggle(row, col);
		expect(b.status).toEqual({
			solved: true,
			text: 'Solved! 4 queens and no two attack each other.',
		});
		expect(b.announcement).toMatch(/^Queen placed on row 4, column \d\. Solved!/);
	});

	test('four queens on one diagonal are not solved', () => {
		const { board: b } = board({ n: 4, queens: squaresFromColumns([0, 1, 2, 3]) });
		expect(b.status.solved).toBe(false);
	});

	test('a solution with a queen left over from an earlier step is not solved', () => {
		const { board: b } = board({
			n: 4,
			interactive: false,
			queens: squaresFromColumns([1, 3, 0, 2]),
			marks: [{ row: 3, col: 2, kind: 'stale' }],
		});
		expect(b.position.solved).toBe(true);
		expect(b.status.solved).toBe(false);
	});
});

describe('the keyboard cursor', () => {
	test('arrows move it and stop at the edges instead of leaving the board', () => {
		const { board: b } = board({ n: 4 });
		expect([b.activeRow, b.activeCol]).toEqual([0, 0]);
		expect(b.press('ArrowUp', false, 0, 0)).toBe('move');
		expect([b.focusRow, b.focusCol]).toEqual([0, 0]);
		b.press('ArrowLeft', false, 0, 0);
		expect([b.focusRow, b.focusCol]).toEqual([0, 0]);
		b.press('ArrowDown', false, 0, 0);
		b.press('ArrowRight', false, 1, 0);
		expect([b.focusRow, b.focusCol]).toEqual([1, 1]);
		b.press('End', true, 1, 1);
		b.press('ArrowDown', false, 3, 3);
		b.press('ArrowRight', false, 3, 3);
		expect([b.focusRow, b.focusCol]).toEqual([3, 3]);
	});

	test.each([
		{ key: 'Home', ctrl: false, to: [2, 0] },
		{ key: 'End', ctrl: false, to: [2, 5] },
		{ key: 'Home', ctrl: true, to: [0, 0] },
		{ key: 'End', ctrl: true, to: [5, 5] },
		{ key: 'PageUp', ctrl: false, to: [0, 3] },
		{ key: 'PageDown', ctrl: false, to: [5, 3] },
	])('$key (ctrl $ctrl) from (2, 3) on 6×6 goes to $to', ({ key, ctrl, to }) => {
		const { board: b } = board({ n: 6 });
		expect(b.press(key, ctrl, 2, 3)).toBe('move');
		expect([b.focusRow, b.focusCol]).toEqual(to);
	});

	test('Enter and Space toggle on an interactive board; other keys are left to the page', () => {
		const { board: b, handed } = board({ n: 4 });
		expect(b.press('Enter', false, 1, 0)).toBe('toggle');
		expect(b.press(' ', false, 1, 3)).toBe('toggle');
		expect(handed.at(-1)).toEqual([
			{ row: 1, col: 0 },
			{ row: 1, col: 3 },
		]);
		expect(b.press('a', false, 1, 3)).toBeUndefined();
		const still = board({ n: 4, interactive: false });
		expect(still.board.press('Enter', false, 0, 0)).toBeUndefined();
		expect(still.handed).toEqual([]);
	});

	test('moving the cursor to a square off the board keeps it on the board', () => {
		const { board: b } = board({ n: 5 });
		b.moveTo(9, -3);
		expect([b.focusRow, b.focusCol]).toEqual([4, 0]);
	});
});

describe('sizes outside LIMITS.search', () => {
	test.each([
		[LIMITS.search.max + 24, LIMITS.search.max],
		[0, LIMITS.search.min],
		[-5, LIMITS.search.min],
		[Number.NaN, LIMITS.search.min],
		[4.4, 4],
	])('n = %s is drawn as %i', (n, size) => {
		const { board: b } = board({ n });
		expect(b.size).toBe(size);
		expect(b.indices).toHaveLength(size);
		expect(b.edges.rows).toHaveLength(size);
	});

	test('queens and marks off the clamped board are ignored', () => {
		const { board: b } = board({
			n: 40,
			interactive: false,
			queens: [
				{ row: 20, col: 20 },
				{ row: 0, col: 0 },
			],
			marks: [{ row: 30, col: 1, kind: 'try' }],
		});
		expect(b.position.queens).toEqual([{ row: 0, col: 0 }]);
		expect(b.squareInfo(15, 1).marks).toEqual([]);
	});
});
