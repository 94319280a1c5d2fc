import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CLI, NODE, nqueens } from './cli-helpers.ts';

const SHIM = fileURLToPath(new URL('../../bin/nqueens.js', import.meta.url));

/** Runs a bash command line and returns its status (the command's own, with pipefail). */
function statusOf(command: string): number | null {
	return spawnSync('bash', ['-c', `set -o pipefail; ${command}`], { timeout: 120_000 }).status;
}

describe('bad input exits with status 2 even when its error cannot be written', () => {
	test.each([
		['the command', `'${NODE}' '${CLI}'`],
		['the shim under the system Node', `/usr/bin/node '${SHIM}'`],
	])('%s, stderr closed or full', (_, command) => {
		expect(statusOf(`${command} x`)).toBe(2);
		expect(statusOf(`${command} x 2>&-`)).toBe(2);
		expect(statusOf(`${command} x 2>/dev/full`)).toBe(2);
		expect(statusOf(`${command} 8 --first --count 2>&-`)).toBe(2);
		// Good input is untouched by a closed stderr.
		expect(statusOf(`${command} 8 --count 2>&- >/dev/null`)).toBe(0);
	});
});

describe('an error echoing a huge argument list is one readable line', () => {
	test('3,000 board sizes: the first few, an ellipsis and how many there were', () => {
		const args = Array.from({ length: 3000 }, (_, i) => String(i + 1));
		const { status, stdout, stderr } = nqueens(...args);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		const lines = stderr.trimEnd().split('\n');
		expect(lines).toHaveLength(1);
		expect(lines[0]!.length).toBeLessThanOrEqual(300);
		expect(lines[0]).toMatch(/^nqueens: expected one board size, but got "1" "2" "3" /);
		expect(lines[0]).toMatch(/ … \(3,000 words in all\)\.$/);
	});

	test('a huge single value is cut short too, with an ellipsis', () => {
		const { status, stderr } = nqueens('8', '--method', 'm'.repeat(100_000));
		expect(status).toBe(2);
		expect(stderr).toMatch(/^nqueens: unknown method "m+…\n$/);
		expect(stderr.length).toBeLessThanOrEqual(700);
	});
});
