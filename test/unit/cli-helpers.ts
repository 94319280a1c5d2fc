import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseRequest } from '../../src/cli/arguments.ts';
import { type InputErrorCode, isInputError } from '../../src/solver/input/index.ts';

/** The command's entry file. */
export const CLI = fileURLToPath(new URL('../../src/cli/nqueens.ts', import.meta.url));

/**
 * The Node running the tests (Node 24 under npm scripts); if vitest was started by an older
 * system Node, which cannot strip types, the project's Node 24 instead.
 */
export const NODE =
	Number(process.versions.node.split('.')[0]) >= 24
		? process.execPath
		: fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));

/** Runs `nqueens …args` as a child process and collects what it prints. */
export function nqueens(...args: string[]) {
	const result = spawnSync(NODE, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `text` as one word of a shell command line (`bash -c`, `script -c`), quoted. */
export const shellWord = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * Runs `nqueens …args | reader` in bash with pipefail, so the status is the command's own
 * (0 when it stops quietly after the reader closes). `nodeFlags` go before the script.
 */
export function nqueensPiped(args: readonly string[], reader: string, nodeFlags: string[] = []) {
	const quoted = [NODE, ...nodeFlags, CLI, ...args].map(shellWord).join(' ');
	const result = spawnSync('bash', ['-c', `set -o pipefail; ${quoted} | ${reader}`], {
		encoding: 'utf8',
		timeout: 60_000,
	});
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Starts `nqueens …args`, waits for its first line on stderr, then stops it; returns that line. */
export function firstStderrLine(...args: string[]): Promise<string> {
	const child = spawn(NODE, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
	let text = '';
	return new Promise((resolve, reject) => {
		child.stderr.setEncoding('utf8');
		child.stderr.on('data', (chunk: string) => {
			text += chunk;
			if (!text.includes('\n')) return;
			child.kill();
			resolve(text.split('\n')[0]!);
		});
		child.on('error', reject);
		child.on('exit', () => resolve(text.split('\n')[0]!));
	});
}

/** The code of the input error `parseRequest` throws for `args`, or 'accepted'. */
export function codeFor(args: string[]): InputErrorCode | 'accepted' {
	try {
		parseRequest(args);
		return 'accepted';
	} catch (error) {
		if (isInputError(error)) return error.code;
		throw error;
	}
}

/**
 * Starts `node script 21 --count` (a count of hours; or `args`), waits for its note on stderr that
 * the count has started, sends SIGINT, and returns the status and everything it printed.
 */
export async function interruptLongCount(node = NODE, script = CLI, args = ['21', '--count']) {
	const child = spawn(node, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
	let stdout = '';
	let stderr = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
	await new Promise<void>((resolve) =>
		child.stderr.on('data', (chunk) => {
			stderr += chunk;
			if (stderr.includes('Ctrl-C stops it')) resolve();
		}),
	);
	child.kill('SIGINT');
	return { status: await exited, stdout, stderr };
}
