import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import { announce, forgetAnnouncements } from '../../components/page/page-events.ts';
import userEvent from '@testing-library/user-event';
import SolutionGallery from '../../components/gallery/SolutionGallery.svelte';

afterEach(() => cleanup());

// OEIS A000170 and A002562 for n = 4 … 10.
const TABLE = [
	[4, 2, 1],
	[5, 10, 2],
	[6, 4, 1],
	[7, 40, 6],
	[8, 92, 12],
	[9, 352, 46],
	[10, 724, 92],
] as const;

/** Waits for the search to finish and returns the count line. */
async function countLine(): Promise<HTMLElement> {
	return screen.findByText(
		/ solutions? (for n =|\(one per symmetry class\))/,
		{},
		{ timeout: 60_000 },
	);
}

/** The selected board's columns, read from the queens its gridcells name (row by row). */
function selectedColumns(): number[] {
	const grid = screen.getByRole('grid', { name: /^Selected board/ });
	const rows = within(grid).getAllByRole('row');
	return rows.map((row) =>
		within(row)
			.getAllByRole('gridcell')
			.findIndex((c) => /, queen/.test(c.getAttribute('aria-label') ?? '')),
	);
}

/** Whether columns are a solution, by the rules of the puzzle (independent of the solver). */
function attacksNone(columns: readonly number[]): boolean {
	return columns.every((c, r) =>
		columns.every((d, s) => s === r || (c >= 0 && c !== d && Math.abs(c - d) !== Math.abs(r - s))),
	);
}

describe('solution gallery', () => {
	test('the selected board is said to be a solution once, not twice (issue 28, the walk)', async () => {
		const { container } = render(SolutionGallery, { n: 8 });
		await countLine();
		const selected = container.querySelector<HTMLElement>('section.selected')!;
		expect(within(selected).getByText(/no two queens attack each other/)).toBeInTheDocument();
		expect(within(selected).queryByText(/Solved!/)).toBeNull();
		const said = selected.textContent!.match(/attack each other/g) ?? [];
		expect(said).toHaveLength(1);
	});

	test('the selected board is numbered as every board of the book: row 1 at the top (issue 28)', async () => {
		const { container } = render(SolutionGallery, { n: 8 });
		await countLine();
		const big = container.querySelector('.selected')!;
		const edge = (part: string) =>
			[...big.querySelectorAll(`.${part} span`)].map((span) => span.textContent);
		const oneToEight = Array.from({ length: 8 }, (_, i) => String(i + 1));
		// Chess notation is one of the formats (the Format menu), not the board's frame.
		expect(edge('ranks')).toEqual(oneToEight);
		expect(edge('files')).toEqual(oneToEight);
	});

	test('with classesAfter, the classes are named only once that question is answered', async () => {
		forgetAnnouncements();
		render(SolutionGallery, { n: 8, classesAfter: 'ask-classes' });
		expect(await countLine()).toHaveTextContent(/^92 solutions for n = 8\.$/);
		const title = () => screen.getByText(/^\s*Selected board:/);
		expect(title()).not.toHaveTextContent(/class \d+ of/);
		announce('ask-classes', 'answer');
		await waitFor(async () =>
			expect(await countLine()).toHaveTextContent(
				'92 solutions for n = 8, in 12 symmetry classes.',
			),
		);
		expect(title()).toHaveTextContent(/class \d+ of 12/);
		forgetAnnouncements();
	});

	test('n = 8 shows 92 solutions, and 12 with "fundamental only"', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 8 });
		expect(await countLine()).toHaveTextContent('92 solutions for n = 8, in 12 symmetry classes.');
		// One page of small boards at a time, never all 92.
		expect(screen.getAllByRole('button', { name: /^Solution #\d+/ })).toHaveLength(24);
		expect(screen.getByText(/Page 1 of 4/)).toBeInTheDocument();

		await user.click(screen.getByRole('checkbox', { name: /Fundamental only/ }));
		expect(await countLine()).toHaveTextContent(
			'12 fundamental solutions (one per symmetry class) of the 92 solutions for n = 8.',
		);
		expect(screen.getAllByRole('button', { name: /^Solution #\d+/ })).toHaveLength(12);
		// Exactly one of the twelve is symmetric to itself (a half turn), and it says so in words.
		expect(screen.getAllByRole('button', { name: /symmetric to itself/ })).toHaveLength(1);
	});

	test.each(TABLE)('n = %i: %i solutions, %i fundamental', async (n, all, fundamental) => {
		const user = userEvent.setup();
		render(SolutionGallery, { n });
		expect(await countLine()).toHaveTextContent(
			`${all} solutions for n = ${n}, in ${fundamental} symmetry`,
		);
		// Never more than one page of boards in the document.
		expect(screen.getAllByRole('button', { name: /^Solution #\d+/ }).length).toBe(
			Math.min(all, 24),
		);
		await user.click(screen.getByRole('checkbox', { name: /Fundamental only/ }));
		expect(await countLine()).toHaveTextContent(`${fundamental} fundamental solution`);
	});

	test('the size picker reruns the search for the new n', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 8 });
		await countLine();
		await user.selectOptions(screen.getByRole('combobox', { name: 'Board size n' }), '6');
		expect(await countLine()).toHaveTextContent('4 solutions for n = 6, in 1 symmetry class.');
		expect(screen.getByRole('grid', { name: /^Selected board/ })).toBeInTheDocument();
		expect(selectedColumns()).toHaveLength(6);
	});

	test('a size the menu should not offer is refused with the solver’s message', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 6 });
		await countLine();
		const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Board size n' });
		picker.append(new Option('11', '11')); // as if the page had been tampered with
		await user.selectOptions(picker, '11');
		expect(screen.getByRole('alert')).toHaveTextContent(
			'The board size n = 11 is too large here; the largest allowed is 10.',
		);
		expect(picker).toHaveValue('6');
		expect(await countLine()).toHaveTextContent('4 solutions for n = 6');
	});

	test('a rotate button changes the selected board and it stays a solution', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 8 });
		await countLine();
		const before = selectedColumns();
		expect(before).toEqual([0, 4, 7, 5, 2, 6, 1, 3]); // the first solution the search finds
		await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
		const after = selectedColumns();
		expect(after).not.toEqual(before);
		// A quarter turn clockwise sends (row, col) to (col, n − 1 − row).
		const expected = Array.from({ length: 8 }, () => -1);
		before.forEach((c, r) => (expected[c] = 7 - r));
		expect(after).toEqual(expected);
		expect(attacksNone(after)).toBe(true);
		expect(screen.getByText(/Still a solution/)).toBeInTheDocument();

		await user.click(screen.getByRole('button', { name: 'Mirror ↔' }));
		expect(selectedColumns()).toEqual(after.map((c) => 7 - c));
		expect(
			screen.getByText(/Applied: rotated a quarter turn clockwise, then mirrored left to right/),
		).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Identity (reset)' }));
		expect(selectedColumns()).toEqual(before);
	});

	test('picking a board selects it; the half-turn-symmetric one says so', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 8 });
		await countLine();
		await user.click(screen.getByRole('checkbox', { name: /Fundamental only/ }));
		const symmetric = screen.getByRole('button', { name: /symmetric to itself/ });
		await user.click(symmetric);
		expect(symmetric).toHaveAttribute('aria-pressed', 'true');
		expect(screen.getByText(/It is unchanged when rotated half a turn/)).toHaveTextContent(
			'class has only 4 distinct boards',
		);
		const columns = selectedColumns();
		await user.click(screen.getByRole('button', { name: 'Rotate 180°' }));
		expect(selectedColumns()).toEqual(columns); // a half turn leaves it where it was
	});

	test('the format switch shows chess notation, and Copy reports what happened', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 8 });
		await countLine();
		const text = () => screen.getByLabelText(/^Selected board as /).textContent;
		expect(text()).toContain('■ □ □ □ □ □ □ □');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'chess');
		// Seed 000's notation for the first solution, file by file.
		expect(text()).toBe('a8 b2 c4 d1 e7 f5 g3 h6');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'digits');
		expect(text()).toBe('04752613');
		await user.click(screen.getByRole('button', { name: 'Copy' }));
		// user-event provides a clipboard stub; either way a message says what happened.
		expect(await screen.findByText(/Copied the board|copy it by hand/)).toBeInTheDocument();
	});

	test('pages move with the Next and Previous buttons', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 8 });
		await countLine();
		await user.click(screen.getByRole('button', { name: /Next/ }));
		expect(screen.getByText(/Page 2 of 4: boards 25–48 of 92/)).toBeInTheDocument();
		expect(screen.getAllByRole('button', { name: /^Solution #\d+/ })[0]).toHaveAccessibleName(
			/^Solution #25/,
		);
		await user.click(screen.getByRole('button', { name: /Previous/ }));
		expect(screen.getByText(/Page 1 of 4/)).toBeInTheDocument();
	});
});

describe('gallery details (issues 9 and 11)', () => {
	test('the format menu names each format by what it looks like, never by source article', async () => {
		render(SolutionGallery, { n: 8 });
		await countLine();
		const menu = screen.getByRole('combobox', { name: /^Format/ });
		const labels = within(menu)
			.getAllByRole('option')
			.map((o) => o.textContent ?? '');
		expect(labels).toHaveLength(7);
		for (const label of labels) expect(label).not.toMatch(/seed/i);
		expect(labels).toContain('chess squares, like a8 b2');
	});

	test('each small board is one cheap picture: n queen discs, hidden from screen readers', async () => {
		const { container } = render(SolutionGallery, { n: 6 });
		expect(await countLine()).toHaveTextContent('4 solutions for n = 6');
		const minis = container.querySelectorAll('svg.mini');
		expect(minis).toHaveLength(4);
		for (const mini of minis) {
			expect(mini).toHaveAttribute('aria-hidden', 'true');
			expect(mini.querySelectorAll('circle')).toHaveLength(6);
		}
		// Only the selected board is a grid of cells.
		expect(screen.getAllByRole('grid')).toHaveLength(1);
	});
});

describe('in Chinese (locale zh-cn)', () => {
	test('controls, count, selected board, transforms and pages speak Chinese, no English left', async () => {
		const { container } = render(SolutionGallery, { n: 6, locale: 'zh-cn' });
		const user = userEvent.setup();
		const said = () =>
			screen
				.getAllByRole('status')
				.map((s) => s.textContent?.trim())
				.join('\n');
		expect(
			await screen.findByText('n = 6 时有 4 个解，分属 1 个对称类。', {}, { timeout: 60_000 }),
		).toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: '棋盘大小 n' })).toHaveValue('6');
		expect(
			screen.getByRole('checkbox', { name: '只看基本解（每个对称类一个）' }),
		).not.toBeChecked();
		expect(screen.getByRole('checkbox', { name: '按对称类分组' })).not.toBeChecked();
		expect(
			screen.getByText(/^\s*选中的棋盘：第 1 个解，共 4 个，对称类 1（共 1 个）\s*$/),
		).toBeInTheDocument();
		expect(screen.getByRole('grid', { name: '选中的棋盘，列号依次为 135024' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: '旋转 90°' }));
		expect(screen.getByText('已执行：顺时针旋转 90°。')).toBeInTheDocument();
		expect(
			screen.getByText(/仍然是解：没有两个皇后互相攻击（由求解器检查）。$/),
		).toBeInTheDocument();
		expect(said()).toMatch(/^顺时针旋转 90°：列号依次为 \d{6}，仍然是解，是列表中的第 \d 个解。$/m);
		await user.click(screen.getByRole('button', { name: '还原（重置）' }));
		await user.click(screen.getByRole('button', { name: /^解 #2/ }));
		expect(said()).toMatch(/^已选中第 2 个解：列号依次为 \d{6}。$/m);
		expect(screen.getByRole('group', { name: '旋转或翻转选中的棋盘' })).toBeInTheDocument();
		await user.selectOptions(screen.getByRole('combobox', { name: '格式' }), 'digits');
		expect(screen.getByRole('option', { name: '从 0 起的列号数字，如 1302' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: '复制' }));
		expect(
			screen.getByText(/^已按“从 0 起的列号数字，如 1302”的格式复制棋盘。$|^这里无法复制/),
		).toBeInTheDocument();
		expect(screen.getByRole('navigation', { name: '解的分页' })).toHaveTextContent(
			'← 上一页 第 1 页，共 1 页：第 1–4 个棋盘，共 4 个 下一页 →',
		);
		await user.click(screen.getByRole('checkbox', { name: '按对称类分组' }));
		expect(screen.getByText('对称类 1：4 个不同的棋盘，自身对称')).toBeInTheDocument();
		const labels = [...container.querySelectorAll('[aria-label]')].map((el) =>
			el.getAttribute('aria-label'),
		);
		// The formats' menu shows the boards' own letters (X, Q, a8): single letters, not words.
		// The board's file letters a to f run together in textContent: coordinates, not words.
		const words = `${container.textContent} ${labels.join(' ')}`.replace('abcdef', '');
		expect(words.match(/\b[A-Za-z]{2,}\b/g)).toBeNull();
	});

	test('a refused size is said in Chinese, by the solver’s Chinese phrases', async () => {
		const user = userEvent.setup();
		render(SolutionGallery, { n: 6, locale: 'zh-cn' });
		await screen.findByText(/^n = 6 时有 4 个解/, {}, { timeout: 60_000 });
		const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: '棋盘大小 n' });
		picker.append(new Option('11', '11'));
		await user.selectOptions(picker, '11');
		expect(screen.getByRole('alert')).toHaveTextContent(
			'棋盘大小为 11，在这里太大了；最大允许 10。',
		);
		expect(picker).toHaveValue('6');
	});
});
