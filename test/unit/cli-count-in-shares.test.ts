import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { CLI, firstStderrLine, NODE, nqueens } from './cli-helpers.ts';
import { A000170 } from './helpers.ts';
import { parseRequest } from '../../src/cli/arguments.ts';
import { countShare, shareLineText, splitCount } from '../../src/cli/shares.ts';
import {
	countSubproblem,
	knownCount,
	planSubproblems,
	splitPlan,
} from '../../src/solver/count/index.ts';
import { isInputError } from '../../src/solver/input/index.ts';

/** The code of the input error the command line (and, for --part, the split) throws, or 'accepted'. */
function codeFor(args: string[]): string {
	try {
		const request = parseRequest(args);
		if (request !== 'help' && request.part) splitCount(request.n, request.part.parts);
		return 'accepted';
	} catch (error) {
		if (isInputError(error)) return error.code;
		throw error;
	}
}

/** Runs `nqueens --sum` with `lines` on standard input. */
function sum(lines: readonly string[]) {
	const result = spawnSync(NODE, [CLI, '--sum'], {
		input: lines.join(''),
		encoding: 'utf8',
		timeout: 120_000,
	});
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The K share lines of n, as `nqueens n --count --part I/K` prints them. */
function shareLines(n: number, parts: number): string[] {
	return Array.from({ length: parts }, (_, i) => {
		const { status, stdout } = nqueens(String(n), '--count', '--part', `${i + 1}/${parts}`);
		expect(status).toBe(0);
		return stdout;
	});
}

describe('the shares of one count add up to the published count', () => {
	// Every n up to 12 against OEIS A000170, in 1, 2, 3 and 7 shares (n = 2 and 3 have one, empty).
	const cases = A000170.slice(0, 12).flatMap((count, i) =>
		[1, 2, 3, 7]
			.filter((k) => k <= Math.max(1, planSubproblems(i + 1).length))
			.map((k) => [i + 1, k, BigInt(count)] as const),
	);
	test.each(cases)('n = %i in %i shares sums to %s', async (n, parts, published) => {
		let total = 0n;
		let counted = 0;
		for (let part = 1; part <= parts; part++) {
			const line = await countShare(n, part, parts);
			total += line.count;
			counted += line.subproblems;
		}
		expect(total).toBe(published);
		expect(counted).toBe(planSubproblems(n).length);
	});

	test.each([10, 12, 14])('n = %i: every sub-problem is in exactly one share', (n) => {
		const plan = planSubproblems(n);
		for (const parts of [2, 5, 16]) {
			const ids = splitPlan(plan, parts).flatMap((share) => share.ids);
			expect(ids.toSorted((a, b) => a - b)).toEqual(plan.map((_, id) => id));
		}
	});
});

describe('shares are balanced by the engine’s estimate of each sub-problem’s work', () => {
	// Measured against the queens the engine really places in each share (countSubproblem's nodes).
	test.each([10, 12, 14])('n = %i: the largest share is within 5% of an even split', (n) => {
		const plan = planSubproblems(n);
		const nodes = plan.map((sp) => countSubproblem(sp).nodes);
		const all = nodes.reduce((a, b) => a + b, 0);
		for (const parts of [2, 4, 8, 16]) {
			const shares = splitPlan(plan, parts).map((s) => s.ids.reduce((a, id) => a + nodes[id]!, 0));
			expect(Math.max(...shares) / (all / parts)).toBeLessThan(1.05);
			// Cutting the plan into runs of neighbours instead would leave one share far behind.
			const run = Math.ceil(plan.length / parts);
			const runs = shares.map((_, k) =>
				nodes.slice(k * run, (k + 1) * run).reduce((a, b) => a + b, 0),
			);
			expect(Math.max(...runs) / (all / parts)).toBeGreaterThan(1.3);
		}
	});

	test('the split is the same every time, and its fingerprint names n and K', () => {
		const a = splitCount(12, 4);
		expect(splitCount(12, 4)).toEqual(a);
		expect(a.fingerprint).toMatch(/^[0-9a-f]{16}$/);
		expect(splitCount(12, 5).fingerprint).not.toBe(a.fingerprint);
		expect(splitCount(13, 4).fingerprint).not.toBe(a.fingerprint);
	});
});

describe('nqueens N --count --part I/K prints one JSON line', () => {
	test('n = 12, share 2 of 4: n, part, parts, plan, count, sub-problems and seconds', () => {
		const { status, stdout, stderr } = nqueens('12', '--count', '--part', '2/4');
		expect(status).toBe(0);
		expect(stderr).toBe('');
		expect(stdout.trimEnd().split('\n')).toHaveLength(1);
		const line = JSON.parse(stdout);
		expect(Object.keys(line)).toEqual([
			'n',
			'part',
			'parts',
			'plan',
			'count',
			'subproblems',
			'seconds',
		]);
		const { fingerprint, shares, plan } = splitCount(12, 4);
		expect(line).toMatchObject({ n: 12, part: 2, parts: 4, plan: fingerprint });
		const own = shares[1]!.ids.reduce((a, id) => a + countSubproblem(plan[id]!).solutions, 0n);
		expect(line.count).toBe(Number(own));
		expect(line.subproblems).toBe(shares[1]!.ids.length);
		expect(line.seconds).toBeGreaterThanOrEqual(0);
	});

	test('a long share first says on stderr how long it will take; a short one says nothing', async () => {
		expect(await firstStderrLine('19', '--count', '--part', '2/4')).toMatch(
			/^nqueens: note: share 2 of 4 of n = 19 takes roughly \d+ min to \d+ min .*; Ctrl-C stops it\.$/,
		);
		expect(nqueens('12', '--count', '--part', '2/4').stderr).toBe('');
	});

	test('a count past 2^53 is written as a string of digits, a smaller one as a number', () => {
		const base = { n: 26, part: 1, parts: 1, plan: '0'.repeat(16), subproblems: 1, seconds: 1 };
		const big = knownCount(26)!; // OEIS A000170: 22,317,699,616,364,044, past 2^53
		expect(JSON.parse(shareLineText({ ...base, count: big })).count).toBe(big.toString());
		expect(JSON.parse(shareLineText({ ...base, count: 14200n })).count).toBe(14200);
	});
});

describe('nqueens --sum adds up the shares of one plan, each exactly once', () => {
	const lines = shareLines(12, 4);
	const foreign = shareLines(12, 5)[2]!;
	const plan = splitCount(12, 4).fingerprint;

	test('all four shares, in any order, give 14200 (OEIS A000170)', () => {
		expect(sum(lines)).toMatchObject({ status: 0, stdout: '14200\n', stderr: '' });
		expect(sum(lines.toReversed()).stdout).toBe('14200\n');
	});

	test.each([
		['a missing share', lines.slice(0, 3), `share 4/4 of n = 12 (plan ${plan}) is missing`],
		[
			'two missing shares',
			[lines[0]!, lines[2]!],
			`2 of the 4 shares of n = 12 (plan ${plan}) are missing (2, 4)`,
		],
		[
			'a repeated share',
			[...lines, lines[1]!],
			`share 2/4 of n = 12 (plan ${plan}) is given twice (standard input line 2 and standard input line 5)`,
		],
		[
			'a share of another plan',
			[lines[0]!, foreign, ...lines.slice(1)],
			`standard input line 2 is share 3/5 of n = 12 (plan ${splitCount(12, 5).fingerprint}), from another plan`,
		],
		[
			'a line that is not a share',
			[...lines, 'hello\n'],
			'standard input line 5 is not a share line',
		],
		['nothing at all', [], 'no share lines to add up'],
	])('%s is refused in one line naming it', (_, input, message) => {
		const { status, stdout, stderr } = sum(input);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toContain(`nqueens: ${message}`);
		expect(stderr.trimEnd().split('\n')).toHaveLength(1);
	});

	test('a share whose count was changed adds up wrong, and the published count says so', () => {
		const changed = lines.map((line, i) =>
			i === 0 ? line.replace(/"count":(\d+)/, (_, c) => `"count":${Number(c) + 1}`) : line,
		);
		const { status, stdout, stderr } = sum(changed);
		expect(status).toBe(1);
		expect(stdout).toBe('14201\n');
		expect(stderr).toMatch(/published count for n = 12 is 14200 \(OEIS A000170\)/);
	});
});

describe('nqueens N --plan --parts K says how the work splits', () => {
	test('n = 16 in 8 shares: its sub-problems, the largest share’s time and the total', () => {
		const { status, stdout } = nqueens('16', '--plan', '--parts', '8');
		expect(status).toBe(0);
		const { fingerprint, plan } = splitCount(16, 8);
		expect(stdout).toContain(`n = 16 in 8 shares (plan ${fingerprint})`);
		expect(stdout).toContain(`sub-problems: ${plan.length} in all`);
		expect(stdout).toMatch(
			/largest share: share \d, \d+ sub-problems, 1[23]\.\d% of the estimated work/,
		);
		expect(stdout).toMatch(/whole count: roughly \d+ s to \d+ s/);
	});
});

test('--help lists the share options', () => {
	const { stdout } = nqueens('--help');
	for (const usage of ['--count --part I/K', '--plan --parts K', '--sum [FILE…]']) {
		expect(stdout).toContain(`nqueens ${usage.startsWith('--sum') ? '' : '<n> '}${usage}`);
	}
	for (const option of ['--part I/K ', '--plan ', '--parts K ', '--sum ']) {
		expect(stdout).toMatch(new RegExp(`^  ${option}`, 'm'));
	}
});

describe('the share options are checked like every other option', () => {
	test.each([
		[['12', '--count', '--part', '0/4'], 'bad-option', /--part must be share I of K/],
		[['12', '--count', '--part', '5/4'], 'bad-option', /--part must be share I of K/],
		[['12', '--count', '--part', '3'], 'bad-option', /but got "3"/],
		[['12', '--count', '--part', '1/4/2'], 'bad-option', /--part must be share I of K/],
		[['12', '--count', '--part', '1/400'], 'bad-option', /at most 268 shares, not 400/],
		[['12', '--part', '1/4'], 'conflicting-options', /it needs --count/],
		[['12', '--count', '--part', '1/4', '--stats'], 'conflicting-options', /--part and --stats/],
		[['12', '--count', '--part', '1/4', '--format', 'json'], 'conflicting-options', /--format/],
		[['12', '--plan'], 'bad-option', /--plan says how a count splits into shares/],
		[['12', '--parts', '4'], 'conflicting-options', /--parts K goes with --plan/],
		[['12', '--plan', '--parts', '4', '--count'], 'conflicting-options', /--plan and --count/],
		[['--sum', '--count'], 'conflicting-options', /--sum and --count conflict/],
		[['28', '--plan', '--parts', '4'], 'n-too-large', /too large to count/],
	])('nqueens %j', (args, code, message) => {
		expect(codeFor(args)).toBe(code);
		const { status, stderr } = nqueens(...args);
		expect(status).toBe(2);
		expect(stderr).toMatch(message);
	});
});
