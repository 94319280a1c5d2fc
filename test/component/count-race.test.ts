import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import { announce, forgetAnnouncements } from '../../components/page/page-events.ts';
import userEvent from '@testing-library/user-event';
import CountRace from '../../components/count-race/CountRace.svelte';
import {
	runCountJob,
	serveCountJob,
	SPREAD_FROM_N,
	type CountJob,
	type CountReply,
	type CountShare,
	type CountWorker,
} from '../../components/count-race/count-pool.ts';
import {
	countAll,
	countTimeText,
	ONE_THREAD_MAX,
	planSubproblems,
} from '../../src/solver/count/index.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { InProcessWorker, ManualWorker } from './stand-in-workers.ts';
import { runThenCancelByKeyboard } from './job-focus.ts';

afterEach(() => cleanup());

type Mode = 'count' | 'hold' | 'reply-error' | 'crash';

/** count: the real counting worker's handler in this thread; the others replay canned answers. */
function makeWorker(mode: Mode): CountWorker & { requests: CountJob[]; terminated: boolean } {
	switch (mode) {
		case 'count':
			return new InProcessWorker<CountJob, CountShare>(serveCountJob);
		case 'hold':
			return new ManualWorker<CountJob, CountReply>();
		case 'reply-error':
			return new ManualWorker<CountJob, CountReply>((w) =>
				w.send({ type: 'error', message: 'out of cheese' }),
			);
		case 'crash':
			return new ManualWorker<CountJob, CountReply>((w) => w.crash('Uncaught RangeError: boom'));
	}
}

function setup(
	mode: Mode,
	props: { workers?: number; from?: number; to?: number; publishedAfter?: string } = {},
) {
	const made: ReturnType<typeof makeWorker>[] = [];
	const createWorker = () => {
		const worker = makeWorker(mode);
		made.push(worker);
		return worker;
	};
	render(CountRace, { ...props, createWorker });
	return { made, user: userEvent.setup() };
}

/** The cells of the table row for n. */
function rowCells(n: number): string[] {
	const rows = screen
		.getAllByRole('table', { hidden: true })
		.flatMap((table) => within(table).getAllByRole('row', { hidden: true }));
	const row = rows.find(
		(r) => within(r).queryByRole('rowheader', { hidden: true })?.textContent === String(n),
	);
	if (!row) throw new Error(`no row for n = ${n}`);
	return within(row)
		.getAllByRole('cell', { hidden: true })
		.map((c) => c.textContent!.replace(/\s+/g, ' ').trim());
}

describe('counting', () => {
	test('counting n = 12 alone gives 14,200, matching the published count', async () => {
		const { made, user } = setup('count');
		expect(made).toHaveLength(0); // no worker before the first Run
		await user.selectOptions(screen.getByLabelText('From n'), '12');
		await user.selectOptions(screen.getByLabelText('to n'), '12');
		await user.click(screen.getByRole('button', { name: 'Run' }));

		expect(await screen.findByText(/^Done: n = 12 counted/)).toBeInTheDocument();
		const [published, counted, nodes] = rowCells(12);
		expect(published).toBe('14,200');
		expect(counted).toBe('14,200 ✓, matches');
		// The engine's own node count, as `nqueens 12 --count` would place them.
		expect(nodes).toBe(countAll(12).nodes.toLocaleString('en-US'));
		// Every sub-problem of the engine's plan, each counted once, as the command's threads get them.
		const plan = planSubproblems(12);
		const jobs = made.flatMap((w) => w.requests);
		expect(jobs).toHaveLength(plan.length);
		expect(jobs.map((j) => j.id).sort((a, b) => a - b)).toEqual(plan.map((_, i) => i));
		for (const job of jobs) expect(job.sp).toEqual(plan[job.id]);
		expect(screen.getByRole('progressbar')).toHaveValue(100);
	});

	test('the default range 1 to 14 matches every published count, and n = 15 to 17 are opt-in', async () => {
		const { made, user } = setup('count', { workers: 2 });
		const options = within(screen.getByLabelText('to n')).getAllByRole('option');
		expect(options.map((o) => o.textContent)).toEqual([
			'1',
			'2',
			'3',
			'4',
			'5',
			'6',
			'7',
			'8',
			'9',
			'10',
			'11',
			'12',
			'13',
			'14',
		]);
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByText(/every count matches the published table/)).toBeInTheDocument();
		expect(screen.getAllByText(', matches')).toHaveLength(14);
		// The smallest boards are counted too, not only filled in by the Predict (issue 28).
		expect(rowCells(1).slice(0, 2)).toEqual(['1', '1 ✓, matches']);
		expect(rowCells(2).slice(0, 2)).toEqual(['0', '0 ✓, matches']);
		expect(rowCells(3).slice(0, 2)).toEqual(['0', '0 ✓, matches']);
		expect(rowCells(8).slice(0, 2)).toEqual(['92', '92 ✓, matches']);
		expect(rowCells(14).slice(0, 2)).toEqual(['365,596', '365,596 ✓, matches']);
		expect(rowCells(15)).toEqual(['2,279,184', '—']);
		// Up to n = 14 no count pays for a second worker (the command counts these in its own thread).
		expect(ONE_THREAD_MAX).toBe(14);
		expect(made).toHaveLength(1);

		await user.click(screen.getByLabelText(/Allow n = 15 to 17/));
		const more = within(screen.getByLabelText('to n')).getAllByRole('option');
		expect(more.at(-1)!.textContent).toBe('17');
	});

	test('the published table runs to n = 27, beyond what a browser counts', () => {
		setup('count');
		expect(rowCells(27)).toEqual(['234,907,967,154,122,528']);
		expect(rowCells(26)[0]).toBe('22,317,699,616,364,044');
		expect(
			screen.getByText(/too large for a browser to count \(n = 18 to 27\)/),
		).toBeInTheDocument();
	});

	test('with publishedAfter, a published count shows once its question is answered or it is counted', async () => {
		forgetAnnouncements();
		const { user } = setup('count', { from: 12, to: 12, publishedAfter: 'guess-14' });
		expect(rowCells(14)[0]).toMatch(/^\?/);
		expect(screen.queryByText('365,596')).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Run' }));
		await screen.findByText(/every count matches the published table/);
		expect(rowCells(12)[0]).toBe('14,200');
		expect(rowCells(14)[0]).toMatch(/^\?/);
		announce('guess-14', 'answer');
		await waitFor(() => expect(rowCells(14)[0]).toBe('365,596'));
		forgetAnnouncements();
	});
});

describe('cancel and errors', () => {
	test('Cancel terminates every worker at once and says "Cancelled"', async () => {
		const { made, user } = setup('hold', { workers: 3, to: 15 });
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(3);
		expect(made.every((w) => w.requests.length === 1)).toBe(true);
		expect(screen.getByRole('status')).toHaveTextContent('Counting n = 1 to 15 on 3 workers');

		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(made.every((w) => w.terminated)).toBe(true);
		expect(screen.getByRole('status')).toHaveTextContent(/^Cancelled/);
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();

		// A new run needs fresh workers: the terminated ones are never reused.
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(6);
		expect(made.slice(0, 3).every((w) => w.requests.length === 1)).toBe(true);
	});

	test('an error reply stops the count with a clear message', async () => {
		const { made, user } = setup('reply-error', { workers: 2, from: 4 });
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'Counting 4 queens failed in part 1: out of cheese',
		);
		expect(made.every((w) => w.terminated)).toBe(true);
	});

	test('a worker that crashes shows a clear message', async () => {
		const { user } = setup('crash', { workers: 1 });
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'The count worker stopped with an error: Uncaught RangeError: boom.',
		);
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
	});

	test('a browser that cannot start workers gets a message, not a crash', async () => {
		render(CountRace, {
			createWorker: () => {
				throw new Error('Workers are disabled');
			},
		});
		await userEvent.setup().click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'This browser could not start the count: Workers are disabled',
		);
	});
});

describe('chart', () => {
	test('the chart has a title and a description that reads the counted numbers', async () => {
		const { user } = setup('count');
		const chart = screen.getByRole('img', { name: /Solutions and search nodes against n/ });
		expect(chart).toHaveAccessibleDescription(/Nothing counted yet/);
		await user.selectOptions(screen.getByLabelText('From n'), '8');
		await user.selectOptions(screen.getByLabelText('to n'), '9');
		await user.click(screen.getByRole('button', { name: 'Run' }));
		await screen.findByText(/^Done/);
		expect(chart).toHaveAccessibleDescription(
			/Counted here for 8, 9: solutions from 92 \(n = 8\) to 352 \(n = 9\)/,
		);
	});

	test('n = 1 to 5 are counted 1, 0, 0, 10, 10 (OEIS A000170); a 0 gets no mark (issue 28)', async () => {
		const { made, user } = setup('count', { from: 1, to: 5 });
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByText(/^Done: n = 1 to 5 counted/)).toBeInTheDocument();
		const counted = [1, 2, 3, 4, 5].map((n) => rowCells(n).slice(0, 2));
		expect(counted).toEqual([
			['1', '1 ✓, matches'],
			['0', '0 ✓, matches'],
			['0', '0 ✓, matches'],
			['2', '2 ✓, matches'],
			['10', '10 ✓, matches'],
		]);
		// n = 2 and 3 have no part in the engine's plan: no worker is asked about them.
		const asked = new Set(made.flatMap((w) => w.requests.map((job) => job.sp.n)));
		expect([...asked].sort()).toEqual([1, 4, 5]);
		const chart = screen.getByRole('img', { name: /Solutions and search nodes against n/ });
		// A log scale cannot draw 0: three solution marks (n = 1, 4, 5), and the line breaks at 2 and 3.
		expect(chart.querySelectorAll('.solution-mark')).toHaveLength(3);
		expect(chart.querySelector('path.solutions')?.getAttribute('d')).toMatch(
			/^M[\d.,]+ M[\d.,]+ L/,
		);
		expect(screen.getByText(/A count of 0 has no place on a log scale/)).toBeInTheDocument();
	});
});

describe('limits and validation', () => {
	test.each([
		['abc', 'From n must be a number, but got "abc".', 'not-a-number'],
		['15', 'From n = 15 is too large here; the largest allowed is 14.', 'n-too-large'],
		[
			'0',
			'From n must be at least 1 (a board needs at least one square), but got 0.',
			'n-too-small',
		],
	])(
		'a changed menu value %s is refused with the solver’s message and code, never "Done"',
		async (value, message, code) => {
			const { made, user } = setup('count');
			const menu = screen.getByLabelText('From n');
			menu.append(new Option(value, value));
			await user.selectOptions(menu, value);
			await user.click(screen.getByRole('button', { name: 'Run' }));
			const alert = await screen.findByRole('alert');
			expect(alert).toHaveTextContent(message);
			expect(alert).toHaveAttribute('data-code', code);
			expect(alert).toHaveClass('nq-error');
			expect(screen.getByRole('status')).not.toHaveTextContent(/Done|undefined/);
			expect(made).toHaveLength(0);
			expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
		},
	);
});

describe('heading and keyboard focus', () => {
	test('the title is a level-2 heading (the widget opens its chapter, before any h2)', () => {
		setup('hold');
		const heading = screen.getByRole('heading', { level: 2, name: 'Count race' });
		expect(screen.getByRole('region', { name: 'Count race' })).toContainElement(heading);
	});

	test('Run from the keyboard moves focus to Cancel, and Cancel brings it back to Run', async () => {
		const { made, user } = setup('hold', { workers: 2 });
		await runThenCancelByKeyboard(user, () => made.every((w) => w.terminated), ' ');
	});

	test('when the count finishes, focus on Cancel returns to Run', async () => {
		const { user } = setup('count', { from: 8, to: 9 });
		const run = screen.getByRole('button', { name: 'Run' });
		run.focus();
		await user.keyboard('{Enter}');
		expect(await screen.findByText(/^Done: n = 8 to 9 counted/)).toBeInTheDocument();
		await vi.waitFor(() => expect(run).toHaveFocus());
	});
});

describe('worker start-up (issue 9)', () => {
	test('small n are counted by one warm worker; more start only for n that pay for them', async () => {
		const { made, user } = setup('count', { workers: 3, from: 4, to: 9 });
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByText(/^Done: n = 4 to 9 counted/)).toBeInTheDocument();
		expect(made).toHaveLength(1);
		// n = 4 … 9 cut into the engine's sub-problems (2 + 4 + 10 + 22 + 44 + 71), all in the one worker.
		const parts = [4, 5, 6, 7, 8, 9].map((n) => planSubproblems(n).length);
		expect(parts).toEqual([2, 4, 10, 22, 44, 71]);
		expect(made[0]!.requests).toHaveLength(153);
	});

	test('a range reaching n = 15 starts every worker, and each takes the next part when it is free', async () => {
		expect(SPREAD_FROM_N).toBe(ONE_THREAD_MAX + 1);
		const made: ManualWorker<CountJob, CountReply>[] = [];
		render(CountRace, {
			workers: 3,
			from: 14,
			to: SPREAD_FROM_N,
			createWorker: () => (made.push(new ManualWorker<CountJob, CountReply>()), made.at(-1)!),
		});
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(3);
		expect(screen.getByRole('status')).toHaveTextContent('Counting n = 14 to 15 on 3 workers');
		// Parts 1, 2 and 3 of n = 14 went out; the second worker answers first and gets part 4.
		expect(made.map((w) => w.requests.map((j) => j.id))).toEqual([[0], [1], [2]]);
		const job = made[1]!.requests[0]!;
		made[1]!.send(runCountJob(job));
		expect(made.map((w) => w.requests.map((j) => j.id))).toEqual([[0], [1, 3], [2]]);
		expect(made[1]!.requests[1]!.sp).toEqual(planSubproblems(14)[3]);
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(made.every((w) => w.terminated)).toBe(true);
	});

	test('the time column is the workers’ own counting time, and the newest row is announced', async () => {
		const made: ManualWorker<CountJob, CountReply>[] = [];
		render(CountRace, {
			from: 4,
			to: 5,
			createWorker: () => (made.push(new ManualWorker<CountJob, CountReply>()), made.at(-1)!),
		});
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'Run' }));
		// n = 4: the engine's two sub-problems, handed out in its order; together 2 solutions (OEIS).
		const plan = planSubproblems(4);
		expect(plan).toHaveLength(2);
		for (const [id, sp] of plan.entries()) {
			const job = made[0]!.requests.at(-1)!;
			expect(job).toEqual({ id, sp });
			const reply = runCountJob(job);
			if (reply.type !== 'result') throw new Error(reply.message);
			made[0]!.send({ type: 'result', result: { ...reply.result, ms: 0.4 } });
		}
		await vi.waitFor(() => expect(rowCells(4)[1]).toMatch(/^2/));
		// 0.4 + 0.4 ms of counting: under a millisecond, whatever the worker took to start.
		expect(rowCells(4)[3]).toBe('< 1 ms');
		expect(screen.getByRole('status')).toHaveTextContent(
			'Latest: n = 4, 2 solutions, matches the published count.',
		);
	});
});

describe('progress and the estimate, in the command’s words', () => {
	test('the hint says how long the largest n takes, from the command’s estimate', () => {
		setup('hold');
		const hint = countTimeText(LIMITS.countRaceSlow.max);
		expect(hint).toMatch(
			/^counting n = 17 takes roughly \d+ s to \d+ (s|min) on a computer with two processor cores,/,
		);
		expect(screen.getByText(/The menu stops at n = 17/)).toHaveTextContent(
			`The menu stops at n = 17: ${hint}.`,
		);
	});

	test('while counting: parts done of all, time so far and time left; the bar follows the parts', async () => {
		const made: ManualWorker<CountJob, CountReply>[] = [];
		render(CountRace, {
			from: 4,
			to: 5,
			createWorker: () => (made.push(new ManualWorker<CountJob, CountReply>()), made.at(-1)!),
		});
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'Run' }));
		const total = planSubproblems(4).length + planSubproblems(5).length;
		expect(screen.getByText(/^counting n = 4 to 5:/)).toHaveTextContent(
			new RegExp(`^counting n = 4 to 5: 0 of ${total} parts, \\d+ s so far, estimating$`),
		);
		expect(screen.getByRole('progressbar')).toHaveValue(0);
		const worker = made[0]!;
		worker.send(runCountJob(worker.requests.at(-1)!));
		await vi.waitFor(() =>
			expect(screen.getByText(/^counting n = 4 to 5:/)).toHaveTextContent(
				new RegExp(`^counting n = 4 to 5: 1 of ${total} parts, \\d+ s so far, `),
			),
		);
		// Time left only once a tenth of the estimated work is done (ESTIMATE_FROM), then always.
		let sent = 1;
		const line = () => screen.getByText(/^counting n = 4 to 5:/).textContent ?? '';
		while (line().endsWith('estimating') && sent < total - 1) {
			worker.send(runCountJob(worker.requests.at(-1)!));
			sent++;
			await vi.waitFor(() => expect(line()).toContain(`${sent} of ${total} parts`));
		}
		expect(line()).toMatch(/, about \d+ s left$/);
		const value = (screen.getByRole('progressbar') as HTMLProgressElement).value;
		expect(value).toBeGreaterThan(0);
		expect(value).toBeLessThan(100);
		expect(screen.getByRole('progressbar')).toHaveAttribute(
			'aria-valuetext',
			expect.stringMatching(new RegExp(`${sent} of ${total} parts, [01] of 2 sizes done`)),
		);
		while (worker.requests.length < total) worker.send(runCountJob(worker.requests.at(-1)!));
		worker.send(runCountJob(worker.requests.at(-1)!));
		expect(await screen.findByText(/^Done: n = 4 to 5 counted/)).toBeInTheDocument();
		expect(screen.getByRole('progressbar')).toHaveValue(100);
		expect(screen.queryByText(/^counting n = 4 to 5:/)).toBeNull();
		expect(screen.getByText(/^Elapsed:/)).toBeInTheDocument();
	});
});

describe('in Chinese (locale zh-cn)', () => {
	test('controls, status, table and chart speak Chinese, and no English word is left', async () => {
		const createWorker = () => makeWorker('count');
		const { container } = render(CountRace, { from: 4, to: 8, locale: 'zh-cn', createWorker });
		const user = userEvent.setup();
		expect(screen.getByRole('heading', { name: '计数比赛' })).toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: '从 n' })).toHaveValue('4');
		expect(screen.getByRole('combobox', { name: '到 n' })).toHaveValue('8');
		expect(screen.getByRole('checkbox', { name: '允许 n = 15 到 17（较慢）' })).not.toBeChecked();
		expect(container.querySelector('.nq-hint')).toHaveTextContent(
			/菜单最大到 n = 17：在双核处理器的计算机上.*计数 n = 17 需要约 \d+ 秒到 \d+ 秒/,
		);
		await user.click(screen.getByRole('button', { name: '运行' }));
		expect(
			await screen.findByText(/^完成：n = 4 到 8 用时 .+；每个计数都与已发表的表一致。$/),
		).toBeInTheDocument();
		expect(screen.getByRole('progressbar', { name: '进度' })).toHaveAttribute(
			'aria-valuetext',
			expect.stringMatching(
				/^已完成估计工作量的 100%，\d+ 个部分中的 \d+ 个，5 个棋盘大小中的 5 个$/,
			),
		);
		expect(rowCells(8)[0]).toBe('92');
		expect(rowCells(8)[1]).toMatch(/^92 ✓ ?，一致$/);
		const table = screen.getAllByRole('table')[0]!;
		expect(table).toHaveAccessibleName(/^n 皇后问题的解的个数：已发表的计数（OEIS A000170/);
		expect(within(table).getByRole('columnheader', { name: '搜索结点' })).toBeInTheDocument();
		expect(
			screen.getByRole('img', { name: '解的个数和搜索结点数随 n 的变化，对数刻度' }),
		).toHaveAccessibleDescription(
			/本页算出了 n = 4、5、6、7、8：解的个数从 2（n = 4）到 92（n = 8）/,
		);
		expect(screen.getByRole('link', { name: 'OEIS' })).toHaveAttribute(
			'href',
			'/zh-cn/sources/#oeis',
		);
		const labels = [...container.querySelectorAll('[aria-label], [aria-valuetext]')].map(
			(el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('aria-valuetext') ?? ''}`,
		);
		const words = `${container.textContent} ${labels.join(' ')}`.replaceAll('OEIS', '');
		expect(words).not.toMatch(/\b[A-Za-z]{2,}\b/);
	});

	test('the pace while counting and a refused size are Chinese too', async () => {
		const { container } = render(CountRace, {
			from: 12,
			to: 12,
			locale: 'zh-cn',
			createWorker: () => makeWorker('hold'),
		});
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: '运行' }));
		expect(container.querySelector('.pace')).toHaveTextContent(
			/^正在计数 n = 12：\d+ 个部分中已完成 0 个，已用 1 秒，正在估计剩余时间$/,
		);
		expect(screen.getAllByRole('status')[0]).toHaveTextContent(
			/^正在用 \d 个后台线程计数 n = 12：已完成 1 个棋盘大小中的 0 个。$/,
		);
		await user.click(screen.getByRole('button', { name: '取消' }));
		expect(screen.getAllByRole('status')[0]).toHaveTextContent(
			/^已在 \S+ \S+后取消：完成了 1 个棋盘大小中的 0 个；后台线程已停止。$/,
		);
	});
});
