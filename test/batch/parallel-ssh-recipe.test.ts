import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { knownCount } from '../../src/solver/count/index.ts';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import { PROJECT, bash, projectCopy, requirePrograms, tempFolder } from './shell.ts';
import { type Sshd, startSshd } from './sshd.ts';

/*
 * docs/recipes/parallel-ssh.sh with GNU parallel logging in over a real sshd on 127.0.0.1
 * (./sshd.ts), run as the book's command page writes it from a folder that holds only the recipe
 * and the book's one file, nqueens.mjs; then from a project folder with the project's own command
 * named by NQUEENS, as docs/batch-counting.md writes it.
 */

/** The project's own command, for NQUEENS. */
const PROJECT_COMMAND = 'node_modules/.bin/node bin/nqueens.js';

let sshd: Sshd;
const work = tempFolder('parallel-ssh-recipe');

beforeAll(async () => {
	requirePrograms('parallel', 'parallel');
	sshd = await startSshd();
}, 180_000);
afterAll(async () => {
	await sshd?.stop();
	rmSync(work, { recursive: true, force: true });
});

/** Runs the recipe with HOSTS naming the test's sshd, from folder `dir`. */
function recipe(dir: string, command: string, env: Record<string, string> = {}) {
	return bash(command, { cwd: dir, env: { HOSTS: sshd.host, PARALLEL_SSH: sshd.ssh, ...env } });
}

/** A folder with what a reader downloads from the book: the recipe and nqueens.mjs. */
async function downloaded(name: string, { withCommand = true } = {}): Promise<string> {
	const dir = join(work, name);
	mkdirSync(dir, { recursive: true });
	copyFileSync(join(PROJECT, 'docs/recipes/parallel-ssh.sh'), join(dir, 'parallel-ssh.sh'));
	if (withCommand) writeFileSync(join(dir, 'nqueens.mjs'), await bundleCommand(PROJECT));
	return dir;
}

describe('the GNU parallel recipe over a real sshd', { timeout: 600_000 }, () => {
	test('the documents give the commands run here', () => {
		const book = readFileSync(join(PROJECT, 'content/nqueens-command.mdx'), 'utf8');
		expect(book).toContain('HOSTS=box1,box2,: bash parallel-ssh.sh 20 12');
		const doc = readFileSync(join(PROJECT, 'docs/batch-counting.md'), 'utf8');
		expect(doc).toContain(
			`NQUEENS='${PROJECT_COMMAND}' HOSTS=box1,alice@box2,box3 docs/recipes/parallel-ssh.sh 20 12`,
		);
	});

	test("with the book's one file alone, n = 13 in 6 shares prints the published count", async () => {
		const dir = await downloaded('book');
		const run = recipe(dir, 'bash parallel-ssh.sh 13 6');
		expect(run.status, run.stderr).toBe(0);
		expect(run.stdout.trim()).toBe(String(knownCount(13))); // OEIS A000170
		const lines = readFileSync(join(dir, 'nqueens-13-in-6.jsonl'), 'utf8').trim().split('\n');
		expect(lines.map((line) => JSON.parse(line).part).toSorted()).toEqual([1, 2, 3, 4, 5, 6]);
	});

	test('without nqueens.mjs beside it, it says so and stops before logging in', async () => {
		const dir = await downloaded('empty', { withCommand: false });
		const run = recipe(dir, 'bash parallel-ssh.sh 11 4');
		expect(run.status).toBe(2);
		expect(run.stderr).toMatch(/^parallel-ssh\.sh: no nqueens\.mjs in /);
	});

	test("the project's own command runs the same recipe (NQUEENS)", () => {
		const dir = projectCopy(join(work, 'project'));
		const run = recipe(dir, 'docs/recipes/parallel-ssh.sh 11 4', { NQUEENS: PROJECT_COMMAND });
		expect(run.status, run.stderr).toBe(0);
		expect(run.stdout.trim()).toBe(String(knownCount(11)));
	});
});
