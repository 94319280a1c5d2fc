import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/*
 * bin/nqueens.js, the shim npm links, started by Debian's Node 20 (/usr/bin/node) first on the
 * PATH: it must start the project's Node 24, and a signal sent to the shim alone must reach the
 * count, so no counting process is left behind.
 */

// A start (up to 60 s on a loaded machine) and a wait for the counting process (up to 60 s more).
const SIGNAL_TIMEOUT = 240_000;

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const SHIM = join(PROJECT, 'bin/nqueens.js');
const SYSTEM_NODE = '/usr/bin/node';
/** The system Node first on the PATH, as in a plain shell on the project's machine. */
const ENV = { ...process.env, PATH: `/usr/bin:/bin:${process.env.PATH ?? ''}` };
const systemMajor = Number(
	spawnSync(SYSTEM_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split(
		'.',
	)[0],
);

/** The process ids `pid` has started (Linux /proc). */
function childrenOf(pid: number): number[] {
	const file = `/proc/${pid}/task/${pid}/children`;
	if (!existsSync(file)) return [];
	return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** Whether a process is still there and not a zombie. */
function alive(pid: number): boolean {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
	} catch {
		return false;
	}
}

/** Waits up to `ms` for `done()`, checking every 50 ms. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
	for (const end = Date.now() + ms; Date.now() < end;) {
		if (done()) return true;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	return done();
}

/**
 * Starts `/usr/bin/node bin/nqueens.js 18 --count` and resolves once the count has begun (its
 * note is on stderr), with the shim, the counting process's id and the stderr so far.
 */
async function startLongCount(): Promise<{
	shim: ChildProcess;
	counter: number;
	stderr: () => string;
}> {
	const shim = spawn(SYSTEM_NODE, [SHIM, '18', '--count'], {
		cwd: PROJECT,
		env: ENV,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let stderr = '';
	shim.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
	expect(await until(() => stderr.includes('nqueens: note:'), 60_000)).toBe(true);
	const [counter] = childrenOf(shim.pid!);
	expect(counter).toBeDefined();
	expect(readFileSync(`/proc/${counter}/cmdline`, 'utf8')).toContain('src/cli/nqueens.ts');
	return { shim, counter: counter!, stderr: () => stderr };
}

/** The shim's exit code and signal. */
function ended(shim: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
	if (shim.exitCode !== null || shim.signalCode !== null) {
		return Promise.resolve([shim.exitCode, shim.signalCode]);
	}
	return new Promise((resolve) => shim.once('exit', (code, signal) => resolve([code, signal])));
}

describe(
	'the shim starts the project’s Node 24 whatever node runs it',
	{ timeout: SIGNAL_TIMEOUT },
	() => {
		test.each([
			['/usr/bin/node bin/nqueens.js', [SYSTEM_NODE, SHIM]],
			['./bin/nqueens.js with /usr/bin first on the PATH', [SHIM]],
		])('%s 8 --count prints 92 (OEIS A000170)', (_, [command, ...args]) => {
			const result = spawnSync(command!, [...args, '8', '--count'], {
				cwd: PROJECT,
				env: ENV,
				encoding: 'utf8',
				timeout: 120_000,
			});
			expect(result.stderr).toBe('');
			expect(result.stdout).toBe('92\n');
			expect(result.status).toBe(0);
		});

		test('the command’s status comes through: bad input is 2', () => {
			const result = spawnSync(SYSTEM_NODE, [SHIM, 'x'], { env: ENV, encoding: 'utf8' });
			expect(result.status).toBe(2);
			expect(result.stderr).toMatch(/^nqueens: n must be a number, but got "x"\.\n$/);
		});

		test.skipIf(systemMajor >= 24)(
			'without the project’s Node, an old Node says in one line what it needs (status 2)',
			() => {
				const copy = mkdtempSync(join(tmpdir(), 'nqueens-shim-'));
				mkdirSync(join(copy, 'bin'));
				copyFileSync(SHIM, join(copy, 'bin/nqueens.js'));
				const result = spawnSync(SYSTEM_NODE, [join(copy, 'bin/nqueens.js'), '8'], {
					env: ENV,
					encoding: 'utf8',
				});
				rmSync(copy, { recursive: true, force: true });
				expect(result.status).toBe(2);
				expect(result.stdout).toBe('');
				expect(result.stderr).toMatch(/^nqueens: needs Node 24 or later, .*run npm install/);
				expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
			},
		);
	},
);

describe('a signal sent to the shim alone stops the count', { timeout: SIGNAL_TIMEOUT }, () => {
	test('SIGTERM: the shim ends by SIGTERM and the counting process is gone', async () => {
		const { shim, counter } = await startLongCount();
		shim.kill('SIGTERM'); // the shim's pid only, not its process group
		expect(await ended(shim)).toEqual([null, 'SIGTERM']);
		expect(await until(() => !alive(counter), 60_000)).toBe(true);
	});

	test('SIGKILL, which the shim cannot pass on: the count notices and stops by itself', async () => {
		const { shim, counter } = await startLongCount();
		shim.kill('SIGKILL');
		expect(await ended(shim)).toEqual([null, 'SIGKILL']);
		expect(await until(() => !alive(counter), 60_000)).toBe(true);
	});

	test('SIGINT: the count stops as after Ctrl-C, with status 130, and nothing is left', async () => {
		const { shim, counter, stderr } = await startLongCount();
		shim.kill('SIGINT');
		expect(await ended(shim)).toEqual([130, null]);
		expect(stderr()).toContain('nqueens: stopped (Ctrl-C); nothing was counted to the end.');
		expect(await until(() => !alive(counter), 60_000)).toBe(true);
	});
});
