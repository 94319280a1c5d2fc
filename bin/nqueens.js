#!/usr/bin/env node
// The `nqueens` command as npm links it. The CLI itself is TypeScript (src/cli/nqueens.ts), which
// only Node 24 runs as it is, so this shim starts it with the project's own Node 24 whatever `node`
// ran the shim (Debian's Node 20 may come first on the PATH). The shim must itself parse under old
// Nodes: plain JavaScript, nothing newer than Node 14 has.
//
// It never leaves work behind: SIGINT, SIGTERM and SIGHUP sent to the shim alone are passed on to
// the command, the shim ends as the command ended, with its status or by its signal, and if the
// shim is killed outright the command stops by itself (src/cli/nqueens.ts watches for that).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const NODE_NEEDED = 24;

/** The project's Node 24 (the `node` devDependency), else this Node if it is new enough. */
function findNode() {
	for (const relative of ['../node_modules/.bin/node', '../node_modules/node/bin/node']) {
		const path = fileURLToPath(new URL(relative, import.meta.url));
		if (existsSync(path)) return path;
	}
	const major = Number(process.versions.node.split('.')[0]);
	return major >= NODE_NEEDED ? process.execPath : undefined;
}

/** Writes one line on stderr and exits with status 2, as the command does for what the user must fix. */
function refuse(message) {
	try {
		process.stderr.write(`nqueens: ${message}\n`);
	} catch {
		// stderr closed: the status still says it.
	}
	process.exit(2);
}

const node = findNode();
if (!node) {
	refuse(
		`needs Node ${NODE_NEEDED} or later, but this is Node ${process.versions.node} and the project's own is not installed; run npm install in the project folder.`,
	);
}
const cli = fileURLToPath(new URL('../src/cli/nqueens.ts', import.meta.url));
// NQUEENS_SHIM_PID lets the command notice if the shim itself dies (SIGKILL cannot be passed on).
// NODE_COMPILE_CACHE keeps Node's compiled (and type-stripped) modules between runs, which takes
// the command's start-up from about 250 ms of CPU to about 100 (docs/performance.md); a cache the
// user chose is kept.
const env = {
	...process.env,
	NQUEENS_SHIM_PID: String(process.pid),
	NODE_COMPILE_CACHE:
		process.env.NODE_COMPILE_CACHE ||
		fileURLToPath(new URL('../node_modules/.cache/nqueens-compile/', import.meta.url)),
};
const child = spawn(node, [cli, ...process.argv.slice(2)], { stdio: 'inherit', env });
const forward = (signal) => child.kill(signal);
for (const signal of FORWARDED) process.on(signal, forward);

child.on('error', (error) => refuse(`cannot start ${node}: ${error.message}.`));
child.on('exit', (code, signal) => {
	for (const name of FORWARDED) process.off(name, forward);
	if (!signal) process.exit(code ?? 1);
	// End by the same signal, so a shell or a batch system sees what the command saw.
	process.kill(process.pid, signal);
	// A signal Node ignores by default (SIGPIPE): the status a shell would have reported.
	setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100);
});
