import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';
import { CLI, NODE } from './cli-helpers.ts';
import { classFolder, notebookText, solution } from '../class-files.ts';

/*
 * Issue 38, point 1: Ctrl-C (SIGINT) stops `nqueens check` at once, every thread with it (a run
 * that loops would otherwise hold it for its whole time limit), prints the report of the files
 * graded so far and how far it got, and exits with status 130.
 */

/**
 * Seconds a run may loop before its limit: the longest --time-limit takes, far past the test's own
 * timeout, so a Ctrl-C that left a looping thread running would fail the test by its timeout
 * (no test times anything: docs/performance.md).
 */
const LIMIT_S = 600;

test('Ctrl-C ends every run at once: status 130, the files graded so far, and how far it got', async () => {
	const loop = (n: number) => [
		`loop-${n}.json`,
		notebookText([{ exercise: 'first-solution', language: 'js', code: 'while (true) {}' }]),
	];
	const { paths } = classFolder(
		Object.fromEntries([
			['first.json', notebookText([solution('chess-notation', 'js')], { learner: 'First' })],
			loop(1),
			loop(2),
			loop(3),
		]),
	);
	const files = ['first.json', 'loop-1.json', 'loop-2.json', 'loop-3.json'].map(
		(name) => paths[name]!,
	);
	const child = spawn(NODE, [CLI, 'check', ...files, '--time-limit', String(LIMIT_S)], {
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let stdout = '';
	let stderr = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	child.stderr.on('data', (chunk) => (stderr += chunk));
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
	// Long enough for the first file to be graded on a busy machine; the loops go on regardless.
	await new Promise((resolve) => setTimeout(resolve, 15_000));
	child.kill('SIGINT');
	const status = await exited;
	expect(status, stderr).toBe(130);
	const said =
		/nqueens: stopped \(Ctrl-C\) after grading (\d) of 4 files; the report below holds those\.\n$/.exec(
			stderr,
		);
	expect(said, stderr).not.toBeNull();
	const graded = Number(said![1]);
	expect(graded).toBeLessThan(4);
	const rows = stdout.trimEnd().split('\n');
	expect(rows[0]).toMatch(/^file +learner +first-solution/);
	expect(rows).toHaveLength(graded + 1);
	if (graded > 0) expect(rows[1]).toMatch(/first\.json +First .*passed 3\/3/);
}, 120_000);
