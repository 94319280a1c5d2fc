import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import BugReplay from '../../components/BugReplay.svelte';
import { buggySearch, type BuggyVariant } from '../../src/solver/buggy.ts';
import { describeEvent } from '../../src/solver/describe.ts';
import type { SearchEvent } from '../../src/solver/events.ts';

afterEach(() => cleanup());

// Seed 002: the four versions printed 0, 0, 1 and 92 boards.
const STORY = [
	['no-undo', /never undo/i, 0],
	['half-fix', /half fix/i, 0],
	['clear-on-exit', /clear the row when its loop ends/i, 1],
	['fixed', /also clear after printing/i, 92],
] as const;

/** The first check refused by a queen in the same row or a lower row: one that was never lifted. */
function firstStaleRefusal(variant: BuggyVariant): {
	index: number;
	event: Extract<SearchEvent, { type: 'check' }>;
} {
	const events = [...buggySearch(variant)];
	const index = events.findIndex(
		(e) => e.type === 'check' && !e.safe && e.conflict!.queenRow >= e.row,
	);
	return { index, event: events[index] as Extract<SearchEvent, { type: 'check' }> };
}

/** The log line of the current step (the selected option of the player's log). */
function currentLogLine(): HTMLElement {
	return screen.getByRole('option', { selected: true });
}

describe('bug replay', () => {
	test.each(STORY)('the %s version shows its count of boards', async (variant, name, boards) => {
		const user = userEvent.setup();
		render(BugReplay);
		const radio = screen.getByRole('radio', { name });
		await user.click(radio);
		expect(radio).toBeChecked();
		expect(radio).toHaveAttribute('value', variant);
		expect(screen.getByTestId('board-count')).toHaveTextContent(
			`${boards} ${boards === 1 ? 'board' : 'boards'}`,
		);
		// The radio itself says what the version prints, in words.
		expect(radio.closest('label')).toHaveTextContent(new RegExp(`prints ${boards} boards?$`));
	});

	test('the radio group is reachable and operable from the keyboard', async () => {
		const user = userEvent.setup();
		render(BugReplay);
		const first = screen.getByRole('radio', { name: /never undo/i });
		first.focus();
		await user.keyboard('{ArrowDown}');
		expect(screen.getByRole('radio', { name: /half fix/i })).toBeChecked();
		expect(screen.getByTestId('board-count')).toHaveTextContent('0 boards');
	});

	test.each(['no-undo', 'half-fix', 'clear-on-exit'] as const)(
		'%s: the jump lands on the first refusal by a queen left behind, and marks it',
		async (variant) => {
			const user = userEvent.setup();
			render(BugReplay, { variant });
			const { index, event } = firstStaleRefusal(variant);
			expect(index).toBeGreaterThan(0);
			const queen = `row ${event.conflict!.queenRow + 1}, column ${event.conflict!.queenCol + 1}`;

			await user.click(screen.getByRole('button', { name: 'Go to the moment it goes wrong' }));
			await waitFor(() => expect(currentLogLine()).toHaveTextContent(describeEvent(event)));
			expect(currentLogLine()).toHaveTextContent(`attacked by the queen in ${queen}`);
			// The player's own step counter agrees: event `index` is step index + 1.
			expect(document.querySelector('.nq-trace .step-status')).toHaveTextContent(
				`Step ${(index + 1).toLocaleString('en-US')} of`,
			);

			// The stale queen is marked on the board, in words.
			const board = screen.getByRole('grid', { name: /^Trace board/ });
			const marked = within(board).getByRole('gridcell', { name: /from an earlier step: stale/ });
			expect(marked).toHaveAttribute('data-row', String(event.conflict!.queenRow));
			expect(marked).toHaveAttribute('data-col', String(event.conflict!.queenCol));
			// The plain-words loop beside the log marks the line that made this step: the check.
			expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
				/^.?skip it if a queen/,
			);
			// The explanation names the same queen.
			expect(screen.getByText(/^Here row/)).toHaveTextContent(`the queen in ${queen}`);
		},
	);

	test('clear-on-exit goes wrong just after its one board: the last row’s queen is left standing', async () => {
		const user = userEvent.setup();
		render(BugReplay, { variant: 'clear-on-exit' });
		await user.click(screen.getByRole('button', { name: 'Go to the moment it goes wrong' }));
		await waitFor(() =>
			expect(currentLogLine()).toHaveTextContent(/attacked by the queen in row 8/),
		);
		expect(screen.getByText(/^Here row/)).toHaveTextContent(/last row/);
	});

	test('the fixed version has no such moment, and says so', async () => {
		const user = userEvent.setup();
		render(BugReplay, { variant: 'fixed' });
		await user.click(screen.getByRole('button', { name: 'Go to the moment it goes wrong' }));
		expect(screen.getByText(/Nothing goes wrong in this version/)).toHaveTextContent(
			'puts down 2056 queens and lifts 2056',
		);
	});

	test('the plain-words loop follows the replay: a lift, a printed board', async () => {
		const user = userEvent.setup();
		render(BugReplay, { variant: 'fixed' });
		const current = () => screen.getByRole('listitem', { current: 'step' });
		await user.click(screen.getByRole('button', { name: 'Next backtrack' }));
		// The first queen lifted makes way for a second one in the same row (row 5, column 4 → 8).
		await waitFor(() =>
			expect(currentLogLine()).toHaveTextContent('row 5, column 4: take the queen back'),
		);
		expect(current()).toHaveTextContent('if this row already has a queen, lift it');
		await user.click(screen.getByRole('button', { name: 'Next solution' }));
		await waitFor(() =>
			expect(currentLogLine()).toHaveTextContent('solution 1: columns 1 5 8 6 3 7 2 4'),
		);
		expect(current()).toHaveTextContent('print the board');
		// In the fixed version the queen is lifted right after the print.
		await user.click(screen.getByRole('button', { name: /Step forward/ }));
		expect(current()).toHaveTextContent(/lift this row’s queen$/);
		expect(currentLogLine()).toHaveTextContent('row 8, column 4: take the queen back');
	});

	test('the lesson is stated', () => {
		render(BugReplay);
		expect(
			screen.getByText(/whatever you do on the way down, undo on the way back/i),
		).toBeInTheDocument();
	});
});
