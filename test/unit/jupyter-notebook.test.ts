import { describe, expect, test } from 'vitest';
import englishFile from '../../src/i18n/en/notebook-file.ts';
import chineseFile from '../../src/i18n/zh-cn/notebook-file.ts';
import {
	exportJupyter,
	importCells,
	loadCell,
	saveCell,
	type StorageLike,
} from '../../src/notebook/storage/index.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { MemoryStorage } from './helpers.ts';

/*
 * The Jupyter notebook of src/notebook/storage/jupyter.ts, written and read back through the
 * toolbar's import (importCells): the round trip, a notebook from elsewhere, and hostile cells.
 * test/unit/jupyter-runs-in-jupyter.test.ts hands the same file to Jupyter's own nbformat and
 * nbclient.
 */

const PAGE = 'https://example.org/08-exercises/';
const EXERCISES = [
	{ id: 'first-solution', title: 'Exercise 1: stop at the first solution' },
	{ id: 'permutations', title: 'Exercise 2: every permutation' },
	{ id: 'chess-notation', title: 'Exercise 4: chess notation' },
];
const titleOf = (id: string) => EXERCISES.find((e) => e.id === id)?.title ?? id;

interface Cell {
	cell_type: string;
	id: string;
	metadata: { nqueens?: { exercise: string; language: string; starterHash?: string } };
	source: string[] | string;
}
interface Notebook {
	nbformat: number;
	nbformat_minor: number;
	cells: Cell[];
}

const text = (cell: Cell) => (Array.isArray(cell.source) ? cell.source.join('') : cell.source);

/** A storage holding Python for exercise 1 and JavaScript (only) for exercise 4. */
function learnerStorage(): MemoryStorage {
	const storage = new MemoryStorage();
	saveCell(
		storage,
		'first-solution',
		'def first_solution(n):\n    return [0]\n',
		'py starter',
		undefined,
		'python',
	);
	saveCell(storage, 'chess-notation', 'function toChess() { return "a1"; }', 'js starter');
	return storage;
}

function exported(storage: StorageLike, words = englishFile.jupyter): Notebook {
	return JSON.parse(exportJupyter(storage, EXERCISES, words, PAGE)) as Notebook;
}

/** What the import of `notebook` into `storage` says and does. */
function importNotebook(storage: StorageLike, notebook: unknown) {
	return importCells(
		storage,
		JSON.stringify(notebook),
		new Date('2026-12-02T00:00:00Z'),
		undefined,
		titleOf,
	);
}

describe('the export', () => {
	test('opens with the helpers, then each exercise as its text and its code', () => {
		const notebook = exported(learnerStorage());
		expect(notebook.nbformat).toBe(4);
		expect(notebook.nbformat_minor).toBe(5);
		expect(notebook.cells.map((cell) => `${cell.cell_type} ${cell.id}`)).toEqual([
			'code nqueens-helpers',
			'markdown first-solution-text',
			'code first-solution-code',
			'markdown permutations-text',
			'code permutations-code',
			'markdown chess-notation-text',
			'markdown chess-notation-js',
		]);
		const [helpers, title, code] = notebook.cells as [Cell, Cell, Cell];
		expect(text(helpers)).toMatch(/^# The book’s helpers[^\n]*\n/);
		expect(text(helpers)).toContain('def is_safe(columns, row, col):');
		expect(text(helpers)).toContain('def print_board(columns):');
		expect(text(title)).toBe(
			`## Exercise 1: stop at the first solution\n\n${englishFile.jupyter.exerciseText(PAGE)}`,
		);
		expect(text(code)).toBe('def first_solution(n):\n    return [0]\n');
		expect(code.metadata.nqueens).toMatchObject({ exercise: 'first-solution', language: 'python' });
	});

	test('an exercise with nothing saved gets the placeholder; JavaScript is a fenced block', () => {
		const notebook = exported(learnerStorage());
		const byId = new Map(notebook.cells.map((cell) => [cell.id, cell]));
		expect(text(byId.get('permutations-code')!)).toBe(englishFile.jupyter.emptyCell);
		expect(text(byId.get('chess-notation-js')!)).toBe(
			`${englishFile.jupyter.javascriptText}\n\n\`\`\`js\nfunction toChess() { return "a1"; }\n\`\`\``,
		);
	});

	test('a cell holding both languages gives its Python as code, then its JavaScript as text', () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'permutations', 'let js = 1;', 'js starter', undefined, 'js', {
			code: 'py = 1\n',
			starter: 'py starter',
		});
		const cells = exported(storage).cells.filter((cell) => cell.id.startsWith('permutations'));
		expect(cells.map((cell) => `${cell.cell_type} ${cell.id}`)).toEqual([
			'markdown permutations-text',
			'code permutations-code',
			'markdown permutations-js',
		]);
		expect(text(cells[1]!)).toBe('py = 1\n');
		expect(text(cells[2]!)).toMatch(/\n```js\nlet js = 1;\n```$/);
	});

	test('JavaScript holding a fence of its own gets a longer fence', () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'chess-notation', 'const s = `````;', 'js starter');
		const cell = exported(storage).cells.find((c) => c.id === 'chess-notation-js')!;
		expect(text(cell)).toContain('\n``````js\nconst s = `````;\n``````');
	});

	test('the page’s language: the words are Chinese in a Chinese page', () => {
		const notebook = exported(learnerStorage(), chineseFile.jupyter);
		expect(text(notebook.cells[0]!)).toMatch(/^# 本书的辅助函数/);
		expect(text(notebook.cells[1]!)).toContain(chineseFile.jupyter.exerciseText(PAGE));
	});
});

describe('the round trip: an exported notebook, edited, imports back with the edit', () => {
	test('edited Python replaces the saved Python; the exercise names it', () => {
		const storage = learnerStorage();
		const notebook = exported(storage);
		const code = notebook.cells.find((cell) => cell.id === 'first-solution-code')!;
		code.source = ['def first_solution(n):\n', '    return [0, 2]  # edited in Jupyter\n'];
		const result = importNotebook(storage, notebook);
		expect(result).toMatchObject({ ok: true, cells: 1, passes: 0 });
		expect(result.message).toBe(
			'From the Jupyter notebook, took your Python for 1 exercise (Exercise 1: stop at the first solution) and left its other 6 cells (text, outputs, JavaScript and code not marked as an exercise of this book).',
		);
		const loaded = loadCell(storage, 'first-solution', 'js starter', () => 'py starter');
		expect(loaded).toMatchObject({
			code: 'def first_solution(n):\n    return [0, 2]  # edited in Jupyter\n',
			language: 'python',
			starterChanged: false,
		});
	});

	test('Python written in Jupyter for an exercise saved in JavaScript keeps the JavaScript beside it', () => {
		const storage = learnerStorage();
		const notebook = exported(storage);
		// The learner turns the JavaScript exercise into Python: a code cell with the book's mark.
		notebook.cells.push({
			cell_type: 'code',
			id: 'mine',
			metadata: { nqueens: { exercise: 'chess-notation', language: 'python' } },
			source: 'def to_chess(columns):\n    return "a1"\n',
		});
		expect(importNotebook(storage, notebook).ok).toBe(true);
		const loaded = loadCell(storage, 'chess-notation', 'js starter', () => 'py starter');
		expect(loaded.language).toBe('python');
		expect(loaded.code).toBe('def to_chess(columns):\n    return "a1"\n');
		expect(loaded.other?.code).toBe('function toChess() { return "a1"; }');
	});

	test('an untouched export brings back the saved Python and not the placeholders', () => {
		const storage = learnerStorage();
		const into = new MemoryStorage();
		const result = importNotebook(into, exported(storage));
		expect(result).toMatchObject({ ok: true, cells: 1 });
		expect(loadCell(into, 'permutations', 'starter').source).toBe('starter');
	});
});

describe('a notebook from elsewhere gets one sentence: what was taken and what was not', () => {
	test.each([
		['no cell is marked', [{ cell_type: 'code', metadata: {}, source: 'print(1)' }], 1],
		[
			'a mark names no exercise of this book',
			[
				{
					cell_type: 'code',
					metadata: { nqueens: { exercise: '__proto__', language: 'python' } },
					source: 'x = 1',
				},
			],
			1,
		],
		[
			'the mark is on a markdown cell',
			[
				{
					cell_type: 'markdown',
					metadata: { nqueens: { exercise: 'permutations', language: 'python' } },
					source: 'x = 1',
				},
			],
			1,
		],
		['no cells at all', [], 0],
	])('%s: nothing is written', (_name, cells, count) => {
		const storage = new MemoryStorage();
		const result = importNotebook(storage, { nbformat: 4, nbformat_minor: 2, metadata: {}, cells });
		expect(result).toMatchObject({ ok: false, code: 'jupyter-nothing' });
		expect(result.message).toBe(englishFile.file.jupyterNothing(count));
		expect(storage.map.size).toBe(0);
	});

	test('a notebook of format 3 is refused by its format', () => {
		const result = importNotebook(new MemoryStorage(), { nbformat: 3, worksheets: [] });
		expect(result).toMatchObject({ ok: false, code: 'jupyter-old' });
		expect(result.message).toBe(
			'This Jupyter notebook is of format 3; this page reads format 4 (JupyterLab, VS Code and Colab save it).',
		);
	});
});

describe('hostile cells', () => {
	const marked = (source: unknown, exercise = 'first-solution') => ({
		nbformat: 4,
		nbformat_minor: 5,
		metadata: {},
		cells: [
			{
				cell_type: 'code',
				id: 'x',
				metadata: { nqueens: { exercise, language: 'python' } },
				source,
			},
		],
	});

	test.each([
		['a number', 42],
		['a list holding a number', ['x = 1\n', 2]],
		['an object', { length: 3 }],
	])('a marked cell whose source is %s is damaged, and nothing is written', (_name, source) => {
		const storage = new MemoryStorage();
		const result = importNotebook(storage, marked(source));
		expect(result).toMatchObject({ ok: false, code: 'bad-cell' });
		expect(result.message).toBe('The cell "first-solution" in the file is damaged.');
		expect(storage.map.size).toBe(0);
	});

	test.each([
		['one string', 'x'.repeat(LIMITS.cellCodeChars.max + 1)],
		['many lines', Array.from({ length: 1001 }, () => `${'x'.repeat(99)}\n`)],
	])('code longer than a cell keeps, as %s, is refused', (_name, source) => {
		const storage = new MemoryStorage();
		const result = importNotebook(storage, marked(source));
		expect(result).toMatchObject({ ok: false, code: 'too-long' });
		expect(storage.map.size).toBe(0);
	});

	test('a run of combining marks is cut to the cap, and the import says so', () => {
		const storage = new MemoryStorage();
		const result = importNotebook(storage, marked(`x = 'a${'\u0301'.repeat(5000)}'\n`));
		expect(result.ok).toBe(true);
		expect(result.message).toContain(
			'4,992 combining marks stacked on single characters were removed',
		);
		expect(loadCell(storage, 'first-solution', 's').code).toBe(`x = 'a${'\u0301'.repeat(8)}'\n`);
	});

	test('a starter hash that is not one is not kept', () => {
		const notebook = marked('x = 1\n');
		(notebook.cells[0]!.metadata.nqueens as Record<string, unknown>)['starterHash'] = '<script>';
		const storage = new MemoryStorage();
		expect(importNotebook(storage, notebook).ok).toBe(true);
		expect(
			JSON.parse(storage.map.get('nqueens-notebook:cell:first-solution') ?? '{}'),
		).toMatchObject({
			starterHash: '00000000',
		});
	});

	test('brackets nested deeper than any export are refused before parsing', () => {
		const deep = `{"nbformat":4,"cells":[${'['.repeat(50)}${']'.repeat(50)}]}`;
		expect(importCells(new MemoryStorage(), deep)).toMatchObject({ ok: false, code: 'too-deep' });
	});
});
