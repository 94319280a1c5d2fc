import { describe, expect, test } from 'vitest';
import {
	CountPool,
	CountTally,
	partsBySize,
	planCountJobs,
	poolSize,
	runCountJob,
	SPREAD_FROM_N,
	ESTIMATE_FROM,
	tallyPace,
	workersFor,
	type CountJob,
	type CountReply,
	type CountWorker,
} from '../../components/count-race/count-pool.ts';
import {
	countAll,
	countPaceText,
	countWork,
	firstCountAbove,
	knownCount,
	knownCounts,
	MAX_KNOWN_N,
	planSubproblems,
	TWO_TO_53,
} from '../../src/solver/count/index.ts';
import { A000170, A002562 } from './helpers.ts';

describe('the published table', () => {
	test('holds n = 1 … 27 and agrees with the shared test table where they overlap', () => {
		expect(knownCounts()).toHaveLength(MAX_KNOWN_N);
		A000170.forEach((count, i) => expect(knownCount(i + 1)).toBe(BigInt(count)));
		expect(knownCount(27)).toBe(234907967154122528n);
		expect(knownCount(0)).toBeUndefined();
		expect(knownCount(28)).toBeUndefined();
	});

	test('n = 26 is the first count above 2^53, so it needs BigInt', () => {
		expect(firstCountAbove()).toBe(26);
		expect(knownCount(25)! < TWO_TO_53).toBe(true);
		expect(Number.isSafeInteger(Number(knownCount(25)))).toBe(true);
		// Past 2^53 a double has gaps: near n = 26's count only every fourth whole number exists,
		// so adding 1 changes nothing. BigInt has no gaps.
		const count26 = knownCount(26)!;
		expect(Number.isSafeInteger(Number(count26))).toBe(false);
		expect(Number(count26) + 1).toBe(Number(count26));
		expect(count26 + 1n).not.toBe(count26);
	});
});

describe('count jobs: the engine’s sub-problems, as the command’s worker threads get them', () => {
	test.each(Array.from({ length: 11 }, (_, i) => i + 4))(
		'the shares of n = %i add up to the published count and classes, and the engine’s nodes',
		(n) => {
			let total = 0n;
			let classes = 0;
			let nodes = 0;
			for (const job of planCountJobs([n])) {
				const reply = runCountJob(job);
				if (reply.type !== 'result') throw new Error(reply.message);
				expect(reply.result).toMatchObject({ id: job.id, n });
				expect(reply.result.solutions).toMatch(/^\d+$/);
				total += BigInt(reply.result.solutions);
				classes += reply.result.classes;
				nodes += reply.result.nodes;
			}
			expect(total).toBe(knownCount(n));
			expect(classes).toBe(A002562[n - 1]);
			expect(nodes).toBe(countAll(n).nodes);
		},
	);

	test('jobs are each n’s plan in the engine’s order, smallest n first, numbered within their n', () => {
		const plan = (n: number) => planSubproblems(n).map((sp, id) => ({ id, sp }));
		expect(planCountJobs([4, 5])).toEqual([...plan(4), ...plan(5)]);
		expect(planCountJobs([4, 5]).map((job) => `${job.sp.n}:${job.id}`)).toEqual([
			'4:0',
			'4:1',
			'5:0',
			'5:1',
			'5:2',
			'5:3',
		]);
		// A job survives a trip through JSON (a worker's structured clone is no stricter).
		const [job] = planCountJobs([12]);
		expect(JSON.parse(JSON.stringify(job))).toEqual(job);
	});

	test('a bad job comes back as an error reply, not an exception', () => {
		const [job] = planCountJobs([8]);
		expect(runCountJob({ id: 0, sp: { ...job!.sp, n: 40 } })).toMatchObject({
			type: 'error',
			code: 'n-too-large',
			message: expect.stringMatching(/too large/),
		});
		expect(runCountJob({ id: 0, sp: { ...job!.sp, prefix: [99] } })).toMatchObject({
			type: 'error',
			message: expect.stringMatching(/Not a sub-problem of 8 queens/),
		});
	});

	test.each([
		[undefined, 1],
		[0, 1],
		[1, 1],
		[2, 2],
		[4, 4],
		[16, 4],
	])('%s cores give %i workers', (cores, workers) => {
		expect(poolSize(cores)).toBe(workers);
	});

	test('one worker counts every n below SPREAD_FROM_N; a larger n starts them all', () => {
		expect(workersFor(planCountJobs([4, 14]), 4)).toBe(1);
		expect(workersFor(planCountJobs([14, SPREAD_FROM_N]), 4)).toBe(4);
		expect(workersFor(planCountJobs([SPREAD_FROM_N]), 3)).toBe(3);
		expect(workersFor([], 4)).toBe(0);
		expect(partsBySize(planCountJobs([4, 5]))).toEqual({ 4: 2, 5: 4 });
	});
});

describe('the tally: what the results add up to, drawn from snapshots', () => {
	const result = (job: CountJob) => {
		const reply = runCountJob(job);
		if (reply.type !== 'result') throw new Error(reply.message);
		return reply.result;
	};

	test('sums each size’s shares, says when a size is finished, and weighs parts by countWork', () => {
		const tally = new CountTally([8, 9]);
		expect(tally.jobs).toEqual(planCountJobs([8, 9]));
		const empty = tally.view();
		expect(empty).toMatchObject({ doneParts: 0, totalParts: 44 + 71, doneWork: 0 });
		expect(empty.totalWork).toBeCloseTo(countWork(8) + countWork(9));
		expect(empty.rows[8]).toEqual({
			n: 8,
			parts: 44,
			partsDone: 0,
			solutions: 0n,
			nodes: 0,
			ms: 0,
		});

		const finished: number[] = [];
		tally.start(tally.jobs[0]!, 5);
		for (const job of tally.jobs) if (tally.add(result(job), 7)) finished.push(job.sp.n);
		expect(finished).toEqual([8, 9]);
		const full = tally.view();
		expect(full.rows[8]).toMatchObject({
			solutions: 92n,
			partsDone: 44,
			startedAt: 5,
			finishedAt: 7,
		});
		expect(full.rows[8]!.nodes).toBe(countAll(8).nodes);
		expect(full.rows[9]!.solutions).toBe(352n);
		expect(full.doneParts).toBe(full.totalParts);
		expect(full.doneWork).toBeCloseTo(full.totalWork);
		// A snapshot is a copy: later results do not change what was drawn.
		expect(empty.rows[8]!.partsDone).toBe(0);
	});

	test('the bar weighs a part of a larger n more: n = 9’s first part outweighs n = 8’s', () => {
		const a = new CountTally([8, 9]);
		a.add(result(a.jobs[0]!), 1);
		const b = new CountTally([8, 9]);
		b.add(result(b.jobs[44]!), 1);
		expect(b.view().doneWork).toBeGreaterThan(a.view().doneWork);
		expect(a.view().doneParts).toBe(b.view().doneParts);
	});

	test('its pace is parts done of all and time left at the rate of the estimated work', () => {
		const tally = new CountTally([10]);
		for (const job of tally.jobs.slice(0, 61)) tally.add(result(job), 0);
		const pace = tallyPace(tally.view(), 1000);
		expect(pace).toMatchObject({ done: 61, total: 122, elapsedMs: 1000 });
		expect(pace.remainingMs).toBeCloseTo(1000);
		expect(tallyPace(new CountTally([10]).view(), 1000).remainingMs).toBe(Infinity);
	});

	test('it says nothing of the time left before a tenth of the work is done', () => {
		// The first part of n = 12, the largest, is under a tenth of the work: still estimating.
		const tally = new CountTally([12]);
		tally.add(result(tally.jobs[0]!), 0);
		const view = tally.view();
		expect(view.doneWork / view.totalWork).toBeLessThan(ESTIMATE_FROM);
		const pace = tallyPace(view, 370);
		expect(pace.remainingMs).toBe(Infinity);
		expect(countPaceText('n = 12', pace)).toMatch(/estimating$/);
	});
});

describe('the pool', () => {
	/** Answers each job after `release()` is called, so the test controls the order. */
	class QueuedWorker implements CountWorker {
		onmessage: ((event: { data: CountReply }) => void) | null = null;
		onerror: ((event: { message?: string }) => void) | null = null;
		pending: CountJob[] = [];
		terminated = false;
		postMessage(job: CountJob) {
			this.pending.push(job);
		}
		release() {
			const job = this.pending.shift()!;
			this.onmessage?.({ data: runCountJob(job) });
		}
		terminate() {
			this.terminated = true;
		}
	}

	const failOn = (m: string) => {
		throw new Error(m);
	};

	test('small boards: one worker takes the jobs one by one and reports done once', () => {
		const workers: QueuedWorker[] = [];
		const pool = new CountPool(() => (workers.push(new QueuedWorker()), workers.at(-1)!), 2);
		const results: string[] = [];
		let done = 0;
		const used = pool.start(planCountJobs([8]), {
			onresult: (r) => results.push(r.solutions),
			ondone: () => done++,
			onfailure: failOn,
		});
		expect(used).toBe(1);
		expect(workers).toHaveLength(1);
		const plan = planSubproblems(8);
		for (const [id, sp] of plan.entries()) {
			expect(workers[0]!.pending).toEqual([{ id, sp }]);
			expect(done).toBe(0);
			workers[0]!.release();
		}
		expect(done).toBe(1);
		expect(results).toHaveLength(plan.length);
		expect(results.reduce((sum, r) => sum + BigInt(r), 0n)).toBe(92n);
		expect(pool.liveWorkers).toBe(1); // kept for the next run
	});

	test('large boards: each job goes to the next free worker, and the shares add up', () => {
		const workers: QueuedWorker[] = [];
		const pool = new CountPool(() => (workers.push(new QueuedWorker()), workers.at(-1)!), 2);
		let total = 0n;
		let done = 0;
		const n = SPREAD_FROM_N;
		pool.start(planCountJobs([n]), {
			onresult: (r) => (total += BigInt(r.solutions)),
			ondone: () => done++,
			onfailure: failOn,
		});
		expect(workers).toHaveLength(2);
		const handedOut = () => workers.map((w) => w.pending.map((job) => job.id));
		// The engine's first two parts, one to each worker.
		expect(handedOut()).toEqual([[0], [1]]);
		workers[1]!.release(); // worker 1 is free first: it takes the next part
		expect(handedOut()).toEqual([[0], [2]]);
		while (workers.some((w) => w.pending.length > 0)) {
			expect(done).toBe(0);
			workers.find((w) => w.pending.length > 0)!.release();
		}
		expect(done).toBe(1);
		expect(total).toBe(knownCount(n));
		expect(pool.liveWorkers).toBe(2);
	});

	test('an error reply stops the run, names the part and terminates the workers', () => {
		const workers: QueuedWorker[] = [];
		const pool = new CountPool(() => (workers.push(new QueuedWorker()), workers.at(-1)!), 1);
		const failures: string[] = [];
		const jobs = planCountJobs([8]);
		jobs[2] = { id: 2, sp: { ...jobs[2]!.sp, bound: 0 } };
		pool.start(jobs, {
			onresult: () => {},
			ondone: () => failOn('done'),
			onfailure: (m) => failures.push(m),
		});
		for (let i = 0; i < 3; i++) workers[0]!.release();
		expect(failures).toEqual([
			expect.stringMatching(/^Counting 8 queens failed in part 3: Not a sub-problem of 8 queens/),
		]);
		expect(workers[0]!.terminated).toBe(true);
	});

	test('cancel terminates every worker and ignores late answers', () => {
		const workers: QueuedWorker[] = [];
		const pool = new CountPool(() => (workers.push(new QueuedWorker()), workers.at(-1)!), 3);
		let results = 0;
		pool.start(planCountJobs([10]), {
			onresult: () => results++,
			ondone: () => {
				throw new Error('not done');
			},
			onfailure: (m) => {
				throw new Error(m);
			},
		});
		pool.cancel();
		expect(workers.every((w) => w.terminated)).toBe(true);
		expect(pool.liveWorkers).toBe(0);
		workers[0]!.release();
		expect(results).toBe(0);
	});
});
