import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import ProgramRun from '../../components/language-tabs/ProgramRun.svelte';
import type { PythonReply, PythonRequest } from '../../src/notebook/python/python-messages.ts';
import english from '../../src/i18n/en/program-run.ts';
import chinese from '../../src/i18n/zh-cn/program-run.ts';
import { ManualWorker } from './stand-in-workers.ts';

/*
 * Run under a source article's Python program (issue 30): the program's own source goes to a
 * Python worker, the progress line says Python is loading until `started`, what it prints shows
 * as it streams and stays on Stop, the time limit counts from `started` and says what ends there,
 * and input() gets a sentence of its own.
 */

const FILE = 'content/programs/queens-grid.py';
const CODE = 'print("hello")';

type Worker = ManualWorker<PythonRequest, PythonReply>;

function renderRun(options: { timeLimitMs?: number; locale?: 'en' | 'zh-cn' } = {}) {
	const workers: Worker[] = [];
	render(ProgramRun, {
		code: CODE,
		file: FILE,
		createWorker: () => {
			const worker: Worker = new ManualWorker();
			workers.push(worker);
			return worker;
		},
		...options,
	});
	return { workers };
}

const lines = (...texts: string[]) => texts.map((text) => ({ kind: 'log' as const, text }));

/** Waits until the pool has made a worker and the run was posted to it. */
async function posted(workers: Worker[]): Promise<Worker> {
	await vi.waitFor(() => expect(workers.at(-1)?.requests.length).toBe(1));
	return workers.at(-1)!;
}

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

describe('Run under a Python program', () => {
	test('sends the program, says Python is loading until it starts, shows its output and how long it took', async () => {
		const user = userEvent.setup();
		const { workers } = renderRun();
		expect(screen.getByRole('status')).toHaveTextContent(english.note(10));
		expect(screen.queryByRole('region', { name: /^Output of/ })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Run' }));
		const worker = await posted(workers);
		expect(worker.requests[0]).toEqual({ code: CODE, locale: 'en' });
		worker.send({ type: 'progress', progress: { kind: 'loading' } });
		await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(english.loading));
		worker.send({ type: 'progress', progress: { kind: 'started' } });
		await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(english.running));
		worker.send({
			type: 'progress',
			progress: { kind: 'output', lines: lines('■ □', '□ ■'), line: 0 },
		});
		worker.send({
			type: 'result',
			result: {
				run: { output: lines('solutions for n = 8: 92'), outputCut: false, boards: [], ms: 1234 },
			},
		});
		const output = screen.getByRole('region', { name: 'Output of queens-grid.py' });
		await vi.waitFor(() =>
			expect(output.querySelector('pre')?.textContent).toBe('■ □\n□ ■\nsolutions for n = 8: 92'),
		);
		expect(screen.getByRole('status')).toHaveTextContent(english.finished(1234));
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
	});

	test('Stop ends the worker and keeps what was printed; keyboard only', async () => {
		const user = userEvent.setup();
		const { workers } = renderRun();
		screen.getByRole('button', { name: 'Run' }).focus();
		await user.keyboard('{Enter}');
		const worker = await posted(workers);
		worker.send({ type: 'progress', progress: { kind: 'started' } });
		worker.send({
			type: 'progress',
			progress: { kind: 'output', lines: lines('spinning'), line: 2 },
		});
		// Focus passes to Stop while the program runs (JobButtons), so Enter stops it.
		await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());
		await user.keyboard('{Enter}');
		expect(worker.terminated).toBe(true);
		await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(english.stopped));
		expect(screen.getByRole('region', { name: /^Output of/ })).toHaveTextContent('spinning');
		expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
	});

	test('the time limit counts from started, ends a program that never ends, and says so', async () => {
		// The page's timers faked: loading is shown to run past the limit with no real wait.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
		try {
			const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
			const { workers } = renderRun({ timeLimitMs: 200 });
			await user.click(screen.getByRole('button', { name: 'Run' }));
			const worker = await posted(workers);
			worker.send({ type: 'progress', progress: { kind: 'loading' } });
			// Loading takes as long as it takes: no limit yet, ten times the limit on.
			await vi.advanceTimersByTimeAsync(2_000);
			expect(worker.terminated).toBe(false);
			worker.send({ type: 'progress', progress: { kind: 'started' } });
			worker.send({
				type: 'progress',
				progress: { kind: 'output', lines: lines('before'), line: 1 },
			});
			await vi.waitFor(() => expect(worker.terminated).toBe(true));
			await vi.waitFor(() =>
				expect(screen.getByRole('status')).toHaveTextContent(english.timeout(0)),
			);
			expect(screen.getByRole('region', { name: /^Output of/ })).toHaveTextContent('before');
		} finally {
			vi.useRealTimers();
		}
	});

	test('a program that asks for input ends at once with its traceback and a sentence why', async () => {
		const user = userEvent.setup();
		const { workers } = renderRun();
		await user.click(screen.getByRole('button', { name: 'Run' }));
		const worker = await posted(workers);
		worker.send({ type: 'progress', progress: { kind: 'started' } });
		const traceback =
			'Traceback (most recent call last):\n  File "<cell>", line 1, in <module>\nEOFError: EOF when reading a line';
		worker.send({
			type: 'result',
			result: {
				run: {
					output: lines('Your name? '),
					outputCut: false,
					boards: [],
					ms: 3,
					error: { kind: 'thrown', message: 'EOFError: EOF when reading a line', traceback },
				},
			},
		});
		const output = screen.getByRole('region', { name: /^Output of/ });
		await vi.waitFor(() => expect(output).toHaveTextContent('EOFError'));
		expect(output).toHaveTextContent(english.noInput.replaceAll('`', ''));
		expect(screen.getByRole('status')).toHaveTextContent(english.failed(3));
	});

	test('in Chinese: the buttons, the loading line and the output region', async () => {
		const user = userEvent.setup();
		const { workers } = renderRun({ locale: 'zh-cn' });
		const group = screen.getByRole('group', { name: 'queens-grid.py' });
		await user.click(within(group).getByRole('button', { name: chinese.run }));
		const worker = await posted(workers);
		expect(worker.requests[0]?.locale).toBe('zh-cn');
		worker.send({ type: 'progress', progress: { kind: 'loading' } });
		await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(chinese.loading));
		expect(within(group).getByRole('button', { name: chinese.stop })).toBeEnabled();
		expect(screen.getByRole('region', { name: chinese.output('queens-grid.py') })).toBeTruthy();
	});
});
