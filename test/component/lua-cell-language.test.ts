import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { luaHints, luaStarter } from '../../src/notebook/exercises/lua-code.ts';
import { cellKey, saveCell, type StorageLike } from '../../src/notebook/storage/storage.ts';
import { exportCells, importCells } from '../../src/notebook/storage/notebook-file.ts';
import type { CellReply, CellRequest } from '../../src/notebook/worker/cell-messages.ts';
import type { PythonReply } from '../../src/notebook/python/python-messages.ts';
import english from '../../src/i18n/en/python-cell.ts';
import { ManualWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * Lua, a cell's third language (issue 39): chosen like Python, saved with the code (so a reload
 * keeps it), each language's code kept when the learner moves among all three, carried by an
 * export and an import; its hints are Lua's; and a Run in Lua goes to a Lua worker, none made
 * before.
 */

afterEach(() => cleanup());

const exercise = getExercise('permutations');
const LABEL = exerciseLabel(exercise);
const PY = pythonStarter('permutations')!.replace(/\n$/, '');
const LUA = luaStarter('permutations')!.replace(/\n$/, '');

type Name = 'Python' | 'TypeScript' | 'Lua';

function renderCell(storage: StorageLike, luaWorkers: CellRequest[][] = []) {
	render(CodeCell, {
		id: 'permutations',
		label: LABEL,
		starter: exercise.starter,
		exercise: 'permutations',
		storage,
		createWorker: () => new ManualWorker<CellRequest, CellReply>(),
		createPythonWorker: () => new ManualWorker<CellRequest, PythonReply>(),
		createLuaWorker: () => {
			const worker = new ManualWorker<CellRequest, PythonReply>();
			luaWorkers.push(worker.requests);
			return worker;
		},
		python: { starter: PY, words: english },
		hints: [...exercise.hints],
		lua: { starter: LUA, hints: [...luaHints('permutations')!], words: english },
	});
	const cell = screen.getByRole('region', { name: LABEL });
	return {
		cell,
		shown: () => cell.querySelector('pre.nq-code-lines')?.textContent ?? '',
		choose: (name: Name) => userEvent.setup().click(within(cell).getByRole('radio', { name })),
		checked: (name: Name) =>
			(within(cell).getByRole('radio', { name }) as HTMLInputElement).checked,
	};
}

describe('Lua as a cell’s third language', () => {
	test('chosen, it shows the Lua starter and is saved, so a reload keeps it', async () => {
		const storage = new MemoryStorage();
		const first = renderCell(storage);
		expect(first.checked('TypeScript')).toBe(true);
		await first.choose('Lua');
		expect(first.shown()).toContain('function permutationsolutions(N)');
		expect(first.cell.dataset['language']).toBe('lua');
		cleanup();
		const again = renderCell(storage);
		expect(again.checked('Lua')).toBe(true);
		expect(again.shown()).toContain('function permutationsolutions(N)');
	});

	test('each language’s code survives moving among all three and a reload', async () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'permutations', '// my JS', exercise.starter);
		const first = renderCell(storage);
		await first.choose('Python');
		cleanup();
		// Python's code of the learner's, then Lua: JavaScript's and Python's are both kept.
		const record = JSON.parse(storage.getItem(cellKey('permutations'))!) as { code: string };
		storage.setItem(cellKey('permutations'), JSON.stringify({ ...record, code: '# my Python' }));
		const second = renderCell(storage);
		await second.choose('Lua');
		cleanup();
		const third = renderCell(storage);
		expect(third.checked('Lua')).toBe(true);
		await third.choose('TypeScript');
		expect(third.shown()).toContain('// my JS');
		await third.choose('Python');
		expect(third.shown()).toContain('# my Python');
		// …through an export and an import too.
		const elsewhere = new MemoryStorage();
		expect(importCells(elsewhere, exportCells(storage))).toMatchObject({ ok: true, cells: 1 });
		cleanup();
		const imported = renderCell(elsewhere);
		expect(imported.checked('Python')).toBe(true);
		await imported.choose('TypeScript');
		expect(imported.shown()).toContain('// my JS');
	});

	test('a Run in Lua asks a Lua worker, made only then, with the exercise and the page’s language', async () => {
		const storage = new MemoryStorage();
		const requests: CellRequest[][] = [];
		const cell = renderCell(storage, requests);
		expect(requests).toHaveLength(0);
		await cell.choose('Lua');
		expect(requests).toHaveLength(0);
		await userEvent.setup().click(within(cell.cell).getByRole('button', { name: 'Run' }));
		await expect
			.poll(() => requests.flat())
			.toEqual([{ code: LUA, exercise: 'permutations', locale: 'en' }]);
	});

	test('a hint revealed stays revealed, read in Lua’s words, after a switch to Lua', async () => {
		const cell = renderCell(new MemoryStorage());
		const group = () => within(cell.cell).getByRole('group', { name: /^Hints for / });
		await userEvent.setup().click(within(group()).getByRole('button'));
		const shown = () =>
			within(group())
				.queryAllByRole('listitem')
				.map((item) => item.textContent ?? '');
		const read = (hint: string) => hint.replaceAll('`', '');
		expect(shown()).toHaveLength(1);
		expect(shown()[0]).toContain(read(exercise.hints[0]!));
		await cell.choose('Lua');
		expect(shown()).toHaveLength(1);
		expect(shown()[0]).toContain(read(luaHints('permutations')![0]!));
	});
});
