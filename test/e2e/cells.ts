import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { hydrated } from './pages.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

/*
 * What the notebook's browser tests do to a code cell, in one place: open it once its island has
 * hydrated, replace its code as a learner pasting it, and read its output.
 */

/** Chapter 8, where the exercise cells are. */
export const EXERCISES_PAGE = '/08-exercises/';

/** Exercise 1's cell, by its region's name. */
export const FIRST = 'Exercise 1: stop at the first solution';

/**
 * Runs the page's clock past a run's time limit (LIMITS.cellRunMs) until `sentence` shows, so the
 * limit's timer fires at once instead of after ten seconds of a core spinning; again if the run's
 * limit had not started counting yet (a Python run's counts once Python has loaded). The clock
 * must be installed before the page loads (`page.clock.install()`); it keeps time as usual until
 * then. The worker's own clock, which times the checks, is not touched.
 */
export async function passTimeLimit(page: Page, sentence: Locator): Promise<void> {
	await expect(async () => {
		await page.clock.runFor(LIMITS.cellRunMs.max);
		await expect(sentence).toBeVisible({ timeout: 2_000 });
	}).toPass({ timeout: 120_000 });
}

/** The cell named `label` on the page at `path` (opened unless already there), once hydrated. */
export async function openCell(page: Page, label = FIRST, path = EXERCISES_PAGE): Promise<Locator> {
	if (new URL(page.url(), 'http://x').pathname !== path) await page.goto(path);
	return hydrated(page, page.getByRole('region', { name: label, exact: true }));
}

/** The region under a cell that shows what its run printed, returned and the checks said. */
export const cellOutput = (cell: Locator) => cell.getByRole('region', { name: /^Output of / });

/** The names of a cell's editor and its Edit button, in the page's language. */
export interface EditorNames {
	editor: RegExp;
	edit: string;
}
const ENGLISH_EDITOR: EditorNames = { editor: /^Code of /, edit: 'Edit' };

/** Replaces the cell's whole code (opening the editor the first time), typed all at once. */
export async function replaceCode(
	page: Page,
	cell: Locator,
	code: string,
	names: EditorNames = ENGLISH_EDITOR,
): Promise<Locator> {
	const editor = cell.getByRole('textbox', { name: names.editor });
	if ((await editor.count()) === 0) await cell.getByRole('button', { name: names.edit }).click();
	await editor.click();
	await expect(editor).toBeFocused();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Delete');
	await page.keyboard.insertText(code);
	return editor;
}

/** A solution of exercise 1 as a learner might type it. */
export const SOLVED_FIRST = `function firstSolution(n: number): number[] | null {
const columns: number[] = [];
function placeRow(row: number): boolean {
if (row === n) return true;
for (let col = 0; col < n; col++) {
if (isSafe(columns, row, col)) {
columns.push(col);
if (placeRow(row + 1)) return true;
columns.pop();
}
}
return false;
}
return placeRow(0) ? columns : null;
}
console.log('found', firstSolution(8));`;

/** `big(n)`: a Proxy over `[0]` whose own iterator yields n zeros (spreading it runs the iterator). */
const BIG = `const big = (n: number) => new Proxy([0], {
	get(target, key) {
		if (key === Symbol.iterator) return function* () { for (let i = 0; i < n; i++) yield 0; };
		return Reflect.get(target, key);
	},
});`;

/**
 * Issue 25's attacks on the page through exercise 1's cell (return, print, throw, draw, check): the
 * learner's code, and a text its output shows once the run is over. The gate's cell-attacks.spec.ts
 * and test/measure/cell-attacks.spec.ts run them.
 */
export const CELL_ATTACKS = [
	{ path: 'return', code: `${BIG}\nreturn big(1e6);`, shows: 'returned at the top level' },
	{
		path: 'print',
		code: `${BIG}\nprintBoard(big(3e6));`,
		shows: '1 queen, no two attack each other.',
	},
	{
		path: 'throw',
		code: `throw new Error('E'.repeat(5e7));`,
		shows: '(50,000,000 characters in all)',
	},
	{
		path: 'draw',
		code: 'printBoard([0, 2, 4, 1, 3, 12, 14, 11, 17, 19, 16, 8, 15, 18, 7, 9, 6, 13, 5, 10]);',
		shows: '20 queens, no two attack each other.',
		// Not an attack that ever stalled: a real 20 × 20 board, 400 squares drawn in one task of
		// about 60 ms on a quiet machine (docs/performance.md). Its bound is that of a stall, not
		// of the other paths' nothing, so that a machine with both cores busy cannot fail it.
		longestTask: 300,
	},
	{
		path: 'check',
		code: `function firstSolution(n: number) {\n\tfor (let i = 0; i < 200000; i++) printBoard([0]);\n\tthrow new Error('M'.repeat(3e6));\n}`,
		shows: 'the same error as in the check',
	},
] as const;

/**
 * A right answer to exercise 1 in Python, stopping at the first solution: is_safe on line 8,
 * append on line 9, pop on line 12 (the replay tests read those lines). scripts/measure/python.ts
 * times the same program.
 */
export const FIRST_PY = `def first_solution(n):
    columns = []

    def place_row(row):
        if row == n:
            return True
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                if place_row(row + 1):
                    return True
                columns.pop()
        return False

    return columns if place_row(0) else None


print('First solution:', first_solution(8))`;
