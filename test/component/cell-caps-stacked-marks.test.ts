import { describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import CellOutput from '../../components/code-cell/CellOutput.svelte';
import { serveCell } from '../../src/notebook/worker/serve-cell.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { cellKey, saveCell } from '../../src/notebook/storage/storage.ts';
import { MARKS_PER_CHARACTER } from '../../src/notebook/runtime/index.ts';
import type { CellProgress, CellRequest, CellResult } from '../../src/notebook/worker/index.ts';
import zhCell from '../../src/i18n/zh-cn/cell.ts';
import pythonWords from '../../src/i18n/en/python-cell.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import type { CellReply } from '../../src/notebook/worker/cell-messages.ts';
import type { PythonReply } from '../../src/notebook/python/python-messages.ts';
import { InProcessWorker, ManualWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * Issue 37, point 3, in the cell: one letter and 99,999 combining marks held the page 30 s when the
 * editor drew them. Every place a cell draws the learner's text draws MARKS_PER_CHARACTER marks on
 * a character and says how many it left out; the code itself keeps every mark.
 */

// jsdom lays nothing out: CodeMirror measures text ranges, which jsdom's Range cannot do.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const exercise = getExercise('first-solution');
const LABEL = exerciseLabel(exercise);
const ACUTE = '\u0301';
const KEPT = ACUTE.repeat(MARKS_PER_CHARACTER);
/** The attack's code: one letter, then marks up to one under a cell's 100,000 characters. */
const TOWER = `x${ACUTE.repeat(99_998)}`;

/** Exercise 1's cell over a storage holding `code` as the learner's, run in this thread. */
function renderCell(code: string) {
	const storage = new MemoryStorage();
	saveCell(storage, 'first-solution', code, exercise.starter);
	render(CodeCell, {
		id: 'first-solution',
		label: LABEL,
		starter: exercise.starter,
		exercise: 'first-solution',
		storage,
		createWorker: () => new InProcessWorker<CellRequest, CellResult, CellProgress>(serveCell),
	});
	const cell = screen.getByRole('region', { name: LABEL });
	const output = () => within(cell).getByRole('region', { name: `Output of ${LABEL}` });
	return { cell, output, storage };
}

/** The longest run of U+0301 in the text. */
const longestRun = (text: string) =>
	Math.max(0, ...[...text.matchAll(/\u0301+/g)].map((run) => run[0].length));

describe('a cell draws a few marks on a character and counts the rest', () => {
	test('the read-only code: the letter, its first marks and the count left out', () => {
		const { cell } = renderCell(TOWER);
		const code = within(cell).getByLabelText(/^Code of .*your version/);
		const line = code.querySelector('.line')!;
		expect(line.textContent).toBe(`1x${KEPT}[99,990 more combining marks not drawn]`);
		expect(longestRun(code.textContent!)).toBe(MARKS_PER_CHARACTER);
	});

	test('the editor hides the rest behind the count, and the code keeps every mark', async () => {
		const user = userEvent.setup();
		const { cell, storage } = renderCell(TOWER);
		await user.click(within(cell).getByRole('button', { name: 'Edit' }));
		const editor = await within(cell).findByRole('textbox', { name: `Code of ${LABEL}` });
		expect(editor).toHaveTextContent(`x${KEPT}[99,990 more combining marks not drawn]`);
		expect(longestRun(editor.textContent!)).toBe(MARKS_PER_CHARACTER);
		// Typing after the run (up to the cell's 100,000 characters) keeps it whole: nothing is lost.
		await vi.waitFor(() => expect(editor).toHaveFocus());
		await user.keyboard('{Control>}{End}{/Control};');
		await vi.waitFor(() =>
			expect(JSON.parse(storage.getItem(cellKey('first-solution'))!).code).toBe(`${TOWER};`),
		);
	});

	test('one Backspace after the hidden marks removes them, and only them', async () => {
		const user = userEvent.setup();
		const { cell, storage } = renderCell(`ab${ACUTE.repeat(20)}c`);
		await user.click(within(cell).getByRole('button', { name: 'Edit' }));
		const editor = await within(cell).findByRole('textbox', { name: `Code of ${LABEL}` });
		expect(editor).toHaveTextContent(`ab${KEPT}[12 more combining marks not drawn]c`);
		await vi.waitFor(() => expect(editor).toHaveFocus());
		await user.keyboard('{Control>}{End}{/Control}{ArrowLeft}{Backspace}');
		await vi.waitFor(() =>
			expect(JSON.parse(storage.getItem(cellKey('first-solution'))!).code).toBe(`ab${KEPT}c`),
		);
		expect(editor).not.toHaveTextContent('not drawn');
	});

	test('printed and returned text', async () => {
		const user = userEvent.setup();
		const code = `console.log("a" + "${ACUTE}".repeat(50));\nreturn "b" + "${ACUTE}".repeat(20);`;
		const { cell, output } = renderCell(code);
		await user.click(within(cell).getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(output()).toHaveTextContent('The code returned'));
		expect(output()).toHaveTextContent(`a${KEPT}[42 more combining marks not drawn]`);
		expect(output()).toHaveTextContent(
			`The code returned b${KEPT}[12 more combining marks not drawn].`,
		);
		expect(longestRun(output().textContent!)).toBe(MARKS_PER_CHARACTER);
	});

	test('an error’s text', async () => {
		const user = userEvent.setup();
		const { cell, output } = renderCell(`throw new Error("c" + "${ACUTE}".repeat(30));`);
		await user.click(within(cell).getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(output()).toHaveTextContent('threw an error'));
		expect(output()).toHaveTextContent(`c${KEPT}[22 more combining marks not drawn]`);
		expect(longestRun(output().textContent!)).toBe(MARKS_PER_CHARACTER);
	});

	test('in Chinese, the count is said in Chinese', () => {
		render(CellOutput, {
			lines: [{ kind: 'log', text: `d${ACUTE.repeat(10)}` }],
			t: zhCell,
			locale: 'zh-cn',
		});
		expect(document.body).toHaveTextContent(`d${KEPT}［另有 2 个组合符号未显示］`);
	});

	test('a Python run: what it printed, its error and its traceback', async () => {
		const user = userEvent.setup();
		const py: ManualWorker<CellRequest, PythonReply>[] = [];
		render(CodeCell, {
			id: 'first-solution',
			label: LABEL,
			starter: exercise.starter,
			exercise: 'first-solution',
			storage: new MemoryStorage(),
			createWorker: () => new ManualWorker<CellRequest, CellReply>(),
			createPythonWorker: () => {
				const worker = new ManualWorker<CellRequest, PythonReply>();
				py.push(worker);
				return worker;
			},
			python: { starter: pythonStarter('first-solution')!, words: pythonWords },
		});
		const cell = screen.getByRole('region', { name: LABEL });
		await user.click(within(cell).getByRole('radio', { name: 'Python' }));
		await user.click(within(cell).getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(py[0]?.requests).toHaveLength(1));
		const tower = `p${ACUTE.repeat(40)}`;
		py[0]!.send({ type: 'progress', progress: { kind: 'started' } });
		py[0]!.send({
			type: 'result',
			result: {
				run: {
					output: [{ kind: 'log', text: tower }],
					outputCut: false,
					boards: [],
					ms: 3,
					error: {
						kind: 'thrown',
						message: `ValueError: ${tower}`,
						line: 1,
						traceback: `Traceback (most recent call last):\nValueError: ${tower}`,
					},
				},
				checks: [],
				summary: 'The checks did not run.',
			},
		});
		const output = within(cell).getByRole('region', { name: `Output of ${LABEL}` });
		await vi.waitFor(() => expect(output.querySelector('pre.traceback')).not.toBeNull());
		await vi.waitFor(() => expect(output.querySelector('pre.text')).not.toBeNull());
		const note = `p${KEPT}[32 more combining marks not drawn]`;
		expect(output.querySelector('pre.traceback')!.textContent).toContain(`ValueError: ${note}`);
		expect(output.querySelector('pre.text')!.textContent).toBe(note);
		expect(output.querySelector('.nq-error')!.textContent).toContain(note);
		expect(longestRun(output.textContent!)).toBe(MARKS_PER_CHARACTER);
	});
});
