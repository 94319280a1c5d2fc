import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { nqueens } from './cli-helpers.ts';
import { knownCount } from '../../src/solver/count/index.ts';

/*
 * The recipes of docs/batch-counting.md, run here as written from the project, with the project's
 * own command (NQUEENS; test/batch/ runs them with the book's one file): the GNU parallel one on
 * this machine (":" as its only host), the Slurm array's script once per task by `xargs -P 2` with
 * the variables Slurm would set, and the Kubernetes Job's command once per index. Each whole count
 * in shares must equal the direct count and OEIS A000170. Nothing here depends on speed.
 */

/** Per test: several whole processes, each a few seconds on a quiet machine, minutes on a loaded one. */
const TIMEOUT = 600_000;

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const RECIPES = join(PROJECT, 'docs/recipes');
const work = mkdtempSync(join(tmpdir(), 'nqueens-batch-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The project's own command, which NQUEENS names for every recipe here. */
const NQUEENS = 'node_modules/.bin/node bin/nqueens.js';

/** Runs a bash command line from the project folder; a loaded 2-core machine gets minutes. */
function bash(command: string, env: Record<string, string> = {}) {
	const result = spawnSync('bash', ['-c', command], {
		cwd: PROJECT,
		env: { ...process.env, NQUEENS, ...env },
		encoding: 'utf8',
		timeout: 300_000,
	});
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `nqueens N --count`, the direct count the shares must add up to. */
function direct(n: number): string {
	const { status, stdout } = nqueens(String(n), '--count');
	expect(status).toBe(0);
	return stdout.trim();
}

/** `nqueens --sum FILES…` in the project folder. */
function sum(...files: string[]) {
	return bash(
		`node_modules/.bin/node bin/nqueens.js --sum ${files.map((f) => `'${f}'`).join(' ')}`,
	);
}

describe(
	'the Slurm array recipe, one task per share, run by xargs -P 2',
	{ timeout: TIMEOUT },
	() => {
		/** Runs every task of `sbatch --array=1-K slurm-array.sh N` and returns the shares' folder. */
		function runArray(n: number, parts: number): string {
			const dir = join(work, `slurm-${n}-${parts}`);
			const task = `env SLURM_ARRAY_TASK_ID={} SLURM_ARRAY_TASK_COUNT=${parts} bash '${RECIPES}/slurm-array.sh' ${n}`;
			const run = bash(`seq 1 ${parts} | xargs -P 2 -I{} ${task}`, {
				SLURM_SUBMIT_DIR: PROJECT,
				SHARES_DIR: dir,
			});
			expect(run.stderr).toBe('');
			expect(run.status).toBe(0);
			return dir;
		}

		test.each([
			[12, 6],
			[14, 6],
		])('n = %i in %i shares adds up to the direct count', (n, parts) => {
			const dir = runArray(n, parts);
			const files = readdirSync(dir).toSorted();
			expect(files).toEqual(
				Array.from({ length: parts }, (_, i) => `nqueens-${n}-part-${i + 1}-of-${parts}.json`),
			);
			const { status, stdout } = sum(...files.map((file) => join(dir, file)));
			expect(status).toBe(0);
			expect(stdout.trim()).toBe(direct(n));
			expect(BigInt(stdout.trim())).toBe(knownCount(n)); // OEIS A000170
		});

		test('a missing share, or one from another plan, is refused and named', () => {
			const dir = runArray(12, 6);
			const files = readdirSync(dir)
				.toSorted()
				.map((file) => join(dir, file));
			const missing = sum(...files.filter((file) => !file.endsWith('part-4-of-6.json')));
			expect(missing.status).toBe(2);
			expect(missing.stderr).toMatch(
				/^nqueens: share 4\/6 of n = 12 \(plan [0-9a-f]{16}\) is missing/,
			);

			const other = join(work, 'other-plan.json');
			writeFileSync(other, nqueens('12', '--count', '--part', '4/7').stdout);
			const foreign = sum(...files.filter((file) => !file.endsWith('part-4-of-6.json')), other);
			expect(foreign.status).toBe(2);
			expect(foreign.stderr).toContain(`${other} line 1 is share 4/7 of n = 12`);
			expect(foreign.stderr).toContain('from another plan than the rest');
		});
	},
);

describe('the GNU parallel recipe, with this machine as its one host', { timeout: TIMEOUT }, () => {
	test.each([
		[12, 4],
		[14, 5],
	])('n = %i in %i shares prints the direct count', (n, parts) => {
		expect(bash('command -v parallel').status, 'GNU parallel: apt-get install parallel').toBe(0);
		const out = join(work, `parallel-${n}.jsonl`);
		const run = bash(`bash '${RECIPES}/parallel-ssh.sh' ${n} ${parts}`, { HOSTS: ':', OUT: out });
		expect(run.status).toBe(0);
		expect(run.stdout.trim()).toBe(direct(n));
		const lines = readFileSync(out, 'utf8').trim().split('\n');
		expect(lines.map((line) => JSON.parse(line).part).toSorted()).toEqual(
			Array.from({ length: parts }, (_, i) => i + 1),
		);
	});
});

describe('the Kubernetes Indexed Job recipe', { timeout: TIMEOUT }, () => {
	const yaml = readFileSync(join(RECIPES, 'kubernetes-indexed-job.yaml'), 'utf8');
	/** The value of `key: value` in the Job (the first one). */
	const field = (key: string) => yaml.match(new RegExp(`^\\s*${key}: '?([^'\\n]+)'?$`, 'm'))?.[1];
	const env = (name: string) =>
		yaml.match(new RegExp(`- name: ${name}\\n\\s*value: '([^']*)'`))?.[1];

	test('is an Indexed Job with one pod per share, PARTS equal to completions', () => {
		expect(field('completionMode')).toBe('Indexed');
		expect(field('parallelism')).toBe(field('completions'));
		expect(env('PARTS')).toBe(field('completions'));
	});

	test('its command, run for every index at n = 12, adds up to the direct count', () => {
		const command = parse(yaml).spec.template.spec.containers[0].args[0] as string;
		expect(command).toMatch(/--part "\$\(\(JOB_COMPLETION_INDEX \+ 1\)\)\/\$PARTS"/);
		const parts = Number(env('PARTS'));
		const lines = Array.from({ length: parts }, (_, index) => {
			const run = spawnSync('sh', ['-c', command!], {
				cwd: PROJECT,
				env: {
					...process.env,
					NQUEENS,
					JOB_COMPLETION_INDEX: String(index),
					NQUEENS_N: '12',
					PARTS: String(parts),
				},
				encoding: 'utf8',
				timeout: 120_000,
			});
			expect(run.status).toBe(0);
			return run.stdout;
		});
		const file = join(work, 'kubernetes.jsonl');
		writeFileSync(file, lines.join(''));
		expect(sum(file).stdout.trim()).toBe(direct(12));
	});
});
