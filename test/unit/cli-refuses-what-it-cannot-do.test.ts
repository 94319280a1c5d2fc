import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CLI, NODE, nqueens } from './cli-helpers.ts';
import { A000170 } from './helpers.ts';
import { countWithWorkers, maxWorkers, WORKERS_PER_CORE } from '../../src/cli/count-workers.ts';
import { MAX_PARTS } from '../../src/cli/share-arguments.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

/*
 * The command refuses what it cannot do, at once and in bounded memory: `--sum` takes only shares
 * whose n, K and I are ones `--part` accepts, reads its files line by line and refuses an
 * over-long line unread; `--workers` takes at most WORKERS_PER_CORE threads a core. Each refusal
 * is one `nqueens:` line and status 2, and the process's peak memory (its maximum resident set,
 * from /usr/bin/time) stays far below what holding the input would take. Nothing here is timed.
 */

/** Peak memory a refusal may take: the command alone is about 100 MB; holding a bad file was 0.3 to 3.5 GB. */
const MAX_RSS_KB = 200 * 1024;

const work = mkdtempSync(join(tmpdir(), 'nqueens-refuses-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `nqueens --sum FILE` (or `input | nqueens --sum`) in bash and measures its peak memory. */
function measured(path: string | undefined, input?: string) {
	const rss = join(work, 'rss');
	const sum = `/usr/bin/time -f %M -o '${rss}' '${NODE}' '${CLI}' --sum ${path ? `'${path}'` : ''}`;
	const result = spawnSync('bash', ['-c', `set -o pipefail; ${input ? `${input} | ` : ''}${sum}`], {
		encoding: 'utf8',
		timeout: 60_000,
	});
	const kb = Number(readFileSync(rss, 'utf8').trim().split('\n').at(-1));
	return { status: result.status, stdout: result.stdout, stderr: result.stderr, kb };
}

/** Writes `text` to a file of the test's folder and returns its path. */
function file(name: string, text: string): string {
	const path = join(work, name);
	writeFileSync(path, text);
	return path;
}

/** A share line as --part writes it, with `fields` changed (their text put in as given). */
function shareLine(fields: Record<string, string> = {}): string {
	const line = { n: '12', part: '1', parts: '4', plan: '"0123456789abcdef"', count: '3492' };
	const all = { ...line, subproblems: '67', seconds: '0.02', ...fields };
	return `{${Object.entries(all)
		.map(([key, value]) => `"${key}":${value}`)
		.join(',')}}\n`;
}

/** Expects one `nqueens:` line on stderr ending with `message`, nothing on stdout, status 2. */
function expectRefused(run: ReturnType<typeof measured>, message: string): void {
	const lines = run.stderr.split('\n');
	expect(lines).toHaveLength(2);
	expect(lines[0]).toMatch(/^nqueens: /);
	expect(lines[0]!.endsWith(message), lines[0]).toBe(true);
	expect(lines[1]).toBe('');
	expect(run.stdout).toBe('');
	expect(run.status).toBe(2);
	expect(run.kb).toBeLessThan(MAX_RSS_KB);
}

describe('--sum takes only shares --part could have written', () => {
	const K = formatCount(MAX_PARTS);
	const N = LIMITS.count.max;
	test.each([
		['parts', '0', `1 to ${K}`],
		['parts', '-1', `1 to ${K}`],
		['parts', '1.5', `1 to ${K}`],
		['parts', String(MAX_PARTS + 1), `1 to ${K}`],
		['parts', '4294967295', `1 to ${K}`], // was: out of memory after 18 s
		['parts', String(2 ** 53 - 1), `1 to ${K}`], // was: internal error, Invalid array length
		['parts', '1e8', `1 to ${K}`], // was: 19 s and 3.5 GB before the refusal
		['parts', '"4"', `1 to ${K}`],
		['parts', 'null', `1 to ${K}`],
		['part', '0', '1 to 4'],
		['part', '5', '1 to 4'],
		['part', '-1', '1 to 4'],
		['part', '2.5', '1 to 4'],
		['n', '0', `1 to ${N}`],
		['n', String(N + 1), `1 to ${N}`],
	])('"%s": %s is refused in one line naming the range', (key, value, range) => {
		const shown = value === '1e8' ? '100000000' : value;
		const run = measured(file('share.json', shareLine({ [key]: value })));
		expectRefused(
			run,
			`share.json line 1 is not a share line from nqueens N --count --part I/K: its "${key}" must be a whole number from ${range}, but is ${shown}.`,
		);
	});

	test.each([
		['null', 'it is not a JSON object.'], // was: internal error, status 1
		['[1, 2]', 'it has no "n".'],
	])('a line of JSON that is no share (%s) is refused in one line', (text, why) => {
		const run = measured(file('share.json', `${text}\n`));
		expectRefused(
			run,
			`share.json line 1 is not a share line from nqueens N --count --part I/K: ${why}`,
		);
	});
});

describe('--sum reads its files in bounded memory', () => {
	const longer =
		'line 1 is not a share line from nqueens N --count --part I/K: it is longer than 1,000 characters.';

	test('a file of one 10 MB line is refused without reading it all', () => {
		const path = file('long.json', `${'x'.repeat(10_000_000)}\n`);
		expectRefused(measured(path), longer);
	});

	test('an endless line on standard input is refused, and the command ends', () => {
		// Holding it was the old way: no end, until the string outgrew what V8 allows.
		expectRefused(measured(undefined, `tr -d '\\n' < /dev/zero`), longer);
	});

	test('20 MB of share lines, every share of 100,000 given and then again, is refused as such', () => {
		const lines = Array.from({ length: 200_000 }, (_, i) =>
			shareLine({ part: String((i % MAX_PARTS) + 1), parts: String(MAX_PARTS) }),
		);
		const path = file('big.json', lines.join(''));
		expect(readFileSync(path).length).toBeGreaterThan(20_000_000);
		// Holding every line took 308 MB; now at most MAX_PARTS share lines are kept, as places.
		expectRefused(
			measured(path),
			`share 1/100000 of n = 12 (plan 0123456789abcdef) is given twice (${path} line 1 and ${path} line 100001); give each share once.`,
		);
	});

	test('the most shares --part makes, all of them, add up as they should', () => {
		// Share 1 carries n = 12's whole count (OEIS A000170: 14,200), the others none.
		const lines = Array.from({ length: MAX_PARTS }, (_, i) =>
			shareLine({ part: String(i + 1), parts: String(MAX_PARTS), count: i === 0 ? '14200' : '0' }),
		);
		const run = measured(file('all.json', lines.join('')));
		expect(run).toMatchObject({ status: 0, stdout: `${A000170[11]}\n`, stderr: '' });
		expect(run.kb).toBeLessThan(MAX_RSS_KB);
	});
});

describe('--workers takes at most WORKERS_PER_CORE threads for each core', () => {
	const cores = availableParallelism();
	const max = WORKERS_PER_CORE * cores;

	test.each([1000, max + 1])('--workers %i is refused, naming the cores and the most', (k) => {
		const { status, stdout, stderr } = nqueens('15', '--count', '--workers', String(k));
		const plural = cores === 1 ? 'core' : 'cores';
		expect(stderr).toBe(
			`nqueens: --workers ${k} is more threads than this machine can use: it has ${cores} ${plural}, and --workers takes at most ${max} (${WORKERS_PER_CORE} a core).\n`,
		);
		expect(stdout).toBe('');
		expect(status).toBe(2);
	});

	test('--workers at the most is accepted, and counts right (OEIS A000170)', () => {
		expect(maxWorkers()).toBe(max);
		const { status, stdout, stderr } = nqueens('15', '--count', '--workers', String(max));
		expect({ status, stdout, stderr }).toEqual({
			status: 0,
			stdout: `${A000170[14]}\n`,
			stderr: '',
		});
	});

	test('the pool itself starts no more threads than that, whatever it is asked for', async () => {
		// n = 13 has 351 sub-problems, more than the pool may start on any machine here.
		const result = await countWithWorkers(13, { workers: 1000 });
		expect(result).toMatchObject({ solutions: BigInt(A000170[12]!), workers: Math.min(max, 351) });
	});
});
