import { describe, expect, test } from 'vitest';
import { runInSlices } from '../../components/page/time-slice.ts';

/*
 * The one time-slicing helper, with a clock that moves one millisecond per step and a scheduler
 * the test runs by hand: no real time passes, so nothing here depends on the machine's speed.
 */
function harness(total: number, budgetMs: number) {
	let time = 0;
	let done = 0;
	let slices = 0;
	const queue: (() => void)[] = [];
	const run = runInSlices(
		() => {
			time++; // each step costs one millisecond on this clock
			return ++done < total;
		},
		{
			budgetMs,
			clock: () => time,
			schedule: (next) => {
				queue.push(next);
				return () => queue.splice(queue.indexOf(next), 1);
			},
			onslice: () => slices++,
		},
	);
	const turn = () => queue.shift()?.();
	return { run, turn, steps: () => done, slices: () => slices, queued: () => queue.length };
}

describe('runInSlices', () => {
	test('the first slice runs at once, and stops at its budget', () => {
		const h = harness(100, 10);
		expect(h.steps()).toBe(10);
		expect(h.slices()).toBe(1);
		expect(h.queued()).toBe(1);
	});

	test('each turn of the page runs one more slice, until the work is done', () => {
		const h = harness(25, 10);
		h.turn();
		expect(h.steps()).toBe(20);
		h.turn();
		expect(h.steps()).toBe(25);
		expect(h.run.ended).toBe(true);
		expect(h.queued()).toBe(0);
	});

	test('cancel stops it before its next slice and takes back the scheduled one', () => {
		const h = harness(100, 10);
		h.run.cancel();
		expect(h.queued()).toBe(0);
		expect(h.steps()).toBe(10);
		expect(h.run.ended).toBe(true);
	});

	test('a throwing step ends the run once, through onerror, and nothing runs after', () => {
		const seen: unknown[] = [];
		let calls = 0;
		const run = runInSlices(
			() => {
				if (++calls === 3) throw new Error('bad board');
				return true;
			},
			{ budgetMs: 1e9, onerror: (error) => seen.push(error), schedule: () => () => {} },
		);
		expect(seen).toEqual([new Error('bad board')]);
		expect(calls).toBe(3);
		expect(run.ended).toBe(true);
	});

	test('ondone runs once, after the last slice has been drawn', () => {
		const order: string[] = [];
		runInSlices(() => false, {
			budgetMs: 5,
			onslice: () => order.push('slice'),
			ondone: () => order.push('done'),
		});
		expect(order).toEqual(['slice', 'done']);
	});
});
