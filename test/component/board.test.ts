import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import Board from '../../components/board/Board.svelte';
import PlayBoard from '../../components/board/PlayBoard.svelte';
import type { Mark, Square } from '../../components/board/board-types.ts';
import { squaresFromColumns } from '../../src/solver/board/index.ts';

// The shared setup file does not unmount between tests (yet): do it here.
afterEach(() => cleanup());

/** The gridcell at 0-based (row, col), found through the grid's rows as a screen reader walks them. */
function cell(row: number, col: number): HTMLElement {
	const rows = within(screen.getByRole('grid')).getAllByRole('row');
	return within(rows[row]!).getAllByRole('gridcell')[col]!;
}

const queenNames = () =>
	screen.getAllByRole('gridcell', { name: /, queen/ }).map((c) => c.getAttribute('aria-label'));

describe('drawing', () => {
	test.each([1, 4, 8, 16])('a board of size %i has n rows of n gridcells', (n) => {
		render(Board, { n });
		expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(n);
		expect(screen.getAllByRole('gridcell')).toHaveLength(n * n);
		expect(screen.getByRole('grid')).toHaveAccessibleName(`${n} by ${n} board`);
	});

	test('queens are named by square, with 1-based words', () => {
		render(Board, { n: 4, queens: [{ row: 2, col: 4 - 1 }], label: 'A board' });
		expect(screen.getByRole('grid')).toHaveAccessibleName('A board');
		expect(queenNames()).toEqual(['Row 3, column 4, queen']);
		expect(cell(0, 0)).toHaveAccessibleName('Row 1, column 1, empty');
	});

	test('a size out of range is clamped instead of crashing', () => {
		render(Board, { n: 40 });
		expect(screen.getAllByRole('gridcell')).toHaveLength(16 * 16);
	});

	test('chess coordinates label the edges a.. and n..1 and add the square name', () => {
		const { container } = render(Board, {
			n: 4,
			coordinates: 'chess',
			queens: [{ row: 0, col: 0 }],
		});
		expect(cell(0, 0)).toHaveAccessibleName('Row 1, column 1 (a4), queen');
		expect(container.querySelector('.files')).toHaveTextContent('abcd');
		expect(container.querySelector('.ranks')).toHaveTextContent('4321');
	});

	test.each([
		{ coordinates: 'zero', files: '0123' },
		{ coordinates: 'one', files: '1234' },
	] as const)('$coordinates coordinates number the files $files', ({ coordinates, files }) => {
		const { container } = render(Board, { n: 4, coordinates });
		expect(container.querySelector('.files')).toHaveTextContent(files);
	});

	test('no coordinates, no edge labels', () => {
		const { container } = render(Board, { n: 4, coordinates: 'none' });
		expect(container.querySelector('.files')).toBeNull();
	});
});

describe('attacks and status', () => {
	test('attacked squares name the queen that attacks them and the line', () => {
		render(Board, { n: 4, queens: [{ row: 0, col: 0 }], interactive: true });
		expect(cell(3, 0)).toHaveAccessibleName(
			'Row 4, column 1, empty, attacked by the queen in row 1, column 1 along the column',
		);
		expect(cell(0, 2)).toHaveAccessibleName(
			'Row 1, column 3, empty, attacked by the queen in row 1, column 1, which already stands in this row',
		);
		expect(cell(2, 2)).toHaveAccessibleName(
			'Row 3, column 3, empty, attacked by the queen in row 1, column 1 along the \\ diagonal',
		);
		expect(cell(1, 2)).toHaveAccessibleName('Row 2, column 3, empty');
		// Pattern and glyph, not colour alone: 9 squares carry the hatching and the ✕.
		expect(document.querySelectorAll('.hatch')).toHaveLength(9);
		expect(document.querySelectorAll('.x')).toHaveLength(9);
	});

	test('a square attacked by two queens names both', () => {
		render(Board, {
			n: 4,
			queens: [
				{ row: 3, col: 0 },
				{ row: 0, col: 1 },
			],
			showAttacks: true,
		});
		expect(cell(1, 2)).toHaveAccessibleName(
			'Row 2, column 3, empty, attacked by the queen in row 1, column 2 along the \\ diagonal and the queen in row 4, column 1 along the / diagonal',
		);
	});

	test('a static board does not mark attacked squares unless asked', () => {
		render(Board, { n: 4, queens: [{ row: 0, col: 0 }] });
		expect(cell(3, 0)).toHaveAccessibleName('Row 4, column 1, empty');
		expect(document.querySelectorAll('.hatch')).toHaveLength(0);
	});

	test('conflicting queens get a badge, name their attacker, and the status counts them', () => {
		render(Board, {
			n: 5,
			queens: [
				{ row: 1, col: 1 },
				{ row: 3, col: 3 },
				{ row: 0, col: 4 },
			],
		});
		expect(cell(3, 3)).toHaveAccessibleName(
			'Row 4, column 4, queen, attacked by the queen in row 2, column 2 along the \\ diagonal',
		);
		expect(document.querySelectorAll('.badge')).toHaveLength(2);
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(
			'3 of 5 queens placed. 2 queens attack each other.',
		);
	});

	test.each([
		{ columns: [1, 3, 0, 2], name: '1302' },
		{ columns: [2, 0, 3, 1], name: '2031' },
	])('the status says solved for the 4×4 solution $name', ({ columns }) => {
		render(Board, { n: 4, queens: squaresFromColumns(columns) });
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(
			'Solved! 4 queens and no two attack each other.',
		);
		expect(document.querySelectorAll('.badge')).toHaveLength(0);
	});

	test('four queens that attack each other are not solved', () => {
		render(Board, { n: 4, queens: squaresFromColumns([0, 1, 2, 3]) });
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(
			'4 of 4 queens placed. 4 queens attack each other.',
		);
	});
});

describe('mouse', () => {
	test('clicking places a queen, calls onchange, and clicking again removes it', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn<(queens: Square[]) => void>();
		render(Board, { n: 4, interactive: true, onchange });
		await user.click(cell(1, 2));
		expect(onchange).toHaveBeenLastCalledWith([{ row: 1, col: 2 }]);
		expect(queenNames()).toEqual(['Row 2, column 3, queen']);
		expect(screen.getByRole('status')).toHaveTextContent(
			'Queen placed on row 2, column 3. No two queens attack each other.',
		);
		await user.click(cell(1, 2));
		expect(onchange).toHaveBeenLastCalledWith([]);
		expect(screen.queryAllByRole('gridcell', { name: /, queen/ })).toHaveLength(0);
		expect(screen.getByRole('status')).toHaveTextContent(
			'Queen removed from row 2, column 3. The board is empty.',
		);
	});

	test('placing the four queens of a solution by clicking announces it is solved', async () => {
		const user = userEvent.setup();
		render(Board, { n: 4, interactive: true });
		for (const { row, col } of squaresFromColumns([2, 0, 3, 1])) await user.click(cell(row, col));
		expect(screen.getByRole('status')).toHaveTextContent(
			'Queen placed on row 4, column 2. Solved! 4 queens and no two attack each other.',
		);
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(/^Solved!/);
	});

	test('two queens in a row are announced as attacking each other', async () => {
		const user = userEvent.setup();
		render(Board, { n: 5, interactive: true });
		await user.click(cell(2, 0));
		await user.click(cell(2, 4));
		expect(screen.getByRole('status')).toHaveTextContent(
			'Queen placed on row 3, column 5. 2 queens attack each other.',
		);
		expect(cell(2, 4)).toHaveAccessibleName(
			'Row 3, column 5, queen, attacked by the queen in row 3, column 1, which already stands in this row',
		);
	});

	test('a queen more than n is refused, and the board says why (issue 11)', async () => {
		// n queens need n rows, so an n×n board never holds n + 1 queens of which no two attack.
		const user = userEvent.setup();
		const onchange = vi.fn<(queens: Square[]) => void>();
		render(Board, { n: 4, interactive: true, onchange });
		for (const col of [0, 1, 2, 3]) await user.click(cell(0, col));
		expect(onchange).toHaveBeenCalledTimes(4);
		await user.click(cell(2, 2));
		expect(onchange).toHaveBeenCalledTimes(4);
		expect(queenNames()).toHaveLength(4);
		expect(cell(2, 2)).toHaveAccessibleName(/^Row 3, column 3, empty/);
		const why =
			'The 4×4 board already holds 4 queens: at most 4 can stand without two attacking each other, one in each row. Remove one before placing another.';
		expect(screen.getByText(why, { selector: 'p' })).toBeVisible();
		expect(screen.getByRole('status')).toHaveTextContent(why);
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(
			/^4 of 4 queens placed\. 4 queens attack each other\./,
		);
		// Taking one away makes room again, and the refusal goes.
		await user.click(cell(0, 3));
		await user.click(cell(2, 2));
		expect(queenNames()).toHaveLength(4);
		expect(screen.queryByText(why, { selector: 'p' })).toBeNull();
	});

	test('a board handed more than n queens says at most n can stand', () => {
		// (0,0) and (0,1) share a row, (0,0) and (2,0) a column; (1,3) and (3,2) attack nobody.
		const queens = [...squaresFromColumns([1, 3, 0, 2]), { row: 0, col: 0 }];
		render(Board, { n: 4, queens });
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(
			'5 queens on the 4×4 board: at most 4 can stand without two attacking each other. 3 queens attack each other.',
		);
	});

	test('n peaceful queens with one left over from an earlier step are not solved (issue 9)', () => {
		const { container } = render(Board, {
			n: 4,
			queens: squaresFromColumns([1, 3, 0, 2]),
			marks: [{ row: 3, col: 2, kind: 'stale' }],
		});
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(
			'4 queens and no two attack each other, but not a solution the search found: the queen in row 4, column 3 should have been lifted.',
		);
		expect(container.querySelector('.status')).not.toHaveClass('solved');
		expect(container.querySelector('.status')).not.toHaveTextContent('★');
	});

	test('a board that is not interactive ignores clicks', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		render(Board, { n: 4, onchange });
		await user.click(cell(0, 0));
		expect(onchange).not.toHaveBeenCalled();
		expect(screen.queryAllByRole('gridcell', { name: /, queen/ })).toHaveLength(0);
	});
});

describe('keyboard', () => {
	test('one tab stop: Tab lands on the first square, arrows move focus', async () => {
		const user = userEvent.setup();
		render(Board, { n: 4, interactive: true });
		expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
		await user.tab();
		expect(cell(0, 0)).toHaveFocus();
		await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
		expect(cell(1, 2)).toHaveFocus();
		await user.keyboard('{ArrowLeft}{ArrowUp}');
		expect(cell(0, 1)).toHaveFocus();
		// Edges stop the focus; they do not wrap.
		await user.keyboard('{ArrowUp}');
		expect(cell(0, 1)).toHaveFocus();
		// The tab stop follows the focus.
		expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([cell(0, 1)]);
	});

	test.each([
		{ keys: '{ArrowDown}{End}', row: 1, col: 5 },
		{ keys: '{ArrowDown}{ArrowRight}{Home}', row: 1, col: 0 },
		{ keys: '{Control>}{End}{/Control}', row: 5, col: 5 },
		{ keys: '{ArrowDown}{ArrowRight}{Control>}{Home}{/Control}', row: 0, col: 0 },
		{ keys: '{ArrowRight}{PageDown}', row: 5, col: 1 },
	])('$keys moves focus to ($row, $col)', async ({ keys, row, col }) => {
		const user = userEvent.setup();
		render(Board, { n: 6 });
		await user.tab();
		await user.keyboard(keys);
		expect(cell(row, col)).toHaveFocus();
	});

	test('Enter and Space toggle a queen on the focused square', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn<(queens: Square[]) => void>();
		render(Board, { n: 4, interactive: true, onchange });
		await user.tab();
		await user.keyboard('{ArrowDown}{Enter}');
		expect(onchange).toHaveBeenLastCalledWith([{ row: 1, col: 0 }]);
		expect(cell(1, 0)).toHaveAccessibleName('Row 2, column 1, queen');
		await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}[Space]');
		expect(onchange).toHaveBeenLastCalledWith([
			{ row: 1, col: 0 },
			{ row: 1, col: 3 },
		]);
		await user.keyboard('{Enter}');
		expect(onchange).toHaveBeenLastCalledWith([{ row: 1, col: 0 }]);
		expect(cell(1, 3)).toHaveFocus();
	});

	test('Enter does nothing on a board that is not interactive', async () => {
		const user = userEvent.setup();
		const onchange = vi.fn();
		render(Board, { n: 4 });
		await user.tab();
		await user.keyboard('{Enter}');
		expect(onchange).not.toHaveBeenCalled();
		expect(screen.queryAllByRole('gridcell', { name: /, queen/ })).toHaveLength(0);
	});

	test('onsquarefocus reports the focused square and null when focus leaves the board', async () => {
		const user = userEvent.setup();
		const onsquarefocus = vi.fn<(square: Square | null) => void>();
		render(Board, { n: 4, onsquarefocus });
		await user.tab();
		expect(onsquarefocus).toHaveBeenLastCalledWith({ row: 0, col: 0 });
		await user.keyboard('{ArrowDown}');
		expect(onsquarefocus).toHaveBeenLastCalledWith({ row: 1, col: 0 });
		await user.hover(cell(3, 2)); // a pointer is not focus (issue 28)
		expect(onsquarefocus).toHaveBeenLastCalledWith({ row: 1, col: 0 });
		await user.tab();
		expect(onsquarefocus).toHaveBeenLastCalledWith(null);
	});
});

describe('marks', () => {
	test('each mark is read out in the square name, with its label', () => {
		const marks: Mark[] = [
			{ row: 0, col: 1, kind: 'try' },
			{ row: 1, col: 1, kind: 'refused', label: 'column' },
			{ row: 0, col: 0, kind: 'attacker' },
			{ row: 2, col: 0, kind: 'highlight', label: '5' },
			{ row: 2, col: 0, kind: 'highlight2', label: '2' },
			{ row: 3, col: 3, kind: 'safe' },
			{ row: 3, col: 2, kind: 'stale' },
			{ row: 9, col: 9, kind: 'try' }, // off the board: ignored
		];
		const { container } = render(Board, { n: 4, queens: [{ row: 0, col: 0 }], marks });
		expect(cell(0, 1)).toHaveAccessibleName('Row 1, column 2, empty, being tried');
		expect(cell(1, 1)).toHaveAccessibleName('Row 2, column 2, empty, refused: column');
		expect(cell(0, 0)).toHaveAccessibleName('Row 1, column 1, queen, attacking queen');
		expect(cell(2, 0)).toHaveAccessibleName(
			'Row 3, column 1, empty, highlighted: 5, highlighted (second set): 2',
		);
		expect(cell(3, 3)).toHaveAccessibleName('Row 4, column 4, empty, safe');
		expect(cell(3, 2)).toHaveAccessibleName('Row 4, column 3, empty, from an earlier step');
		// Each kind has its own drawn shape; labels are visible too.
		for (const kind of ['try', 'refused', 'attacker', 'highlight', 'highlight2', 'safe', 'stale']) {
			expect(container.querySelectorAll(`.mark-${kind}`), kind).toHaveLength(1);
		}
		expect(container.querySelector('.mark-refused')).toHaveTextContent('✖');
		expect(cell(2, 0).querySelector('.label')).toHaveTextContent('5 2');
	});
});

describe('PlayBoard', () => {
	test('starts at the given size, places queens, and Clear empties the board', async () => {
		const user = userEvent.setup();
		render(PlayBoard, { n: 5 });
		expect(screen.getAllByRole('gridcell')).toHaveLength(25);
		expect(screen.getByRole('combobox', { name: 'Board size' })).toHaveValue('5');
		await user.click(cell(0, 0));
		await user.click(cell(1, 1));
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(
			/2 of 5 queens placed\. 2 queens attack each other\./,
		);
		await user.click(screen.getByRole('button', { name: 'Clear' }));
		expect(screen.queryAllByRole('gridcell', { name: /, queen/ })).toHaveLength(0);
		expect(screen.getByRole('grid')).toHaveAccessibleDescription(/^0 of 5 queens placed\./);
		expect(screen.getByText('Board cleared.')).toBeInTheDocument();
	});

	test('the size picker offers 4 to 12 and a new size starts an empty board', async () => {
		const user = userEvent.setup();
		render(PlayBoard, { n: 4 });
		const picker = screen.getByRole('combobox', { name: 'Board size' });
		expect(
			within(picker)
				.getAllByRole('option')
				.map((o) => (o as HTMLOptionElement).value),
		).toEqual(['4', '5', '6', '7', '8', '9', '10', '11', '12']);
		await user.click(cell(0, 1));
		await user.selectOptions(picker, '8');
		expect(screen.getAllByRole('gridcell')).toHaveLength(64);
		expect(screen.queryAllByRole('gridcell', { name: /, queen/ })).toHaveLength(0);
		expect(screen.getByRole('grid')).toHaveAccessibleName('8 by 8 board to play on');
	});

	test('a size the menu should not offer is refused with the solver’s message', async () => {
		const user = userEvent.setup();
		render(PlayBoard, { n: 4 });
		const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Board size' });
		picker.append(new Option('3 × 3', '3')); // as if the page had been tampered with
		await user.selectOptions(picker, '3');
		expect(screen.getByRole('alert')).toHaveTextContent(
			'The board size must be at least 4, but got 3.',
		);
		expect(screen.getAllByRole('gridcell')).toHaveLength(16);
		expect(picker).toHaveValue('4');
	});

	test.each([
		{ n: 2, cells: 16 },
		{ n: 20, cells: 144 },
	])('a starting size of $n is brought into 4..12', ({ n, cells }) => {
		render(PlayBoard, { n });
		expect(screen.getAllByRole('gridcell')).toHaveLength(cells);
	});
});

describe('PlayBoard at a dead end (issue 9)', () => {
	/** Places queens by clicking their 0-based squares. */
	async function place(user: ReturnType<typeof userEvent.setup>, squares: Square[]) {
		for (const { row, col } of squares) await user.click(cell(row, col));
	}

	test('8 × 8, columns 1 3 5 2 4: row 6 has no safe square, and backtracking lifts row 5’s queen', async () => {
		const user = userEvent.setup();
		render(PlayBoard, { n: 8 });
		// Seed 002's dead end, 1-based columns 1 3 5 2 4 in rows 1 to 5.
		await place(user, squaresFromColumns([0, 2, 4, 1, 3]));
		// Row 6 is dead, and so (by the same queens) are rows 7 and 8.
		expect(screen.getByText(/Dead end: Rows 6, 7 and 8 have no safe square/)).toHaveTextContent(
			'Every one of the 8 squares in each of them is attacked',
		);
		await user.click(screen.getByRole('button', { name: 'What would backtracking do next?' }));
		// The search itself: after the dead end at row 6 it lifts row 5's queen and, trying columns
		// 5, 6, 7 (attacked), puts it on column 8 (chapter 6 tells the same story).
		expect(screen.getByText(/^Backtracking would lift/)).toHaveTextContent(
			'Backtracking would lift the queen in row 5, column 4, then try the next columns of row 5. It tries columns 5, 6, 7 of row 5 first: attacked. It puts the next queen on row 5, column 8.',
		);
	});

	test('the answer matches the solver’s own search events', async () => {
		const { backtrack } = await import('../../src/solver/search/index.ts');
		// Run the real search to the moment after row 5 (0-based 4) gives up on column 3.
		let columns: number[] = [];
		let next: Square | undefined;
		let sawDeadEnd = false;
		for (const event of backtrack({ n: 8 })) {
			if (event.type === 'place') columns[event.row] = event.col;
			if (event.type === 'remove') columns = columns.slice(0, event.row);
			if (columns.join() === '0,2,4,1,3' && event.type === 'check' && event.row === 5)
				sawDeadEnd = true;
			if (sawDeadEnd && event.type === 'place' && event.row === 4) {
				next = { row: event.row, col: event.col };
				break;
			}
		}
		expect(next).toEqual({ row: 4, col: 7 });
	});

	test('no message while a row still has a safe square; none for a full solution', async () => {
		const user = userEvent.setup();
		render(PlayBoard, { n: 4 });
		await place(user, [{ row: 0, col: 1 }]);
		expect(screen.queryByText(/Dead end/)).toBeNull();
		await place(user, squaresFromColumns([-1, 3, 0, 2]));
		expect(screen.queryByText(/Dead end/)).toBeNull();
	});

	test('queens not placed row by row: the dead end is named, the backtracking question is not offered', async () => {
		const user = userEvent.setup();
		render(PlayBoard, { n: 4 });
		// Row 2 (1-based) is dead with queens in rows 1 and 3: not a board the search passes through.
		await place(user, [
			{ row: 0, col: 0 },
			{ row: 2, col: 3 },
		]);
		expect(screen.getByText(/Dead end: Row 2 has no safe square/)).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'What would backtracking do next?' })).toBeNull();
	});
});

describe('PlayBoard with its columns array (chapter 3)', () => {
	/** The array as the page shows it: one "[index] value" per row. */
	function shownArray(): string[] {
		const line = screen.getByText(/index and value from 0/).closest('p')!;
		return [...line.querySelectorAll('.cell')].map((c) => c.textContent!.replace(/\s+/g, ''));
	}

	test('each placed queen writes its 0-based column at its row; empty rows show a dot', async () => {
		const user = userEvent.setup();
		render(PlayBoard, { n: 6, showArray: true });
		expect(shownArray()).toEqual(['[0]·', '[1]·', '[2]·', '[3]·', '[4]·', '[5]·']);
		await user.click(cell(0, 1));
		await user.click(cell(2, 5));
		expect(shownArray()).toEqual(['[0]1', '[1]·', '[2]5', '[3]·', '[4]·', '[5]·']);
		// A second queen in a row is a board no array can store: "?" and a sentence say so.
		await user.click(cell(2, 0));
		expect(shownArray()[2]).toBe('[2]?');
		expect(screen.getByText(/an array cannot store it/)).toBeInTheDocument();
		// Taking a queen off clears its entry again.
		await user.click(cell(0, 1));
		expect(shownArray()[0]).toBe('[0]·');
	});
});

/** Latin words of three letters or more, apart from the key names a Chinese UI keeps (Enter, Tab). */
function englishWords(text: string): string[] {
	return (text.match(/\b[A-Za-z]{3,}\b/g) ?? []).filter((word) => !['Enter', 'Tab'].includes(word));
}

describe('in Chinese (issue 21)', () => {
	test('a board names its grid, squares, status and hint in Chinese, with no English left', () => {
		const { container } = render(Board, {
			n: 4,
			interactive: true,
			queens: [
				{ row: 0, col: 0 },
				{ row: 1, col: 1 },
			],
			locale: 'zh-cn',
		});
		expect(screen.getByRole('grid')).toHaveAccessibleName('4×4 棋盘');
		expect(cell(0, 0).getAttribute('aria-label')).toMatch(
			/^第 1 行第 1 列，皇后，与第 2 行第 2 列的皇后在同一条主对角线（\\）上/,
		);
		expect(cell(3, 2)).toHaveAccessibleName('第 4 行第 3 列，空');
		expect(container.querySelector('.status')).toHaveTextContent(
			'已放置 2 个皇后（共需 4 个）。有 2 个皇后互相攻击。',
		);
		const names = screen.getAllByRole('gridcell').map((c) => c.getAttribute('aria-label')!);
		expect(englishWords([container.textContent, ...names].join(' '))).toEqual([]);
	});

	test('marks are read out in Chinese', () => {
		render(Board, {
			n: 4,
			marks: [{ row: 0, col: 1, kind: 'highlight', label: '3' }],
			locale: 'zh-cn',
		});
		expect(cell(0, 1)).toHaveAccessibleName('第 1 行第 2 列，空，高亮（3）');
	});

	test('PlayBoard: size, Clear and the dead end speak Chinese, and backtracking is told in Chinese', async () => {
		const user = userEvent.setup();
		const { container } = render(PlayBoard, { n: 8, showArray: true, locale: 'zh-cn' });
		expect(screen.getByRole('combobox', { name: '棋盘大小' })).toHaveValue('8');
		expect(screen.getByRole('grid')).toHaveAccessibleName('可以动手放置皇后的 8×8 棋盘');
		for (const { row, col } of squaresFromColumns([0, 2, 4, 1, 3]))
			await user.click(cell(row, col));
		expect(screen.getByText(/^死路：/)).toHaveTextContent(
			'死路：第 6、7、8 行没有安全的格子。这些行的每个格子（每行 8 个）都受到攻击，不移动皇后就无法完成这个棋盘。',
		);
		await user.click(screen.getByRole('button', { name: '回溯下一步会做什么？' }));
		expect(screen.getByText(/^回溯会拿走/)).toHaveTextContent(
			'回溯会拿走第 5 行第 4 列的皇后，然后尝试第 5 行后面的列。它先尝试第 5 行的第 5、6、7 列：都受到攻击。下一个皇后放在第 5 行第 8 列。',
		);
		// `columns` is code; everything else is Chinese.
		const text = container.textContent!.replace(/\bcolumns\b/g, '');
		expect(englishWords(text)).toEqual([]);
		await user.click(screen.getByRole('button', { name: '清空' }));
		expect(screen.getByText('棋盘已清空。')).toBeInTheDocument();
	});

	test('a solved board, and a queen more than it holds, are said in Chinese', async () => {
		const user = userEvent.setup();
		render(Board, {
			n: 4,
			interactive: true,
			queens: squaresFromColumns([1, 3, 0, 2]),
			locale: 'zh-cn',
		});
		expect(screen.getByText(/^解出来了！/)).toHaveTextContent(
			'解出来了！4 个皇后，没有两个互相攻击。',
		);
		await user.click(cell(0, 0));
		expect(document.querySelector('.nq-error')).toHaveTextContent(
			'4×4 棋盘上已经有 4 个皇后：每行一个，最多只能放 4 个而不互相攻击。先拿走一个，再放置新的。',
		);
	});
});
