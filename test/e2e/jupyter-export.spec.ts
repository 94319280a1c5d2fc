import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { EXERCISES_PAGE, FIRST, openCell } from './cells.ts';
import { hydrated } from './pages.ts';

/*
 * Chapter 8's Export for Jupyter in Chromium (issue 38): the file the browser downloads is a
 * notebook Jupyter's own nbformat (Debian's, by /usr/bin/python3) accepts, and the same file,
 * edited, imported into the page brings the edit into the exercise's cell.
 */

/** The notebook's toolbar at the top of the chapter, once hydrated. */
const toolbar = (page: Page) => hydrated(page, page.getByRole('group', { name: 'Your notebook' }));

interface Cell {
	cell_type: string;
	id: string;
	source: string[];
}

test('Export for Jupyter downloads a valid notebook, and its edit imports back', async ({
	page,
}) => {
	await page.goto(EXERCISES_PAGE);
	// Python saved for exercise 1, as its cell saves it.
	await page.evaluate(() =>
		localStorage.setItem(
			'nqueens-notebook:cell:first-solution',
			JSON.stringify({
				code: 'def first_solution(n):\n    return None\n',
				starterHash: '00000000',
				savedAt: new Date().toISOString(),
				language: 'python',
			}),
		),
	);
	await page.reload();
	const tools = await toolbar(page);
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		tools.getByRole('button', { name: 'Export for Jupyter' }).click(),
	]);
	expect(download.suggestedFilename()).toBe('nqueens-exercises.ipynb');
	const path = (await download.path())!;
	await expect(tools.getByRole('status')).toHaveText(
		'Exported your exercises as the Jupyter notebook nqueens-exercises.ipynb: Python as code cells, JavaScript as text.',
	);
	const validated = spawnSync(
		'/usr/bin/python3',
		['-c', 'import sys, nbformat; nbformat.validate(nbformat.read(sys.argv[1], 4))', path],
		{ encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } },
	);
	expect(validated.stderr).toBe('');
	expect(validated.status).toBe(0);

	const notebook = JSON.parse(readFileSync(path, 'utf8')) as { cells: Cell[] };
	const code = notebook.cells.find((cell) => cell.id === 'first-solution-code')!;
	expect(code.source.join('')).toBe('def first_solution(n):\n    return None\n');
	code.source = ['def first_solution(n):\n', '    return []  # edited in Jupyter\n'];
	await tools.getByLabel('Notebook file to import').setInputFiles({
		name: 'nqueens-exercises.ipynb',
		mimeType: 'application/x-ipynb+json',
		buffer: Buffer.from(JSON.stringify(notebook)),
	});
	await expect(tools.getByRole('status')).toHaveText(
		`From the Jupyter notebook, took your Python for 1 exercise (${FIRST}) and left its other 12 cells (text, outputs, JavaScript and code not marked as an exercise of this book).`,
	);
	const cell = await openCell(page, FIRST);
	await expect(cell.locator('pre[aria-label^="Code of "]')).toContainText(
		'return []  # edited in Jupyter',
	);
});
