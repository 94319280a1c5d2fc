import { afterEach, describe, expect, test, vi } from 'vitest';
import { WorkerJob, type JobOutcome } from '../../components/jobs/worker-job.svelte.ts';
import { NQueensInputError } from '../../src/solver/input/index.ts';
import type { JobReply } from '../../src/jobs/protocol.ts';
import type { RaceResult } from '../../src/solver/race/index.ts';
import { InProcessWorker, ManualWorker } from './stand-in-workers.ts';
import {
	runRace,
	type RaceProgress,
	type RaceRequest,
} from '../../components/check-race/race-job.ts';

type Reply = JobReply<string, number>;

/** A job over manual workers, with every worker it made. */
function setup(timeLimitMs?: number) {
	const made: ManualWorker<string, Reply>[] = [];
	const job = new WorkerJob<string, string, number>({
		createWorker: () => (made.push(new ManualWorker()), made.at(-1)!),
		name: 'test job',
		...(timeLimitMs === undefined ? {} : { timeLimitMs }),
	});
	return { job, made };
}

afterEach(() => vi.useRealTimers());

describe('life cycle', () => {
	test('idle, then running with progress, then done; the worker is made on the first start and kept', async () => {
		const { job, made } = setup();
		expect(job.status).toBe('idle');
		expect(made).toHaveLength(0);
		expect(job.hasWorker).toBe(false);
		const seen: number[] = [];
		const ended = job.start('first', { onprogress: (p) => seen.push(p) });
		expect(job.status).toBe('running');
		expect(job.running).toBe(true);
		expect(made).toHaveLength(1);
		expect(made[0]!.requests).toEqual(['first']);
		made[0]!.send({ type: 'progress', progress: 1 });
		made[0]!.send({ type: 'progress', progress: 2 });
		expect(job.progress).toBe(2);
		expect(seen).toEqual([1, 2]);
		made[0]!.send({ type: 'result', result: 'answer' });
		await expect(ended).resolves.toEqual({ status: 'done', result: 'answer' });
		expect(job.status).toBe('done');
		expect(job.result).toBe('answer');
		expect(job.running).toBe(false);
		// Messages after the end change nothing.
		made[0]!.send({ type: 'result', result: 'late' });
		expect(job.result).toBe('answer');
		// The next run reuses the worker and starts from a clean slate.
		void job.start('second');
		expect(made).toHaveLength(1);
		expect(made[0]!.requests).toEqual(['first', 'second']);
		expect(job.result).toBeUndefined();
		expect(job.progress).toBeUndefined();
	});

	test('runs the real race handler in-process: n = 6 has 4 solutions for every check (OEIS A000170)', async () => {
		const job = new WorkerJob<RaceRequest, RaceResult[], RaceProgress>({
			createWorker: () =>
				new InProcessWorker<RaceRequest, RaceResult[], RaceProgress>((request, post) =>
					runRace({ ...request, runs: 1 }, post),
				),
			name: 'race',
		});
		const stages: string[] = [];
		const outcome = await job.start({ n: 6 }, { onprogress: (p) => stages.push(p.stage) });
		expect(stages).toEqual(['round']); // one round: runs = 1
		if (outcome.status !== 'done') throw new Error(`not done: ${outcome.status}`);
		expect(outcome.result.map((r) => r.stats.solutions)).toEqual([4, 4, 4, 4, 4]);
	});
});

describe('cancel', () => {
	test('terminates the worker, ignores its late messages, and the next start makes a fresh one', async () => {
		const { job, made } = setup();
		const ended = job.start('slow');
		expect(job.cancel()).toBe(true);
		await expect(ended).resolves.toEqual({ status: 'cancelled' });
		expect(job.status).toBe('cancelled');
		expect(made[0]!.terminated).toBe(true);
		expect(job.hasWorker).toBe(false);
		expect(job.cancel()).toBe(false); // nothing left to cancel
		void job.start('again');
		expect(made).toHaveLength(2);
		expect(made[1]!.requests).toEqual(['again']);
		made[1]!.send({ type: 'result', result: 'fresh' });
		expect(job.status).toBe('done');
		expect(job.result).toBe('fresh');
	});

	test('starting while running cancels the run under way', async () => {
		const { job, made } = setup();
		const first = job.start('one');
		void job.start('two');
		await expect(first).resolves.toEqual({ status: 'cancelled' });
		expect(made[0]!.terminated).toBe(true);
		expect(made).toHaveLength(2);
		expect(job.status).toBe('running');
	});

	test('dispose terminates a worker kept between runs', () => {
		const { job, made } = setup();
		void job.start('one');
		made[0]!.send({ type: 'result', result: 'ok' });
		expect(made[0]!.terminated).toBe(false);
		job.dispose();
		expect(made[0]!.terminated).toBe(true);
		expect(job.status).toBe('done');
	});
});

describe('time limit', () => {
	test('terminates the worker with a clear error when a run takes too long, then restarts fresh', async () => {
		vi.useFakeTimers();
		const { job, made } = setup(2000);
		const ended = job.start('forever');
		vi.advanceTimersByTime(1999);
		expect(job.status).toBe('running');
		vi.advanceTimersByTime(1);
		const outcome: JobOutcome<string> = await ended;
		expect(outcome).toMatchObject({ status: 'error', failure: { kind: 'timeout' } });
		expect(job.status).toBe('error');
		expect(job.failure?.message).toBe('The test job took longer than 2 s and was stopped.');
		expect(made[0]!.terminated).toBe(true);
		// A fresh worker for the next run, which finishes in time and is not cut off later.
		void job.start('quick');
		expect(made).toHaveLength(2);
		made[1]!.send({ type: 'result', result: 'in time' });
		vi.advanceTimersByTime(5000);
		expect(job.status).toBe('done');
		expect(job.failure).toBeUndefined();
	});

	test('a progress the job is told of starts the limit again from zero, once a run', async () => {
		vi.useFakeTimers();
		const made: ManualWorker<string, Reply>[] = [];
		const job = new WorkerJob<string, string, number>({
			createWorker: () => (made.push(new ManualWorker()), made.at(-1)!),
			name: 'test job',
			timeLimitMs: 2000,
			limitRestartsAt: (progress) => progress === 0,
		});
		const ended = job.start('program, then checks');
		vi.advanceTimersByTime(1900);
		made[0]!.send({ type: 'progress', progress: 0 }); // the checks begin: 2 s again
		vi.advanceTimersByTime(1900);
		expect(job.status).toBe('running');
		made[0]!.send({ type: 'progress', progress: 0 }); // a second time buys nothing
		vi.advanceTimersByTime(100);
		expect(await ended).toMatchObject({ status: 'error', failure: { kind: 'timeout' } });
		// The next run may restart its own limit once again.
		void job.start('again');
		vi.advanceTimersByTime(1900);
		made[1]!.send({ type: 'progress', progress: 0 });
		vi.advanceTimersByTime(1900);
		made[1]!.send({ type: 'result', result: 'in time' });
		expect(job.status).toBe('done');
	});

	test('a run that ends in time is not stopped', () => {
		vi.useFakeTimers();
		const { job, made } = setup(500);
		void job.start('a');
		vi.advanceTimersByTime(400);
		made[0]!.send({ type: 'result', result: 'ok' });
		vi.advanceTimersByTime(1000);
		expect(job.status).toBe('done');
		expect(made[0]!.terminated).toBe(false);
	});
});

describe('errors', () => {
	test('an error reply keeps the code and the worker', () => {
		const { job, made } = setup();
		void job.start('bad');
		made[0]!.send({ type: 'error', message: 'n must be a number', code: 'not-a-number' });
		expect(job.status).toBe('error');
		expect(job.failure).toEqual({
			kind: 'reply',
			message: 'The test job stopped: n must be a number',
			detail: 'n must be a number',
			code: 'not-a-number',
		});
		expect(made[0]!.terminated).toBe(false);
		void job.start('next');
		expect(made).toHaveLength(1);
		expect(job.failure).toBeUndefined();
	});

	test.each([
		['boom', 'The test job worker stopped with an error: boom.'],
		[
			undefined,
			'The test job worker failed to start or stopped unexpectedly. Reload the page to try again.',
		],
	])(
		'a crash (%s) terminates the worker and says so; the next start makes a fresh one',
		(message, text) => {
			const { job, made } = setup();
			void job.start('x');
			made[0]!.crash(message);
			expect(job.status).toBe('error');
			expect(job.failure).toMatchObject({ kind: 'crash', message: text });
			expect(made[0]!.terminated).toBe(true);
			void job.start('y');
			expect(made).toHaveLength(2);
		},
	);

	test('a browser without workers gets a failure, not an exception', async () => {
		const job = new WorkerJob<string, string>({
			createWorker: () => {
				throw new Error('Worker is not defined');
			},
			name: 'test job',
		});
		await expect(job.start('x')).resolves.toMatchObject({
			status: 'error',
			failure: {
				kind: 'unavailable',
				message: 'This browser could not start the test job: Worker is not defined',
			},
		});
		expect(job.status).toBe('error');
	});

	test('refuse ends a run before it starts with the input error and its code', () => {
		const { job, made } = setup();
		job.refuse(new NQueensInputError('n-too-large', 'n = 99 is too large here.'));
		expect(made).toHaveLength(0);
		expect(job.status).toBe('error');
		expect(job.failure).toMatchObject({
			kind: 'input',
			code: 'n-too-large',
			message: 'n = 99 is too large here.',
		});
	});

	test('a reply from a worker that was let go is ignored', () => {
		const { job, made } = setup();
		void job.start('one');
		job.cancel();
		const old = made[0]!;
		void job.start('two');
		old.onmessage?.({ data: { type: 'result', result: 'stale' } satisfies Reply as Reply });
		expect(job.status).toBe('running');
	});
});

describe('in Chinese (issue 21)', () => {
	/** A job over manual workers whose sentences are Chinese. */
	function chinese(timeLimitMs?: number) {
		const made: ManualWorker<string, Reply>[] = [];
		const job = new WorkerJob<string, string, number>({
			createWorker: () => (made.push(new ManualWorker()), made.at(-1)!),
			name: '比赛',
			locale: 'zh-cn',
			...(timeLimitMs === undefined ? {} : { timeLimitMs }),
		});
		return { job, made };
	}

	test('a time limit, a crash and a reply error are said in Chinese', async () => {
		vi.useFakeTimers();
		const timed = chinese(2000);
		void timed.job.start('slow');
		vi.advanceTimersByTime(2000);
		expect(timed.job.failure?.message).toBe('比赛超过了 2 秒的时间限制，已被停止。');

		const crashing = chinese();
		void crashing.job.start('x');
		crashing.made[0]!.crash();
		expect(crashing.job.failure?.message).toBe(
			'比赛的后台线程没能启动，或意外停止了。请重新加载页面再试。',
		);
		void crashing.job.start('y');
		crashing.made[1]!.crash('boom');
		expect(crashing.job.failure?.message).toBe('比赛的后台线程出错停止了：boom。');

		const replying = chinese();
		void replying.job.start('z');
		replying.made[0]!.send({ type: 'error', message: '出错了' });
		expect(replying.job.failure?.message).toBe('比赛停止了：出错了');
	});
});
