import { describe, expect, test } from 'vitest';
import { CLI, interruptLongCount, NODE, nqueens } from './cli-helpers.ts';
import { A000170 } from './helpers.ts';
import { parseRequest } from '../../src/cli/arguments.ts';
import { maxWorkers, ONE_THREAD_HERE_MAX, type PoolProgress } from '../../src/cli/count-workers.ts';
import { PROGRESS_AFTER_MS, ProgressLine, progressText } from '../../src/cli/progress-line.ts';
import { IN_THREAD_MAX, countSolutions } from '../../src/cli/running.ts';

// The command's --count runs the full-symmetry engine: in its own thread up to IN_THREAD_MAX,
// on worker threads above it (with --workers 1, in its own thread up to ONE_THREAD_HERE_MAX).
// Every answer is checked against OEIS A000170.
describe('nqueens --count: the full-symmetry engine', () => {
	test.each([1, 2, 3, 6, 8, 10, 12, IN_THREAD_MAX])('n = %i in the command’s thread', (n) => {
		expect(nqueens(String(n), '--count').stdout).toBe(`${A000170[n - 1]}\n`);
	});

	test.each([['1'], ['2'], [undefined]])(
		'n = 15 with --workers %s gives A000170’s 2,279,184',
		(workers) => {
			const args = ['15', '--count', ...(workers ? ['--workers', workers] : [])];
			const { status, stdout, stderr } = nqueens(...args);
			expect(stdout).toBe(`${A000170[14]}\n`);
			expect(stderr).toBe(''); // stderr is a pipe here: no progress line
			expect(status).toBe(0);
		},
	);

	test('countSolutions agrees with A000170 in and out of the thread, on any number of workers', async () => {
		for (const n of [IN_THREAD_MAX - 1, IN_THREAD_MAX]) {
			expect(await countSolutions(n)).toBe(BigInt(A000170[n - 1]!));
		}
		const progress: PoolProgress[] = [];
		const n = IN_THREAD_MAX + 1;
		const solutions = await countSolutions(n, { workers: 3, onProgress: (p) => progress.push(p) });
		expect(solutions).toBe(BigInt(A000170[n - 1]!));
		expect(progress.at(-1)).toMatchObject({ done: progress.length, total: progress.length });
		expect(progress.at(-1)!.solutions).toBe(solutions);
	});
});

describe('--workers K', () => {
	// Too many for the machine's cores has its own sentence (cli-refuses-what-it-cannot-do.test.ts).
	test.each(['0', '-1', '2.5', 'two', '', '1e1'])(
		'refuses %j with one line that echoes it',
		(typed) => {
			const { status, stdout, stderr } = nqueens('16', '--count', `--workers=${typed}`);
			expect(stderr).toBe(
				`nqueens: --workers must be a whole number of threads from 1 to ${maxWorkers()} (like --workers 2), but got ${JSON.stringify(typed)}.\n`,
			);
			expect(stdout).toBe('');
			expect(status).toBe(2);
		},
	);

	test('a missing value is named', () => {
		expect(nqueens('16', '--count', '--workers').stderr).toMatch(/got nothing/);
	});

	test.each([[['8']], [['8', '--count', '--stats']], [['8', '--count', '--trace']]])(
		'is refused where nothing is counted fast: %j',
		(args) => {
			expect(() => parseRequest([...args, '--workers', '2'])).toThrow(
				/--workers shares out a fast count: it needs --count, without --trace or --stats/,
			);
		},
	);

	test('is read as the number of threads', () => {
		expect(parseRequest(['17', '--count', '--workers', '+2'])).toMatchObject({ workers: 2 });
		expect(parseRequest(['17', '--count'])).toMatchObject({ workers: undefined });
	});
});

describe('Ctrl-C', () => {
	test('stops a count on worker threads at once: status 130, nothing on stdout', async () => {
		const { status: exited, stdout, stderr } = await interruptLongCount();
		expect(exited).toBe(130);
		expect(stdout).toBe('');
		expect(stderr).toMatch(/nqueens: stopped \(Ctrl-C\); nothing was counted to the end\.\n$/);
	});

	test(`stops a count in the command's own thread (--workers 1, n = ${ONE_THREAD_HERE_MAX}) as well`, async () => {
		// Counted in this thread, n = 18 takes minutes: the test's limit lets only a real stop pass.
		const args = [String(ONE_THREAD_HERE_MAX), '--count', '--workers', '1'];
		const { status: exited, stdout, stderr } = await interruptLongCount(NODE, CLI, args);
		expect(exited).toBe(130);
		expect(stdout).toBe('');
		expect(stderr).toMatch(/nqueens: stopped \(Ctrl-C\); nothing was counted to the end\.\n$/);
	});
});

describe('progress on a terminal', () => {
	const at = (elapsedMs: number, done = 3, total = 10): PoolProgress => ({
		done,
		total,
		solutions: 0n,
		nodes: 0,
		elapsedMs,
		remainingMs: (elapsedMs / done) * (total - done),
	});
	const stream = (isTTY: boolean) => {
		const written: string[] = [];
		return { isTTY, written, write: (text: string) => written.push(text) };
	};

	test('says parts done, time so far and an estimate left', () => {
		expect(progressText(17, at(4000, 120, 512))).toBe(
			'counting n = 17: 120 of 512 parts, 4 s so far, about 13 s left (Ctrl-C stops)',
		);
	});

	test('nothing goes to a stream that is not a terminal (a pipe or a file)', () => {
		const pipe = stream(false);
		const line = new ProgressLine(pipe, 17);
		line.update(at(60_000));
		line.clear();
		expect(pipe.written).toEqual([]);
	});

	test('on a terminal: nothing for a quick count, then one line redrawn in place and erased', () => {
		const tty = stream(true);
		const line = new ProgressLine(tty, 17);
		line.update(at(PROGRESS_AFTER_MS - 1));
		expect(tty.written).toEqual([]);
		line.update(at(PROGRESS_AFTER_MS));
		line.update(at(PROGRESS_AFTER_MS + 1)); // too soon to redraw
		line.update(at(PROGRESS_AFTER_MS + 500, 5));
		expect(tty.written).toHaveLength(2);
		expect(tty.written.every((text) => text.startsWith('\r\u001b[Kcounting n = 17:'))).toBe(true);
		line.clear();
		line.clear();
		expect(tty.written.slice(2)).toEqual(['\r\u001b[K']);
	});
});
