import { afterEach, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import CellOutput from '../../components/code-cell/CellOutput.svelte';
import { cellMessages } from '../../src/i18n/cell.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

/*
 * Issue 25, point 5: a board a cell prints or returns is drawn at its true size, up to the largest
 * a cell draws (LIMITS.cellBoard.max, 26); before, every board past 16 rows was drawn as 16 × 16
 * and told as "14 of 16 queens placed".
 */

afterEach(() => cleanup());

const t = cellMessages('en');

/** 20 queens, none attacking another (the board itself checks it: "Solved!" below). */
const TWENTY = [0, 2, 4, 1, 3, 12, 14, 11, 17, 19, 16, 8, 15, 18, 7, 9, 6, 13, 5, 10];

/** A board of n rows, one queen a row, on the anti-diagonal (all attack each other, fine to draw). */
const across = (n: number) => Array.from({ length: n }, (_, row) => n - 1 - row);

test.each([
	[4, across(4)],
	[17, across(17)],
	[20, TWENTY],
	[LIMITS.cellBoard.max, across(LIMITS.cellBoard.max)],
])('a printed board of %i rows is drawn with as many rows and columns', (n, columns) => {
	render(CellOutput, {
		lines: [{ kind: 'board', text: 'x', board: columns }],
		t,
	});
	const grid = screen.getByRole('grid');
	expect(within(grid).getAllByRole('row')).toHaveLength(n);
	expect(within(grid).getAllByRole('gridcell')).toHaveLength(n * n);
	expect(within(grid).getAllByRole('gridcell', { name: /queen/ })).toHaveLength(n);
});

test('a 20-queen solution is said to be one, not "14 of 16 queens placed"', () => {
	render(CellOutput, { lines: [], returned: '[…]', returnedBoard: TWENTY, t });
	const text = document.body.textContent ?? '';
	expect(text).not.toMatch(/of 16/);
	expect(text).toContain('Solved! 20 queens and no two attack each other.');
});
