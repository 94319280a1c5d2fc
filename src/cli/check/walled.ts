import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckRequest } from './check-arguments.ts';
import { bundledFile } from './threads.ts';

/*
 * `nqueens check` runs learners' code, which is hostile until graded. Its boxes (ses for
 * JavaScript, the sealed interpreter for Python) are the page's, but in Node a Python program
 * that rebuilds the `posix` module reaches Pyodide's own way to start a program on the machine
 * (Emscripten's system(), by child_process): the box alone does not hold there. So the command
 * grades under Node's permission model, the operating system's side of the wall: it starts
 * itself again with no child processes, no native bindings, no files written but the feedback
 * folder, and no files read but its own code, Pyodide's and the learners' files. Node's
 * permission model does not cover the network; the Python thread has no fetch or WebSocket
 * (walls.ts), and ses gives JavaScript none.
 */

/** Whether this process runs under Node's permission model. */
export function isWalled(): boolean {
	return typeof (process as { permission?: unknown }).permission === 'object';
}

/** What the walled command may read: its own code (the project, or the one file), Pyodide's folder. */
function codeToRead(pyodide: string | undefined): string[] {
	const bundle = bundledFile();
	// From the source tree, the project's folder: this file is src/cli/check/walled.ts.
	const code = bundle
		? fileURLToPath(bundle)
		: resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
	return pyodide === undefined ? [code] : [code, resolve(pyodide)];
}

/**
 * The permission model's flags for a process that may read `reads`, write `writes` and start
 * threads, and nothing else the model covers: a flag for each path (the model's name is
 * `--experimental-permission` in Node 20, `--permission` from Node 22).
 */
function permissionFlags(reads: string[], writes: string[]): string[] {
	const flags = process.allowedNodeEnvironmentFlags;
	const model = flags.has('--permission') ? '--permission' : '--experimental-permission';
	// Starting threads is the grading's own need, and Node 20 calls the model experimental: each
	// said once per thread, on the teacher's terminal, to no purpose.
	const quiet = flags.has('--disable-warning')
		? ['--disable-warning=SecurityWarning', '--disable-warning=ExperimentalWarning']
		: [];
	return [
		model,
		'--allow-worker',
		...quiet,
		...reads.map((path) => `--allow-fs-read=${path}`),
		...writes.map((path) => `--allow-fs-write=${path}`),
	];
}

/**
 * Runs this `nqueens check` again under Node's permission model with the same arguments, its
 * standard streams shared; resolves to the status it ended with. A Ctrl-C reaches both (a
 * terminal signals the whole group): this process waits for the walled one's report, and passes
 * on a SIGINT sent to it alone.
 */
export function rerunWalled(request: CheckRequest): Promise<number> {
	const files = request.files.map((file) => resolve(file));
	const writes = request.feedback === undefined ? [] : [resolve(request.feedback)];
	for (const folder of writes) mkdirSync(folder, { recursive: true });
	const flags = permissionFlags([...codeToRead(request.pyodide), ...files], writes);
	// No compile cache: learners' runs must not write code that later runs load. The walled
	// command stops by itself if this one is killed outright (src/cli/nqueens.ts, stopWithShim).
	const env: NodeJS.ProcessEnv = { ...process.env, NQUEENS_SHIM_PID: String(process.pid) };
	delete env['NODE_COMPILE_CACHE'];
	const child = spawn(
		process.execPath,
		[...flags, ...process.execArgv, process.argv[1]!, ...process.argv.slice(2)],
		{ stdio: 'inherit', env },
	);
	const forward = () => child.kill('SIGINT');
	process.on('SIGINT', forward);
	return new Promise((done) => {
		child.on('error', (error) => {
			process.stderr.write(`nqueens: cannot start the walled check: ${error.message}\n`);
			done(1);
		});
		child.on('exit', (status, signal) => {
			process.off('SIGINT', forward);
			done(status ?? (signal === 'SIGINT' ? 130 : 1));
		});
	});
}
