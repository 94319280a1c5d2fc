import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { restartsTimeLimit, startCellTimeLimit } from '../../src/notebook/worker/index.ts';
import { startThreadRuns } from '../../src/notebook/worker/node-thread-runs.ts';
import { startSlot } from '../../src/cli/check/runs.ts';

/*
 * A cell's time limit counts the learner's program, and then, from the first check's start, the
 * checks, each with the whole limit, once (src/notebook/worker/cell-time-limit.ts): exercise 3's right
 * answer in Python spends most of a slow device's 10 s on its own count, and the checks then need
 * time of their own. Shown on the rule, on Node's thread runs (Python's and Lua's, for tests and
 * `nqueens check`) over a stand-in thread on a fake clock, and on `nqueens check`'s JavaScript
 * threads on the real clock. The page's job is shown in test/component/worker-job.test.ts.
 */

afterEach(() => vi.useRealTimers());

test.each([
	[{ kind: 'check-start', name: 'n = 1 to 8', index: 0 }, true],
	[{ kind: 'check-start', name: 'n = 9', index: 1 }, false],
	[{ kind: 'check', index: 0 }, false],
	[{ kind: 'started' }, false],
	[{ kind: 'output', lines: [], line: 3 }, false],
])('%j restarts the limit: %s', (progress, restarts) => {
	expect(restartsTimeLimit(progress)).toBe(restarts);
});

describe('a limit on its own timer', () => {
	test('counts from start, again from the first check, and once only', () => {
		vi.useFakeTimers();
		const ran = vi.fn();
		const limit = startCellTimeLimit(1000, ran);
		limit.see({ kind: 'check-start', index: 0 }); // not counting yet: nothing to restart
		limit.start();
		vi.advanceTimersByTime(900);
		limit.see({ kind: 'check-start', index: 0 });
		vi.advanceTimersByTime(900);
		expect(ran).not.toHaveBeenCalled();
		// A second first check (a run that could forge one) does not buy more time.
		limit.see({ kind: 'check-start', index: 0 });
		vi.advanceTimersByTime(100);
		expect(ran).toHaveBeenCalledOnce();
	});

	test('a second start buys no time: only the first check restarts the count', () => {
		vi.useFakeTimers();
		const ran = vi.fn();
		const limit = startCellTimeLimit(1000, ran);
		limit.start();
		vi.advanceTimersByTime(900);
		limit.start(); // a second `started` message, say
		vi.advanceTimersByTime(100);
		expect(ran).toHaveBeenCalledOnce();
	});

	test('without a limit, and once stopped, nothing runs out', () => {
		vi.useFakeTimers();
		const ran = vi.fn();
		const none = startCellTimeLimit(undefined, ran);
		none.start();
		const stopped = startCellTimeLimit(1000, ran);
		stopped.start();
		stopped.stop();
		vi.advanceTimersByTime(5000);
		expect(ran).not.toHaveBeenCalled();
	});
});

/** A stand-in thread: says it is ready, then sends what the test tells it to. */
class StandInThread extends EventEmitter {
	posted: unknown[] = [];
	terminated = false;
	constructor() {
		super();
		queueMicrotask(() => this.emit('message', { ready: true }));
	}
	postMessage(message: unknown): void {
		this.posted.push(message);
	}
	terminate(): Promise<number> {
		this.terminated = true;
		return Promise.resolve(0);
	}
	progress(progress: object): void {
		this.emit('message', { type: 'progress', progress });
	}
}

describe("Node's thread runs", () => {
	test.each([
		['a program and checks that each take 90% of the limit end by themselves', 9000, undefined],
		['checks that take longer than the limit of their own are stopped', 10_000, 'time-limit'],
	])('%s', async (_, checksMs, stopped) => {
		vi.useFakeTimers();
		const threads: StandInThread[] = [];
		const runs = startThreadRuns(() => {
			threads.push(new StandInThread());
			return threads.at(-1) as unknown as Worker;
		}, false);
		await vi.advanceTimersByTimeAsync(0);
		const running = runs.run('print(1)', { exercise: 'count-12', timeLimitMs: 10_000 });
		await vi.advanceTimersByTimeAsync(0);
		const thread = threads[0]!;
		expect(thread.posted).toHaveLength(1);
		thread.progress({ kind: 'started' });
		await vi.advanceTimersByTimeAsync(9000);
		thread.progress({ kind: 'check-start', name: 'n = 1 to 8', index: 0 });
		await vi.advanceTimersByTimeAsync(checksMs);
		thread.emit('message', { type: 'result', result: { run: { output: [] } } });
		const outcome = await running;
		expect(outcome.stopped).toBe(stopped);
		expect(thread.terminated).toBe(stopped !== undefined);
	});
});

describe("nqueens check's JavaScript threads, on the real clock", () => {
	// The program spins for SPIN_MS, and so does the learner's first call from the checks: together
	// longer than the limit, each alone well inside it (a loaded machine adds to neither spin, which
	// waits on the clock, only to the run around them).
	const SPIN_MS = 1500;
	const LIMIT_MS = 2500;
	const code = `const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end) {} };
let calls = 0;
function countSolutions(n) {
	if (calls++ === 0) spin(${SPIN_MS});
	return 0;
}
spin(${SPIN_MS});
console.log('spun');`;

	test('a program and its checks each get the whole limit', async () => {
		const slot = startSlot({ limitMs: LIMIT_MS });
		const end = await slot.run({ exercise: 'count-12', language: 'js', code, locale: 'en' });
		slot.terminate();
		// The checks ran to their verdicts (a count of 0 is wrong), not into the time limit.
		expect(end.kind).toBe('done');
		if (end.kind === 'done') expect(end.checks.filter((c) => !c.passed).length).toBeGreaterThan(0);
	});
});
