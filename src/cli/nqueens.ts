#!/usr/bin/env node
import { isInputError } from '../solver/input/index.ts';
import { parseRequest, usesFastCount } from './arguments.ts';
import { CountCancelledError } from './count-workers.ts';
import { longWorkNote } from './estimate.ts';
import { HELP } from './help.ts';
import { named } from './name.ts';
import { ProgressLine } from './progress-line.ts';
import { runRequest } from './running.ts';
import { planText, runShare, shareNote } from './shares.ts';
import { readShares, sumShares } from './sum.ts';
import { PieceWriter } from './writer.ts';

/** Longest error line the command writes: a value echoed in full stays readable up to here. */
const MAX_ERROR_LINE = 600;

/** The message on one line, cut short with "…" past MAX_ERROR_LINE characters. */
function errorLine(message: string): string {
	const line = message.replace(/\s*\n\s*/g, ' ');
	return line.length > MAX_ERROR_LINE ? `${line.slice(0, MAX_ERROR_LINE - 1)}…` : line;
}

/** How often a command started by bin/nqueens.js checks that the shim is still its parent. */
const SHIM_CHECK_MS = 1000;

/**
 * Stops this process when the shim that started it is gone (killed with SIGKILL, which it cannot
 * pass on): the command is then adopted by another process, and its parent id changes.
 */
function stopWithShim(): void {
	const shim = Number(process.env.NQUEENS_SHIM_PID);
	if (!Number.isInteger(shim) || shim !== process.ppid) return;
	const watch = setInterval(() => {
		if (process.ppid !== shim) process.kill(process.pid, 'SIGTERM');
	}, SHIM_CHECK_MS);
	watch.unref(); // never keeps the command alive by itself
}

/**
 * `nqueens check …`, loaded only when asked for: it brings the notebook (its boxes, checks and
 * Python's sources). From the source tree, plain Node is first taught Vite's ?raw imports of the
 * .py files (raw-text.ts, by URL so the bundle, whose .py texts are inlined, never loads it).
 */
async function check(args: readonly string[], out: PieceWriter): Promise<void> {
	const { bundledFile } = await import('./check/threads.ts');
	if (!bundledFile())
		await import(new URL('../notebook/runtime/raw-text.ts', import.meta.url).href);
	const { runCheck } = await import('./check/check.ts');
	await runCheck(args, out);
	await out.flush();
}

/** Entry point: parse, note long work on stderr, stream the output; bad input is one line and status 2. */
export async function main(argv: readonly string[]): Promise<void> {
	stopWithShim();
	// A closed pipe (nqueens 12 | head -n 1) is the reader saying "enough": stop at once, quietly.
	process.stdout.on('error', (error: NodeJS.ErrnoException) => {
		if (error.code === 'EPIPE') process.exit(0);
		process.stderr.write(`nqueens: cannot write the output: ${error.message}\n`);
		process.exit(1);
	});
	// A closed or full stderr must not turn bad input (status 2) into a crash (status 1).
	process.stderr.on('error', () => {});
	const out = new PieceWriter(process.stdout);
	try {
		if (argv[0] === 'check') return await check(argv.slice(1), out);
		const request = parseRequest(argv);
		if (request === 'help') {
			await out.write(named(HELP));
			return;
		}
		if (request.sumFiles) {
			const { total, note } = sumShares(await readShares(request.sumFiles));
			await out.write(`${total}\n`);
			if (note) process.stderr.write(`nqueens: ${named(note)}\n`);
			process.exitCode = note ? 1 : 0;
			return await out.flush();
		}
		if (request.planParts !== undefined) {
			await out.write(named(planText(request.n, request.planParts)));
			return await out.flush();
		}
		// A fast count runs on worker threads: Ctrl-C terminates them at once, and a terminal sees
		// progress. The handler is in place before the note, which tells the user Ctrl-C stops it.
		const stop = new AbortController();
		const progress = new ProgressLine(process.stderr, request.n);
		const onInterrupt = () => stop.abort();
		// on, not once: a second Ctrl-C (the shim passes one on too) must not kill the count mid-cleanup.
		if (usesFastCount(request)) process.on('SIGINT', onInterrupt);
		const { part } = request;
		const note = part ? shareNote(request.n, part.part, part.parts) : longWorkNote(request);
		if (note) process.stderr.write(`nqueens: note: ${named(note)}\n`);
		try {
			const count = { signal: stop.signal, onProgress: progress.update.bind(progress) };
			const pieces = request.part ? runShare(request, count) : runRequest(request, count);
			for await (const piece of pieces) {
				progress.clear(); // the progress line goes before the answer reaches the terminal
				await out.write(piece);
			}
		} finally {
			progress.clear();
			process.off('SIGINT', onInterrupt);
		}
		await out.flush();
	} catch (error) {
		if (error instanceof CountCancelledError) {
			process.stderr.write('nqueens: stopped (Ctrl-C); nothing was counted to the end.\n');
			process.exitCode = 130; // 128 + SIGINT, as shells report an interrupted command
		} else if (isInputError(error)) {
			process.exitCode = 2;
			process.stderr.write(`nqueens: ${named(errorLine(error.message))}\n`);
		} else {
			process.stderr.write(
				`nqueens: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
			);
			process.exitCode = 1;
		}
	}
}

if (import.meta.main) await main(process.argv.slice(2));
