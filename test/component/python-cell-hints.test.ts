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
import chinese from '../../src/i18n/zh-cn/python-cell.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/*
 * A cell written in Python shows Python's hints and Python's worked solution, in the page's
 * language (issue 30); written in JavaScript, the JavaScript ones. The hints ladder and the
 * solution are the cell's own (CellHints.svelte), given both languages' by CodeCellFrame.astro.
 */

afterEach(() => cleanup());

function renderCell(id: string, locale: Locale = 'en') {
	const exercise = getExercise(id, locale);
	const label = exerciseLabel(exercise);
	render(CodeCell, {
		id,
		label,
		starter: exercise.starter,
		exercise: id,
		hints: [...exercise.hints],
		solutionHtml: highlightedLines(exercise.solution),
		storage: new MemoryStorage(),
		locale,
		python: {
			starter: pythonStarter(id, locale)!,
			hints: [...pythonHints(id, locale)!],
			solutionHtml: highlightedLines(pythonSolution(id, locale)!),
			words: locale === 'en' ? english : chinese,
		},
	});
	return { cell: screen.getByRole('region', { name: label }), exercise };
}

/** Reveals every hint, then the worked solution; returns the hints' text and the solution's. */
async function revealAll(cell: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
	const group = within(cell).getByRole('group', { name: /^(Hints for|.*提示)/ });
	for (;;) {
		const next = within(group).queryByRole('button', { name: /hint|提示/i });
		if (!next) break;
		await user.click(next);
	}
	await user.click(within(group).getByRole('button'));
	const solution = within(group).getByRole('region');
	const hints = within(group)
		.getAllByRole('listitem')
		.map((item) => item.textContent ?? '');
	return { hints: hints.join('\n'), solution: solution.textContent ?? '' };
}

describe('a Python cell’s hints and worked solution', () => {
	test.each(['first-solution', 'permutations', 'chess-notation', 'occupancy-check'])(
		'%s: Python’s once the cell is written in Python, JavaScript’s otherwise',
		async (id) => {
			const user = userEvent.setup();
			const { cell, exercise } = renderCell(id);
			await user.click(within(cell).getByRole('radio', { name: 'Python' }));
			const shown = await revealAll(cell, user);
			const python = pythonSolution(id)!.replace(/\n$/, '').split('\n')[0]!;
			expect(shown.solution).toContain(python);
			expect(shown.solution).not.toContain('function ');
			for (const hint of pythonHints(id)!) expect(shown.hints).toContain(hint.replaceAll('`', ''));
			// No JavaScript-only name in what a Python learner reads.
			expect(shown.hints).not.toMatch(/\bisSafe\b|String\.fromCharCode|createOccupancyCheck/);
			await user.click(within(cell).getByRole('radio', { name: 'TypeScript' }));
			const back = within(cell).getByRole('region', { name: /Worked solution/ });
			expect(back.textContent).toContain(exercise.solution.split('\n')[0]);
		},
	);

	test('in the page’s language: a Chinese page shows the Python solution’s Chinese comments', async () => {
		const user = userEvent.setup();
		const { cell } = renderCell('occupancy-check', 'zh-cn');
		await user.click(within(cell).getByRole('radio', { name: 'Python' }));
		const shown = await revealAll(cell, user);
		expect(shown.solution).toContain('# 主对角线（\\）：row − col + n − 1');
		expect(shown.hints).toContain('OccupancyCheck(n)');
	});
});
