import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { CLI, NODE, shellWord } from './cli-helpers.ts';
import { classFolder, notebookText, solution } from '../class-files.ts';

/*
 * Issue 38, point 1: on a terminal, `nqueens check` says on stderr how far the grading has got
 * (and that Ctrl-C stops it), and clears that line before its report; into a pipe it says
 * nothing of it. `script` (util-linux) gives the command a terminal of its own.
 */

/** Two learners, one exercise each, in JavaScript (quick to grade). */
function twoFiles(): string[] {
	const { paths } = classFolder({
		'a.json': notebookText([solution('chess-notation', 'js')], { learner: 'A' }),
		'b.json': notebookText([solution('chess-notation', 'js')], { learner: 'B' }),
	});
	return [paths['a.json']!, paths['b.json']!];
}

test('on a terminal, the grading says how far it got, then the table', () => {
	const command = [NODE, CLI, 'check', ...twoFiles()].map(shellWord).join(' ');
	const run = spawnSync('script', ['-qefc', command, '/dev/null'], {
		encoding: 'utf8',
		timeout: 300_000,
	});
	expect(run.status, run.stderr).toBe(0);
	// The terminal shows stdout and stderr together, as a teacher sees them.
	expect(run.stdout).toMatch(/grading 2 files on \d+ threads \(Ctrl-C stops\)/);
	expect(run.stdout).toMatch(/grading: 1 of 2 files done \(Ctrl-C stops\)/);
	expect(run.stdout).toContain('\r\u001b[K'); // the progress line is erased before the report
	expect(run.stdout).toMatch(/\bA\b.*passed 3\/3/);
}, 300_000);

test('into a pipe, it says nothing of its progress', () => {
	const run = spawnSync(NODE, [CLI, 'check', ...twoFiles()], {
		encoding: 'utf8',
		timeout: 300_000,
	});
	expect(run.status, run.stderr).toBe(0);
	expect(run.stderr).toBe('');
	expect(run.stdout).toMatch(/\bB\b.*passed 3\/3/);
}, 300_000);
