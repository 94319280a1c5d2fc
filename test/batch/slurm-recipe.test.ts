import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { knownCount } from '../../src/solver/count/index.ts';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import { PROJECT, projectCopy, tempFolder, waitFor } from './shell.ts';
import { type Slurm, startSlurm } from './slurm.ts';

/*
 * docs/recipes/slurm-array.sh on a real one-node Slurm (./slurm.ts), submitted as the book's
 * command page writes it, from a folder that holds only the recipe and the book's one file,
 * nqueens.mjs: `sbatch --wait` for the array, the sum as a job that waits for it
 * (`--dependency=afterok`), a task cancelled half way, which must leave no share for --sum, and
 * the same recipe with the project's own command (NQUEENS), as docs/batch-counting.md writes it.
 */

/** The documents the commands are copied from: the book's command page, the project's page. */
const BOOK = readFileSync(join(PROJECT, 'content/nqueens-command.mdx'), 'utf8');
const DOC = readFileSync(join(PROJECT, 'docs/batch-counting.md'), 'utf8');

/** The submit and sum commands of the book's page, for n and K, run where the files are. */
const submit = (n: number, parts: number) => `sbatch --wait --array=1-${parts} slurm-array.sh ${n}`;
const sumCommand = (n: number, parts: number) =>
	`node nqueens.mjs --sum shares/nqueens-${n}-part-*-of-${parts}.json`;
/** The project's own command, for NQUEENS. */
const PROJECT_COMMAND = 'node_modules/.bin/node bin/nqueens.js';

let slurm: Slurm;
const work = tempFolder('slurm-recipe');
let bundle = '';

beforeAll(async () => {
	[slurm, bundle] = await Promise.all([startSlurm(), bundleCommand(PROJECT)]);
}, 180_000);
afterAll(() => {
	slurm?.stop();
	rmSync(work, { recursive: true, force: true });
});

/**
 * Runs command lines under Slurm in a new folder named `name` holding what a reader downloads,
 * the recipe and nqueens.mjs (or, with `project`, in a copy of the project); throws on failure.
 */
function inFolder(name: string, { project = false } = {}) {
	const dir = join(work, name);
	if (project) projectCopy(dir);
	else {
		mkdirSync(dir, { recursive: true });
		writeFileSync(join(dir, 'nqueens.mjs'), bundle);
		copyFileSync(join(PROJECT, 'docs/recipes/slurm-array.sh'), join(dir, 'slurm-array.sh'));
	}
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
		expect(BOOK).toContain(submit(20, 16).replace('--wait', '--wait -c 8'));
		expect(BOOK).toContain(sumCommand(20, 16));
		expect(DOC).toContain('sbatch --dependency=afterok:');
		expect(DOC).toContain(`NQUEENS='${PROJECT_COMMAND}' sbatch --wait --array=1-16`);
	});

	test('the recipe asks for no more CPUs than a node of this machine has', () => {
		const header = readFileSync(join(PROJECT, 'docs/recipes/slurm-array.sh'), 'utf8');
		const cpus = /^#SBATCH (?:--cpus-per-task=|-c ?)(\d+)/m.exec(header)?.[1];
		expect(Number(cpus ?? 1)).toBeLessThanOrEqual(slurm.cpus);
	});

	test('sbatch --wait runs every share of n = 12 in 4, and --sum adds them up', () => {
		const run = inFolder('wait');
		const { dir } = run(submit(12, 4));
		expect(readdirSync(join(dir, 'shares')).toSorted()).toEqual(
			[1, 2, 3, 4].map((part) => `nqueens-12-part-${part}-of-4.json`),
		);
		expect(run(sumCommand(12, 4)).stdout.trim()).toBe(String(knownCount(12))); // OEIS A000170
	});

	test('the sum waits for the array with --dependency=afterok', () => {
		const run = inFolder('afterok');
		const array = jobId(run('sbatch --array=1-5 slurm-array.sh 13').stdout);
		expect(array).toMatch(/^\d+$/);
		const { dir, stdout } = run(
			`sbatch --wait --dependency=afterok:${array} --wrap "${sumCommand(13, 5)}"`,
		);
		const output = readFileSync(join(dir, `slurm-${jobId(stdout)}.out`), 'utf8');
		expect(output.trim()).toBe(String(knownCount(13))); // OEIS A000170
	});

	test("the project's own command runs the same recipe (NQUEENS)", () => {
		const run = inFolder('project', { project: true });
		run(`sbatch --wait --array=1-3 docs/recipes/slurm-array.sh 11`, { NQUEENS: PROJECT_COMMAND });
		const sum = run(`${PROJECT_COMMAND} --sum shares/nqueens-11-part-*-of-3.json`);
		expect(sum.stdout.trim()).toBe(String(knownCount(11)));
	});

	test('a task cancelled half way (scancel) leaves no share that --sum accepts', async () => {
		const run = inFolder('cancel');
		const { dir, stdout } = run('sbatch --array=1-2 slurm-array.sh 18');
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
		const sum = slurm.run(`node nqueens.mjs --sum shares/nqueens-18-part-*-of-2.json*`, {
			cwd: dir,
		});
		expect(sum.status).toBe(2);
		expect(sum.stdout).toBe('');
	});
});
