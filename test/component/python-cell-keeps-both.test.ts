import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { cellKey, saveCell, type StorageLike } from '../../src/notebook/storage/storage.ts';
import { exportCells, importCells } from '../../src/notebook/storage/notebook-file.ts';
import type { CellReply, CellRequest } from '../../src/notebook/worker/cell-messages.ts';
import type { PythonReply } from '../../src/notebook/python/python-messages.ts';
import english from '../../src/i18n/en/python-cell.ts';
import { ManualWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * A cell written in both languages keeps both (issue 30): the code of the language a switch left
 * is saved beside the code (SavedCell.other), so a switch back brings it again after a reload,
 * and an export and an import carry it.
 */

afterEach(() => cleanup());

const exercise = getExercise('first-solution');
const LABEL = exerciseLabel(exercise);
const PY = pythonStarter('first-solution')!.replace(/\n$/, '');

function renderCell(storage: StorageLike) {
	render(CodeCell, {
		id: 'first-solution',
		label: LABEL,
		starter: exercise.starter,
		exercise: 'first-solution',
		storage,
		createWorker: () => new ManualWorker<CellRequest, CellReply>(),
		createPythonWorker: () => new ManualWorker<CellRequest, PythonReply>(),
		python: { starter: PY, words: english },
	});
	const cell = screen.getByRole('region', { name: LABEL });
	return {
		cell,
		shown: () => cell.querySelector('pre.nq-code-lines')?.textContent ?? '',
		choose: (name: 'Python' | 'TypeScript') =>
			userEvent.setup().click(within(cell).getByRole('radio', { name })),
		checked: (name: 'Python' | 'TypeScript') =>
			(within(cell).getByRole('radio', { name }) as HTMLInputElement).checked,
	};
}

describe('the code of the language a switch left', () => {
	test('JavaScript edits survive a switch to Python and a reload', async () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'first-solution', '// my JS', exercise.starter);
		const first = renderCell(storage);
		await first.choose('Python');
		expect(first.shown()).toContain('def first_solution(n):');
		cleanup();
		const again = renderCell(storage);
		expect(again.checked('Python')).toBe(true);
		await again.choose('TypeScript');
		expect(again.shown()).toContain('// my JS');
		// …and the Python starter, untouched, is not kept as code of the learner's.
		expect(JSON.parse(storage.getItem(cellKey('first-solution'))!)).toEqual(
			expect.objectContaining({ code: '// my JS' }),
		);
		expect(JSON.parse(storage.getItem(cellKey('first-solution'))!)).not.toHaveProperty('other');
	});

	test('Python edits survive a switch to JavaScript and a reload, then a switch back again', async () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'first-solution', '# my Python', PY, undefined, 'python');
		const first = renderCell(storage);
		expect(first.shown()).toContain('# my Python');
		await first.choose('TypeScript');
		expect(first.shown()).toContain('function firstSolution');
		cleanup();
		const again = renderCell(storage);
		expect(again.checked('TypeScript')).toBe(true);
		await again.choose('Python');
		expect(again.shown()).toContain('# my Python');
		await again.choose('TypeScript');
		cleanup();
		const third = renderCell(storage);
		await third.choose('Python');
		expect(third.shown()).toContain('# my Python');
	});

	test('both languages’ code go through an export and an import', async () => {
		const storage = new MemoryStorage();
		saveCell(storage, 'first-solution', '// my JS', exercise.starter);
		const first = renderCell(storage);
		await first.choose('Python');
		cleanup();
		const file = exportCells(storage);
		const elsewhere = new MemoryStorage();
		expect(importCells(elsewhere, file)).toMatchObject({ ok: true, cells: 1 });
		const imported = renderCell(elsewhere);
		expect(imported.checked('Python')).toBe(true);
		await imported.choose('TypeScript');
		expect(imported.shown()).toContain('// my JS');
	});
});
