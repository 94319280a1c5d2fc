import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { knownCount } from '../../src/solver/count/index.ts';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import { PROJECT, bash, projectCopy, requirePrograms, tempFolder } from './shell.ts';
import { type Sshd, startSshd } from './sshd.ts';

/*
 * docs/recipes/parallel-ssh.sh with GNU parallel logging in over a real sshd on 127.0.0.1
 * (./sshd.ts), run as docs/batch-counting.md writes it from a project folder of the test's own,
 * then again with the book's one-file command named by NQUEENS.
 */

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

/** The recipe for n in K shares with HOSTS naming the test's sshd, from folder `dir`. */
function recipe(dir: string, n: number, parts: number, env: Record<string, string> = {}) {
	const run = bash(`docs/recipes/parallel-ssh.sh ${n} ${parts}`, {
		cwd: dir,
		env: { HOSTS: sshd.host, PARALLEL_SSH: sshd.ssh, ...env },
	});
	expect(run.status, run.stderr).toBe(0);
	return run;
}

describe('the GNU parallel recipe over a real sshd', { timeout: 600_000 }, () => {
	test('the documents give the command run here', () => {
		const doc = readFileSync(join(PROJECT, 'docs/batch-counting.md'), 'utf8');
		expect(doc).toContain('HOSTS=box1,alice@box2,box3 docs/recipes/parallel-ssh.sh 20 12');
	});

	test('n = 13 in 6 shares over SSH prints the published count', () => {
		const dir = projectCopy(join(work, 'project'));
		const run = recipe(dir, 13, 6);
		expect(run.stdout.trim()).toBe(String(knownCount(13))); // OEIS A000170
		const lines = readFileSync(join(dir, 'nqueens-13-in-6.jsonl'), 'utf8').trim().split('\n');
		expect(lines.map((line) => JSON.parse(line).part).toSorted()).toEqual([1, 2, 3, 4, 5, 6]);
	});

	test("the book's one-file command runs the same recipe (NQUEENS)", async () => {
		const dir = projectCopy(join(work, 'bundle'));
		writeFileSync(join(dir, 'nqueens.mjs'), await bundleCommand(PROJECT));
		const run = recipe(dir, 11, 4, { NQUEENS: `${process.execPath} nqueens.mjs` });
		expect(run.stdout.trim()).toBe(String(knownCount(11)));
	});
});
