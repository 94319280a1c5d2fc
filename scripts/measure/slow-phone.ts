/**
 * Main-thread work on a slow phone, for `npm run measure` (after `npm run build`; another build:
 * `node scripts/measure/slow-phone.ts some/dist`). Every built page is loaded in Chromium at a
 * phone's size (390 × 844) with the CPU throttled 4× and 6× (CDP `Emulation.setCPUThrottlingRate`),
 * from navigation until the main thread is idle (the load event, then QUIET_MS without a long
 * task). Reports, medians of SLOW_RUNS runs (3 unless set): total blocking time (Lighthouse's
 * definition: each long task's time over 50 ms after first contentful paint), the longest task,
 * script evaluation (`Performance.getMetrics` ScriptDuration) and the gzipped JavaScript files
 * fetched before idle. Budget: TBT under 200 ms at 4×. A benchmark, never a gate: exits 0.
 * SLOW_PAGES=regex measures only the pages whose path matches.
 */
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { serveDist } from '../static-server.ts';

const DIST = resolve(process.argv[2] ?? 'dist');
const RUNS = Math.max(1, Number(process.env.SLOW_RUNS ?? 3));
const ONLY = new RegExp(process.env.SLOW_PAGES ?? '');
/** CPU slow-downs measured; the budget applies to the first. */
const RATES = [4, 6] as const;
/** Total blocking time each page must stay under at 4×, in ms. */
const BUDGET_MS = 200;
/** The main thread counts as idle after this long with no long task (and the load event). */
const QUIET_MS = 2000;

/** One load of one page at one CPU rate. */
interface Sample {
	tbt: number;
	longest: number;
	script: number;
	jsBytes: number;
}

/** Records every long task from the document's start, before any of the page's own scripts. */
const RECORD_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
	for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });`;

/** The URL path of every HTML page in `dist`, sorted. */
function pagesOf(dir: string): string[] {
	const found: string[] = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) found.push(...pagesOf(path));
		else if (entry.name.endsWith('.html')) {
			found.push(
				'/' +
					relative(DIST, path)
						.replace(/\\/g, '/')
						.replace(/index\.html$/, ''),
			);
		}
	}
	return found.sort();
}

/** Lighthouse's total blocking time: long tasks' time past 50 ms, counted from FCP on. */
function totalBlockingTime(tasks: [number, number][], fcp: number): number {
	let total = 0;
	for (const [start, duration] of tasks) {
		const end = start + duration;
		if (end <= fcp) continue;
		total += Math.max(0, end - Math.max(start, fcp) - 50);
	}
	return total;
}

/** Loads `url` once in a fresh phone-sized context with the CPU slowed `rate` times. */
async function measureOnce(browser: Browser, url: string, rate: number): Promise<Sample> {
	const context = await browser.newContext({
		viewport: { width: 390, height: 844 },
		deviceScaleFactor: 3,
		isMobile: true,
		hasTouch: true,
	});
	try {
		await context.addInitScript(RECORD_LONG_TASKS);
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate });
		await cdp.send('Performance.enable');
		await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
		await page.waitForFunction(
			(quiet) => {
				const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
				const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
				const last = Math.max(nav.loadEventEnd, ...tasks.map(([s, d]) => s + d));
				return nav.loadEventEnd > 0 && performance.now() - last >= quiet;
			},
			QUIET_MS,
			{ polling: 250, timeout: 180_000 },
		);
		const seen = await page.evaluate(() => ({
			tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
			fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
			jsBytes: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
				.filter((r) => /\.m?js$/.test(new URL(r.name).pathname))
				.reduce((sum, r) => sum + r.encodedBodySize, 0),
		}));
		const { metrics } = await cdp.send('Performance.getMetrics');
		const script = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
		return {
			tbt: totalBlockingTime(seen.tasks, seen.fcp),
			longest: Math.max(0, ...seen.tasks.map(([, d]) => d)),
			script: script * 1000,
			jsBytes: seen.jsBytes,
		};
	} finally {
		await context.close();
	}
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => Math.round(x).toLocaleString('en-US');

/** Measures every page RUNS times at each rate (runs interleaved) and prints the medians. */
async function main(): Promise<void> {
	const pages = pagesOf(DIST).filter((p) => ONLY.test(p));
	const { server, base } = await serveDist(DIST);
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
	const load = () =>
		loadavg()
			.map((l) => l.toFixed(1))
			.join(' ');
	const startLoad = load();
	const version = browser.version();
	const samples = new Map<string, Sample[]>();
	try {
		for (let run = 0; run < RUNS; run++) {
			for (const path of pages) {
				for (const rate of RATES) {
					const key = `${path} ${rate}`;
					try {
						const sample = await measureOnce(browser, base + path, rate);
						samples.set(key, [...(samples.get(key) ?? []), sample]);
					} catch (error) {
						console.error(`${path} at ${rate}×: ${(error as Error).message.split('\n')[0]}`);
					}
				}
			}
		}
	} finally {
		await browser.close();
		server.close();
	}
	const of = (path: string, rate: number, pick: (s: Sample) => number) => {
		const list = samples.get(`${path} ${rate}`) ?? [];
		return list.length ? median(list.map(pick)) : NaN;
	};
	console.log(
		`Slow phone: Chromium ${version}, 390 × 844, CPU 4× and 6× slower, median of ${RUNS}` +
			` runs; load average ${startLoad} at the start, ${load()} at the end`,
	);
	console.log(
		'\n| page | TBT 4× ms | TBT 6× ms | longest task 4× / 6× ms | script 4× / 6× ms | JS KiB gz |',
	);
	console.log('| --- | --: | --: | --: | --: | --: |');
	const short: string[] = [];
	for (const path of pages) {
		const tbt4 = of(path, 4, (s) => s.tbt);
		if (!(tbt4 < BUDGET_MS)) short.push(`${path} (${ms(tbt4)} ms)`);
		const cells = [
			path,
			ms(tbt4),
			ms(of(path, 6, (s) => s.tbt)),
			`${ms(of(path, 4, (s) => s.longest))} / ${ms(of(path, 6, (s) => s.longest))}`,
			`${ms(of(path, 4, (s) => s.script))} / ${ms(of(path, 6, (s) => s.script))}`,
			(of(path, 4, (s) => s.jsBytes) / 1024).toFixed(1),
		];
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log(
		short.length
			? `\nShort of the budget (TBT at 4× under ${BUDGET_MS} ms): ${short.join(', ')}`
			: `\nEvery page is within the budget (TBT at 4× under ${BUDGET_MS} ms).`,
	);
}

try {
	await main();
} catch (error) {
	console.error(`slow-phone: ${(error as Error).message}`);
}
