import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CheckRace from '../../components/check-race/CheckRace.svelte';
import { CHECK_NAMES, type CheckName } from '../../src/solver/board/index.ts';
import { CHECK_WORDS, raceCheck, type RaceResult } from '../../src/solver/race/index.ts';
import { InProcessWorker, ManualWorker } from './stand-in-workers.ts';
import { runThenCancelByKeyboard } from './job-focus.ts';
import {
	runRace,
	type RaceProgress,
	type RaceReply,
	type RaceRequest,
} from '../../components/check-race/race-job.ts';

/** A worker that keeps the requests and sends only the canned replies the test gives it. */
class RaceManualWorker extends ManualWorker<RaceRequest, RaceReply> {
	progress(progress: RaceProgress) {
		this.send({ type: 'progress', progress });
	}
}

/** A made-up clock that moves on 2 ms each time it is read, so no test depends on the machine's speed. */
function steppingClock(): () => number {
	let now = 0;
	return () => (now += 2);
}

/** A worker that runs the real race handler in this thread, two rounds, on a made-up clock. */
const inThread = () =>
	new InProcessWorker<RaceRequest, RaceResult[], RaceProgress>((request, post) =>
		runRace({ ...request, runs: 2 }, post, steppingClock()),
	);

/** The solver's counters for n = 6 with made-up times: [lower quartile, median, upper quartile] ms. */
function timed(
	times: Record<CheckName, readonly [number, number, number]>,
	runs = 9,
): RaceResult[] {
	return CHECK_NAMES.map((check) => {
		const [low, ms, high] = times[check];
		return { check, stats: raceCheck(6, check).stats, low, ms, high, runs, batch: 10 };
	});
}

/** Made-up times with a clear winner: bit masks, 2.1× quicker than the grid scan. */
const CLEAR = {
	grid: [1.9, 2.1, 2.3],
	formula: [1.4, 1.5, 1.6],
	'formula-up': [1.25, 1.3, 1.35],
	occupancy: [1.12, 1.15, 1.2],
	bitmask: [0.95, 1.0, 1.05],
} as const;

/** A round's progress with these results. */
const round = (results: RaceResult[], fraction = 0.5): RaceProgress => ({
	stage: 'round',
	round: results[0]!.runs,
	fraction,
	results,
});

const verdict = () => screen.getByRole('status', { name: 'What the times say' });

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (check: (typeof CHECK_NAMES)[number]) =>
	within(screen.getByRole('table')).getByRole('rowheader', { name: CHECK_WORDS[check] })
		.parentElement!;
const status = () =>
	screen
		.getAllByRole('status')
		.map((s) => s.textContent)
		.join(' ');
const fmt = (v: number) => v.toLocaleString('en-US');

describe('running the race', () => {
	test.each([5, 8])('n = %i: a row per check with the counts the solver gives', async (n) => {
		const workers: ReturnType<typeof inThread>[] = [];
		render(CheckRace, {
			n,
			createWorker: () => {
				const w = inThread();
				workers.push(w);
				return w;
			},
		});
		expect(workers).toHaveLength(0); // nothing starts before Run
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done: each of the 5 checks timed 2 times/));
		expect(workers).toHaveLength(1);
		expect(workers[0]!.requests).toEqual([{ n }]);
		expect(rows()).toHaveLength(CHECK_NAMES.length);
		// OEIS A000170: 10 solutions for n = 5, 92 for n = 8.
		expect(
			screen.getByRole('table', {
				name: new RegExp(`every check found ${n === 5 ? 10 : 92} solutions`),
			}),
		).toBeInTheDocument();
		for (const check of CHECK_NAMES) {
			const expected = raceCheck(n, check).stats;
			const cells = within(rowOf(check))
				.getAllByRole('cell')
				.map((c) => c.textContent?.trim());
			expect(cells.slice(0, 3)).toEqual([
				fmt(expected.checks),
				fmt(expected.comparisons),
				(expected.comparisons / expected.checks).toFixed(2),
			]);
			expect(cells[3]).toMatch(/^\d[\d,]*(\.\d+)?$/); // a time in ms, as formatted
			expect(cells[4]).toMatch(/^\d[\d,.]*–\d[\d,.]*$/); // the middle half of the runs
		}
		// The made-up clock times every check alike: the solver calls that a tie, in words.
		expect(verdict()).toHaveTextContent(/are all within the noise of each other/);
		// The ratio text is computed from those numbers.
		const grid = raceCheck(n, 'grid').stats.comparisons;
		const formula = raceCheck(n, 'formula').stats.comparisons;
		expect(
			screen.getByText(/The grid scan made .* as many comparisons as the formula check/),
		).toHaveTextContent(`${(grid / formula).toFixed(1)}×`);
	});

	test('a second Run reuses the worker, with the newly chosen size', async () => {
		const workers: ReturnType<typeof inThread>[] = [];
		render(CheckRace, {
			n: 6,
			createWorker: () => (workers.push(inThread()), workers.at(-1)!),
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done/));
		await fireEvent.change(screen.getByRole('combobox', { name: 'Board size' }), {
			target: { value: '4' },
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done: .* on 4 × 4/));
		expect(workers).toHaveLength(1);
		expect(workers[0]!.requests.map((r) => r.n)).toEqual([6, 4]);
		expect(screen.getByRole('table')).toHaveAccessibleName(/every check found 2 solutions/); // A000170: n = 4
		expect(within(rowOf('bitmask')).getAllByRole('cell')[0]).toHaveTextContent(
			fmt(raceCheck(4, 'bitmask').stats.checks),
		);
	});

	test('progress counts the rounds, the table shows the medians so far, the verdict waits', async () => {
		const worker = new RaceManualWorker();
		render(CheckRace, { n: 6, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
		expect(screen.getByRole('progressbar')).toBeInTheDocument();
		await vi.waitFor(() => expect(status()).toContain('Starting the race on 6 × 6'));
		expect(within(rowOf('grid')).getByRole('cell')).toHaveTextContent('timing…');
		worker.progress(round(timed(CLEAR, 1), 0.2));
		await vi.waitFor(() =>
			expect(status()).toContain('Round 1: each check timed once, in turns, on 6 × 6…'),
		);
		expect(screen.getByRole('progressbar')).toHaveAttribute(
			'aria-valuetext',
			'1 round done, 20% of the race',
		);
		expect(within(rowOf('grid')).getAllByRole('cell')[0]).toHaveTextContent(
			fmt(raceCheck(6, 'grid').stats.checks),
		);
		worker.progress(round(timed(CLEAR, 2), 0.4));
		await vi.waitFor(() => expect(status()).toContain('Round 2: each check timed 2 times'));
		expect(within(rowOf('bitmask')).getAllByRole('cell').slice(3)).toEqual([
			expect.objectContaining({ textContent: '1.00' }),
			expect.objectContaining({ textContent: '0.950–1.05' }),
		]);
		expect(screen.getByRole('table')).toHaveAccessibleName(/every check found 4 solutions/); // A000170: n = 6
		expect(verdict()).toHaveTextContent(''); // no verdict before the race ends
	});
});

describe('the verdict', () => {
	test('a clear winner is named after the race, with each bar’s time, spread and note', async () => {
		const worker = new RaceManualWorker();
		const { container } = render(CheckRace, { n: 6, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.send({ type: 'result', result: timed(CLEAR) });
		await vi.waitFor(() =>
			expect(verdict()).toHaveTextContent(
				'The bit-mask check is quickest, about 2.1× faster than the grid scan.',
			),
		);
		expect(verdict()).toHaveAttribute('aria-live', 'polite');
		expect(status()).toContain('Done: each of the 5 checks timed 9 times, in turns, on 6 × 6.');
		// The bars repeat the table for the eye (hidden from screen readers): time, spread and note.
		const time = within(container).getAllByRole('figure', { hidden: true })[1]!;
		const bar = (check: CheckName) => time.querySelector<HTMLElement>(`[data-check="${check}"]`)!;
		expect(bar('bitmask')).toHaveTextContent('bit-mask check 1.00 ms (0.950–1.05) quickest');
		expect(bar('grid')).toHaveTextContent('grid scan 2.10 ms (1.90–2.30) 2.1× the quickest');
		expect(bar('grid').querySelector('.whisker')).not.toBeNull();
	});

	test('checks whose middle halves overlap are called within the noise, not ranked', async () => {
		const worker = new RaceManualWorker();
		const { container } = render(CheckRace, { n: 6, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.send({ type: 'result', result: timed({ ...CLEAR, occupancy: [1.02, 1.06, 1.1] }) });
		await vi.waitFor(() =>
			expect(verdict()).toHaveTextContent(
				'The bit-mask check and the occupancy-array check are within the noise of each other',
			),
		);
		expect(verdict()).not.toHaveTextContent(/is quickest/);
		const time = within(container).getAllByRole('figure', { hidden: true })[1]!;
		expect(within(time).getByText('within the noise of the quickest')).toBeInTheDocument();
		expect(within(time).getByText('quickest, within the noise')).toBeInTheDocument();
	});
});

describe('Cancel', () => {
	test('terminates the worker, keeps what was timed, and a new Run starts a fresh worker', async () => {
		const workers: RaceManualWorker[] = [];
		render(CheckRace, {
			n: 7,
			createWorker: () => (workers.push(new RaceManualWorker()), workers.at(-1)!),
		});
		const cancel = screen.getByRole('button', { name: 'Cancel' });
		expect(cancel).toBeDisabled();
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(cancel).toBeEnabled();
		workers[0]!.progress(round(timed(CLEAR, 1)));
		workers[0]!.progress(round(timed(CLEAR, 2)));
		await fireEvent.click(cancel);
		expect(workers[0]!.terminated).toBe(true);
		expect(status()).toContain('Cancelled after 2 rounds: the times are from those rounds only.');
		expect(screen.getByRole('table')).toHaveAccessibleName(/every check found 4 solutions/); // A000170: n = 6
		expect(within(rowOf('formula')).getAllByRole('cell')[3]).toHaveTextContent('1.50');
		expect(verdict()).toHaveTextContent(''); // too few rounds to judge: no verdict
		expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(workers).toHaveLength(2);
		expect(workers[1]!.requests).toEqual([{ n: 7 }]);
	});
});

describe('errors', () => {
	test('a worker crash shows a clear message and frees Run', async () => {
		const worker = new RaceManualWorker();
		render(CheckRace, { n: 8, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.crash('out of memory');
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('The race worker stopped with an error: out of memory.');
		expect(alert).toHaveClass('nq-error');
		expect(worker.terminated).toBe(true);
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
	});

	test('a worker that cannot load says so', async () => {
		const worker = new RaceManualWorker();
		render(CheckRace, { n: 8, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.crash();
		expect(await screen.findByRole('alert')).toHaveTextContent(/failed to start or stopped/);
	});

	test('an error reported by the race itself is shown', async () => {
		const worker = new RaceManualWorker();
		render(CheckRace, { n: 8, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.send({ type: 'error', message: 'n = 99 is too large for this method' });
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'The race stopped: n = 99 is too large for this method',
		);
	});

	test('a browser without workers gets a message, not a crash', async () => {
		render(CheckRace, {
			n: 8,
			createWorker: () => {
				throw new Error('Worker is not defined');
			},
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'This browser could not start the race: Worker is not defined',
		);
	});
});

describe('the bars', () => {
	test('label each bar with its number and switch to a log scale', async () => {
		const { container } = render(CheckRace, { n: 6, createWorker: inThread });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done/));
		const charts = container.querySelectorAll('figure');
		expect(charts).toHaveLength(2);
		const comparisons = charts[0]!;
		const values = [...comparisons.querySelectorAll('.bar-value')].map((v) => v.textContent);
		expect(values).toEqual(CHECK_NAMES.map((c) => fmt(raceCheck(6, c).stats.comparisons)));
		const widths = () =>
			[...comparisons.querySelectorAll<HTMLElement>('.bar')].map((b) => parseFloat(b.style.width));
		const linear = widths();
		expect(Math.max(...linear)).toBe(100);
		// Linear bars are proportional to the numbers: bit masks / grid scan.
		const ratio =
			raceCheck(6, 'bitmask').stats.comparisons / raceCheck(6, 'grid').stats.comparisons;
		expect(linear[4]! / 100).toBeCloseTo(ratio, 5);
		await fireEvent.click(screen.getByRole('checkbox', { name: 'Logarithmic bars' }));
		const log = widths();
		expect(Math.max(...log)).toBeCloseTo(100, 5);
		expect(log[4]!).toBeGreaterThan(linear[4]!);
		expect(comparisons.querySelector('figcaption')).toHaveTextContent('logarithmic scale');
	});
});

describe('limits and validation', () => {
	test('the size menu offers the sizes of LIMITS.checkRace, 4 to 12', () => {
		render(CheckRace, { n: 99, createWorker: inThread });
		const menu = screen.getByRole('combobox', { name: 'Board size' });
		expect(
			within(menu)
				.getAllByRole('option')
				.map((o) => o.textContent),
		).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12].map((k) => `${k} × ${k}`));
		expect(menu).toHaveValue('12'); // n = 99 is brought down to the largest allowed
	});

	test('a menu value that is not a size is refused with the solver’s message and code', async () => {
		const workers: RaceManualWorker[] = [];
		render(CheckRace, {
			n: 8,
			createWorker: () => (workers.push(new RaceManualWorker()), workers.at(-1)!),
		});
		const menu = screen.getByRole('combobox', { name: 'Board size' });
		menu.append(new Option('abc', 'abc'));
		await userEvent.setup().selectOptions(menu, 'abc');
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('The board size must be a number, but got "abc".');
		expect(alert).toHaveAttribute('data-code', 'not-a-number');
		expect(workers).toHaveLength(0);
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
	});
});

describe('heading and keyboard focus', () => {
	test('the title is a level-3 heading that names the region (it sits under an h2 section)', () => {
		render(CheckRace, { n: 8, createWorker: inThread });
		const heading = screen.getByRole('heading', { level: 3, name: 'Check race' });
		expect(screen.getByRole('region', { name: 'Check race' })).toContainElement(heading);
	});

	test('Run from the keyboard moves focus to Cancel; Cancel and the end of a run bring it back to Run', async () => {
		const user = userEvent.setup();
		const workers: RaceManualWorker[] = [];
		render(CheckRace, {
			n: 6,
			createWorker: () => (workers.push(new RaceManualWorker()), workers.at(-1)!),
		});
		const { run, cancel } = await runThenCancelByKeyboard(user, () => workers[0]!.terminated);
		// A run that finishes while focus is on Cancel hands focus back to Run.
		await user.keyboard('{Enter}');
		await vi.waitFor(() => expect(cancel).toHaveFocus());
		workers[1]!.send({ type: 'result', result: [] });
		await vi.waitFor(() => expect(run).toHaveFocus());
		expect(status()).toMatch(/Done/);
	});
});

describe('in Chinese (locale zh-cn)', () => {
	test('controls, table, progress, verdict and bars speak Chinese, and no English word is left', async () => {
		const worker = new RaceManualWorker();
		const { container } = render(CheckRace, {
			n: 6,
			locale: 'zh-cn',
			createWorker: () => worker,
		});
		expect(screen.getByRole('heading', { name: '检查方法比赛' })).toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: '棋盘大小' })).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: '对数刻度' })).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: '运行' }));
		expect(screen.getByRole('button', { name: '取消' })).toBeEnabled();
		expect(screen.getByRole('progressbar', { name: '比赛进度' })).toBeInTheDocument();
		expect(status()).toContain('正在 6×6 棋盘上开始比赛……');
		worker.send({ type: 'result', result: timed(CLEAR) });
		await vi.waitFor(() =>
			expect(screen.getByRole('status', { name: '时间说明了什么' })).toHaveTextContent(
				'位掩码检查最快，逐格扫描用的时间约是它的 2.1 倍。',
			),
		);
		expect(status()).toContain('完成：5 种检查在 6×6 棋盘上各轮流计时 9 次。');
		const table = screen.getByRole('table', { name: /每种检查都找到 4 个解/ });
		expect(within(table).getByRole('columnheader', { name: '比较次数' })).toBeInTheDocument();
		expect(within(table).getByRole('rowheader', { name: '占用数组检查' })).toBeInTheDocument();
		expect(screen.getByText(/逐格扫描的比较次数是公式检查的 .* 倍。/)).toBeInTheDocument();
		const time = within(container).getAllByRole('figure', { hidden: true })[1]!;
		const bar = time.querySelector<HTMLElement>('[data-check="grid"]')!;
		expect(bar).toHaveTextContent('逐格扫描 2.10 毫秒（1.90–2.30） 用时是最快者的 2.1 倍');
		const labels = [...container.querySelectorAll('[aria-label], [aria-valuetext]')].flatMap(
			(el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('aria-valuetext') ?? ''],
		);
		const words = `${container.textContent} ${labels.join(' ')}`;
		expect(words).not.toMatch(/\b[A-Za-z]{2,}\b/);
	});
});
