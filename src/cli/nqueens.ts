#!/usr/bin/env node
import { isInputError } from '../solver/errors.ts';
import { parseRequest } from './arguments.ts';
import { longWorkNote } from './estimate.ts';
import { HELP } from './help.ts';
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
		const note = longWorkNote(request);
		if (note) process.stderr.write(`nqueens: note: ${note}\n`);
		for await (const piece of runRequest(request)) await out.write(piece);
		await out.flush();
	} catch (error) {
		if (isInputError(error)) {
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
