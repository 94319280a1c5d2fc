import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import BugReplay from '../../components/bug-replay/BugReplay.svelte';
import { analyseBug, buggySearch, reportBugs } from '../../src/solver/bugs/index.ts';
import { announce, forgetAnnouncements } from '../../components/page/page-events.ts';

afterEach(() => cleanup());

/** The solver's report, as BugReplay.astro makes it when the site is built. */
const report = reportBugs(8);

/** Renders the replay with the report; everything it shows is there at once. */
async function renderReplay(props: Record<string, unknown> = {}) {
	const result = render(BugReplay, { report, ...props });
	expect(screen.getByTestId('board-count')).toBeInTheDocument();
	return result;
}

// Seed 002: the four versions printed 0, 0, 1 and 92 boards.
const STORY = [
	['no-undo', /never undo/i, 0],
	['half-fix', /half fix/i, 0],
	['clear-on-exit', /clear the row when its loop ends/i, 1],
	['fixed', /also clear after printing/i, 92],
] as const;

/** The log line of the current step (the selected option of the player's log). */
function currentLogLine(): HTMLElement {
	return screen.getByRole('option', { selected: true });
}

describe('bug replay', () => {
	test.each(STORY)('the %s version shows its count of boards', async (variant, name, boards) => {
		const user = userEvent.setup();
		await renderReplay();
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

	test('with countsAfter, no count shows until that question is answered', async () => {
		forgetAnnouncements();
		await renderReplay({ countsAfter: 'guess-first' });
		expect(screen.getByTestId('board-count')).toHaveTextContent('? boards');
		const picker = screen.getByRole('group', { name: 'Version of the program' });
		expect(picker.textContent).not.toMatch(/\d+ boards?/);
		announce('guess-first', 'answer');
		await waitFor(() => expect(screen.getByTestId('board-count')).toHaveTextContent('0 boards'));
		expect(picker.textContent).toMatch(/prints 92 boards/);
		forgetAnnouncements();
	});

	test('the radio group is reachable and operable from the keyboard', async () => {
		const user = userEvent.setup();
		await renderReplay();
		const first = screen.getByRole('radio', { name: /never undo/i });
		first.focus();
		await user.keyboard('{ArrowDown}');
		expect(screen.getByRole('radio', { name: /half fix/i })).toBeChecked();
		expect(screen.getByTestId('board-count')).toHaveTextContent('0 boards');
	});

	// The first refusal by a queen that should have been lifted, checked by hand in
	// test/unit/buggy-analysis.test.ts (rows and columns counted from 1 here).
	test.each([
		[
			'no-undo',
			'row 5, column 5: attacked by the queen in row 5, column 4, which already stands in this row',
			[5, 4],
		],
		[
			'half-fix',
			'row 4, column 7: attacked by the queen in row 5, column 8 along the \\ diagonal',
			[5, 8],
		],
		[
			'clear-on-exit',
			'row 7, column 4: attacked by the queen in row 8, column 4 along the column',
			[8, 4],
		],
	] as const)(
		'%s: the jump lands on the first refusal by a queen left behind, and marks it',
		async (variant, logLine, [queenRow, queenCol]) => {
			const user = userEvent.setup();
			await renderReplay({ variant });
			await user.click(screen.getByRole('button', { name: 'Show me' }));
			await waitFor(() => expect(currentLogLine()).toHaveTextContent(logLine));
			// The board is at the step the solver's analysis found (event index + 1).
			const step = analyseBug(variant).firstStale!.index + 1;
			const board = screen.getByRole('grid', { name: /^Trace board/ });
			expect(board).toHaveAccessibleName(
				new RegExp(`after step (${step}|${step.toLocaleString('en-US')})$`),
			);

			// The queen left behind is marked on the board, in words.
			const marked = within(board).getByRole('gridcell', { name: /from an earlier step: stale/ });
			expect(marked).toHaveAccessibleName(
				new RegExp(`^Row ${queenRow}, column ${queenCol}, queen`),
			);
			// The plain-words loop beside the log marks the line that made this step: the check.
			expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
				/^.?skip it if a queen/,
			);
			// The explanation names the same queen, in the log's words.
			expect(screen.getByText(/^Here row/)).toHaveTextContent(
				`the queen in row ${queenRow}, column ${queenCol}`,
			);
		},
	);

	test('no-undo: the explanation names the first square the correct program would take', async () => {
		// Row 5, column 8 is attacked by none of the queens in rows 1-4 (hand-checked in the unit test).
		const user = userEvent.setup();
		await renderReplay({ variant: 'no-undo' });
		await user.click(screen.getByRole('button', { name: 'Show me' }));
		expect(screen.getByText(/^Here row/)).toHaveTextContent(
			/row 5, column 8 is refused by the same mistake.*the correct program would put a queen there/,
		);
	});

	test('clear-on-exit: the printed board reads solved, the same board a step later does not (issue 9)', async () => {
		const user = userEvent.setup();
		await renderReplay({ variant: 'clear-on-exit' });
		const board = () => screen.getByRole('grid', { name: /^Trace board/ });
		await user.click(screen.getByRole('button', { name: 'Next solution' }));
		await waitFor(() =>
			expect(currentLogLine()).toHaveTextContent('solution 1: columns 1 5 8 6 3 7 2 4'),
		);
		expect(board()).toHaveAccessibleDescription(/^Solved! 8 queens/);
		// The function returns without lifting row 8's queen; row 7 tries its next column.
		await user.click(screen.getByRole('button', { name: /Step forward/ }));
		expect(currentLogLine()).toHaveTextContent('row 7, column 3: try this square');
		expect(board()).toHaveAccessibleDescription(
			/^8 queens and no two attack each other, but not a solution the search found: the queen in row 8, column 4 should have been lifted\./,
		);
		expect(within(board()).getByRole('gridcell', { name: /stale/ })).toHaveAccessibleName(
			/^Row 8, column 4, queen/,
		);
	});

	test('clear-on-exit goes wrong just after its one board: the last row’s queen is left standing', async () => {
		const user = userEvent.setup();
		await renderReplay({ variant: 'clear-on-exit' });
		await user.click(screen.getByRole('button', { name: 'Show me' }));
		await waitFor(() =>
			expect(currentLogLine()).toHaveTextContent(/attacked by the queen in row 8/),
		);
		expect(screen.getByText(/^Here row/)).toHaveTextContent(/last row/);
	});

	test('the fixed version has no such moment, and says so', async () => {
		const user = userEvent.setup();
		await renderReplay({ variant: 'fixed' });
		await user.click(screen.getByRole('button', { name: 'Show me' }));
		expect(screen.getByText(/Nothing goes wrong in this version/)).toHaveTextContent(
			'puts down 2,056 queens and lifts 2,056',
		);
	});

	test('the plain-words loop follows the replay: a lift, a printed board', async () => {
		const user = userEvent.setup();
		await renderReplay({ variant: 'fixed' });
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

	test('the lesson is stated', async () => {
		await renderReplay();
		expect(
			screen.getByText(/whatever you do on the way down, undo on the way back/i),
		).toBeInTheDocument();
	});

	test('the first render is the idle widget: counts, the replay’s length, working buttons', () => {
		// What the server renders before the code loads, so nothing changes when it hydrates.
		render(BugReplay, { report });
		expect(screen.getByTestId('board-count')).toHaveTextContent('0 boards');
		expect(screen.getByRole('button', { name: 'Show me' })).toBeEnabled();
		expect(screen.getByRole('button', { name: 'Is it this step?' })).toBeEnabled();
		const player = screen.getByRole('region', { name: /^Replay of version 1/ });
		const events = [...buggySearch('no-undo', 8)].length;
		expect(player).toHaveTextContent(`Step 0 of ${events}`);
		expect(player).not.toHaveTextContent(/recording/i);
	});

	test('the learner looks first: "Is it this step?" answers not yet, too late, then yes', async () => {
		const user = userEvent.setup();
		const found: string[] = [];
		await renderReplay({ variant: 'no-undo', onfound: (v: string) => found.push(v) });
		const ask = screen.getByRole('button', { name: 'Is it this step?' });
		await user.click(ask);
		// At step 0 nothing is refused yet: the answer says so and what to do, not "every refused square".
		expect(screen.getByText(/^Not yet: the replay stands at step 0/)).toBeInTheDocument();
		expect(screen.queryByText(/every refused square/)).toBeNull();
		expect(found).toEqual([]);
		expect(screen.queryByText(/^Here row/)).toBeNull(); // nothing given away yet
		// Past the moment: the last step of the replay.
		const step = analyseBug('no-undo').firstStale!.index + 1;
		const player = screen.getByRole('region', { name: /^Replay of version 1/ });
		player.focus();
		await user.keyboard('{End}');
		await user.click(ask);
		expect(screen.getByText(/^It went wrong before step/)).toBeInTheDocument();
		// Exactly at the moment: the solver's step.
		player.focus();
		await user.keyboard('{Home}');
		for (let i = 0; i < step; i++) await user.keyboard('{ArrowRight}');
		await user.click(ask);
		expect(screen.getByText(`Yes: step ${step} is the moment it goes wrong.`)).toBeInTheDocument();
		expect(screen.getByText(/^Here row 5, column 5 is refused/)).toBeInTheDocument();
		expect(found).toEqual(['no-undo']);
	});

	test('version 4 says why it makes fewer checks than the correct search, from the analysis', async () => {
		const user = userEvent.setup();
		await renderReplay();
		await user.click(screen.getByRole('radio', { name: /also clear after printing/i }));
		const fixed = analyseBug('fixed').stats;
		// 15,720: the checks of the correct search for 8 queens, with any check (chapters 2 to 5).
		const missing = 15_720 - fixed.checks;
		expect(missing).toBeGreaterThan(0);
		expect(screen.getByTestId('checks-note')).toHaveTextContent(
			`That is ${missing.toLocaleString('en-US')} fewer than the 15,720 checks of the correct search.`,
		);
		expect(screen.getByTestId('checks-note')).toHaveTextContent(
			`the ${missing.toLocaleString('en-US')} squares to the right of the printed queens in the last row are never tried`,
		);
		// The other versions print fewer boards, so no such comparison is made for them.
		await user.click(screen.getByRole('radio', { name: /never undo/i }));
		expect(screen.queryByTestId('checks-note')).toBeNull();
	});
});
