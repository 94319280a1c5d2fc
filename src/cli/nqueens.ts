#!/usr/bin/env node
import { isInputError } from '../solver/input/index.ts';
import { parseRequest, usesFastCount } from './arguments.ts';
import { CountCancelledError } from './count-workers.ts';
import { longWorkNote } from './estimate.ts';
import { HELP } from './help.ts';
import { ProgressLine } from './progress.ts';
import { runRequest } from './running.ts';
import { PieceWriter } from './writer.ts';

/** Entry point: parse, note long work on stderr, stream the output; bad input is one line and status 2. */
export async function main(argv: readonly string[]): Promise<void> {
	// A closed pipe (nqueens 12 | head -n 1) is the reader saying "enough": stop at once, quietly.
	process.stdout.on('error', (error: NodeJS.ErrnoException) => {
		if (error.code === 'EPIPE') process.exit(0);
		process.stderr.write(`nqueens: cannot write the output: ${error.message}\n`);
		process.exit(1);
	});
	const out = new PieceWriter(process.stdout);
	try {
		const request = parseRequest(argv);
		if (request === 'help') {
			await out.write(HELP);
			return;
		}
		// A fast count runs on worker threads: Ctrl-C terminates them at once, and a terminal sees
		// progress. The handler is in place before the note, which tells the user Ctrl-C stops it.
		const stop = new AbortController();
		const progress = new ProgressLine(process.stderr, request.n);
		const onInterrupt = () => stop.abort();
		if (usesFastCount(request)) process.once('SIGINT', onInterrupt);
		const note = longWorkNote(request);
		if (note) process.stderr.write(`nqueens: note: ${note}\n`);
		try {
			const count = { signal: stop.signal, onProgress: progress.update.bind(progress) };
			for await (const piece of runRequest(request, count)) {
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
			process.stderr.write(`nqueens: ${error.message}\n`);
			process.exitCode = 2;
		} else {
			process.stderr.write(
				`nqueens: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
			);
			process.exitCode = 1;
		}
	}
}

if (import.meta.main) await main(process.argv.slice(2));
