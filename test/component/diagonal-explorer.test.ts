import { describe, expect, test } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import DiagonalExplorer from '../../components/diagonals/DiagonalExplorer.svelte';

/** The board square at a 0-based row and column. */
function square(row: number, col: number): HTMLElement {
	const cell = document.querySelector<HTMLElement>(
		`[role="gridcell"][data-row="${row}"][data-col="${col}"]`,
	);
	if (!cell) throw new Error(`no square at ${row}, ${col}`);
	return cell;
}

/** What the live regions say (the explorer's summary; the board's own is empty here). */
/** The formula shown as one piece of code, whatever parts it is drawn in (they wrap apart). */
const formula = (text: string) =>
	screen.getByText((_, element) => element?.tagName === 'CODE' && element.textContent === text);

const liveText = () =>
	screen
		.getAllByRole('status')
		.map((el) => el.textContent ?? '')
		.join(' ');

/** Squares whose accessible name says they are highlighted (\ diagonal) or in the second set (/). */
function highlighted(): { diag: HTMLElement[]; anti: HTMLElement[] } {
	const cells = screen.getAllByRole('gridcell');
	return {
		diag: cells.filter((c) =>
			/highlighted(?! \(second set\))/.test(c.getAttribute('aria-label') ?? ''),
		),
		anti: cells.filter((c) =>
			/highlighted \(second set\)/.test(c.getAttribute('aria-label') ?? ''),
		),
	};
}

describe('seed 000’s worked example, counting from 1', () => {
	test('row 2, column 3 of 8×8 is on \\ diagonal S(7) and / diagonal M(4)', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.focus(square(1, 2)); // 1-based row 2, column 3
		expect(liveText()).toContain('Row 2, column 3: \\ diagonal 7, / diagonal 4');
		expect(formula('n + r − c = 8 + 2 − 3 = 7')).toBeInTheDocument();
		expect(formula('r + c − 1 = 2 + 3 − 1 = 4')).toBeInTheDocument();
	});

	test('an 8×8 board has 15 diagonals each way', () => {
		render(DiagonalExplorer, { n: 8 });
		const count = screen.getByText(/diagonals\s+each way, numbered 1 to 15/);
		expect(count).toHaveTextContent('= 15');
		expect(count).toHaveTextContent(/^An 8 × 8 board has/);
	});

	test('a 5×5 board takes "A", by how the number is read', () => {
		render(DiagonalExplorer, { n: 5 });
		expect(screen.getByText(/diagonals\s+each way/)).toHaveTextContent(/^A 5 × 5 board has 2n/);
	});
});

// 0-based, worked out here by the formulas: \ is r − c + n − 1, / is r + c.
const zeroBased = [
	[8, 1, 2],
	[8, 0, 0],
	[8, 0, 7],
	[8, 7, 0],
	[8, 4, 4],
	[5, 3, 1],
	[12, 11, 2],
] as const;

describe('counting from 0', () => {
	test.each(zeroBased)('n = %i, row %i, column %i', async (n, row, col) => {
		render(DiagonalExplorer, { n, base: 0 });
		await fireEvent.focus(square(row, col));
		const diag = row - col + n - 1;
		const anti = row + col;
		expect(liveText()).toContain(
			`Row ${row}, column ${col}: \\ diagonal ${diag}, / diagonal ${anti}`,
		);
		expect(formula(`r − c + n − 1 = ${row} − ${col} + ${n} − 1 = ${diag}`)).toBeInTheDocument();
		expect(formula(`r + c = ${row} + ${col} = ${anti}`)).toBeInTheDocument();
		expect(screen.getByText(new RegExp(`numbered 0 to ${2 * n - 2}`))).toBeInTheDocument();
	});

	test('switching the count from 1 to 0 renumbers the same square', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.focus(square(1, 2));
		await fireEvent.click(screen.getByRole('radio', { name: '0' }));
		expect(liveText()).toContain('Row 1, column 2: \\ diagonal 6, / diagonal 3');
		expect(formula('r − c + n − 1 = 1 − 2 + 8 − 1 = 6')).toBeInTheDocument();
	});
});

describe('the squares sharing each diagonal light up', () => {
	test.each(zeroBased)('n = %i, row %i, column %i', async (n, row, col) => {
		render(DiagonalExplorer, { n, base: 1 });
		await fireEvent.focus(square(row, col));
		const { diag, anti } = highlighted();
		// A \ diagonal is n − |r − c| squares long; a / diagonal n − |r + c − (n − 1)|.
		expect(diag).toHaveLength(n - Math.abs(row - col));
		expect(anti).toHaveLength(n - Math.abs(row + col - (n - 1)));
		for (const cell of diag) {
			expect(Number(cell.dataset['row']) - Number(cell.dataset['col'])).toBe(row - col);
		}
		for (const cell of anti) {
			expect(Number(cell.dataset['row']) + Number(cell.dataset['col'])).toBe(row + col);
		}
		// The lengths are also said in words.
		const readout = screen.getByRole('region', { name: 'Diagonal explorer' });
		expect(
			within(readout).getByText(
				`(${n - Math.abs(row - col)} ${n - Math.abs(row - col) === 1 ? 'square' : 'squares'})`,
			),
		).toBeInTheDocument();
	});

	test('nothing is highlighted before a square is chosen, and a prompt says what to do', () => {
		render(DiagonalExplorer, { n: 6 });
		expect(highlighted().diag).toHaveLength(0);
		expect(screen.getByText(/Point at, tap or focus a square/)).toBeInTheDocument();
	});

	test('a square pointed at and left, with none chosen, leaves the prompt', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.pointerMove(square(3, 5), mouseAt(10, 10));
		expect(readout()).toEqual({ label: 'Pointed at', square: 'row r = 4, column c = 6' });
		await leaveBoard();
		expect(screen.getByText(/Point at, tap or focus a square/)).toBeInTheDocument();
	});
});

/** The pointer leaves the board and its edge labels (pointerleave does not bubble: sent to the box). */
const leaveBoard = () => fireEvent.pointerLeave(screen.getByRole('grid').closest('.board')!);

/** A mouse's pointer event at client pixel (x, y). */
const mouseAt = (clientX: number, clientY: number) => ({ pointerType: 'mouse', clientX, clientY });

/** What the readout's first line says: whose square it shows, and which square. */
function readout(): { label: string; square: string } {
	const dt = document.querySelector('.nq-diagonals dt');
	return { label: dt?.textContent ?? '', square: dt?.nextElementSibling?.textContent ?? '' };
}

/** The \ formula's numbers must be those of the square the readout names (1-based, n = 8). */
function expectFormulaFor(row: number, col: number) {
	expect(readout().square).toBe(`row r = ${row}, column c = ${col}`);
	expect(formula(`n + r − c = 8 + ${row} − ${col} = ${8 + row - col}`)).toBeInTheDocument();
	expect(formula(`r + c − 1 = ${row} + ${col} − 1 = ${row + col - 1}`)).toBeInTheDocument();
}

describe('a chosen square stays chosen; the mouse only previews (issue 28)', () => {
	test('the keyboard chooses; a moving mouse previews another square; leaving goes back', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.focus(square(1, 2));
		await fireEvent.keyDown(square(1, 2), { key: 'ArrowDown' }); // to row 3, column 3
		expect(readout().label).toBe('Chosen square');
		expectFormulaFor(3, 3);

		await fireEvent.pointerMove(square(6, 0), mouseAt(20, 200));
		expect(readout().label).toBe('Pointed at');
		expectFormulaFor(7, 1);
		// What is announced is still the chosen square.
		expect(liveText()).toContain('Row 3, column 3: \\ diagonal 8, / diagonal 5');
		expect(liveText()).not.toContain('Row 7');

		await leaveBoard();
		expect(readout().label).toBe('Chosen square');
		expectFormulaFor(3, 3);
	});

	test('arrow keys win over a pointer resting on the board', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.focus(square(0, 0));
		await fireEvent.pointerMove(square(5, 5), mouseAt(300, 300));
		expectFormulaFor(6, 6);
		// The learner presses a key with the mouse left where it was.
		await fireEvent.keyDown(square(0, 0), { key: 'ArrowRight' });
		expect(readout().label).toBe('Chosen square');
		expectFormulaFor(1, 2);
		// The page moves under the resting pointer (focus brought into view): no preview comes back.
		await fireEvent.pointerMove(square(4, 5), mouseAt(300, 300));
		expectFormulaFor(1, 2);
		await fireEvent.keyDown(square(0, 1), { key: 'ArrowRight' });
		expectFormulaFor(1, 3);
		expect(liveText()).toContain('Row 1, column 3');
		// Only a pointer that really moves previews again.
		await fireEvent.pointerMove(square(4, 5), mouseAt(301, 300));
		expect(readout().label).toBe('Pointed at');
		expectFormulaFor(5, 6);
		// A key that cannot move (up from row 1) still hands the readout back to the keyboard.
		await fireEvent.keyDown(square(0, 2), { key: 'ArrowUp' });
		expect(readout().label).toBe('Chosen square');
		expectFormulaFor(1, 3);
	});

	test('a click or tap chooses: the square takes focus and stays after the pointer leaves', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.focus(square(0, 0));
		await fireEvent.pointerMove(square(2, 6), mouseAt(50, 50));
		await fireEvent.focus(square(2, 6)); // a click focuses the square it lands on
		expect(readout().label).toBe('Chosen square');
		await leaveBoard();
		expectFormulaFor(3, 7);
		expect(liveText()).toContain('Row 3, column 7');
		// A touch never previews: only the tap's focus chooses.
		await fireEvent.pointerMove(square(7, 7), { pointerType: 'touch', clientX: 5, clientY: 5 });
		expectFormulaFor(3, 7);
		await fireEvent.focus(square(7, 7));
		expectFormulaFor(8, 8);
	});

	test('focus leaving the board keeps the chosen square', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.focus(square(4, 1));
		await fireEvent.focusOut(square(4, 1), { relatedTarget: document.body });
		expect(readout().label).toBe('Chosen square');
		expectFormulaFor(5, 2);
	});
});

describe('board size', () => {
	test('choosing 4 × 4 redraws the board and recounts the diagonals', async () => {
		render(DiagonalExplorer, { n: 8 });
		await fireEvent.change(screen.getByRole('combobox', { name: 'Board size' }), {
			target: { value: '4' },
		});
		expect(screen.getAllByRole('gridcell')).toHaveLength(16);
		expect(screen.getByText(/numbered 1 to 7/)).toHaveTextContent('2 × 4 − 1 = 7');
	});

	test('a size the menu should not offer is refused with the solver’s message', async () => {
		render(DiagonalExplorer, { n: 8 });
		const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Board size' });
		picker.append(new Option('13 × 13', '13')); // as if the page had been tampered with
		await fireEvent.change(picker, { target: { value: '13' } });
		expect(screen.getByRole('alert')).toHaveTextContent(
			'The board size = 13 is too large here; the largest allowed is 12.',
		);
		expect(screen.getAllByRole('gridcell')).toHaveLength(64);
		expect(picker).toHaveValue('8');
		await fireEvent.change(picker, { target: { value: '5' } });
		expect(screen.queryByRole('alert')).toBeNull();
		expect(screen.getAllByRole('gridcell')).toHaveLength(25);
	});

	test.each([
		[2, 4],
		[30, 12],
	])('n = %i is kept to %i', (n, shown) => {
		render(DiagonalExplorer, { n });
		expect(screen.getAllByRole('gridcell')).toHaveLength(shown * shown);
	});
});

describe('in Chinese (issue 21)', () => {
	test('controls, readout, legend and live summary are Chinese; no English is left', async () => {
		const { container } = render(DiagonalExplorer, { n: 8, locale: 'zh-cn' });
		expect(screen.getByRole('combobox', { name: '棋盘大小' })).toHaveValue('8');
		expect(screen.getByRole('group', { name: '行和列的编号起点' })).toBeInTheDocument();
		expect(screen.getByRole('region', { name: '对角线探索器' })).toBeInTheDocument();
		expect(screen.getByText(/条对角线/)).toHaveTextContent(
			'8×8 棋盘每个方向有 2n − 1 = 2 × 8 − 1 = 15 条对角线，编号从 1 到 15。',
		);
		await fireEvent.focus(square(1, 2));
		expect(liveText()).toContain('第 2 行第 3 列：在第 7 条主对角线（\\）和第 4 条副对角线（/）上');
		expect(square(1, 2).getAttribute('aria-label')).toMatch(/高亮，高亮（第二组）$/);
		// The formulas are mathematics (r, c, n); everything else is Chinese.
		expect(container.textContent).not.toMatch(/\b[A-Za-z]{3,}\b/);
	});
});

test('a click alone, with no focus first (a press played once the code came), chooses its square', async () => {
	render(DiagonalExplorer, { n: 8 });
	// The click held-presses.ts plays again: the focus the press gave came before the code.
	await fireEvent.click(square(1, 2));
	expect(liveText()).toContain('Row 2, column 3: \\ diagonal 7, / diagonal 4');
});
