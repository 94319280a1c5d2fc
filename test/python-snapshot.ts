import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePythonSnapshot } from '../src/notebook/python/node-python.ts';
import { PYODIDE_VERSION } from '../src/notebook/python/interpreter.ts';

/*
 * One snapshot of Pyodide's memory just after loading, for the unit tests' Python threads: made
 * once and kept in node_modules/.cache, so a thread starts from it (about 1.4 s of CPU) instead of
 * loading the interpreter (about 4 s), as `nqueens check` and the page's later workers start. Each
 * thread is still a new interpreter, sealed and walled afresh. The file is named by a hash of what
 * makes it (Pyodide's version, Node's, and the code that loads and snapshots the interpreter), so
 * a change to any of them makes a new one. test/unit/python-box.test.ts loads the interpreter
 * itself, as the page's first worker does: both ways of starting stay tested.
 */

/** The files whose text decides what the snapshot holds. */
const MAKERS = ['src/notebook/python/interpreter.ts', 'src/notebook/python/node-python-thread.ts'];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'nqueens');

/** The snapshot's file: its name a hash of what made it. */
function snapshotFile(): string {
	const hash = createHash('sha256').update(`${PYODIDE_VERSION} ${process.version}`);
	for (const file of MAKERS) hash.update(readFileSync(join(ROOT, file)));
	return join(CACHE, `python-snapshot-${hash.digest('hex').slice(0, 16)}.bin`);
}

let kept: Promise<Uint8Array> | undefined;

/** Pyodide's memory just after loading, read from the cache or made and kept there. */
export function pythonSnapshot(): Promise<Uint8Array> {
	kept ??= (async () => {
		const file = snapshotFile();
		try {
			return new Uint8Array(readFileSync(file));
		} catch {
			const snapshot = await makePythonSnapshot().snapshot;
			mkdirSync(CACHE, { recursive: true });
			// Written aside, then renamed: a file of another test process is never read half-written.
			const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
			writeFileSync(aside, snapshot);
			renameSync(aside, file);
			return snapshot;
		}
	})();
	return kept;
}
