/**
 * The notebook's own Lua worker (src/notebook/lua/lua.worker.ts) in Debian's Chromium, built
 * alone with Vite as a page would bundle it: what a page's first Lua run fetches (gzipped), Run →
 * first line on a cold page (nothing cached), with the runtime cached, and with a worker started
 * ahead; what a started worker adds to the renderer's memory; a refusal in each language; the
 * permutations of exercise 2.2 for 8 queens timed by os.clock; and every request the page made
 * outside its own server (none). Figures in docs/decisions/lua-runtime.md.
 *
 *   node_modules/.bin/node scripts/bench/lua-box-chromium.ts   (RUNS=5 by default)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { build } from 'vite';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const WORK = mkdtempSync(join(tmpdir(), 'lua-box-'));
const DIST = join(WORK, 'dist');
const WORKER = new URL('../../src/notebook/lua/lua.worker.ts', import.meta.url).pathname;
// The page's part: start the worker as lua-workers.ts does.
writeFileSync(
	join(WORK, 'page.js'),
	`window.startLua = (locale = 'en') => new Worker(new URL(${JSON.stringify(WORKER)}, import.meta.url), { type: 'module', name: \`lua \${locale}\` });`,
);
await build({
	root: new URL('../..', import.meta.url).pathname,
	configFile: false,
	logLevel: 'error',
	publicDir: false,
	build: { outDir: DIST, minify: true, rollupOptions: { input: { page: join(WORK, 'page.js') } } },
});
const page = readdirSync(join(DIST, 'assets')).find((f) => f.startsWith('page-'))!;
const HTML = `<!doctype html><meta charset="utf-8"><script type="module" src="/assets/${page}"></script><script type="module">
let spare;
window.warm = () => { spare = window.startLua(); return new Promise((r) => setTimeout(r, 1500)); };
window.run = (code, locale) => new Promise((resolve) => {
  const t0 = performance.now(); const worker = spare ?? window.startLua(locale); spare = undefined;
  let first; const lines = []; const progress = [];
  worker.onmessage = ({ data }) => {
    if (data.type === 'progress') { progress.push(data.progress.kind);
      if (data.progress.kind === 'output') { first ??= performance.now() - t0; lines.push(...data.progress.lines.map((l) => l.text)); } }
    if (data.type === 'result' || data.type === 'error') { worker.terminate(); resolve({ first, lines, progress, result: data.result, message: data.message }); }
  };
  worker.postMessage({ code, locale });
});
</script>`;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm' };
let sent: { path: string; bytes: number }[] = [];
const server = createServer((request, response) => {
	const path = (request.url ?? '/').split('?')[0]!;
	let body: Buffer;
	try {
		body = path === '/' ? Buffer.from(HTML) : readFileSync(join(DIST, path));
	} catch {
		response.writeHead(404).end();
		return;
	}
	const gz = gzipSync(body, { level: 9 });
	sent.push({ path, bytes: gz.length });
	response
		.writeHead(200, {
			'content-type': TYPES[extname(path)] ?? 'text/html',
			'content-encoding': 'gzip',
			'cache-control': 'public, max-age=3600',
		})
		.end(gz);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
function rendererMiB(root: number): number {
	const parent = (pid: number) =>
		Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
	let kib = 0;
	for (const name of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
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
/** What the test page defines (HTML above). */
interface Page {
	run(code: string, locale: string): Promise<R>;
	warm(): Promise<void>;
}
const launched = await chromium.launchServer({
	executablePath: CHROMIUM_PATH,
	args: CHROMIUM_ARGS,
});
const browser = await chromium.connect(launched.wsEndpoint());
type R = {
	first?: number;
	lines: string[];
	progress: string[];
	result?: { run: { error?: { message: string } } };
	message?: string;
};
const RUNS = Number(process.env.RUNS ?? 5);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
const cold: number[] = [],
	cached: number[] = [],
	ahead: number[] = [],
	memory: number[] = [],
	perm: number[] = [];
const outside: string[] = [];
for (let i = 0; i < RUNS; i++) {
	const context = await browser.newContext();
	const tab = await context.newPage();
	tab.on('request', (r) => {
		if (!r.url().startsWith(base)) outside.push(r.url());
	});
	await tab.goto(base + '/');
	await tab.waitForFunction(() => 'startLua' in window);
	sent = [];
	const run = (code: string, locale = 'en') =>
		tab.evaluate(([c, l]) => (window as unknown as Page).run(c!, l!), [code, locale]);
	cold.push((await run("print('hello')")).first!);
	if (i === 0)
		console.log(
			'first run fetched, gzipped:',
			sent.map((s) => `${s.path} ${(s.bytes / 1024).toFixed(0)} KiB`).join(', '),
		);
	await tab.reload();
	await tab.waitForFunction(() => 'startLua' in window);
	cached.push((await run("print('hello')")).first!);
	await tab.waitForTimeout(500);
	const before = rendererMiB(launched.process().pid!);
	await tab.evaluate(() => (window as unknown as Page).warm());
	memory.push(rendererMiB(launched.process().pid!) - before);
	ahead.push((await run("print('hello')")).first!);
	if (i === 0) {
		for (const [code, locale] of [
			["local f = io.open('/tmp/x', 'w')", 'en'],
			["os.execute('ls')", 'zh-cn'],
			['x = = 1', 'en'],
			['return 6 * 7', 'en'],
		]) {
			const r = await run(code!, locale);
			console.log(
				JSON.stringify(code),
				'→',
				JSON.stringify(r.result?.run ?? r.message),
				r.progress.join(','),
			);
		}
	}
	const start = await run(`local t0 = os.clock()
local N, calls, perms, valid = 8, 0, 0, 0
local function isplaceok(a, n, c) calls = calls + 1 for i = 1, n - 1 do if a[i] == c or a[i] - i == c - n or a[i] + i == c + n then return false end end return true end
local function permute(a, k) if k > N then perms = perms + 1 local ok = true for n = 1, N do if not isplaceok(a, n, a[n]) then ok = false break end end if ok then valid = valid + 1 end return end
for i = k, N do a[k], a[i] = a[i], a[k]; permute(a, k + 1); a[k], a[i] = a[i], a[k] end end
local a = {} for i = 1, N do a[i] = i end permute(a, 1)
print(perms, valid, calls, math.floor((os.clock() - t0) * 1000 + 0.5))`);
	perm.push(Number(start.lines[0]!.split('\t')[3]));
	if (i === 0) console.log('permutations:', start.lines[0]);
	await context.close();
}
console.log(
	`Run → first line: cold ${med(cold)} ms (${cold.map((x) => x.toFixed(0))}), cached ${med(cached)} ms (${cached.map((x) => x.toFixed(0))}), started ahead ${med(ahead)} ms (${ahead.map((x) => x.toFixed(1))})`,
);
console.log(
	`a started worker adds ${med(memory)} MiB to the renderer (${memory.map((x) => x.toFixed(0))}); permutations of 8 by os.clock ${med(perm)} ms (${perm})`,
);
console.log('requests outside the site:', outside.length ? outside : 'none');
await browser.close();
await launched.close();
server.close();
rmSync(WORK, { recursive: true, force: true });
