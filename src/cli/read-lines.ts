import { type Readable } from 'node:stream';

/*
 * Lines read from a stream in bounded memory: a chunk at a time (64 KiB from a file), never more
 * than `maxChars` characters of one line held. A longer line is refused as soon as it grows past
 * that, before the rest of it is read, so a file of one endless line costs no more than a short one.
 * Lines come in batches, one per chunk, and blank ones are passed over without a string made for
 * them, so a file of millions of empty lines is read in seconds and in little memory.
 */

/** A line with something on it: its number (from 1) and its text, trimmed. */
export interface NumberedLine {
	line: number;
	text: string;
}

/**
 * The lines of `stream` that are not blank, a chunk's at a time, in order; a line over `maxChars`
 * throws `tooLong(its number)` once the lines before it have been given.
 */
export async function* readLines(
	stream: Readable,
	maxChars: number,
	tooLong: (line: number) => Error,
): AsyncGenerator<NumberedLine[]> {
	stream.setEncoding('utf8');
	let partial = ''; // the start of a line the next chunk goes on with
	let line = 1;
	for await (const chunk of stream as AsyncIterable<string>) {
		const batch: NumberedLine[] = [];
		let start = 0;
		for (let end = chunk.indexOf('\n'); ; end = chunk.indexOf('\n', start)) {
			const stop = end === -1 ? chunk.length : end;
			if (partial.length + stop - start > maxChars) {
				if (batch.length > 0) yield batch;
				throw tooLong(line);
			}
			if (end === -1) break;
			const text = end > start || partial !== '' ? (partial + chunk.slice(start, end)).trim() : '';
			if (text !== '') batch.push({ line, text });
			partial = '';
			line++;
			start = end + 1;
		}
		partial += chunk.slice(start);
		if (batch.length > 0) yield batch;
	}
	const text = partial.trim();
	if (text !== '') yield [{ line, text }];
}
