/**
 * The figures behind docs/decisions/lua-runtime.md: `wasmoon` (Lua 5.4 compiled to WebAssembly)
 * against `fengari` (Lua 5.3 written in JavaScript), each as its npm package ships it, in Node
 * worker threads (scripts/bench/lua-runtime-thread.ts). Neither is the notebook's box: this
 * measures the runtimes alone.
 *
 *   node_modules/.bin/node --expose-gc scripts/bench/lua-runtimes.ts   (RUNS=5 by default)
 *
 * Prints, for each: the gzipped bytes a page would fetch on its first Lua run (the package
 * bundled and minified by esbuild, as Vite would ship it, and wasmoon's .wasm); a new thread to
 * its first printed line (the page's "runtime cached, nothing started"), and a thread started
 * ahead to its first line; exercise 2.2 of the Lua article for 8 queens (every permutation of 1
 * to 8, the valid ones kept, isplaceok's calls counted against the article's own search); the
 * bit-mask count of 12 queens; and what a started thread adds to the process's memory. Rounds
 * are interleaved (the kinds take turns, in a rotating order) so both see the same load; medians.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';

const RUNS = Number(process.env.RUNS ?? 5);
const KINDS = ['none', 'wasmoon', 'fengari'] as const;
type Kind = (typeof KINDS)[number];
const THREAD = new URL('./lua-runtime-thread.ts', import.meta.url);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Exercise 2.2 for 8 queens: every permutation, the valid kept, isplaceok's calls compared. */
const PERMUTATIONS = `
local N = 8
local calls = 0
local function isplaceok(a, n, c)
  calls = calls + 1
  for i = 1, n - 1 do
    if a[i] == c or a[i] - i == c - n or a[i] + i == c + n then return false end
  end
  return true
end
-- a permutation is a solution when no queen is attacked by the ones above it
local function valid(a)
  for n = 1, N do
    if not isplaceok(a, n, a[n]) then return false end
  end
  return true
end
local permutations, valid_ones = 0, 0
local function permute(a, k)
  if k > N then
    permutations = permutations + 1
    if valid(a) then valid_ones = valid_ones + 1 end
    return
  end
  for i = k, N do
    a[k], a[i] = a[i], a[k]
    permute(a, k + 1)
    a[k], a[i] = a[i], a[k]
  end
end
local a = {}
for i = 1, N do a[i] = i end
permute(a, 1)
local by_permutations = calls
calls = 0
local solutions = 0
local function addqueen(b, n)
  if n > N then solutions = solutions + 1; return end
  for c = 1, N do
    if isplaceok(b, n, c) then b[n] = c; addqueen(b, n + 1) end
  end
end
addqueen({}, 1)
print(permutations, valid_ones, by_permutations, solutions, calls)
`;

/** Chapter 9's bit-mask count, in Lua: \`free & -free\` is the lowest free column. */
const BITMASK = `
local function count(n)
  local full = (1 << n) - 1
  local function go(cols, d1, d2)
    if cols == full then return 1 end
    local total = 0
    local free = full & ~(cols | d1 | d2)
    while free ~= 0 do
      local bit = free & -free
      free = free ~ bit
      total = total + go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
    end
    return total
  end
  return go(0, 0, 0)
end
print(count(12))
`;

/** A started thread of one kind, and the way to run a program on it. */
interface Started {
	worker: Worker;
	ready: Promise<{ loadMs: number; heapUsed: number; external: number }>;
	/** The program's printed lines, the ms to its first line and to its end (from the post). */
	run(code: string): Promise<{ lines: string[]; first: number; ms: number; error?: string }>;
}

function start(kind: Kind): Started {
	const worker = new Worker(THREAD, { workerData: { kind } });
	const ready = new Promise<{ loadMs: number; heapUsed: number; external: number }>(
		(resolve, reject) => {
			const listen = (message: { type: string }) => {
				if (message.type !== 'ready') return;
				worker.off('message', listen);
				resolve(message as never);
			};
			worker.on('message', listen);
			worker.once('error', reject);
		},
	);
	return {
		worker,
		ready,
		run: (code) =>
			new Promise((resolve) => {
				const posted = performance.now();
				const lines: string[] = [];
				let first = 0;
				const listen = (message: { type: string; text?: string; error?: string }) => {
					if (message.type === 'out') {
						if (!lines.length) first = performance.now() - posted;
						lines.push(message.text!);
					}
					if (message.type !== 'done') return;
					worker.off('message', listen);
					resolve({
						lines,
						first,
						ms: performance.now() - posted,
						...(message.error ? { error: message.error } : {}),
					});
				};
				worker.on('message', listen);
				worker.postMessage(code);
			}),
	};
}

/** The gzipped bytes of a page's first Lua run: the runtime's code as Vite would bundle it. */
async function fetchedBytes(kind: Exclude<Kind, 'none'>): Promise<Record<string, number>> {
	const entry =
		kind === 'wasmoon'
			? "export { LuaWasm } from 'wasmoon';"
			: "export { lua, lauxlib, lualib } from 'fengari';";
	const bundled = await build({
		stdin: { contents: entry, resolveDir: process.cwd() },
		bundle: true,
		minify: true,
		format: 'esm',
		platform: 'browser',
		write: false,
		// Node's modules: each runtime reaches them only in Node, never in a page.
		external: ['fs', 'path', 'url', 'os', 'module', 'child_process', 'tmp', 'readline-sync'],
		logLevel: 'silent',
	});
	const files: Record<string, number> = {
		[`${kind}.js`]: gzipSync(bundled.outputFiles[0]!.contents, { level: 9 }).length,
	};
	if (kind === 'wasmoon') {
		const wasm = createRequire(import.meta.url).resolve('wasmoon/dist/glue.wasm');
		files['glue.wasm'] = gzipSync(readFileSync(wasm), { level: 9 }).length;
	}
	return files;
}

/** Resident memory of this process, in MiB, after a collection. */
async function rssMiB(): Promise<number> {
	gc();
	await new Promise((resolve) => setTimeout(resolve, 200));
	return process.memoryUsage().rss / 2 ** 20;
}

const figures = new Map<Kind, Record<string, number[]>>(KINDS.map((kind) => [kind, {}]));
const add = (kind: Kind, name: string, value: number) =>
	(figures.get(kind)![name] ??= []).push(value);
const answers = new Map<Kind, string[]>();
const loads: string[] = [];

for (let round = 0; round < RUNS; round++) {
	loads.push(loadavg()[0]!.toFixed(1));
	const order = [...KINDS.slice(round % KINDS.length), ...KINDS.slice(0, round % KINDS.length)];
	for (const kind of order) {
		// A new thread, and at once a program for it: Run with nothing started ahead.
		const before = await rssMiB();
		const cold = start(kind);
		add(kind, 'new thread → first line', (await cold.run("print('hello')")).first);
		const ready = await cold.ready;
		add(kind, 'load in the thread', ready.loadMs);
		add(kind, 'memory added (RSS, MiB)', (await rssMiB()) - before);
		add(kind, 'isolate heap + external (MiB)', (ready.heapUsed + ready.external) / 2 ** 20);
		// The same thread, now started ahead.
		add(kind, 'started ahead → first line', (await cold.run("print('hello')")).first);
		if (kind !== 'none') {
			const permutations = await cold.run(PERMUTATIONS);
			add(kind, 'permutations of 8 (ms)', permutations.ms);
			const bitmask = await cold.run(BITMASK);
			add(kind, 'bit-mask count of 12 (ms)', bitmask.ms);
			answers.set(kind, [
				...permutations.lines,
				...bitmask.lines,
				permutations.error ?? '',
				bitmask.error ?? '',
			]);
		}
		await cold.worker.terminate();
	}
}

console.log(
	`Node ${process.version}, ${RUNS} rounds, load (1 min) at each round: ${loads.join(', ')}`,
);
for (const kind of KINDS) {
	console.log(`\n## ${kind}`);
	if (kind !== 'none') {
		const bytes = await fetchedBytes(kind);
		const total = Object.values(bytes).reduce((sum, b) => sum + b, 0);
		const list = Object.entries(bytes).map(([file, b]) => `${file} ${(b / 1024).toFixed(0)} KiB`);
		console.log(
			`first Lua run fetches, gzipped: ${list.join(', ')}; total ${(total / 1024).toFixed(0)} KiB`,
		);
		console.log(`answers: ${answers.get(kind)!.filter(Boolean).join(' | ')}`);
	}
	for (const [name, values] of Object.entries(figures.get(kind)!)) {
		const shown = values.map((v) => v.toFixed(v < 10 ? 1 : 0));
		console.log(`${name}: median ${median(values).toFixed(1)} (${shown.join(', ')})`);
	}
}
