import { countWithCheck } from '../../src/solver/search.ts';
import { describe, expect, test } from 'vitest';
import { CHECK_NAMES } from '../../src/solver/board.ts';
import { NQueensInputError } from '../../src/solver/errors.ts';
import {
	describeRace,
	formatRatio,
	median,
	raceCheck,
	raceCheckMedian,
	runRace,
	type RaceResult,
} from '../../src/solver/race.ts';
import type { RaceReply } from '../../src/solver/worker-protocol.ts';
import { backtrack } from '../../src/solver/search.ts';
import { A000170, drain } from './helpers.ts';

const sizes = [4, 5, 6, 7, 8, 9] as const;

describe('every check runs the same search (OEIS A000170)', () => {
	test.each(sizes.map((n) => [n, A000170[n - 1]!] as const))(
		'n = %i: all five checks find %i solutions after the same number of checks',
		(n, count) => {
			const results = CHECK_NAMES.map((check) => raceCheck(n, check));
			for (const r of results) {
				expect(r.stats.solutions).toBe(count);
				expect(r.ms).toBeGreaterThanOrEqual(0);
			}
			const checks = results.map((r) => r.stats.checks);
			expect(new Set(checks).size).toBe(1);
			// Each row is tried in n columns: the first row once, every other row once per queen above it.
			const placedAbove = results[0]!.stats.nodesPerLevel
				.slice(0, n - 1)
				.reduce((a, b) => a + b, 0);
			expect(checks[0]).toBe(n * (1 + placedAbove));
		},
	);

	test.each(CHECK_NAMES.flatMap((check) => [1, 4, 6, 8].map((n) => [check, n] as const)))(
		'the direct engine counts exactly as backtrack does (%s, n = %i)',
		(check, n) => {
			const viaEvents = drain(backtrack({ n, check })).stats;
			expect(countWithCheck({ n, check })).toEqual(viaEvents);
			expect(raceCheck(n, check, 'events').stats).toEqual(viaEvents);
		},
	);
});

describe('comparisons obey what each check does by construction', () => {
	test.each(sizes)('n = %i', (n) => {
		const by = Object.fromEntries(CHECK_NAMES.map((check) => [check, raceCheck(n, check).stats]));
		const checks = by.grid!.checks;
		// Bit masks: one AND per question.
		expect(by.bitmask!.comparisons).toBe(checks);
		// Occupancy arrays: one to three look-ups (column, \, /) per question.
		expect(by.occupancy!.comparisons).toBeGreaterThanOrEqual(checks);
		expect(by.occupancy!.comparisons).toBeLessThanOrEqual(3 * checks);
		// Formula checks look at most once at each earlier row: a check in row r costs at most r.
		const rowBound = by
			.formula!.nodesPerLevel.slice(0, n - 1)
			.reduce((sum, placed, r) => sum + (r + 1) * n * placed, 0);
		expect(by.formula!.comparisons).toBeLessThanOrEqual(rowBound);
		expect(by['formula-up']!.comparisons).toBeLessThanOrEqual(rowBound);
		// The grid scan stops no earlier than the downward formula: a safe square costs it at least n
		// (the whole column), a refused one at least as many rows as the first attacker is deep.
		expect(by.grid!.comparisons).toBeGreaterThan(by.formula!.comparisons);
		expect(by.grid!.comparisons).toBeGreaterThanOrEqual(n * by.grid!.placements);
	});
});

describe('timing helpers', () => {
	test.each([
		[[3], 3],
		[[5, 1, 4], 4],
		[[4, 1, 3, 2], 2.5],
		[[2, 2, 9, 2, 2], 2],
	] as const)('median of %j is %d', (values, expected) => {
		expect(median(values)).toBe(expected);
	});

	test('median of nothing is NaN', () => {
		expect(median([])).toBeNaN();
	});

	test('raceCheckMedian keeps the counters of a single run', () => {
		const once = raceCheck(6, 'grid');
		const many = raceCheckMedian(6, 'grid', 3);
		expect(many.stats).toEqual(once.stats);
		expect(many.check).toBe('grid');
	});

	test.each([
		[6.3333, '6.3'],
		[1, '1.0'],
		[9.96, '10.0'],
		[42.4, '42'],
		[1234.5, '1,235'],
		[Infinity, '—'],
	] as const)('formatRatio(%d) is %s', (ratio, text) => {
		expect(formatRatio(ratio)).toBe(text);
	});
});

describe('runRace, the worker body', () => {
	test('posts the start and the result of each check, in order, then all results', () => {
		const messages: RaceReply[] = [];
		runRace({ n: 6, runs: 1 }, (m) => messages.push(m));
		expect(messages.map((m) => (m.type === 'progress' ? m.progress.stage : m.type))).toEqual([
			...CHECK_NAMES.flatMap(() => ['start', 'finish']),
			'result',
		]);
		const starts = messages.flatMap((m) =>
			m.type === 'progress' && m.progress.stage === 'start' ? [m.progress.check] : [],
		);
		expect(starts).toEqual(CHECK_NAMES);
		const done = messages.at(-1);
		if (done?.type !== 'result') throw new Error('no result message');
		expect(done.result.map((r) => r.stats.solutions)).toEqual(CHECK_NAMES.map(() => 4));
	});

	test.each([
		[0, /at least 1/],
		[17, /too large/],
		[4.5, /whole number/],
	])('n = %s is refused with a readable error', (n, message) => {
		const messages: RaceReply[] = [];
		runRace({ n }, (m) => messages.push(m));
		expect(messages).toHaveLength(1);
		const [error] = messages;
		if (error?.type !== 'error') throw new Error('expected an error message');
		expect(error.message).toMatch(message);
	});

	test('an unknown check is refused before any work', () => {
		const messages: RaceReply[] = [];
		runRace({ n: 5, checks: ['grid', 'abacus' as never] }, (m) => messages.push(m));
		expect(messages).toEqual([
			{
				type: 'error',
				message: expect.stringMatching(/Unknown check "abacus"/),
				code: 'unknown-check',
			},
		]);
	});

	test('raceCheck throws the solver’s input error for a bad n', () => {
		expect(() => raceCheck(0, 'grid')).toThrow(NQueensInputError);
	});
});

describe('describeRace reads the numbers it is given', () => {
	const results: RaceResult[] = CHECK_NAMES.map((check) => raceCheck(8, check));
	const text = describeRace(results).join(' ');
	const cmp = (check: string) => results.find((r) => r.check === check)!.stats.comparisons;

	test('ratios of comparisons, computed from the results', () => {
		const gridToFormula = (cmp('grid') / cmp('formula')).toFixed(1);
		expect(text).toContain(
			`The grid scan made ${gridToFormula}× as many comparisons as the formula check.`,
		);
		const gridToBits = cmp('grid') / cmp('bitmask');
		expect(text).toContain(`${formatRatio(gridToBits)}× as many comparisons as the bit-mask check`);
	});

	test('the shared number of checks and solutions (92 for n = 8)', () => {
		expect(text).toContain(
			`the same ${results[0]!.stats.checks.toLocaleString('en-US')} questions`,
		);
		expect(text).toContain('the same 92 solutions');
	});

	test('times too small to compare are called so, not ranked', () => {
		const quick = results.map((r, i) => ({ ...r, ms: i === 2 ? 0.4 : 5 }));
		const said = describeRace(quick).join(' ');
		expect(said).toMatch(/too quick for the clock/);
		expect(said).not.toMatch(/In time/);
	});

	test('times are ranked and set against comparisons', () => {
		// Made-up times: grid 10 ms … bit masks 50 ms, the reverse of the comparisons.
		const timed = results.map((r, i) => ({ ...r, ms: 10 + 10 * i }));
		const said = describeRace(timed).join(' ');
		expect(said).toContain(
			'the quickest was the grid scan and the slowest the bit-mask check: 5.0× as long, although it made fewer comparisons.',
		);
		expect(said).toMatch(/Time does not follow comparisons closely/);
		// Times that follow comparisons, but less steeply.
		const gentle = results.map((r) => ({ ...r, ms: Math.sqrt(r.stats.comparisons) }));
		const ratio = Math.sqrt(cmp('grid') / cmp('bitmask'));
		const saidGently = describeRace(gentle).join(' ');
		expect(saidGently).toContain(
			`the quickest was the bit-mask check and the slowest the grid scan: ${formatRatio(ratio)}× as long, for ${formatRatio(ratio * ratio)}× as many comparisons.`,
		);
		expect(saidGently).toMatch(/Time grows more slowly than comparisons/);
	});

	test('only the checks present are named', () => {
		const two = results.filter((r) => r.check === 'occupancy' || r.check === 'bitmask');
		const sentences = describeRace(two).join(' ');
		expect(sentences).not.toMatch(/grid|formula/);
		expect(sentences).toContain('bit-mask check answers every question with one comparison');
	});
});
