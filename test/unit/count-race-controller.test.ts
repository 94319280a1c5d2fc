import { describe, expect, test } from 'vitest';
import { CountRaceController } from '../../components/count-race/count-race.svelte.ts';
import {
	serveCountJob,
	type CountJob,
	type CountReply,
	type CountShare,
} from '../../components/count-race/count-pool.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { InProcessWorker, ManualWorker } from '../component/stand-in-workers.ts';
import { A000170 } from './helpers.ts'; // n = 1, 2, 3, …

/*
 * The count race's controller, driven without a DOM: stand-in workers run the real counting
 * handler in this thread (or hold every job), and the clock is the test's.
 */

/** A controller whose workers run the real handler; the clock moves only when told. */
function setup(from: number, to: number, make: 'count' | 'hold' = 'count') {
	let time = 0;
	const made: { requests: CountJob[]; terminated: boolean }[] = [];
	let announced = 0;
	const race = new CountRaceController({
		from,
		to,
		workers: 2,
		clock: () => time,
		ondone: () => announced++,
		createWorker: () => {
			const worker =
				make === 'count'
					? new InProcessWorker<CountJob, CountShare>(serveCountJob)
					: new ManualWorker<CountJob, CountReply>();
			made.push(worker);
			return worker;
		},
	});
	return { race, made, advance: (ms: number) => (time += ms), announcements: () => announced };
}

/** Waits until the controller leaves `running` (the in-process workers answer in microtasks). */
async function settle(race: CountRaceController): Promise<void> {
	for (let i = 0; i < 10_000 && race.phase === 'running'; i++) await Promise.resolve();
}

describe('the count race controller', () => {
	test('counts n = 4 to 10 to the published counts (OEIS A000170) and says so', async () => {
		const { race, advance, announcements } = setup(4, 10);
		race.run();
		expect(race.phase).toBe('running');
		expect(race.statusText).toMatch(/^Counting n = 4 to 10 on \d workers?: /);
		advance(250);
		await settle(race);
		expect(race.phase).toBe('done');
		expect(race.finished).toEqual([4, 5, 6, 7, 8, 9, 10]);
		for (const n of race.finished) expect(race.rows[n]!.solutions).toBe(BigInt(A000170[n - 1]!));
		expect(race.percent).toBe(100);
		expect(race.statusText).toBe(
			'Done: n = 4 to 10 counted in 250 ms; every count matches the published table.',
		);
		expect(announcements()).toBe(1);
	});

	test.each([
		[1, 3],
		[1, 6],
		[2, 3],
		[3, 5],
	])(
		'n = %i to %i: the smallest boards finish too, 1, 0, 0 (OEIS A000170; issue 28)',
		async (from, to) => {
			const { race, made, advance } = setup(from, to);
			race.run();
			advance(10);
			await settle(race);
			expect(race.phase).toBe('done');
			const sizes = Array.from({ length: to - from + 1 }, (_, i) => from + i);
			expect(race.finished).toEqual(sizes);
			for (const n of sizes) expect(race.rows[n]!.solutions).toBe(BigInt(A000170[n - 1]!));
			expect(race.percent).toBe(100);
			expect(race.statusText).toMatch(/every count matches the published table/);
			// n = 2 and 3 have no part to hand out: a worker starts only for a size that has one.
			expect(made.length > 0).toBe(sizes.some((n) => n === 1 || n >= 4));
		},
	);

	test('the menus offer n = 1 and up, and 1 is where a count starts unless told', () => {
		const race = new CountRaceController({
			from: LIMITS.countRace.min,
			to: 14,
			createWorker: () => new ManualWorker<CountJob, CountReply>(),
		});
		expect(race.choices[0]).toBe(1);
		expect(race.sizesToCount()[0]).toBe(1);
	});

	test('cancel stops every worker and keeps the cancelled state and its wording', () => {
		const { race, made, advance } = setup(12, 13, 'hold');
		race.run();
		advance(1500);
		race.cancel();
		expect(race.phase).toBe('cancelled');
		expect(made.length).toBeGreaterThan(0);
		expect(made.every((w) => w.terminated)).toBe(true);
		expect(race.statusText).toBe(
			'Cancelled after 1.5 s: 0 of 2 board sizes finished; the workers were stopped.',
		);
	});

	test('a worker error ends the run as an error with its message', async () => {
		let time = 0;
		const race = new CountRaceController({
			from: 5,
			to: 5,
			clock: () => time++,
			createWorker: () =>
				new ManualWorker<CountJob, CountReply>((w) =>
					w.send({ type: 'error', message: 'out of cheese' }),
				),
		});
		race.run();
		await settle(race);
		expect(race.phase).toBe('error');
		expect(race.failure?.message).toContain('out of cheese');
	});

	test('a size past the menu is refused with the limit’s sentence, before any worker starts', () => {
		let workers = 0;
		const race = new CountRaceController({
			from: 4,
			to: 6,
			createWorker: () => {
				workers++;
				return new ManualWorker<CountJob, CountReply>();
			},
		});
		race.last = LIMITS.countRace.max + 1; // a slow size while slow sizes are off
		race.run();
		expect(race.phase).toBe('error');
		expect(race.failure?.message).toMatch(/^To n/);
		expect(race.failure?.code).toBeDefined();
		expect(workers).toBe(0);
	});

	test('switching slow sizes off pulls both menus back inside the fast range', () => {
		const { race } = setup(4, LIMITS.countRaceSlow.max);
		expect(race.allowSlow).toBe(true);
		race.allowSlow = false;
		race.toggleSlow();
		expect(race.last).toBe(LIMITS.countRace.max);
		expect(race.choices.at(-1)).toBe(LIMITS.countRace.max);
	});
});
