import { named } from '../name.ts';
import { plural } from '../print.ts';
import type { PieceWriter } from '../writer.ts';
import { parseCheck, type CheckRequest } from './check-arguments.ts';
import { CheckCancelledError, gradeClass, type FileGrade } from './grade.ts';
import { CHECK_HELP } from './check-help.ts';
import { csvText, jsonText, tableText, writeFeedback } from './report.ts';
import { bundledFile } from './threads.ts';
import { isWalled, rerunWalled } from './walled.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/*
 * `nqueens check FILE…`: the book's checks on learners' notebook files, as the page runs them
 * (grade.ts), reported as a table, a CSV gradebook or JSON (report.ts). A file that cannot be
 * read as a notebook is one line on stderr and status 1 at the end; the rest are still graded.
 * Ctrl-C ends every thread at once, prints what was graded, and exits with status 130.
 */

/** Erase the progress line: carriage return, then erase to the end of the line. */
const ERASE = '\r\u001b[K';

/** Why Python cells are not run, when the bundled command was given no Pyodide folder. */
function noPythonText(): string {
	return 'Python cells are not run: this one-file command carries no Python; give it Pyodide\u2019s folder with --pyodide DIR (the built site\u2019s pyodide/<version>/ folder, or node_modules/pyodide after npm install pyodide).';
}

/** Why the folder given to --pyodide will not do, or undefined when it holds pyodide.mjs. */
function pyodideProblem(folder: string): string | undefined {
	return existsSync(join(folder, 'pyodide.mjs'))
		? undefined
		: `--pyodide ${folder}: that folder holds no pyodide.mjs (give the folder of Pyodide\u2019s files).`;
}

/** Runs `nqueens check` with the arguments after `check`; sets the exit status. */
export async function runCheck(args: readonly string[], out: PieceWriter): Promise<void> {
	const request = parseCheck(args);
	if (request === 'help') {
		await out.write(named(CHECK_HELP));
		return;
	}
	if (request.pyodide !== undefined) {
		const problem = pyodideProblem(request.pyodide);
		if (problem) {
			process.stderr.write(`nqueens: ${problem}\n`);
			process.exitCode = 2;
			return;
		}
	}
	// Learners' code is graded only under Node's permission model (walled.ts).
	if (!isWalled()) {
		process.exitCode = await rerunWalled(request);
		return;
	}
	const noPython = bundledFile() && request.pyodide === undefined ? noPythonText() : undefined;
	const stop = new AbortController();
	const onInterrupt = () => stop.abort();
	// on, not once: a second Ctrl-C (the shim passes one on too) must not kill the report mid-write.
	process.on('SIGINT', onInterrupt);
	const tty = process.stderr.isTTY === true;
	let refused = 0;
	let pythonSkipped = false;
	const onFile = (grade: FileGrade, done: number, total: number) => {
		// Runs that Ctrl-C ended still settle: once it has said where it stopped, nothing more.
		if (stop.signal.aborted) return;
		if (tty) process.stderr.write(ERASE);
		if ('refused' in grade) {
			refused++;
			process.stderr.write(`${oneLine(grade.file)}: ${grade.refused}\n`);
		} else if (noPython && !pythonSkipped && Object.values(grade.exercises).some((e) => e.notRun)) {
			pythonSkipped = true;
			process.stderr.write(`nqueens: ${named(noPython)}\n`);
		}
		if (tty && done < total) {
			process.stderr.write(`grading: ${done} of ${total} files done (Ctrl-C stops)`);
		}
	};
	let grades: FileGrade[];
	try {
		if (tty)
			process.stderr.write(
				`grading ${plural(request.files.length, 'file')} on ${plural(request.workers, 'thread')} (Ctrl-C stops)`,
			);
		grades = await gradeClass(request.files, {
			workers: request.workers,
			limitMs: request.limitMs,
			...(request.pyodide === undefined ? {} : { pyodide: request.pyodide }),
			...(noPython ? { noPython } : {}),
			onFile,
			signal: stop.signal,
		});
	} catch (error) {
		if (!(error instanceof CheckCancelledError)) throw error;
		if (tty) process.stderr.write(ERASE);
		process.stderr.write(
			`nqueens: stopped (Ctrl-C) after grading ${error.graded.length} of ${request.files.length} files; the report below holds those.\n`,
		);
		await report(request, error.graded, out);
		process.exitCode = 130; // 128 + SIGINT, as shells report an interrupted command
		return;
	} finally {
		process.off('SIGINT', onInterrupt);
	}
	if (tty) process.stderr.write(ERASE);
	await report(request, grades, out);
	process.exitCode = refused > 0 || pythonSkipped ? 1 : 0;
}

/** Prints the report, and writes the feedback pages when asked. */
async function report(request: CheckRequest, grades: FileGrade[], out: PieceWriter) {
	const text =
		request.format === 'csv'
			? csvText(grades)
			: request.format === 'json'
				? jsonText(grades)
				: tableText(grades);
	await out.write(text);
	await out.flush();
	if (request.feedback !== undefined) {
		const pages = await writeFeedback(request.feedback, grades);
		process.stderr.write(`nqueens: wrote ${pages.length} feedback pages in ${request.feedback}\n`);
	}
}

/** A file name on one line, control characters shown as "?" (a name may hold any). */
function oneLine(text: string): string {
	return text.replace(/[\p{Cc}\u2028\u2029]/gu, '?');
}
