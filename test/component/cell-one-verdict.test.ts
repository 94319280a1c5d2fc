import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import { serveCell } from '../../src/notebook/worker/serve-cell.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { recordPass, saveCell, type StorageLike } from '../../src/notebook/storage/storage.ts';
import type {
	CellProgress,
	CellRequest,
	CellResult,
} from '../../src/notebook/worker/cell-messages.ts';
import { InProcessWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * A cell says one thing about each run (issue 19): Reset takes the last run's output, error and
 * marks away with the code; a pass kept from before reads "passed before" beside a run that fails;
 * a printed board says "Solved!" only when the checks all pass; and the replay keeps the line that
 * made the step in view, by scrolling its own code box.
 */

// jsdom lays nothing out: CodeMirror measures text ranges, which jsdom's Range cannot do.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const exercise = getExercise('first-solution');
const LABEL = exerciseLabel(exercise);

/** Exercise 1's cell with `code` saved (the starter unless told) and the real handler in-thread. */
function renderCell(code?: string, storage: StorageLike = new MemoryStorage()) {
	if (code !== undefined) saveCell(storage, 'first-solution', code, exercise.starter);
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
	return { cell, output };
}

/** Presses Run and waits until the status line says the run ended. */
async function run(cell: HTMLElement) {
	await userEvent.setup().click(within(cell).getByRole('button', { name: 'Run' }));
	await vi.waitFor(() =>
		expect(within(cell).getAllByRole('status')[0]).toHaveTextContent(/^(Finished|Stopped)/),
	);
}

describe('Reset', () => {
	test.each([
		['a syntax error', 'const a = 1;\nconst b = (a + ;', /Syntax error \(line 2, column 16\)/],
		['a runtime error', 'const q = 1;\nnull.x;', /Your code threw an error \(line 2, column \d+\)/],
	])('clears %s, its marked line and the status with the code', async (_, code, error) => {
		const user = userEvent.setup();
		const { cell, output } = renderCell(code);
		await run(cell);
		expect(output()).toHaveTextContent(error);
		expect(cell.querySelector('.error-line')).toHaveTextContent(code.split('\n')[1]!);
		await user.click(within(cell).getByRole('button', { name: 'Reset' }));
		await user.click(within(cell).getByRole('button', { name: 'Yes, reset' }));
		expect(cell).toHaveTextContent('function firstSolution');
		expect(output()).toBeEmptyDOMElement();
		expect(cell.querySelector('.error-line')).toBeNull();
		expect(within(cell).getAllByRole('status')[0]).toHaveTextContent(/^$/);
	});
});

describe('one verdict per run', () => {
	test.each([
		[
			'the starter, with a pass kept from before',
			true,
			undefined,
			'You passed this before; this run passes 1 of 7 checks.',
		],
		['the starter, never passed', false, undefined, 'Not passed yet: Run checks your code.'],
		[
			'the worked solution, passed before',
			true,
			exercise.solution,
			'Passed: this browser remembers it.',
		],
		[
			'code the checks cannot run, passed before',
			true,
			'console.log(1);',
			'You passed this before; this run’s checks did not run.',
		],
	])('%s: the progress line agrees with the run', async (_, passedBefore, code, line) => {
		const storage = new MemoryStorage();
		if (passedBefore) recordPass(storage, 'first-solution');
		const { cell } = renderCell(code, storage);
		if (passedBefore) expect(cell).toHaveTextContent('Passed: this browser remembers it.');
		await run(cell);
		await vi.waitFor(() => expect(cell.querySelector('.progress')).toHaveTextContent(line));
		if (line !== 'Passed: this browser remembers it.') {
			expect(cell).not.toHaveTextContent('Passed: this browser remembers it.');
		}
	});

	test.each([
		['the starter: 1 of 7 checks', undefined, '8 queens, no two attack each other.', false],
		['the worked solution: 7 of 7', exercise.solution, 'Solved! 8 queens', true],
	])(
		'%s: the printed board says Solved only when every check passed',
		async (_, code, text, solved) => {
			const { cell, output } = renderCell(code);
			await run(cell);
			await vi.waitFor(() => expect(output()).toHaveTextContent(/\d+ of 7 checks passed/));
			const board = within(output()).getByRole('grid', { name: /Printed board 1/ });
			const status = board.closest('.nq-board')!.querySelector('.status')!;
			expect(status).toHaveTextContent(text);
			expect(status.textContent).toContain(solved ? '★' : '8 queens');
			expect(output().textContent!.includes('Solved!')).toBe(solved);
		},
	);
});

describe('show on the board', () => {
	test('the lit line is scrolled into view inside the code box, not the page', async () => {
		const user = userEvent.setup();
		// Forty empty lines push the board's calls below the box's fold.
		const code = `${'\n'.repeat(40)}board.start(4);\nboard.isSafe(0, 1);\nboard.place(0, 1);`;
		const { cell } = renderCell(code);
		await run(cell);
		const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
		const intoView = vi.fn();
		Element.prototype.scrollIntoView = intoView;
		await user.click(within(cell).getByRole('button', { name: 'Show on the board' }));
		const box = await within(cell).findByLabelText(/^Your code, with the line/);
		// Lay the box out by hand: 200 px tall at the top, each line 20 px below the last.
		const lines = [...box.querySelectorAll<HTMLElement>('.line')];
		box.getBoundingClientRect = () => new DOMRect(0, 0, 300, 200);
		Object.defineProperty(box, 'clientHeight', { value: 200 });
		let scrolled = 0; // jsdom keeps no scroll position of its own
		Object.defineProperty(box, 'scrollTop', {
			get: () => scrolled,
			set: (value: number) => (scrolled = value),
		});
		lines.forEach((line, i) => {
			line.getBoundingClientRect = () => new DOMRect(0, i * 20 - box.scrollTop, 300, 20);
		});
		const step = within(cell).getByRole('slider', { name: 'Step' });
		await fireEvent.input(step, { target: { value: '2' } });
		await vi.waitFor(() => expect(cell).toHaveTextContent(/Your code: line 4[23] made this step/));
		const lit = box.querySelector<HTMLElement>('.line.current')!;
		const index = lines.indexOf(lit);
		expect(index).toBeGreaterThan(40);
		// The lit line now sits inside the box: the box scrolled, the page did not.
		const top = index * 20 - box.scrollTop;
		expect(top).toBeGreaterThanOrEqual(0);
		expect(top + 20).toBeLessThanOrEqual(200);
		expect(pageScroll).not.toHaveBeenCalled();
		expect(intoView).not.toHaveBeenCalled();
	});
});
