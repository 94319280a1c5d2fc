import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, within, cleanup } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import CellReplay from '../../components/code-cell/CellReplay.svelte';
import { createTracedBoard } from '../../src/notebook/runtime/traced-board.ts';
import { packTrace, type PackedTrace } from '../../src/notebook/runtime/packed-trace.ts';
import cellEnglish from '../../src/i18n/en/cell.ts';
import cellChinese from '../../src/i18n/zh-cn/cell.ts';
import traceChinese from '../../src/i18n/zh-cn/trace.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { cellKey, saveCell, type StorageLike } from '../../src/notebook/storage/storage.ts';
import type { CellReply, CellRequest } from '../../src/notebook/worker/cell-messages.ts';
import type { PythonReply } from '../../src/notebook/python/python-messages.ts';
import english from '../../src/i18n/en/python-cell.ts';
import chinese from '../../src/i18n/zh-cn/python-cell.ts';
import { ManualWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * The language choice of an exercise cell (issue 30): a labelled radio group in the toolbar, the
 * Python starter on choosing Python, the language saved beside the code and read back, and a
 * Python run sent to the Python worker, its progress line while the interpreter loads, its time
 * limit counted from `started`, and its traceback shown. A Python run that searched with is_safe
 * offers "Show on the board", with the Python line lit (issue 30, point 4).
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
	test('is a labelled radio group, TypeScript first; choosing Python by keyboard shows the Python starter', async () => {
		const user = userEvent.setup();
		const { cell } = renderCell();
		const group = within(cell).getByRole('group', { name: 'Language' });
		const javascript = within(group).getByRole('radio', { name: 'TypeScript' });
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

	test('names TypeScript, what the starter is: its parameters and results have types', () => {
		const { cell } = renderCell();
		expect(within(cell).getByRole('radio', { name: english.typescript })).toBeChecked();
		expect(english.typescript).toBe('TypeScript');
		expect(exercise.starter).toMatch(/function firstSolution\(n: number\): number\[\] \| null/);
		expect(within(cell).queryByRole('radio', { name: 'JavaScript' })).toBeNull();
		cleanup();
	});

	test('marks the cell with its language, which shows the helpers listed for it', async () => {
		const user = userEvent.setup();
		const { cell } = renderCell();
		expect(cell.dataset['language']).toBe('js');
		await user.click(within(cell).getByRole('radio', { name: 'Python' }));
		expect(cell.dataset['language']).toBe('python');
		await user.click(within(cell).getByRole('radio', { name: 'TypeScript' }));
		expect(cell.dataset['language']).toBe('js');
		cleanup();
	});

	test('in Chinese, the note on Python’s time limit follows the keys line with no space', async () => {
		const user = userEvent.setup();
		const zh = getExercise('first-solution', 'zh-cn');
		render(CodeCell, {
			id: 'first-solution',
			label: exerciseLabel(zh),
			starter: zh.starter,
			exercise: 'first-solution',
			storage: new MemoryStorage(),
			locale: 'zh-cn',
			createWorker: () => new ManualWorker<CellRequest, CellReply>(),
			createPythonWorker: () => new ManualWorker<CellRequest, PythonReply>(),
			python: { starter: pythonStarter('first-solution', 'zh-cn')!, words: chinese },
		});
		const cell = screen.getByRole('region', { name: exerciseLabel(zh) });
		await user.click(within(cell).getByRole('radio', { name: 'Python' }));
		const hint = [...cell.querySelectorAll('p.nq-hint')].find((p) =>
			p.textContent!.includes(chinese.limitNote),
		);
		expect(hint?.textContent).toContain(`。${chinese.limitNote}`);
		expect(hint?.textContent).not.toMatch(/。 /);
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
		expect(within(before.cell).getByRole('radio', { name: 'TypeScript' })).toBeChecked();
		expect(shownCode(before.cell)).toContain('// older');
		await user.click(within(before.cell).getByRole('radio', { name: 'Python' }));
		await user.click(within(before.cell).getByRole('radio', { name: 'TypeScript' }));
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
		// The page's timers faked: loading is shown to run past the limit with no real wait.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
		try {
			const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
			const { cell, js, py } = renderCell({ timeLimitMs: 300 });
			await user.click(within(cell).getByRole('radio', { name: 'Python' }));
			await user.click(within(cell).getByRole('button', { name: 'Run' }));
			// The run's worker (a second may be started ahead, once the page has run Python).
			await vi.waitFor(() =>
				expect(py.filter((worker) => worker.requests.length > 0)).toHaveLength(1),
			);
			expect(js.filter((worker) => worker.requests.length > 0)).toEqual([]);
			expect(py[0]!.requests[0]).toMatchObject({ code: PY, exercise: 'first-solution' });
			py[0]!.send({ type: 'progress', progress: { kind: 'loading' } });
			const status = within(cell).getByRole('status');
			await vi.waitFor(() => expect(status.textContent).toContain(english.loading));
			// Loading takes longer than the limit, ten times: the run is not stopped for it.
			await vi.advanceTimersByTimeAsync(3_000);
			expect(py[0]!.terminated).toBe(false);
			expect(within(cell).queryByRole('alert')).toBeNull();
			py[0]!.send({ type: 'progress', progress: { kind: 'started' } });
			await vi.waitFor(() => expect(status.textContent).not.toContain(english.loading));
			await vi.waitFor(() => expect(py[0]!.terminated).toBe(true));
			expect(within(cell).getByRole('alert').textContent).toContain('ran for longer than 300 ms');
			cleanup();
		} finally {
			vi.useRealTimers();
		}
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

describe('show on the board, in Python', () => {
	/** The line of the Python starter that holds `text`, counted from 1. */
	const lineOf = (text: string) => PY.split('\n').findIndex((line) => line.includes(text)) + 1;

	/**
	 * What the Python worker posts for the starter's search on 4×4 (python-board-replay.test.ts
	 * shows the worker making it): the traced board driven step by step, each step with the
	 * starter's line, packed, rebuilt from is_safe.
	 */
	function starterTrace(): PackedTrace {
		let line = 0;
		const traced = createTracedBoard(4, { lineOf: () => line });
		const columns: number[] = [];
		const search = (row: number): void => {
			if (row === 4) return;
			for (let col = 0; col < 4; col++) {
				line = lineOf('if is_safe(columns, row, col):');
				if (traced.board.isSafe(row, col)) {
					line = lineOf('columns.append(col)');
					traced.board.place(row, col);
					columns.push(col);
					if (columns.length === 4) traced.board.solution();
					search(row + 1);
					line = lineOf('columns.pop()');
					traced.board.remove(row, columns.pop()!);
				}
			}
		};
		traced.board.start(4);
		search(0);
		return packTrace({ ...traced.finish(), derived: true });
	}

	test('a Python run that searched with is_safe offers the replay, the Python line lit', async () => {
		const user = userEvent.setup();
		const { cell, py } = renderCell();
		await user.click(within(cell).getByRole('radio', { name: 'Python' }));
		expect(within(cell).queryByRole('button', { name: 'Show on the board' })).toBeNull();
		await user.click(within(cell).getByRole('button', { name: 'Run' }));
		await expect.poll(() => py[0]?.requests.length).toBe(1);
		py[0]!.send({ type: 'progress', progress: { kind: 'started' } });
		py[0]!.send({
			type: 'result',
			result: {
				run: { output: [], outputCut: false, boards: [], ms: 3, trace: starterTrace() },
				checks: [],
				summary: 'The checks did not run.',
			},
		});
		await user.click(await within(cell).findByRole('button', { name: 'Show on the board' }));
		const mine = await within(cell).findByLabelText(/^Your code, with the line/);
		// The code beside the board is the Python that ran, and the replay says how it was made.
		expect(mine.textContent).toContain('def first_solution(n):');
		expect(cell).toHaveTextContent(cellEnglish.replay.derived);
		const step = within(cell).getByRole('slider', { name: 'Step' });
		await fireEvent.input(step, { target: { value: '1' } }); // the first step: row 0's first try
		const check = lineOf('if is_safe(columns, row, col):');
		await vi.waitFor(() => expect(cell).toHaveTextContent(cellEnglish.replay.lineMadeStep(check)));
		expect(mine.querySelector('[aria-current="step"]')?.textContent).toContain(
			'if is_safe(columns, row, col):',
		);
		await fireEvent.input(step, { target: { value: '3' } }); // try, check, then the queen put down
		await vi.waitFor(() =>
			expect(mine.querySelector('[aria-current="step"]')?.textContent).toContain(
				'columns.append(col)',
			),
		);
		cleanup();
	});

	test('in Chinese, with the replay cut: the note and the cut say so in Chinese', async () => {
		const trace = { ...starterTrace(), cut: true };
		render(CellReplay, { trace, code: PY, label: 'x', locale: 'zh-cn' });
		expect(document.body).toHaveTextContent(cellChinese.replay.derived);
		expect(document.body).toHaveTextContent(cellChinese.replay.cutDerived(trace.length - 1));
		expect(document.body).not.toHaveTextContent(cellChinese.replay.cut(trace.length - 1));
		const step = screen.getByRole('slider', { name: traceChinese.transport.step });
		await fireEvent.input(step, { target: { value: '3' } });
		const place = lineOf('columns.append(col)');
		await vi.waitFor(() =>
			expect(document.body).toHaveTextContent(cellChinese.replay.lineMadeStep(place)),
		);
		cleanup();
	});
});
