import { describe, expect, test } from 'vitest';
import { Timeline } from '../../src/solver/timeline/index.ts';
import { backtrack, backtrackWithStack, permutationSearch } from '../../src/solver/search/index.ts';
import { countEvent, emptyStats, type SearchEvent } from '../../src/solver/events/index.ts';
import { BUGGY_VARIANTS, buggySearch } from '../../src/solver/bugs/index.ts';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';
import { A000170, drain } from './helpers.ts';

/** A small deterministic PRNG (mulberry32), so "random" steps are the same on every run. */
function random(seed: number): () => number {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** The board after each event, replayed the obvious way: one full copy per event. */
function naiveStates(n: number, events: readonly SearchEvent[]) {
	const columns = Array.from({ length: n }, () => -1);
	const stats = emptyStats(n);
	const refused = Array.from({ length: n }, () => 0);
	let depth = 0;
	return events.map((event) => {
		countEvent(stats, event);
		if (event.type === 'place') {
			columns[event.row] = event.col;
			depth = event.row + 1;
		} else if (event.type === 'remove') {
			columns[event.row] = -1;
			depth = event.row;
		} else if (event.type === 'check' && !event.safe) {
			refused[event.row]!++;
		}
		return {
			columns: [...columns],
			depth,
			stats: { ...stats, nodesPerLevel: [...stats.nodesPerLevel] },
			refusedPerLevel: [...refused],
			event,
		};
	});
}

describe('recording', () => {
	test.each([
		{
			name: 'recursive, formula-up, n = 6',
			n: 6,
			events: () => backtrack({ n: 6, check: 'formula-up' }),
		},
		{ name: 'stack, grid, n = 6', n: 6, events: () => backtrackWithStack({ n: 6, check: 'grid' }) },
		{
			name: 'bitmask, first, n = 8',
			n: 8,
			events: () => backtrack({ n: 8, check: 'bitmask', first: true }),
		},
		{ name: 'permutations, n = 5', n: 5, events: () => permutationSearch({ n: 5 }) },
		...BUGGY_VARIANTS.map((v) => ({
			name: `seed 002 ${v}, n = 6`,
			n: 6,
			events: () => buggySearch(v, 6),
		})),
	])('$name: every event comes back exactly as the search yielded it', ({ n, events }) => {
		const expected = [...events()];
		const timeline = new Timeline(n, events()).finish();
		expect(timeline.complete).toBe(true);
		expect(timeline.length).toBe(expected.length);
		const replayed = expected.map((_, i) => timeline.eventAt(i));
		expect(replayed).toEqual(expected);
	});

	test.each(BUGGY_VARIANTS)(
		'seed 002 %s: at a try in row r the stack holds the calls for rows 0 … r only, even when a queen was left behind',
		(variant) => {
			const timeline = new Timeline(8, buggySearch(variant, 8)).finish();
			let tries = 0;
			let leftOver = 0;
			for (let i = 0; i < timeline.length; i++) {
				const event = timeline.eventAt(i);
				if (event.type !== 'try') continue;
				const state = timeline.stateAt(i);
				// placeRow(0) … placeRow(r - 1) placed their queens; a queen already in row r (never
				// removed) counts as placeRow(r)'s. Deeper calls have returned.
				const stale = state.columns[event.row]! >= 0;
				expect(state.depth).toBe(event.row + (stale ? 1 : 0));
				tries++;
				if (stale) leftOver++;
			}
			expect(tries).toBeGreaterThan(0);
			// The first version never undoes its queens, so it meets left-over ones.
			if (variant === 'no-undo') expect(leftOver).toBeGreaterThan(0);
		},
	);

	test('pulls the generator lazily, a slice at a time', () => {
		let pulled = 0;
		function* counted(): Generator<SearchEvent> {
			for (const event of backtrack({ n: 6 })) {
				pulled++;
				yield event;
			}
		}
		const timeline = new Timeline(6, counted());
		expect(pulled).toBe(0);
		expect(timeline.extend(100)).toBe(100);
		expect([pulled, timeline.length, timeline.complete]).toEqual([100, 100, false]);
		expect(timeline.stateAt(99).index).toBe(99);
		while (timeline.extend(1000) > 0);
		expect(timeline.complete).toBe(true);
		expect(timeline.length).toBe(pulled);
		expect(timeline.doneEvent?.stats.solutions).toBe(4);
		expect(timeline.progress).toBe(1);
	});

	test('stops at maxEvents and says the recording is truncated', () => {
		const timeline = new Timeline(8, backtrack({ n: 8 }), { maxEvents: 5000 }).finish();
		expect(timeline.length).toBe(5000);
		expect(timeline.truncated).toBe(true);
		expect(timeline.complete).toBe(false);
		expect(timeline.progress).toBeGreaterThan(0);
		expect(timeline.progress).toBeLessThan(1);
	});

	test('the 35,645 events of the full n = 8 trace follow from counting the search tree by hand', () => {
		// Independent of the solver: a node is k queens in the first k rows, no two attacking.
		const attack = (r1: number, c1: number, r2: number, c2: number) =>
			c1 === c2 || Math.abs(r1 - r2) === Math.abs(c1 - c2);
		const safe = (cols: number[]) =>
			cols.every((c1, r1) => cols.every((c2, r2) => r2 <= r1 || !attack(r1, c1, r2, c2)));
		const n = 8;
		const nodes: number[] = []; // nodes[k - 1]: safe prefixes of k rows
		let prefixes: number[][] = [[]];
		for (let k = 1; k <= n; k++) {
			// Every safe k-prefix extends a safe (k − 1)-prefix, so extending only those finds them all.
			prefixes = prefixes
				.flatMap((p) => Array.from({ length: n }, (_, c) => [...p, c]))
				.filter(safe);
			nodes.push(prefixes.length);
		}
		const placements = nodes.reduce((a, b) => a + b, 0); // one `place` (and one `remove`) per node
		const checks = n * (1 + nodes.slice(0, n - 1).reduce((a, b) => a + b, 0)); // n squares under the root and each inner node
		const solutions = A000170[n - 1]!; // OEIS A000170: 92
		expect([placements, checks, solutions, nodes.at(-1)]).toEqual([2056, 15720, 92, 92]);

		const timeline = new Timeline(n, backtrack({ n, check: 'formula-up' })).finish();
		const types = new Map<string, number>();
		for (let i = 0; i < timeline.length; i++) {
			const type = timeline.eventAt(i).type;
			types.set(type, (types.get(type) ?? 0) + 1);
		}
		// A `try` and a `check` per square checked, a `place` and a `remove` per queen, then `done`.
		expect(Object.fromEntries(types)).toEqual({
			try: checks,
			check: checks,
			place: placements,
			remove: placements,
			solution: solutions,
			done: 1,
		});
		expect(timeline.length).toBe(2 * checks + 2 * placements + solutions + 1);
		expect(timeline.length).toBe(35_645);
		expect([timeline.solutionCount, timeline.removalCount]).toEqual([solutions, placements]);
	});

	test('rejects steps outside the recording', () => {
		const timeline = new Timeline(4, backtrack({ n: 4 }));
		timeline.extend(10);
		expect(() => timeline.stateAt(10)).toThrow(RangeError);
		expect(() => timeline.stateAt(-2)).toThrow(RangeError);
		expect(() => timeline.eventAt(-1)).toThrow(RangeError);
	});
});

describe('stepping', () => {
	test.each([
		{ snapshotEvery: 1 },
		{ snapshotEvery: 7 },
		{ snapshotEvery: 64 },
		{ snapshotEvery: 512 },
	])(
		'stateAt(i) equals a naive replay at random steps on n = 6 (snapshot every $snapshotEvery)',
		({ snapshotEvery }) => {
			const events = [...backtrack({ n: 6, check: 'formula' })];
			const naive = naiveStates(6, events);
			const timeline = new Timeline(6, events, { snapshotEvery }).finish();
			const next = random(snapshotEvery);
			for (let k = 0; k < 300; k++) {
				const i = Math.floor(next() * events.length);
				const state = timeline.stateAt(i);
				expect({
					columns: state.columns,
					depth: state.depth,
					stats: state.stats,
					refusedPerLevel: state.refusedPerLevel,
					event: state.event,
				}).toEqual(naive[i]);
				expect(state.path).toEqual(naive[i]!.columns.slice(0, naive[i]!.depth));
			}
		},
	);

	test.each([{ snapshotEvery: 16 }, { snapshotEvery: 1024 }])(
		'reading events at random positions leaves the cursor and the shown state where they were (snapshot every $snapshotEvery)',
		({ snapshotEvery }) => {
			const events = [...backtrack({ n: 6, check: 'formula' })];
			const naive = naiveStates(6, events);
			const timeline = new Timeline(6, events, { snapshotEvery }).finish();
			const solutions = events.flatMap((e, i) => (e.type === 'solution' ? [i] : []));
			expect(solutions).toHaveLength(A000170[5]!); // OEIS A000170: 4 solutions for n = 6
			const next = random(snapshotEvery + 1);
			for (let k = 0; k < 40; k++) {
				const at = Math.floor(next() * events.length);
				const shown = timeline.stateAt(at);
				// Solutions first: decoding one used to rebuild its board by moving the view cursor.
				const reads = [
					...solutions,
					...Array.from({ length: 20 }, () => Math.floor(next() * events.length)),
				];
				for (const i of reads) expect(timeline.eventAt(i)).toEqual(events[i]);
				expect(timeline.position).toBe(at);
				expect(timeline.current).toEqual(shown);
				expect(timeline.current.columns).toEqual(naive[at]!.columns);
				expect(timeline.current.stats).toEqual(naive[at]!.stats);
			}
		},
	);

	test('before the first event the board is empty and every counter is zero', () => {
		const timeline = new Timeline(5, backtrack({ n: 5 })).finish();
		const start = timeline.stateAt(-1);
		expect(start).toMatchObject({
			index: -1,
			depth: 0,
			path: [],
			event: undefined,
			stats: emptyStats(5),
		});
		expect(start.columns).toEqual([-1, -1, -1, -1, -1]);
	});

	test('stepping back then forward again gives identical states', () => {
		const timeline = new Timeline(6, backtrackWithStack({ n: 6 }), { snapshotEvery: 50 }).finish();
		const forward = Array.from({ length: timeline.length }, (_, i) => timeline.stateAt(i));
		for (let i = timeline.length - 1; i >= 0; i--) expect(timeline.stateAt(i)).toEqual(forward[i]);
		for (let i = 0; i < timeline.length; i += 3) expect(timeline.stateAt(i)).toEqual(forward[i]);
	});

	test.each(CHECK_NAMES.flatMap((check) => [4, 5, 6, 7, 8].map((n) => ({ check, n }))))(
		'$check, n = $n: the counters after the last event equal the done event stats',
		({ check, n }) => {
			const timeline = new Timeline(n, backtrack({ n, check })).finish();
			const done = timeline.doneEvent;
			expect(done).toBeDefined();
			expect(timeline.stateAt(timeline.length - 1).stats).toEqual(done!.stats);
			expect(done!.stats.solutions).toBe(A000170[n - 1]);
			expect(drain(backtrack({ n, check })).stats).toEqual(done!.stats);
		},
	);
});

describe('solutions, backtracks and the tree', () => {
	test('the solution events of n = 4 give columns 1 3 0 2 and 2 0 3 1', () => {
		const timeline = new Timeline(4, backtrack({ n: 4 })).finish();
		const found = [0, 1].map((k) => timeline.eventAt(timeline.solutionAt(k)));
		expect(found).toEqual([
			{ type: 'solution', columns: [1, 3, 0, 2], index: 1 },
			{ type: 'solution', columns: [2, 0, 3, 1], index: 2 },
		]);
		expect(timeline.stateAt(timeline.solutionAt(1)).columns).toEqual([2, 0, 3, 1]);
		expect(timeline.stateAt(timeline.solutionAt(1)).depth).toBe(4);
	});

	test('next and previous solution or backtrack from any step', () => {
		const timeline = new Timeline(4, backtrack({ n: 4 })).finish();
		const [first, second] = [timeline.solutionAt(0), timeline.solutionAt(1)];
		expect(timeline.nextSolution(-1)).toBe(first);
		expect(timeline.nextSolution(first)).toBe(second);
		expect(timeline.nextSolution(second)).toBe(-1);
		expect(timeline.previousSolution(second)).toBe(first);
		expect(timeline.previousSolution(first)).toBe(-1);
		const removal = timeline.nextRemoval(-1);
		expect(timeline.eventAt(removal)).toEqual({ type: 'remove', row: 1, col: 2 });
		expect(timeline.previousRemoval(removal + 1)).toBe(removal);
		expect(timeline.eventAt(timeline.nextRemoval(removal)).type).toBe('remove');
	});

	test('at the first backtrack of n = 4 the tree shows the refused and abandoned branches', () => {
		// Row 1: queen in column 0. Row 2: columns 0 and 1 refused, 2 placed. Row 3: all four
		// refused, so the queen in row 2, column 2 comes back up (0-based columns in the code).
		const timeline = new Timeline(4, backtrack({ n: 4, check: 'formula-up' })).finish();
		const state = timeline.stateAt(timeline.nextRemoval(-1));
		expect(state.depth).toBe(1);
		expect(state.path).toEqual([0]);
		expect(state.branches).toEqual([
			['placed', 'untried', 'untried', 'untried'],
			['refused', 'refused', 'explored', 'untried'],
		]);
		expect(state.refusedPerLevel).toEqual([0, 2, 4, 0]);
		expect(state.stats.nodesPerLevel).toEqual([1, 1, 0, 0]);
	});

	test('a refused check carries its square and the queen that refused it', () => {
		const timeline = new Timeline(4, backtrack({ n: 4, check: 'formula-up' })).finish();
		// Events: try (0,0), check, place, try (1,0), check: refused by the queen in row 0 on its column.
		const state = timeline.stateAt(4);
		expect(state.square).toEqual({ row: 1, col: 0 });
		expect(state.conflict).toEqual({ rule: 'column', queenRow: 0, queenCol: 0 });
	});
});
