import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXERCISES, pythonSolution, type ExerciseId } from '../src/notebook/exercises/index.ts';
import { corpus } from './mistakes-corpus.ts';
import { CLI, NODE } from './unit/cli-helpers.ts';

/*
 * A class of learners' notebook files for `nqueens check`, built as the page exports them
 * (src/notebook/storage/notebook-file.ts): each exercise's code from the worked solutions or from
 * the corpus of wrong answers (test/fixtures/mistakes/), in JavaScript or Python.
 */

/** One exercise's code in a learner's file. */
export interface ClassCell {
	exercise: string;
	language: 'js' | 'python';
	code: string;
}

/** A notebook file's text, as the page's Export writes it. */
export function notebookText(
	cells: readonly ClassCell[],
	about: { locale?: string; learner?: string } = {},
): string {
	return JSON.stringify(
		{
			format: 'nqueens-notebook-cells',
			version: 1,
			...about,
			cells: Object.fromEntries(
				cells.map((cell) => [
					cell.exercise,
					{
						code: cell.code,
						starterHash: '00000000',
						savedAt: '2026-12-01T10:00:00.000Z',
						...(cell.language === 'python' ? { language: 'python' } : {}),
					},
				]),
			),
			progress: {},
		},
		null,
		'\t',
	);
}

/** The worked solution of an exercise, in a language. */
export function solution(exercise: ExerciseId, language: 'js' | 'python'): ClassCell {
	const code =
		language === 'python'
			? (pythonSolution(exercise, 'en') ?? '')
			: EXERCISES.find((one) => one.id === exercise)!.solution;
	return { exercise, language, code };
}

/** Every exercise's worked solution, in a language. */
export function allSolved(language: 'js' | 'python'): ClassCell[] {
	return EXERCISES.map(({ id }) => solution(id, language));
}

/** The corpus's wrong answers that are run, with the mistake each names. */
export function wrongAnswers(language: 'js' | 'python') {
	return corpus(language)
		.filter((entry) => !entry.skip)
		.map((entry) => ({
			cell: { exercise: entry.exercise, language, code: entry.code } satisfies ClassCell,
			mistake: entry.mistake,
			file: entry.file,
		}));
}

/** A new folder holding `files` (name → text); returns the folder and each file's path by name. */
export function classFolder(files: Record<string, string>): {
	folder: string;
	paths: Record<string, string>;
} {
	const folder = mkdtempSync(join(tmpdir(), 'nqueens-class-'));
	const paths: Record<string, string> = {};
	for (const [name, text] of Object.entries(files)) {
		paths[name] = join(folder, name);
		writeFileSync(paths[name], text);
	}
	return { folder, paths };
}

/** What `nqueens check` printed and how it ended. */
export interface CheckRun {
	status: number | null;
	stdout: string;
	stderr: string;
}

/** Runs `node script check …args` (the source's command unless told) and collects what it prints. */
export function checkCommand(
	args: readonly string[],
	{ node = NODE, script = CLI, timeoutMs = 600_000, nodeArgs = [] as readonly string[] } = {},
): Promise<CheckRun> {
	const child = spawn(node, [...nodeArgs, script, 'check', ...args], {
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let stdout = '';
	let stderr = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	child.stderr.on('data', (chunk) => (stderr += chunk));
	const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
	return new Promise((resolve) =>
		child.on('close', (status) => {
			clearTimeout(timer);
			resolve({ status, stdout, stderr });
		}),
	);
}
