import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CLI, NODE, shellWord } from './cli-helpers.ts';
import { classFolder, notebookText, solution } from '../class-files.ts';

/*
 * Issue 38, point 1: Ctrl-C (SIGINT) stops `nqueens check` at once, every thread with it (a run
 * that loops would otherwise hold it for its whole time limit), prints the report of the files
 * graded so far and how far it got, and exits with status 130. The command runs on a terminal of
 * its own (`script`, util-linux), as a teacher runs it: its progress line says when the first file
 * is graded, and Ctrl-C is typed there, so the terminal sends SIGINT to every process of the
 * command. Its report goes to a file, apart from what the terminal shows.
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
	const report = join(mkdtempSync(join(tmpdir(), 'nqueens-ctrl-c-')), 'report.txt');
	// One thread: the first file is graded, then the next loops until Ctrl-C.
	const args = [NODE, CLI, 'check', ...files, '--workers', '1', '--time-limit', String(LIMIT_S)];
	const command = `exec ${args.map(shellWord).join(' ')} > ${shellWord(report)}`;
	const child = spawn('script', ['-qefc', command, '/dev/null'], {
		stdio: ['pipe', 'pipe', 'pipe'],
	});
	let terminal = '';
	let stderr = '';
	child.stderr.on('data', (chunk) => (stderr += chunk));
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
	const firstGraded = new Promise<void>((resolve) =>
		child.stdout.on('data', (chunk) => {
			terminal += chunk;
			if (terminal.includes('grading: 1 of 4 files done (Ctrl-C stops)')) resolve();
		}),
	);
	await Promise.race([firstGraded, exited]);
	// Ctrl-C, typed on the command's terminal (unless it ended first: the checks below say how).
	if (child.exitCode === null) child.stdin.write('\u0003');
	const status = await exited;
	expect(terminal).toContain('grading 4 files on 1 thread (Ctrl-C stops)');
	expect(status, `${terminal}\n${stderr}`).toBe(130);
	const said =
		/nqueens: stopped \(Ctrl-C\) after grading (\d) of 4 files; the report below holds those\.\r?\n$/.exec(
			terminal,
		);
	expect(said, terminal).not.toBeNull();
	const graded = Number(said![1]);
	expect(graded).toBeGreaterThanOrEqual(1);
	expect(graded).toBeLessThan(4);
	const rows = readFileSync(report, 'utf8').trimEnd().split('\n');
	expect(rows[0]).toMatch(/^file +learner +first-solution/);
	expect(rows).toHaveLength(graded + 1);
	expect(rows[1]).toMatch(/first\.json +First .*passed 3\/3/);
}, 120_000);
