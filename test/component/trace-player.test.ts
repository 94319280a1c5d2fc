import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import TracePlayer from '../../components/trace/TracePlayer.svelte';
import { eventLines } from '../../components/trace/trace-player.svelte.ts';
import { extractRegion } from '../../src/site/regions.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
});

// The real regions, as plain escaped HTML (Trace.astro passes Shiki's highlighted lines instead).
const searchFile = readFileSync(resolve('src/solver/search/search.ts'), 'utf8');
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sourceOf = (name: string) => {
	const region = extractRegion(searchFile, name);
	return {
		...region,
		lines: region.code.split('\n').map(escape),
		file: 'src/solver/search/search.ts',
	};
};
const sources = { recursive: sourceOf('recursive-search'), stack: sourceOf('stack-search') };

const EVENTS_N4 = [...backtrack({ n: 4, check: 'formula-up' })].length;

const board = () => screen.getByRole('grid');
const cellNames = () =>
	within(board())
		.getAllByRole('gridcell')
		.map((cell) => cell.getAttribute('aria-label'));
const queenCount = () =>
	cellNames().filter((name) => /^Row \d+, column \d+, queen/.test(name ?? '')).length;
const log = () => screen.getByRole('listbox', { name: 'Log' });
const currentLine = () => within(log()).getByRole('option', { selected: true });
const stepText = () =>
	(document.querySelector('.step-status')?.textContent ?? '').replace(/\s+/g, ' ').trim();
const button = (name: string) => screen.getByRole('button', { name });
const player = () => screen.getByRole('region', { name: 'Trace player' });

function setup(props: Record<string, unknown> = {}) {
	const user = userEvent.setup();
	const result = render(TracePlayer, { n: 4, sources, ...props });
	return { user, ...result };
}

describe('stepping', () => {
	test('n = 4 is recorded at once and starts on the empty board', () => {
		setup();
		expect(stepText()).toBe(`Step 0 of ${EVENTS_N4}`);
		expect(queenCount()).toBe(0);
		expect(within(log()).queryByRole('option', { selected: true })).toBeNull();
	});

	test('stepping forward from the start tries, checks and places a queen, and logs each step', async () => {
		const { user } = setup();
		await user.click(button('Step forward'));
		expect(currentLine()).toHaveTextContent('row 1, column 1: try this square');
		expect(
			within(board()).getByRole('gridcell', { name: /^Row 1, column 1, empty, being tried/ }),
		).toBeInTheDocument();
		await user.click(button('Step forward'));
		expect(currentLine()).toHaveTextContent('row 1, column 1: safe, no queen attacks it');
		await user.click(button('Step forward'));
		expect(currentLine()).toHaveTextContent('row 1, column 1: place a queen');
		expect(queenCount()).toBe(1);
		expect(stepText()).toBe(`Step 3 of ${EVENTS_N4}`);
	});

	test('a refused square is marked and the attacking queen is ringed', async () => {
		const { user } = setup();
		for (let i = 0; i < 5; i++) await user.click(button('Step forward'));
		expect(currentLine()).toHaveTextContent(
			'row 2, column 1: attacked by the queen in row 1, column 1 along the column',
		);
		expect(
			within(board()).getByRole('gridcell', { name: /^Row 2, column 1, empty, refused/ }),
		).toBeInTheDocument();
		expect(
			within(board()).getByRole('gridcell', { name: /^Row 1, column 1, queen, attacking queen/ }),
		).toBeInTheDocument();
	});

	test('→ pressed repeatedly reaches the first solution, where jump-to-next-solution also lands', async () => {
		const { user } = setup();
		player().focus();
		let presses = 0;
		while (
			!/solution/.test(within(log()).queryByRole('option', { selected: true })?.textContent ?? '')
		) {
			await user.keyboard('{ArrowRight}');
			presses++;
			expect(presses).toBeLessThan(EVENTS_N4);
		}
		expect(currentLine()).toHaveTextContent('solution 1: columns 2 4 1 3');
		expect(queenCount()).toBe(4);
		const reached = stepText();
		await user.click(button('Reset'));
		expect(queenCount()).toBe(0);
		await user.click(button('Next solution'));
		expect(stepText()).toBe(reached);
		expect(stepText()).toBe(`Step ${presses} of ${EVENTS_N4}`);
		await user.click(button('Next solution'));
		expect(currentLine()).toHaveTextContent('solution 2: columns 3 1 4 2');
	});

	test('Next solution after the last one says so instead of doing nothing; a step clears it', async () => {
		const { user, container } = setup();
		const notice = () => container.querySelector('[aria-live="polite"].notice');
		await user.click(button('Next solution'));
		await user.click(button('Next solution'));
		expect(currentLine()).toHaveTextContent('solution 2: columns 3 1 4 2');
		const at = stepText();
		expect(notice()).toHaveTextContent(/^$/);
		await user.click(button('Next solution'));
		expect(stepText()).toBe(at);
		expect(notice()).toHaveTextContent(
			'No solution after this step: the search found 2 solutions.',
		);
		await user.click(button('Step back'));
		expect(notice()).toHaveTextContent(/^$/);
	});

	test('stepping back restores the previous board, marks and counters exactly', async () => {
		const { user, container } = setup();
		const counters = () => container.querySelector('.counters')?.textContent;
		for (const jump of [
			'Next backtrack',
			'Step forward',
			'Step forward',
			'Next solution',
			'Step forward',
		]) {
			await user.click(button(jump));
			const before = {
				step: stepText(),
				cells: cellNames(),
				counts: counters(),
				line: currentLine().textContent,
			};
			await user.click(button('Step forward'));
			expect(cellNames()).not.toEqual(before.cells);
			await user.click(button('Step back'));
			expect({
				step: stepText(),
				cells: cellNames(),
				counts: counters(),
				line: currentLine().textContent,
			}).toEqual(before);
		}
	});

	test('the stack and the tree show the path and the refused branches at the first backtrack', async () => {
		const { user } = setup();
		await user.click(button('Next backtrack'));
		expect(currentLine()).toHaveTextContent('row 2, column 3: take the queen back (backtrack)');
		const stack = screen.getByRole('list', { name: /Call stack/ });
		expect(
			within(stack)
				.getAllByRole('listitem')
				.map((li) => li.textContent?.trim()),
		).toEqual(['placeRow(0) row 1: column 1']);
		const rows = within(screen.getByRole('table')).getAllByRole('row');
		expect(rows[2]).toHaveTextContent('columns 1, 2 refused; column 3 explored and abandoned');
		// Counts so far in row 3: no queen placed, all four squares refused.
		expect(
			within(rows[3]!)
				.getAllByRole('cell')
				.slice(1)
				.map((c) => c.textContent),
		).toEqual(['0', '4']);
	});
});

describe('the log', () => {
	test('renders only a window of rows for the 35 645 events of n = 8', async () => {
		setup({ n: 8 });
		await waitFor(() => expect(stepText()).toBe('Step 0 of 35,645'), { timeout: 60_000 });
		const rows = within(log()).getAllByRole('option');
		expect(rows.length).toBeGreaterThan(5);
		expect(rows.length).toBeLessThan(40);
		expect(rows[0]).toHaveAttribute('aria-setsize', '35645');
	});

	test('a click on a log line jumps to that step', async () => {
		const { user } = setup();
		const line = within(log()).getAllByRole('option')[6]!;
		expect(line).toHaveTextContent(
			'7 row 2, column 2: attacked by the queen in row 1, column 1 along the \\ diagonal',
		);
		await user.click(line);
		expect(stepText()).toBe(`Step 7 of ${EVENTS_N4}`);
		expect(currentLine()).toBe(line);
	});

	test('↓ moves through the log and Enter jumps to the line', async () => {
		const { user } = setup();
		log().focus();
		await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
		expect(stepText()).toBe(`Step 0 of ${EVENTS_N4}`);
		expect(log()).toHaveAttribute(
			'aria-activedescendant',
			within(log()).getAllByRole('option')[2]!.id,
		);
		await user.keyboard('{Enter}');
		expect(stepText()).toBe(`Step 3 of ${EVENTS_N4}`);
		expect(currentLine()).toHaveTextContent('row 1, column 1: place a queen');
	});

	test('the current line stays in the rendered window when jumping far', async () => {
		const { user } = setup({ n: 6 });
		const events = [...backtrack({ n: 6, check: 'formula-up' })];
		const solutions = events.flatMap((e, i) => (e.type === 'solution' ? [i + 1] : []));
		await user.click(button('Next solution'));
		expect(currentLine()).toHaveTextContent(`${solutions[0]} solution 1: columns 2 4 6 1 3 5`);
		await user.click(button('Next solution'));
		expect(currentLine()).toHaveTextContent(`${solutions[1]} solution 2: columns 3 6 2 5 1 4`);
		expect(within(log()).getAllByRole('option').length).toBeLessThan(40);
	});
});

describe('keys and playback', () => {
	test('← → step, Home and End go to the ends, Space plays and pauses', async () => {
		// The player's timers faked: playing and pausing are shown by running them on, no real wait.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
		try {
			const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
			render(TracePlayer, { n: 4, sources });
			player().focus();
			await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
			expect(stepText()).toBe(`Step 3 of ${EVENTS_N4}`);
			await user.keyboard('{ArrowLeft}');
			expect(stepText()).toBe(`Step 2 of ${EVENTS_N4}`);
			await user.keyboard('{End}');
			expect(stepText()).toBe(`Step ${EVENTS_N4} of ${EVENTS_N4}`);
			expect(currentLine()).toHaveTextContent('search complete: 2 solutions');
			await user.keyboard('{Home}');
			expect(stepText()).toBe(`Step 0 of ${EVENTS_N4}`);
			await user.keyboard(' ');
			expect(button('Pause')).toBeInTheDocument();
			await vi.advanceTimersByTimeAsync(2_000);
			const played = stepText();
			expect(played, 'playing moves the step').not.toBe(`Step 0 of ${EVENTS_N4}`);
			await user.keyboard(' ');
			expect(button('Play')).toBeInTheDocument();
			const paused = stepText();
			await vi.advanceTimersByTimeAsync(2_000);
			expect(stepText(), 'paused: the step stays').toBe(paused);
		} finally {
			vi.useRealTimers();
		}
	});

	test('keys typed in a menu are left to the menu', async () => {
		const { user } = setup();
		const size = screen.getByRole('combobox', { name: 'Board' });
		size.focus();
		await user.keyboard('{ArrowRight}{End}');
		expect(stepText()).toBe(`Step 0 of ${EVENTS_N4}`);
	});

	test('playing at top speed runs to the end and stops', async () => {
		const { user } = setup();
		const speed = screen.getByRole('slider', { name: 'Speed' });
		await fireEvent.input(speed, { target: { value: '10' } });
		expect(speed).toHaveAttribute('aria-valuetext', '1000 steps per second');
		await user.click(button('Play'));
		await waitFor(() => expect(stepText()).toBe(`Step ${EVENTS_N4} of ${EVENTS_N4}`));
		await waitFor(() => expect(button('Play')).toBeInTheDocument());
	});

	test('the scrubber moves to any recorded step', async () => {
		setup();
		const scrubber = screen.getByRole('slider', { name: 'Step' });
		expect(scrubber).toHaveAttribute('max', String(EVENTS_N4));
		await fireEvent.input(scrubber, { target: { value: '40' } });
		await waitFor(() => expect(stepText()).toBe(`Step 40 of ${EVENTS_N4}`));
	});

	test('each step is announced in words while paused', async () => {
		const { user, container } = setup();
		await user.click(button('Step forward'));
		const live = container.querySelector('[aria-live="polite"][aria-atomic="true"]:not([role])');
		expect(live).toHaveTextContent('Step 1: row 1, column 1: try this square');
	});
});

describe('options and source', () => {
	test('changing the options rebuilds the trace from the start', async () => {
		const { user } = setup();
		await user.click(button('Next solution'));
		await user.selectOptions(screen.getByRole('combobox', { name: 'Board' }), '6');
		const n6 = [...backtrack({ n: 6, check: 'formula-up' })].length;
		await waitFor(() => expect(stepText()).toBe(`Step 0 of ${n6.toLocaleString('en-US')}`));
		expect(within(board()).getAllByRole('gridcell')).toHaveLength(36);
		await user.click(screen.getByRole('checkbox', { name: 'Stop at the first solution' }));
		await user.click(button('Next solution'));
		expect(currentLine()).toHaveTextContent('solution 1');
		await user.click(button('Step forward'));
		expect(currentLine()).toHaveTextContent('search stopped early: 1 solution');
	});

	test('an unknown check is reported in words instead of breaking the page', () => {
		setup({ check: 'nope' });
		expect(screen.getByRole('alert')).toHaveTextContent('Unknown check "nope"');
		expect(stepText()).toBe('Step 0 of 0');
	});

	test('after scrolling down the log, a new board size starts the log from its first line', async () => {
		const { user } = setup({ n: 6 });
		await user.click(button('Next solution'));
		expect(within(log()).queryByRole('option', { name: /^1 row 1, column 1: try/ })).toBeNull();
		await user.selectOptions(screen.getByRole('combobox', { name: 'Board' }), '5');
		expect(within(log()).getAllByRole('option')[0]).toHaveTextContent(
			'1 row 1, column 1: try this square',
		);
	});

	test('the line of the current event is marked in the source, for either search', async () => {
		const { user, container } = setup();
		const marked = () => container.querySelector('[aria-current="step"]')?.textContent ?? '';
		expect(marked()).toBe('');
		const lines = eventLines(sources.recursive.code);
		expect(Object.keys(lines).sort()).toEqual(['check', 'place', 'remove', 'solution', 'try']);
		await user.click(button('Step forward'));
		expect(marked()).toContain("yield { type: 'try', row, col };");
		await user.click(button('Step forward'));
		expect(marked()).toContain('board.isSafe(row, col)');
		await user.click(button('Step forward'));
		expect(marked()).toContain("type: 'place'");
		expect(marked()).toContain(String(sources.recursive.startLine + lines.place!));
		await user.selectOptions(screen.getByRole('combobox', { name: 'Search' }), 'stack');
		await user.click(button('Next backtrack'));
		expect(marked()).toContain("yield { type: 'remove', row: last, col: back };");
		await user.click(button('Next solution'));
		expect(marked()).toContain("yield { type: 'solution', columns: [...stack], index: found };");
	});
});

describe('jumps', () => {
	test('Next backtrack stops at a solution met first, so pressing it reaches 1302 (chapter 2)', async () => {
		const { user } = setup();
		const events = [...backtrack({ n: 4, check: 'formula-up' })];
		const first = events.findIndex((e) => e.type === 'solution');
		// The retreats the search makes before its first solution, by the solver.
		const retreats = events.slice(0, first).filter((e) => e.type === 'remove').length;
		let presses = 0;
		const selected = () => within(log()).queryByRole('option', { selected: true });
		while (!/solution 1/.test(selected()?.textContent ?? '') && presses < 50) {
			await user.click(button('Next backtrack'));
			presses++;
		}
		expect(currentLine()).toHaveTextContent('solution 1: columns 2 4 1 3');
		expect(stepText()).toBe(`Step ${first + 1} of ${EVENTS_N4}`);
		expect(presses).toBe(retreats + 1);
		// The next press goes on to the retreat from the full board.
		await user.click(button('Next backtrack'));
		expect(currentLine()).toHaveTextContent('take the queen back');
	});
});

describe('limits, landmarks and narrow screens', () => {
	test('a board size the limits refuse is reported in words, and the board stays as it was', async () => {
		const { user } = setup();
		const size = screen.getByRole('combobox', { name: 'Board' });
		// A menu value changed from outside (an edited page, a stale option): not in the list.
		size.append(new Option('−3', '-3'));
		await user.selectOptions(size, '-3');
		expect(screen.getByRole('alert')).toHaveTextContent(
			'The board size must be at least 1 (a board needs at least one square), but got -3.',
		);
		expect(screen.getByRole('alert')).not.toHaveTextContent(/typed array/i);
		expect(stepText()).toBe('Step 0 of 0');
		expect(within(board()).getAllByRole('gridcell')).toHaveLength(16);
		await user.selectOptions(size, '5');
		expect(screen.queryByRole('alert')).toBeNull();
		expect(within(board()).getAllByRole('gridcell')).toHaveLength(25);
	});

	test('a size prop past the limit is brought within LIMITS.tracePlayer', () => {
		setup({ n: 40 });
		const max = LIMITS.tracePlayer.max;
		expect(screen.getByRole('combobox', { name: 'Board' })).toHaveValue(String(max));
		expect(within(board()).getAllByRole('gridcell')).toHaveLength(max * max);
	});

	test('the player is one named region; the only region inside is its tree, named after it', async () => {
		setup({ label: 'Trace player: 4 queens' });
		const group = screen.getByRole('region', { name: 'Trace player: 4 queens' });
		// The drawing is fetched when its panel is on screen (at once here: jsdom watches nothing).
		await within(group).findByTestId('tree-drawing');
		expect(group).toHaveAttribute('tabindex', '0');
		// Two players on a page never share a landmark's name (axe landmark-unique).
		expect(
			within(group)
				.getAllByRole('region')
				.map((r) => r.getAttribute('aria-label')),
		).toEqual(['Search tree, Trace player: 4 queens']);
		expect(within(group).queryAllByRole('complementary')).toEqual([]);
		expect(
			within(group).getByRole('group', { name: 'Code: src/solver/search/search.ts' }),
		).toHaveAttribute('tabindex', '0');
	});

	test('every row is one line, the same height in the HTML as in the scrolling', () => {
		// The height is the code's, not the text's: the server's HTML, the page and the virtual
		// scrolling lay the rows out alike, whatever their sentences (the longest for n = 4 has 78
		// characters); test/e2e/trace-player-layout.spec.ts measures them in a browser.
		setup();
		const rows = within(log()).getAllByRole('option');
		expect(rows.length).toBeGreaterThan(0);
		const height = rows[0]!.parentElement!.style.getPropertyValue('--row');
		expect(height).toMatch(/^\d+px$/);
		expect(Number.parseInt(height)).toBeLessThanOrEqual(32);
		for (const row of rows) expect(row.querySelectorAll('.text')).toHaveLength(1);
		expect(rows[0]).toHaveAccessibleName(/^row 1, column 1: try this square$/);
	});

	test('the cursor’s line is shown whole below the log, in a line there from the start', async () => {
		const { user } = setup();
		const full = document.querySelector('.full')!;
		expect(full).toBeInTheDocument();
		expect(full).toHaveTextContent(/^$/);
		for (let i = 0; i < 5; i++) await user.click(button('Step forward'));
		expect(full).toHaveTextContent(
			'5: row 2, column 1: attacked by the queen in row 1, column 1 along the column',
		);
	});
});

describe('teach by asking: what a chapter shows, the data, the short code, the page signal', () => {
	test('show limits the menus and panels to what the chapter has taught', () => {
		setup({ show: ['code', 'counters'] });
		expect(screen.queryByRole('combobox', { name: 'Check' })).toBeNull();
		expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
		expect(screen.queryByRole('heading', { name: 'Search tree' })).toBeNull();
		expect(screen.queryByRole('heading', { name: /Call stack/ })).toBeNull();
		expect(screen.getByRole('heading', { name: 'Counters' })).toBeInTheDocument();
		expect(button('Step forward')).toBeInTheDocument();
	});

	test('the columns array follows the trace, the entry being changed lit and named', async () => {
		const { user } = setup({ show: ['columns'] });
		const cells = () =>
			within(screen.getByRole('list', { name: /columns/ }))
				.getAllByRole('listitem')
				.map((li) => li.textContent!.replace(/\s+/g, ''));
		expect(cells()).toEqual(['[0]·', '[1]·', '[2]·', '[3]·']);
		for (let k = 0; k < 3; k++) await user.click(button('Step forward'));
		expect(cells()).toEqual(['[0]0', '[1]·', '[2]·', '[3]·']);
		expect(document.querySelector('[aria-current="true"]')).toHaveTextContent('[0]');
		expect(screen.getByText('columns.push(0): columns[0] = 0.')).toBeInTheDocument();
		await user.click(button('Next solution'));
		expect(cells()).toEqual(['[0]1', '[1]3', '[2]0', '[3]2']); // 1302, chapter 1
		await user.click(screen.getByRole('radio', { name: '1 (board)' }));
		expect(cells()).toEqual(['[0]2', '[1]4', '[2]1', '[3]3']);
	});

	test('the stack search names its array stack', () => {
		setup({ search: 'stack', show: ['columns'] });
		expect(screen.getByRole('heading', { name: /^stack/ })).toBeInTheDocument();
	});

	test('the short code leaves out the yield lines, and the generator version is one click away', async () => {
		const { readableSource } = await import('../../components/trace/readable-code.ts');
		const short = readableSource(sources.recursive.code);
		expect(short.map((l) => l.text).join('\n')).not.toMatch(/yield|found|limit/);
		expect(short.map((l) => l.text.trim())).toContain('placeRow(row + 1);');
		const withShort = {
			...sources,
			recursive: {
				...sources.recursive,
				short: { lines: short.map((l) => escape(l.text)), from: short.map((l) => l.from) },
			},
		};
		const { user } = setup({ sources: withShort, show: ['code'] });
		const code = () => document.querySelector('.code-panel pre')!.textContent!;
		expect(code()).not.toContain('yield');
		for (let k = 0; k < 2; k++) await user.click(button('Step forward'));
		expect(document.querySelector('.src.current')).toHaveTextContent('board.isSafe(row, col)');
		await user.click(button('Show the generator version the player runs'));
		expect(code()).toContain("yield { type: 'check'");
		expect(document.querySelector('.src.current')).toHaveTextContent('board.isSafe(row, col)');
	});

	test('reaching the first solution announces the player on the page, once', async () => {
		const { forgetAnnouncements, announced } = await import('../../components/page/page-events.ts');
		forgetAnnouncements();
		const { user } = setup({ id: 'player-test' });
		await user.click(button('Step forward'));
		expect(announced('player-test')).toBeUndefined();
		await user.click(button('Next solution'));
		await waitFor(() => expect(announced('player-test')).toBe('run'));
	});

	test('a preset button sets the options and jumps', async () => {
		const { user } = setup({
			presets: [{ label: 'n = 6, first solution', options: { n: 6 }, goto: 'first-solution' }],
		});
		await user.click(button('n = 6, first solution'));
		await waitFor(() => expect(queenCount()).toBe(6));
	});
});
