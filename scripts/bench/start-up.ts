/**
 * The command's start-up: CPU time (user + system) of `nqueens 6 --count` as a whole process,
 * for the bundled file the book serves (under the machine's Node 20 and under Node 24) and for
 * the source tree's bin/nqueens.js (which starts Node 24 on the TypeScript). Medians of
 * interleaved runs. Part of `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleCommand } from '../../src/site/command-bundle.ts';

const RUNS = 15;
const ARGS = ['6', '--count'];

/** CPU ms of one whole process, children included, read from GNU time. */
function cpuMs(command: string[]): number {
	const run = spawnSync('/usr/bin/time', ['-f', '%U %S', ...command], { encoding: 'utf8' });
	if (run.status !== 0) throw new Error(`${command.join(' ')} failed: ${run.stderr}`);
	const [user, system] = run.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
	return (user! + system!) * 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median CPU ms of each way to start the command, by name. */
export async function benchStartUp(): Promise<[string, number][]> {
	const dir = mkdtempSync(join(tmpdir(), 'nqueens-start-up-'));
	const file = join(dir, 'nqueens.mjs');
	writeFileSync(file, await bundleCommand());
	const ways: [string, string[]][] = [
		['nqueens.mjs, Node 20 (/usr/bin/node)', ['/usr/bin/node', file, ...ARGS]],
		[`nqueens.mjs, Node ${process.versions.node}`, [process.execPath, file, ...ARGS]],
		['bin/nqueens.js (source, Node 24)', [process.execPath, 'bin/nqueens.js', ...ARGS]],
	];
	const times = ways.map((): number[] => []);
	try {
		for (let run = 0; run < RUNS; run++)
			ways.forEach(([, command], i) => times[i]!.push(cpuMs(command)));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
	return ways.map(([name], i) => [name, median(times[i]!)]);
}
