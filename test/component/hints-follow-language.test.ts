import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import {
	pythonHints,
	pythonSolution,
	pythonStarter,
} from '../../src/notebook/exercises/python-code.ts';
import { MemoryStorage } from '../unit/helpers.ts';
import { highlightedLines } from './highlighted-lines.ts';
import english from '../../src/i18n/en/python-cell.ts';

/*
 * A learner who revealed hints, or the worked solution, and then switches the cell between
 * JavaScript and Python keeps what they revealed, read in the new language: as many of its hints
 * as were revealed (all of them once the solution was) and its own worked solution. The ladder
 * is one (CellHints.svelte, Hints.svelte), whatever the two languages give it.
 */

afterEach(() => cleanup());

/** A hint as the page reads it: backticks mark code and are not shown. */
const read = (hint: string) => hint.replaceAll('`', '');

interface Ladders {
	hints: string[];
	solution?: string;
	pyHints: string[];
	pySolution?: string;
}

const ID = 'count-13';
const exercise = getExercise(ID);
const LABEL = exerciseLabel(exercise);

/** The challenge's own hints and solutions in both languages. */
const CHALLENGE: Ladders = {
	hints: [...exercise.hints],
	solution: exercise.solution,
	pyHints: [...pythonHints(ID)!],
	pySolution: pythonSolution(ID)!,
};

function renderCell(ladders: Ladders) {
	render(CodeCell, {
		id: ID,
		label: LABEL,
		starter: exercise.starter,
		exercise: ID,
		hints: ladders.hints,
		...(ladders.solution ? { solutionHtml: highlightedLines(ladders.solution) } : {}),
		storage: new MemoryStorage(),
		python: {
			starter: pythonStarter(ID)!,
			hints: ladders.pyHints,
			...(ladders.pySolution ? { solutionHtml: highlightedLines(ladders.pySolution) } : {}),
			words: english,
		},
	});
	const cell = screen.getByRole('region', { name: LABEL });
	const user = userEvent.setup();
	const group = () => within(cell).getByRole('group', { name: /^Hints for / });
	return {
		user,
		/** The hints the cell shows now, as read. */
		shownHints: () =>
			within(group())
				.queryAllByRole('listitem')
				.map((item) => item.textContent ?? ''),
		/** The ladder's button now ('' once everything is revealed). */
		button: () => within(group()).queryByRole('button')?.textContent ?? '',
		solution: () => within(group()).queryByRole('region', { name: 'Worked solution' }),
		press: () => user.click(within(group()).getByRole('button')),
		choose: (language: 'Python' | 'TypeScript') =>
			user.click(within(cell).getByRole('radio', { name: language })),
	};
}

describe('revealed hints follow the cell’s language', () => {
	test('hint 1 revealed in JavaScript reads as Python’s hint 1 in Python, and back', async () => {
		const cell = renderCell(CHALLENGE);
		await cell.press();
		expect(cell.shownHints()).toEqual([`Hint 1 of 3: ${read(CHALLENGE.hints[0]!)}`]);

		await cell.choose('Python');
		expect(cell.shownHints()).toEqual([`Hint 1 of 3: ${read(CHALLENGE.pyHints[0]!)}`]);
		expect(cell.button()).toBe('Show hint 2 of 3');
		expect(cell.solution()).toBeNull();

		await cell.press();
		await cell.choose('TypeScript');
		expect(cell.shownHints()).toEqual(
			CHALLENGE.hints.slice(0, 2).map((hint, i) => `Hint ${i + 1} of 3: ${read(hint)}`),
		);
		expect(cell.button()).toBe('Show hint 3 of 3');
	});

	test('the worked solution revealed in Python shows JavaScript’s after the switch', async () => {
		const cell = renderCell(CHALLENGE);
		await cell.choose('Python');
		for (let i = 0; i < 4; i++) await cell.press();
		expect(cell.solution()).toHaveTextContent(CHALLENGE.pySolution!.split('\n')[0]!);

		await cell.choose('TypeScript');
		expect(cell.solution()).toHaveTextContent(CHALLENGE.solution!.split('\n')[0]!);
		expect(cell.solution()).not.toHaveTextContent('def count_solutions');
		expect(cell.shownHints()).toHaveLength(3);
		expect(cell.button()).toBe('');
	});

	test('a longer ladder in the new language shows every hint once the solution was revealed', async () => {
		const extra = 'The last hint, which only the Python ladder has.';
		const cell = renderCell({ ...CHALLENGE, pyHints: [...CHALLENGE.pyHints, extra] });
		for (let i = 0; i < 4; i++) await cell.press();
		expect(cell.button()).toBe('');

		await cell.choose('Python');
		const shown = cell.shownHints();
		expect(shown).toHaveLength(4);
		expect(shown[3]).toBe(`Hint 4 of 4: ${extra}`);
		expect(cell.solution()).toHaveTextContent(CHALLENGE.pySolution!.split('\n')[0]!);
		// Nothing is left to reveal: no "Show hint 4 of 4" under the solution.
		expect(cell.button()).toBe('');
	});

	test('a shorter ladder shows its hints and offers the solution next', async () => {
		const cell = renderCell({ ...CHALLENGE, pyHints: CHALLENGE.pyHints.slice(0, 2) });
		for (let i = 0; i < 3; i++) await cell.press();
		await cell.choose('Python');
		expect(cell.shownHints()).toHaveLength(2);
		expect(cell.button()).toBe('Show the worked solution');
		await cell.press();
		expect(cell.solution()).toHaveTextContent(CHALLENGE.pySolution!.split('\n')[0]!);
		// Back in JavaScript the solution was revealed, so every hint is.
		await cell.choose('TypeScript');
		expect(cell.shownHints()).toHaveLength(3);
		expect(cell.solution()).toHaveTextContent(CHALLENGE.solution!.split('\n')[0]!);
	});

	test('hints revealed stay when only the new language has a worked solution', async () => {
		const { solution: _, ...withoutSolution } = CHALLENGE;
		const cell = renderCell(withoutSolution);
		await cell.press();
		await cell.press();
		await cell.choose('Python');
		expect(cell.shownHints()).toEqual(
			CHALLENGE.pyHints.slice(0, 2).map((hint, i) => `Hint ${i + 1} of 3: ${read(hint)}`),
		);
		expect(cell.button()).toBe('Show hint 3 of 3');
	});
});
