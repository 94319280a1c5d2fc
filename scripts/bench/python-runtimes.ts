/**
 * The figures behind docs/decisions/python-runtime.md: Pyodide against MicroPython's WebAssembly
 * port, each as its npm package ships it, in Node and in Debian's Chromium. Neither is the
 * notebook's box: this measures the runtimes alone, in a worker of their own.
 *
 *   node scripts/bench/python-runtimes.ts <pyodide folder> <micropython folder>
 *
 * Each folder is an unpacked package (`npm pack pyodide@314.0.7` and
 * `npm pack @micropython/micropython-webassembly-pyscript@1.27.0`, then `tar xzf`, gives
 * `package/`). Prints, for each: the gzipped bytes a page fetches on its first Python run; the
 * time from Run to the first printed line on a cold page (nothing cached), on a page whose
 * runtime is cached but not started, and with the interpreter started ahead; the worked bit-mask
 * count of 12 queens; the tracebacks of three learner mistakes; and what a started worker adds
 * to the memory of the page's renderer process. Medians of RUNS runs (default 3).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const [PYODIDE, MICROPYTHON] = process.argv.slice(2);
if (!PYODIDE || !MICROPYTHON) {
	console.error(
		'usage: node scripts/bench/python-runtimes.ts <pyodide folder> <micropython folder>',
	);
	process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The chapters' bit-mask count (chapter 9), in Python: `free & -free` is the lowest free column. */
const COUNT = `
import time
def count(n):
    full = (1 << n) - 1
    def go(cols, d1, d2):
        if cols == full:
            return 1
        total = 0
        free = full & ~(cols | d1 | d2)
        while free:
            bit = free & -free
            free ^= bit
            total += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
        return total
    return go(0, 0, 0)
start = time.time()
print(count(12), round((time.time() - start) * 1000))
`;

/** Three mistakes learners make, as the chapters' exercises would show them. */
const MISTAKES: Record<string, string> = {
	'a misspelt name': `def is_safe(columns, row, col):
    return True

def place(row, columns):
    if is_sfe(columns, row, 0):
        columns.append(0)

place(0, [])`,
	'a missing colon': `def first_solution(n)
    return None`,
	'an index past the end': `def first_solution(n):
    columns = [0] * n
    for row in range(n + 1):
        columns[row] = row
    return columns

first_solution(4)`,
};

/** A worker per runtime: load, say ready, run the one program it is sent, print as it goes. */
const WORKERS: Record<string, string> = {
	pyodide: `import { loadPyodide } from '/pyodide/pyodide.mjs';
let queued; onmessage = (e) => { queued = e.data; go(); };
const py = await loadPyodide({ indexURL: '/pyodide/', stdout: (text) => postMessage({ type: 'out', text }), stderr: (text) => postMessage({ type: 'out', text }) });
postMessage({ type: 'ready' });
function go() { if (!py || !queued) return; const { code } = queued; queued = undefined; let error;
  try { py.runPython(code, { globals: py.toPy({}) }); } catch (e) { error = String(e.message); }
  postMessage({ type: 'done', error }); }
go();`,
	micropython: `import { loadMicroPython } from '/micropython/micropython.mjs';
let queued; onmessage = (e) => { queued = e.data; go(); };
const mp = await loadMicroPython({ url: '/micropython/micropython.wasm', stdout: (text) => postMessage({ type: 'out', text }), stderr: (text) => postMessage({ type: 'out', text }) });
postMessage({ type: 'ready' });
function go() { if (!mp || !queued) return; const { code } = queued; queued = undefined; let error;
  try { mp.runPython(code); } catch (e) { error = String(e.message); }
  postMessage({ type: 'done', error }); }
go();`,
};

const PAGE = `<!doctype html><meta charset="utf-8"><title>Python runtimes</title><script type="module">
let spare;
const start = (kind) => { const worker = new Worker('/' + kind + '.worker.mjs', { type: 'module' });
  return { worker, ready: new Promise((r) => worker.addEventListener('message', (e) => e.data.type === 'ready' && r())) }; };
window.warm = (kind) => { spare = start(kind); return spare.ready; };
window.run = (kind, code) => new Promise((resolve) => {
  const t0 = performance.now(); const { worker } = spare ?? start(kind); spare = undefined;
  let first; const lines = [];
  worker.addEventListener('message', ({ data }) => {
    if (data.type === 'out') { first ??= performance.now() - t0; lines.push(data.text); }
    if (data.type === 'done') { worker.terminate(); resolve({ first, lines, error: data.error }); }
  });
  worker.postMessage({ code });
});
</script>`;

const TYPES: Record<string, string> = {
	'.mjs': 'text/javascript',
	'.wasm': 'application/wasm',
	'.zip': 'application/zip',
	'.json': 'application/json',
};

/** Bytes sent since the last look, by path (gzipped as a host would send them, zip files as they are). */
let sent: { path: string; bytes: number }[] = [];
const server = createServer((request, response) => {
	const path = (request.url ?? '/').split('?')[0]!;
	const headers: Record<string, string> = {
		'cache-control': 'public, max-age=3600',
		'content-type': 'text/html',
	};
	let body: Buffer;
	const kind = /^\/(\w+)\.worker\.mjs$/.exec(path)?.[1];
	if (path === '/') body = Buffer.from(PAGE);
	else if (kind && WORKERS[kind]) body = Buffer.from(WORKERS[kind]);
	else {
		const [, root, file] = /^\/(pyodide|micropython)\/([\w.-]+)$/.exec(path) ?? [];
		const folder = root === 'pyodide' ? PYODIDE : root === 'micropython' ? MICROPYTHON : undefined;
		if (!folder || !file || !readdirSync(folder).includes(file)) {
			response.writeHead(404).end();
			return;
		}
		body = readFileSync(join(folder, file));
	}
	headers['content-type'] = TYPES[extname(path)] ?? headers['content-type']!;
	if (extname(path) !== '.zip') {
		body = gzipSync(body, { level: 9 });
		headers['content-encoding'] = 'gzip';
	}
	sent.push({ path, bytes: body.length });
	response.writeHead(200, headers).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Resident memory of the renderer processes under `root`, in MiB. */
function rendererMiB(root: number): number {
	const parent = (pid: number) =>
		Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
	let kib = 0;
	for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
		try {
			if (!readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('--type=renderer')) continue;
			let pid = Number(name);
			while (pid > 1 && pid !== root) pid = parent(pid);
			if (pid !== root) continue;
			kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${name}/status`, 'utf8'))![1]);
		} catch {
			// the process ended while it was read
		}
	}
	return kib / 1024;
}

const launched = await chromium.launchServer({
	executablePath: CHROMIUM_PATH,
	args: CHROMIUM_ARGS,
});
const browser = await chromium.connect(launched.wsEndpoint());
type Run = { first?: number; lines: string[]; error?: string };
const run = (page: import('playwright-core').Page, kind: string, code: string) =>
	page.evaluate(
		([k, c]) => (window as unknown as { run: (k: string, c: string) => Promise<Run> }).run(k!, c!),
		[kind, code],
	);
const warm = (page: import('playwright-core').Page, kind: string) =>
	page.evaluate((k) => (window as unknown as { warm: (k: string) => Promise<void> }).warm(k), kind);

for (const kind of ['pyodide', 'micropython']) {
	const cold: number[] = [];
	const cached: number[] = [];
	const warmed: number[] = [];
	const counts: number[] = [];
	const memory: number[] = [];
	let fetched: { path: string; bytes: number }[] = [];
	for (let i = 0; i < RUNS; i++) {
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.goto(`${base}/`);
		sent = [];
		cold.push((await run(page, kind, "print('hello')")).first!);
		fetched = sent.filter((entry) => entry.path !== `/${kind}.worker.mjs`);
		await page.reload();
		cached.push((await run(page, kind, "print('hello')")).first!);
		await page.waitForTimeout(500);
		const before = rendererMiB(launched.process().pid!);
		await warm(page, kind);
		await page.waitForTimeout(1_500);
		memory.push(rendererMiB(launched.process().pid!) - before);
		warmed.push((await run(page, kind, "print('hello')")).first!);
		await warm(page, kind);
		counts.push(Number((await run(page, kind, COUNT)).lines[0]!.split(' ')[1]));
		await context.close();
	}
	const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
	console.log(`\n## ${kind} in Chromium (medians of ${RUNS})`);
	console.log(
		`first run fetches, gzipped: ${fetched.map((f) => `${f.path} ${kib(f.bytes)}`).join(', ')}; total ${kib(fetched.reduce((sum, f) => sum + f.bytes, 0))}`,
	);
	console.log(
		`Run → first line: cold ${median(cold).toFixed(0)} ms, runtime cached ${median(cached).toFixed(0)} ms, started ahead ${median(warmed).toFixed(0)} ms`,
	);
	console.log(
		`count(12) = 14,200 in ${median(counts)} ms; a started worker adds ${median(memory).toFixed(0)} MiB to the renderer`,
	);
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto(`${base}/`);
	for (const [name, code] of Object.entries(MISTAKES)) {
		const shown = await run(page, kind, code);
		console.log(`\n### ${name}\n${[shown.error ?? '', ...shown.lines].join('\n').trim()}`);
	}
	await context.close();
}
await browser.close();
await launched.close();
server.close();

// Node: load, then the count, in this process (each runtime once).
const node: string[] = [];
for (const [kind, entry] of [
	['pyodide', join(PYODIDE, 'pyodide.mjs')],
	['micropython', join(MICROPYTHON, 'micropython.mjs')],
] as const) {
	const module = (await import(pathToFileURL(entry).href)) as Record<
		string,
		(o: object) => Promise<{ runPython(code: string): unknown }>
	>;
	let out = '';
	const print = (text: string) => void (out += `${text}\n`);
	const started = performance.now();
	const python =
		kind === 'pyodide'
			? await module['loadPyodide']!({ indexURL: PYODIDE, stdout: print, stderr: print })
			: await module['loadMicroPython']!({ stdout: print, stderr: print });
	const loaded = performance.now() - started;
	python.runPython(COUNT);
	node.push(`${kind}: load ${loaded.toFixed(0)} ms, count(12) ${out.trim().split(' ')[1]} ms`);
}
console.log(`\n## Node ${process.version}\n${node.join('\n')}`);
