import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import RunDemo from '../../components/demo/RunDemo.svelte';
import { InProcessWorker, ManualWorker } from './stand-in-workers.ts';
import { runThenCancelByKeyboard } from './job-focus.ts';
import { countWithCheck } from '../../src/solver/search/index.ts';
import {
	runDemo,
	serveDemo,
	type DemoOutput,
	type DemoReply,
	type DemoRequest,
} from '../../components/demo/demo-job.ts';

afterEach(() => cleanup());

/** The demo worker's real handler, run in this thread. */
const inThread = () => new InProcessWorker<DemoRequest, DemoOutput>(serveDemo);
/** A demo worker that holds every request until the test answers. */
const holding = () => new ManualWorker<DemoRequest, DemoReply>();

const output = () => screen.getByRole('region', { name: /^Output of/ });

describe('every demo runs in a worker (the page never freezes, issue 11)', () => {
	test.each([
		[
			'first-solution',
			['Safety checks to the first solution: 876', 'to find all 92: 15,720', '1 5 8 6 3 7 2 4'],
		],
		[
			'permutations-vs-backtracking',
			['40,320 permutations generated (8! = 40,320), 92 kept', '92 solutions with 15,720 calls'],
		],
		['chess-notation', ['The solution is: a8 b2 c4 d1 e7 f5 g3 h6', 'a b c d e f g h']],
		['occupancy-check', ['Occupancy arrays: 92 solutions (✓ matches the published 92)']],
	])('%s prints the solver’s numbers, computed in its worker', async (demo, expected) => {
		const user = userEvent.setup();
		const made: ReturnType<typeof inThread>[] = [];
		render(RunDemo, { demo, createWorker: () => (made.push(inThread()), made.at(-1)!) });
		expect(made).toHaveLength(0); // made on first use
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(1);
		// Only a demo with a size menu sends its size (8 unless the learner picks another).
		expect(made[0]!.requests).toEqual([
			demo === 'first-solution' ? { demo, n: 8, locale: 'en' } : { demo, locale: 'en' },
		]);
		expect(await screen.findByText(/^Finished in/)).toBeInTheDocument();
		for (const text of expected) expect(output()).toHaveTextContent(text);
	});

	test.each([
		[5, countWithCheck({ n: 5, first: true }).checks],
		[6, countWithCheck({ n: 6, first: true }).checks],
	])(
		'Exercise 1’s run takes a board size: n = %i reaches its first solution in %i checks',
		async (n, checks) => {
			const user = userEvent.setup();
			render(RunDemo, { demo: 'first-solution', createWorker: inThread });
			await user.selectOptions(screen.getByRole('combobox', { name: 'Board size n' }), String(n));
			expect(
				screen.getByText(`Runs: stop at the first solution of ${n} queens`),
			).toBeInTheDocument();
			await user.click(screen.getByRole('button', { name: 'Run' }));
			expect(await screen.findByText(/^Finished in/)).toBeInTheDocument();
			expect(output()).toHaveTextContent(`columns 1 to ${n} by row`);
			expect(output()).toHaveTextContent(`Safety checks to the first solution: ${checks}`);
		},
	);

	test('a size outside the demo’s range is refused in the worker with a sentence', () => {
		const reply = runDemo({ demo: 'first-solution', n: 40 });
		expect(reply.type).toBe('error');
		expect(JSON.stringify(reply)).toMatch(/40/);
	});

	test('an unknown demo says so instead of crashing', async () => {
		const user = userEvent.setup();
		render(RunDemo, { demo: 'no-such-thing', createWorker: inThread });
		await user.click(screen.getByRole('button', { name: 'Run' }));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent(
			/^The demo stopped: Unknown demo "no-such-thing"; choose one of first-solution/,
		);
		expect(alert).toHaveAttribute('data-code', 'unknown-demo');
	});
});

describe('heavy demos run in a worker', () => {
	test('count-12 runs in the worker (made on first use) and prints 14,200 with the time', async () => {
		const user = userEvent.setup();
		const made: ReturnType<typeof inThread>[] = [];
		render(RunDemo, {
			demo: 'count-12',
			createWorker: () => (made.push(inThread()), made.at(-1)!),
		});
		expect(made).toHaveLength(0);
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(1);
		expect(made[0]!.requests).toEqual([{ demo: 'count-12', locale: 'en' }]);
		await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Finished in \d/));
		expect(output()).toHaveTextContent('Bit masks with mirror symmetry: 14,200 solutions');
		expect(output()).toHaveTextContent(
			'Backtracking with the grid scan: 14,200 solutions, 10,103,868 checks',
		);
		expect(output()).toHaveTextContent('Published count (OEIS A000170): 14,200 ✓ both match');
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(1); // the worker is kept for the next run
		expect(made[0]!.requests).toHaveLength(2);
		made[0]!.terminate(); // no need to count 12 queens a second time
	});

	test('Cancel terminates the worker and says "Cancelled."', async () => {
		const user = userEvent.setup();
		const made: ReturnType<typeof holding>[] = [];
		render(RunDemo, {
			demo: 'count-12',
			createWorker: () => (made.push(holding()), made.at(-1)!),
		});
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(screen.getByRole('status')).toHaveTextContent(
			/^Running in the background \(this takes a few seconds\)…/,
		);
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(made[0]!.terminated).toBe(true);
		expect(screen.getByRole('status')).toHaveTextContent('Cancelled.');
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(2);
	});

	test('a worker error shows a clear message', async () => {
		const user = userEvent.setup();
		render(RunDemo, {
			demo: 'count-12',
			createWorker: () => new ManualWorker<DemoRequest, DemoReply>((w) => w.crash('Script error')),
		});
		await user.click(screen.getByRole('button', { name: 'Run' }));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('The demo worker stopped with an error: Script error.');
		expect(alert).toHaveClass('nq-error');
		expect(alert).not.toHaveClass('error');
	});
});

describe('keyboard focus', () => {
	test('a heavy demo: Run moves focus to Cancel, Cancel brings it back to Run', async () => {
		const user = userEvent.setup();
		const made: ReturnType<typeof holding>[] = [];
		render(RunDemo, {
			demo: 'count-12',
			createWorker: () => (made.push(holding()), made.at(-1)!),
		});
		const { run, cancel } = await runThenCancelByKeyboard(user, () => made[0]!.terminated);
		// The end of a run hands focus from Cancel back to Run too.
		await user.keyboard('{Enter}');
		await vi.waitFor(() => expect(cancel).toHaveFocus());
		made[1]!.send({ type: 'result', result: { demo: 'count-12', output: 'done', ms: 3 } });
		await vi.waitFor(() => expect(run).toHaveFocus());
		expect(screen.getByRole('status')).toHaveTextContent('Finished in 3 ms.');
	});

	test('a quick demo: focus goes to Cancel while it runs and back to Run when it ends', async () => {
		const user = userEvent.setup();
		render(RunDemo, { demo: 'chess-notation', createWorker: inThread });
		const run = screen.getByRole('button', { name: 'Run' });
		run.focus();
		await user.keyboard('{Enter}');
		expect(await screen.findByText(/^Finished in/)).toBeInTheDocument();
		expect(run).toBeEnabled();
		await vi.waitFor(() => expect(run).toHaveFocus());
	});
});

describe('in Chinese (issue 21)', () => {
	test('size, Run, Cancel, the status and the title are Chinese', async () => {
		const user = userEvent.setup();
		const made: ReturnType<typeof holding>[] = [];
		const { container } = render(RunDemo, {
			demo: 'first-solution',
			question: '第一个解要做多少次检查？',
			createWorker: () => (made.push(holding()), made.at(-1)!),
			locale: 'zh-cn',
		});
		await user.selectOptions(screen.getByRole('combobox', { name: '棋盘大小 n' }), '6');
		expect(
			screen.getByRole('group', { name: '运行：找到第一个解就停下（n = 6）' }),
		).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: '运行' }));
		expect(screen.getByRole('status')).toHaveTextContent('正在后台运行……');
		await user.click(screen.getByRole('button', { name: '取消' }));
		expect(made[0]!.terminated).toBe(true);
		expect(screen.getByRole('status')).toHaveTextContent('已取消。');
		expect(container.textContent).not.toMatch(/\b[A-Za-z]{3,}\b/);
	});

	test('the worker is told the page’s language and says the report in Chinese', async () => {
		const user = userEvent.setup();
		const made: ReturnType<typeof inThread>[] = [];
		render(RunDemo, {
			demo: 'first-solution',
			createWorker: () => (made.push(inThread()), made.at(-1)!),
			locale: 'zh-cn',
		});
		await user.selectOptions(screen.getByRole('combobox', { name: '棋盘大小 n' }), '4');
		await user.click(screen.getByRole('button', { name: '运行' }));
		expect(made[0]!.requests).toEqual([{ demo: 'first-solution', n: 4, locale: 'zh-cn' }]);
		expect(await screen.findByText(/^已完成，用时 .+。$/)).toBeInTheDocument();
		const output = screen.getByRole('region', { name: '找到第一个解就停下（n = 4）的输出' });
		expect(output).toHaveTextContent('第一个解（列从 1 数到 4）：各行依次在第 2、4、1、3 列');
		expect(output).toHaveTextContent(
			`找到第一个解用了 ${countWithCheck({ n: 4, first: true }).checks} 次安全检查`,
		);
		expect(output.textContent?.replace(/\bX\b/g, '')).not.toMatch(/[A-Za-z]/);
	});

	test('a finished run says its time in Chinese units, and names its output in Chinese', async () => {
		const user = userEvent.setup();
		render(RunDemo, { demo: 'chess-notation', createWorker: inThread, locale: 'zh-cn' });
		await user.click(screen.getByRole('button', { name: '运行' }));
		expect(await screen.findByText(/^已完成，用时 .+(毫秒|秒)。$/)).toBeInTheDocument();
		expect(
			screen.getByRole('region', { name: '用国际象棋记谱法写出八皇后问题的第一个解的输出' }),
		).toBeInTheDocument();
	});
});
