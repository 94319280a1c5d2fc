import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * What the batch-engine tests share: running a command line, waiting for a condition, failing
 * loudly when an engine is not installed, and a project folder of their own to run recipes in.
 */

/** The project's folder. */
export const PROJECT = fileURLToPath(new URL('../../', import.meta.url));

/** What a finished command printed, and its exit status. */
export interface Ran {
	status: number | null;
	stdout: string;
	stderr: string;
}

/** Runs a bash command line; a loaded 2-core machine gets five minutes. */
export function bash(
	command: string,
	options: { cwd?: string | undefined; env?: Record<string, string> } = {},
): Ran {
	const result = spawnSync('bash', ['-c', command], {
		cwd: options.cwd ?? PROJECT,
		// The daemons live in /usr/sbin, which a user's PATH may lack.
		env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin`, ...options.env },
		encoding: 'utf8',
		timeout: 300_000,
	});
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Throws, naming the packages, when a program is not installed: the engine tests fail rather than
 * skip, and `scripts/test-needs.sh` (npm test's first step) installs what they need.
 */
export function requirePrograms(packages: string, ...programs: string[]): void {
	const missing = programs.filter((program) => bash(`command -v ${program}`).status !== 0);
	if (missing.length > 0) {
		throw new Error(
			`${missing.join(', ')} not installed: apt-get install ${packages} (npm test installs it: scripts/test-needs.sh)`,
		);
	}
}

/** Polls `check` every half second until it returns a value other than undefined, or throws after `seconds`. */
export async function waitFor<T>(
	what: string,
	seconds: number,
	check: () => T | undefined,
): Promise<T> {
	const deadline = Date.now() + seconds * 1000;
	for (;;) {
		const value = check();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`gave up after ${seconds} s waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
}

/** A folder of the test's own, under the system's temporary folder. */
export function tempFolder(name: string): string {
	return mkdtempSync(join(tmpdir(), `nqueens-${name}-`));
}

/**
 * A folder that looks like the project to a recipe (bin, src, docs, node_modules and package.json
 * linked to the real ones), so that what a recipe writes where it runs lands in `dir`.
 */
export function projectCopy(dir: string): string {
	mkdirSync(dir, { recursive: true });
	for (const entry of ['bin', 'src', 'docs', 'node_modules', 'package.json']) {
		symlinkSync(join(PROJECT, entry), join(dir, entry));
	}
	return dir;
}
