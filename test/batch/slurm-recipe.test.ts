import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { knownCount } from '../../src/solver/count/index.ts';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import { PROJECT, projectCopy, tempFolder, waitFor } from './shell.ts';
import { type Slurm, startSlurm } from './slurm.ts';

/*
 * docs/recipes/slurm-array.sh on a real one-node Slurm (./slurm.ts), submitted as
 * docs/batch-counting.md writes it from a project folder of the test's own: `sbatch --wait` for
 * the array, the sum as a job that waits for it (`--dependency=afterok`), the same with the book's
 * one-file command, and a task cancelled half way, which must leave no share for --sum.
 */

/** The document the commands are copied from. */
const DOC = readFileSync(join(PROJECT, 'docs/batch-counting.md'), 'utf8');

/** The submit and sum commands of docs/batch-counting.md, for n and K. */
const submit = (n: number, parts: number) =>
	`sbatch --wait --array=1-${parts} docs/recipes/slurm-array.sh ${n}`;
const sumCommand = (n: number, parts: number) =>
	`node_modules/.bin/node bin/nqueens.js --sum shares/nqueens-${n}-part-*-of-${parts}.json`;

let slurm: Slurm;
const work = tempFolder('slurm-recipe');

beforeAll(async () => {
	slurm = await startSlurm();
}, 180_000);
afterAll(() => {
	slurm?.stop();
	rmSync(work, { recursive: true, force: true });
});

/** Runs a command line in a new project folder named `name` under Slurm; throws on failure. */
function inProject(name: string) {
	const dir = projectCopy(join(work, name));
	return (command: string, env: Record<string, string> = {}) => {
		const run = slurm.run(command, { cwd: dir, env });
		expect(run.status, `${command}\n${run.stderr}${run.stdout}`).toBe(0);
		return { dir, stdout: run.stdout };
	};
}

/** The job id in sbatch's "Submitted batch job 12". */
const jobId = (stdout: string) => /Submitted batch job (\d+)/.exec(stdout)?.[1];

describe('the Slurm array recipe under a real Slurm', { timeout: 600_000 }, () => {
	test('the documents give the commands run here', () => {
		expect(DOC).toContain(submit(20, 16));
		expect(DOC).toContain(sumCommand(20, 16));
		expect(DOC).toContain('sbatch --dependency=afterok:');
	});

	test('the recipe asks for no more CPUs than a node of this machine has', () => {
		const header = readFileSync(join(PROJECT, 'docs/recipes/slurm-array.sh'), 'utf8');
		const cpus = /^#SBATCH (?:--cpus-per-task=|-c ?)(\d+)/m.exec(header)?.[1];
		expect(Number(cpus ?? 1)).toBeLessThanOrEqual(slurm.cpus);
	});

	test('sbatch --wait runs every share of n = 12 in 4, and --sum adds them up', () => {
		const run = inProject('wait');
		const { dir } = run(submit(12, 4));
		expect(readdirSync(join(dir, 'shares')).toSorted()).toEqual(
			[1, 2, 3, 4].map((part) => `nqueens-12-part-${part}-of-4.json`),
		);
		expect(run(sumCommand(12, 4)).stdout.trim()).toBe(String(knownCount(12))); // OEIS A000170
	});

	test('the sum waits for the array with --dependency=afterok', () => {
		const run = inProject('afterok');
		const array = jobId(run('sbatch --array=1-5 docs/recipes/slurm-array.sh 13').stdout);
		expect(array).toMatch(/^\d+$/);
		const { dir, stdout } = run(
			`sbatch --wait --dependency=afterok:${array} --wrap "${sumCommand(13, 5)}"`,
		);
		const output = readFileSync(join(dir, `slurm-${jobId(stdout)}.out`), 'utf8');
		expect(output.trim()).toBe(String(knownCount(13))); // OEIS A000170
	});

	test("the book's one-file command runs the same recipe (NQUEENS)", async () => {
		const run = inProject('bundle');
		const { dir } = run('true');
		writeFileSync(join(dir, 'nqueens.mjs'), await bundleCommand(PROJECT));
		run(submit(11, 3), { NQUEENS: `${process.execPath} nqueens.mjs` });
		expect(run(sumCommand(11, 3)).stdout.trim()).toBe(String(knownCount(11)));
	});

	test('a task cancelled half way (scancel) leaves no share that --sum accepts', async () => {
		const run = inProject('cancel');
		const { dir, stdout } = run('sbatch --array=1-2 docs/recipes/slurm-array.sh 18');
		const job = jobId(stdout)!;
		const shares = join(dir, 'shares');
		// Counting: each running task has made its .partial file, and a share of n = 18 takes
		// minutes, so a few seconds on it is still counting.
		await waitFor('the tasks to start counting', 300, () =>
			existsSync(shares) && readdirSync(shares).length > 0 ? true : undefined,
		);
		await new Promise((resolve) => setTimeout(resolve, 3000));
		expect(slurm.run(`squeue -h -t R -j ${job}`).stdout.trim()).not.toBe('');
		run(`scancel ${job}`);
		await waitFor('the cancelled tasks to end', 300, () =>
			slurm.run(`squeue -h -j ${job}`).stdout.trim() === '' ? true : undefined,
		);
		const left = readdirSync(shares);
		expect(left.length).toBeGreaterThan(0);
		for (const file of left) {
			expect(file).toMatch(/^nqueens-18-part-[12]-of-2\.json\.partial$/);
			expect(readFileSync(join(shares, file), 'utf8')).toBe('');
		}
		const sum = slurm.run(
			`node_modules/.bin/node bin/nqueens.js --sum shares/nqueens-18-part-*-of-2.json*`,
			{ cwd: dir },
		);
		expect(sum.status).toBe(2);
		expect(sum.stdout).toBe('');
	});
});
