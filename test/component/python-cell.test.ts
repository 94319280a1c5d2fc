import { describe, expect, test } from 'vitest';
import { render, screen, within, cleanup } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../src/notebook/cell/CodeCell.svelte';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { cellKey, saveCell, type StorageLike } from '../../src/notebook/storage/storage.ts';
import type { CellReply, CellRequest } from '../../src/notebook/worker/cell-messages.ts';
import type { PythonReply } from '../../src/notebook/python/python-messages.ts';
import english from '../../src/i18n/en/python-cell.ts';
import { ManualWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * The language choice of an exercise cell (issue 30): a labelled radio group in the toolbar, the
 * Python starter on choosing Python, the language saved beside the code and read back, and a
 * Python run sent to the Python worker, its progress line while the interpreter loads, its time
 * limit counted from `started`, and its traceback shown.
 */

const exercise = getExercise('first-solution');
const LABEL = exerciseLabel(exercise);
const PY = pythonStarter('first-solution')!.replace(/\n$/, '');

function renderCell(
	options: { storage?: StorageLike; python?: boolean; timeLimitMs?: number } = {},
) {
	const storage = options.storage ?? new MemoryStorage();
	const js: ManualWorker<CellRequest, CellReply>[] = [];
	const py: ManualWorker<CellRequest, PythonReply>[] = [];
	render(CodeCell, {
		id: 'first-solution',
		label: LABEL,
		starter: exercise.starter,
		exercise: 'first-solution',
		storage,
		createWorker: () => {
			const worker = new ManualWorker<CellRequest, CellReply>();
			js.push(worker);
			return worker;
		},
		createPythonWorker: () => {
			const worker = new ManualWorker<CellRequest, PythonReply>();
			py.push(worker);
			return worker;
		},
		...(options.python === false ? {} : { python: { starter: PY, words: english } }),
		...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
	});
	const cell = screen.getByRole('region', { name: LABEL });
	const code = () => within(cell).getByRole('region', { name: /code/i }).textContent ?? '';
	return { cell, storage, js, py, code };
}

/** The text of the cell's code as shown to read. */
function shownCode(cell: HTMLElement): string {
	return cell.querySelector('pre.nq-code-lines')?.textContent ?? '';
}

describe('the language choice', () => {
	test('is a labelled radio group, JavaScript first; choosing Python by keyboard shows the Python starter', async () => {
		const user = userEvent.setup();
		const { cell } = renderCell();
		const group = within(cell).getByRole('group', { name: 'Language' });
		const javascript = within(group).getByRole('radio', { name: 'JavaScript' });
		const python = within(group).getByRole('radio', { name: 'Python' });
		expect(javascript).toBeChecked();
		expect(shownCode(cell)).toContain('function firstSolution');
		javascript.focus();
		await user.keyboard('{ArrowRight}');
		expect(python).toBeChecked();
		expect(shownCode(cell)).toContain('def first_solution(n):');
		expect(shownCode(cell)).not.toContain('function firstSolution');
		// The hint under the code says where Python's time limit starts.
		expect(cell.textContent).toContain(english.limitNote);
		await user.keyboard('{ArrowLeft}');
		expect(javascript).toBeChecked();
		expect(shownCode(cell)).toContain('function firstSolution');
		expect(cell.textContent).not.toContain(english.limitNote);
		cleanup();
	});

	test('is saved beside the code, and comes back on reload; JavaScript edits come back on a switch back', async () => {
		const user = userEvent.setup();
		const storage = new MemoryStorage();
		saveCell(storage, 'first-solution', '// my JS', exercise.starter);
		const first = renderCell({ storage });
		expect(shownCode(first.cell)).toContain('// my JS');
		await user.click(within(first.cell).getByRole('radio', { name: 'Python' }));
		expect(JSON.parse(storage.getItem(cellKey('first-solution'))!)).toMatchObject({
			code: PY,
			language: 'python',
		});
		cleanup();
		const again = renderCell({ storage });
		expect(within(again.cell).getByRole('radio', { name: 'Python' })).toBeChecked();
		expect(shownCode(again.cell)).toContain('def first_solution(n):');
		cleanup();
		// A record from before the choice (no language) is JavaScript.
		const old = new MemoryStorage();
		saveCell(old, 'first-solution', '// older', exercise.starter);
		expect(JSON.parse(old.getItem(cellKey('first-solution'))!)).not.toHaveProperty('language');
		const before = renderCell({ storage: old });
		expect(within(before.cell).getByRole('radio', { name: 'JavaScript' })).toBeChecked();
		expect(shownCode(before.cell)).toContain('// older');
		await user.click(within(before.cell).getByRole('radio', { name: 'Python' }));
		await user.click(within(before.cell).getByRole('radio', { name: 'JavaScript' }));
		expect(shownCode(before.cell)).toContain('// older');
		cleanup();
	});

	test('is not offered on a cell without a Python starter', () => {
		const { cell } = renderCell({ python: false });
		expect(within(cell).queryByRole('group', { name: 'Language' })).toBeNull();
		expect(within(cell).queryByRole('radio')).toBeNull();
		cleanup();
	});
});

describe('a Python run', () => {
	test('goes to a Python worker, says it is loading, counts its time limit from `started`', async () => {
		const user = userEvent.setup();
		const { cell, js, py } = renderCell({ timeLimitMs: 300 });
		await user.click(within(cell).getByRole('radio', { name: 'Python' }));
		await user.click(within(cell).getByRole('button', { name: 'Run' }));
		// The run's worker (a second may be started ahead, once the page has run Python).
		await expect.poll(() => py.filter((worker) => worker.requests.length > 0).length).toBe(1);
		expect(js.filter((worker) => worker.requests.length > 0)).toEqual([]);
		expect(py[0]!.requests[0]).toMatchObject({ code: PY, exercise: 'first-solution' });
		py[0]!.send({ type: 'progress', progress: { kind: 'loading' } });
		const status = within(cell).getByRole('status');
		await expect.poll(() => status.textContent).toContain(english.loading);
		// Loading takes longer than the limit: the run is not stopped for it.
		await new Promise((resolve) => setTimeout(resolve, 600));
		expect(py[0]!.terminated).toBe(false);
		expect(within(cell).queryByRole('alert')).toBeNull();
		py[0]!.send({ type: 'progress', progress: { kind: 'started' } });
		await expect.poll(() => status.textContent).not.toContain(english.loading);
		await expect.poll(() => py[0]!.terminated, { timeout: 3000 }).toBe(true);
		expect(within(cell).getByRole('alert').textContent).toContain('ran for longer than 300 ms');
		cleanup();
	});

	test('shows Python’s traceback under the error', async () => {
		const user = userEvent.setup();
		const { cell, py } = renderCell();
		await user.click(within(cell).getByRole('radio', { name: 'Python' }));
		await user.click(within(cell).getByRole('button', { name: 'Run' }));
		await expect.poll(() => py[0]?.requests.length).toBe(1);
		const traceback =
			'Traceback (most recent call last):\n  File "<cell>", line 2, in <module>\nNameError: name \'x\' is not defined';
		py[0]!.send({ type: 'progress', progress: { kind: 'started' } });
		py[0]!.send({
			type: 'result',
			result: {
				run: {
					output: [],
					outputCut: false,
					boards: [],
					ms: 3,
					error: {
						kind: 'thrown',
						message: "NameError: name 'x' is not defined",
						line: 2,
						traceback,
					},
				},
				checks: [],
				summary: 'The checks did not run.',
			},
		});
		const output = within(cell).getByRole('region', { name: `Output of ${LABEL}` });
		await expect.poll(() => output.textContent).toContain(english.traceback);
		expect(output.querySelector('pre.traceback')?.textContent).toBe(traceback);
		cleanup();
	});
});
