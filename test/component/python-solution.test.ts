import { expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { pythonSolution, pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import english from '../../src/i18n/en/python-cell.ts';
import { ManualWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * A Python cell's hints end with the worked solution in Python (issue 30): exercise 3's and the
 * challenge's have one (src/notebook/exercises/python-count-code.ts); a JavaScript cell keeps
 * the TypeScript one.
 */

const exercise = getExercise('count-12');
const LABEL = exerciseLabel(exercise);

/** One line of code per highlighted line, as the build's highlighter gives them (escaped). */
const asHtml = (code: string) =>
	code.split('\n').map((line) => line.replaceAll('&', '&amp;').replaceAll('<', '&lt;'));

test('the worked solution follows the cell’s language', async () => {
	const user = userEvent.setup();
	render(CodeCell, {
		id: 'count-12',
		label: LABEL,
		starter: exercise.starter,
		exercise: 'count-12',
		hints: [...exercise.hints],
		solutionHtml: asHtml(exercise.solution),
		storage: new MemoryStorage(),
		createWorker: () => new ManualWorker(),
		createPythonWorker: () => new ManualWorker(),
		python: {
			starter: pythonStarter('count-12')!,
			solutionHtml: asHtml(pythonSolution('count-12')!),
			words: english,
		},
	});
	const cell = screen.getByRole('region', { name: LABEL });
	await user.click(within(cell).getByRole('radio', { name: 'Python' }));
	for (let i = 0; i < exercise.hints.length; i++) {
		await user.click(within(cell).getByRole('button', { name: /^Show hint/ }));
	}
	await user.click(within(cell).getByRole('button', { name: 'Show the worked solution' }));
	const solution = () =>
		within(cell).getByRole('region', { name: 'Worked solution' }).textContent ?? '';
	expect(solution()).toContain('def count_solutions(n):');
	expect(solution()).toContain('is_safe(columns, row, col)');
	await user.click(within(cell).getByRole('radio', { name: 'TypeScript' }));
	expect(solution()).toContain('function countSolutions(n: number): number');
	expect(solution()).not.toContain('def count_solutions');
});
