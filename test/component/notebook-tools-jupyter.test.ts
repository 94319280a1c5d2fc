import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import NotebookTools from '../../components/code-cell/NotebookTools.svelte';
import { loadCell, saveCell } from '../../src/notebook/storage/index.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * The toolbar's Export for Jupyter (issue 38): the file it hands over, what it says, and the same
 * file, edited, taken back by Import. The notebook's format is test/unit/jupyter-notebook.test.ts's.
 */

const EXERCISES = [
	{ id: 'first-solution', title: 'Exercise 1' },
	{ id: 'permutations', title: 'Exercise 2' },
];

/** The files the toolbar handed over: name and text. */
let downloads: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
	downloads = [];
	// jsdom has no object URLs and does not follow a download link: both are caught here.
	const blobs = new Map<string, Blob>();
	// (each test file has an environment of its own, so these stay in this file).
	URL.createObjectURL = (blob: Blob) => {
		const url = `blob:test/${blobs.size}`;
		blobs.set(url, blob);
		return url;
	};
	URL.revokeObjectURL = () => {};
	vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
		this: HTMLAnchorElement,
	) {
		downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
	});
});

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

interface Cell {
	cell_type: string;
	id: string;
	metadata: { nqueens?: { exercise: string } };
	source: string[];
}

async function exportForJupyter(
	name = 'Export for Jupyter',
): Promise<{ nbformat: number; cells: Cell[] }> {
	await userEvent.setup().click(screen.getByRole('button', { name }));
	expect(downloads.map((file) => file.name)).toEqual(['nqueens-exercises.ipynb']);
	return JSON.parse(await downloads[0]!.text) as { nbformat: number; cells: Cell[] };
}

describe('Export for Jupyter', () => {
	test('hands over the exercises as an .ipynb and says so', async () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'first-solution', 'print("mine")\n', 'starter', undefined, 'python');
		render(NotebookTools, { storage, exercises: EXERCISES });
		const notebook = await exportForJupyter();
		expect(notebook.nbformat).toBe(4);
		const byId = new Map(notebook.cells.map((cell) => [cell.id, cell.source.join('')]));
		expect(byId.get('first-solution-text')).toMatch(
			/^## Exercise 1\n\nThe exercise is set out in full on the book’s page, http:\/\/localhost(:\d+)?\//,
		);
		expect(byId.get('first-solution-code')).toBe('print("mine")\n');
		expect(screen.getByRole('status')).toHaveTextContent(
			'Exported your exercises as the Jupyter notebook nqueens-exercises.ipynb: Python as code cells, JavaScript as text.',
		);
	});

	test('the notebook, edited, imports back with the edit and says what it took', async () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'first-solution', 'print("mine")\n', 'starter', undefined, 'python');
		render(NotebookTools, { storage, exercises: EXERCISES });
		const notebook = await exportForJupyter();
		notebook.cells.find((cell) => cell.id === 'first-solution-code')!.source = [
			'print("edited")\n',
		];
		const user = userEvent.setup();
		const file = new File([JSON.stringify(notebook)], 'nqueens-exercises.ipynb');
		await user.upload(screen.getByLabelText<HTMLInputElement>('Notebook file to import'), file);
		await waitFor(() =>
			expect(screen.getByRole('status')).toHaveTextContent(
				'From the Jupyter notebook, took your Python for 1 exercise (Exercise 1) and left its other 4 cells',
			),
		);
		expect(loadCell(storage, 'first-solution', 'starter').code).toBe('print("edited")\n');
	});

	test('in a Chinese page the button, the notebook and what it says are Chinese', async () => {
		render(NotebookTools, { storage: new MemoryStorage(), exercises: EXERCISES, locale: 'zh-cn' });
		const tools = screen.getByRole('group', { name: '你的笔记本' });
		expect(
			within(tools).getByRole('button', { name: '导出为 Jupyter 笔记本' }),
		).toBeInTheDocument();
		const notebook = await exportForJupyter('导出为 Jupyter 笔记本');
		expect(notebook.cells[0]!.source.join('')).toMatch(/^# 本书的辅助函数/);
		expect(screen.getByRole('status')).toHaveTextContent('已把你的练习导出为 Jupyter 笔记本');
	});
});
