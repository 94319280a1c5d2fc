/*
 * Reading an imported file's text into JSON, in a worker of its own on the page (file.worker.ts,
 * started by parseFileAside) or on any thread. First a look before JSON.parse: a notebook export is a few hundred values
 * at most 4 brackets deep, whatever its size (its bulk is the cells' code, in strings). JSON.parse
 * of 13 MB of nested brackets held the page 3.7 to 5.6 s before the import refused it (issue 37),
 * and 13 MB of `{},` takes as long. This scan reads each character once, skips strings (with
 * their escapes), and stops at the first bracket too deep or the first value too many, so such a
 * file is refused after its first few kilobytes and JSON.parse only ever sees a small tree.
 */

/** Why a file was refused before it was read as a notebook. */
type UnreadReason = 'too-deep' | 'too-many-values' | 'not-json';

/** A file's text as JSON, or why it could not be. */
export type ParsedFile = { ok: true; data: unknown } | { ok: false; code: UnreadReason };

/** The deepest brackets an import reads: an export nests 4 (file, cells, cell, its other language). */
export const MAX_FILE_DEPTH = 8;

/**
 * The most values and keys an import reads: an export of every cell of the book has under 300, and
 * JSON.parse builds 100,000 in milliseconds (a file naming 5,000 cells is still read, to be refused
 * by name).
 */
export const MAX_FILE_VALUES = 100_000;

/**
 * Why a file's shape is not an export's ('too-deep' or 'too-many-values'), or undefined. Values
 * are counted by what starts or separates them (`[`, `{`, `,`, `:`) outside strings: text that
 * is not JSON is left to JSON.parse to refuse.
 */
export function fileShapeProblem(text: string): 'too-deep' | 'too-many-values' | undefined {
	let depth = 0;
	let values = 0;
	let inString = false;
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (inString) {
			if (code === 0x5c)
				at++; // a backslash: the next character is escaped
			else if (code === 0x22) inString = false;
			continue;
		}
		if (code === 0x22) inString = true;
		else if (code === 0x5b || code === 0x7b) {
			if (++depth > MAX_FILE_DEPTH) return 'too-deep';
			if (++values > MAX_FILE_VALUES) return 'too-many-values';
		} else if (code === 0x5d || code === 0x7d) depth--;
		else if (code === 0x2c || code === 0x3a) {
			if (++values > MAX_FILE_VALUES) return 'too-many-values';
		}
	}
	return undefined;
}

/** A file's text parsed as JSON, after the look at its shape; pure, so a worker runs it as well. */
export function parseFile(text: string): ParsedFile {
	const shape = fileShapeProblem(text);
	if (shape) return { ok: false, code: shape };
	try {
		return { ok: true, data: JSON.parse(text) };
	} catch {
		return { ok: false, code: 'not-json' };
	}
}

/**
 * A file parsed in a worker of its own, so no size of file holds the page while JSON.parse builds
 * it: 12 MB of escaped text held Chromium's page 323 to 669 ms (test/measure/long-tasks.spec.ts).
 * Where there are no workers (jsdom), or the worker cannot start, it is parsed here. Rejects when
 * the file cannot be read.
 */
export async function parseFileAside(file: Blob): Promise<ParsedFile> {
	if (typeof Worker === 'undefined') return parseFile(await file.text());
	let worker: Worker | undefined;
	try {
		worker = new Worker(new URL('./file.worker.ts', import.meta.url), { type: 'module' });
		const started = worker;
		const reply = await new Promise<ParsedFile | 'unreadable'>((resolve, reject) => {
			started.onmessage = (event: MessageEvent<ParsedFile | 'unreadable'>) => resolve(event.data);
			started.onerror = () => reject(new Error('the file worker did not start'));
			started.postMessage(file);
		});
		if (reply === 'unreadable') throw new UnreadableFile();
		return reply;
	} catch (error) {
		if (error instanceof UnreadableFile) throw error;
		return parseFile(await file.text());
	} finally {
		worker?.terminate();
	}
}

/** The browser could not read the file's bytes. */
class UnreadableFile extends Error {}
