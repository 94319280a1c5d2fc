/**
 * Measures the widgets in Debian's Chromium against the built site (run `npm run build` first):
 * the TracePlayer's trace length and recording time for n = 8 and 10, and the CountRace's time
 * for n = 12..16, the notebook cell (scripts/measure/notebook.ts) and Python in it and in the
 * language tabs (scripts/measure/python.ts). Run with `npm run measure`;
 * prints medians of MEASURE_RUNS runs (default 3).
 */
import { spawn } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { poolSize, SPREAD_FROM_N } from '../components/count-race/count-pool.ts';
import { measureNotebook } from './measure/notebook.ts';
import { measurePython } from './measure/python.ts';

const PORT = 4323;
const RUNS = Number(process.env.MEASURE_RUNS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = spawn(
	process.execPath,
	['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(PORT)],
	{ stdio: 'ignore' },
);
const base = `http://localhost:${PORT}`;
for (let i = 0; ; i++) {
	try {
		if ((await fetch(base)).ok) break;
	} catch {
		if (i > 100) throw new Error('astro preview did not start');
		await new Promise((r) => setTimeout(r, 200));
	}
}
// Stop the preview server however this script ends: Astro refuses to start a second one.
process.on('exit', () => server.kill());
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Time from choosing board size n until the whole trace is recorded; and its length. */
async function recordTrace(page: Page, n: number): Promise<{ ms: number; events: number }> {
	await page.goto(`${base}/02-backtracking-step-by-step/`);
	const player = page.getByRole('group', { name: /trace player/i }).first();
	await player.scrollIntoViewIfNeeded();
	await page.locator('astro-island:not([ssr])', { has: player }).first().waitFor();
	const status = player.locator('.step-status');
	const before = await status.innerText();
	const start = Date.now();
	await player.getByRole('combobox', { name: 'Board' }).selectOption(String(n));
	// Done when the total has changed and the player no longer says it is recording.
	await status.evaluate(
		(el, previous) =>
			new Promise<void>((resolve) => {
				const done = () => el.textContent !== previous && !el.textContent!.includes('recording');
				if (done()) return resolve();
				new MutationObserver((_, observer) => {
					if (done()) {
						observer.disconnect();
						resolve();
					}
				}).observe(el, { subtree: true, childList: true, characterData: true });
			}),
		before,
	);
	const ms = Date.now() - start;
	const events = Number(/of\s+([\d,]+)/.exec(await status.innerText())![1]!.replace(/,/g, ''));
	return { ms, events };
}

/** Wall time of the CountRace for one n, as the widget reports it, and as seen from outside. */
async function countRace(page: Page, n: number): Promise<number> {
	await page.goto(`${base}/09-beyond-eight/`);
	const race = page.getByRole('region', { name: 'Count race' });
	await race.scrollIntoViewIfNeeded();
	await page.locator('astro-island:not([ssr])', { has: race }).first().waitFor();
	if (n > 14) await race.getByRole('checkbox', { name: /Allow n = 15/ }).check();
	await race.getByRole('combobox', { name: 'From n' }).selectOption(String(n));
	await race.getByRole('combobox', { name: 'to n' }).selectOption(String(n));
	const start = Date.now();
	await race.getByRole('button', { name: 'Run' }).click();
	await race.getByText(/^Done:/).waitFor({ timeout: 300_000 });
	return Date.now() - start;
}

const page = await browser.newPage();
console.log(`Chromium ${browser.version()}, ${RUNS} runs each, median`);
for (const n of [8, 10]) {
	const runs = [];
	for (let i = 0; i < RUNS; i++) runs.push(await recordTrace(page, n));
	console.log(
		`TracePlayer n = ${n}: ${runs[0]!.events.toLocaleString('en-US')} events, recorded in ${median(runs.map((r) => r.ms))} ms`,
	);
}
const notebook = await measureNotebook(page, base, RUNS, median);
console.log(
	`Notebook cell: Run → result ${notebook.first.toFixed(0)} ms on a page just opened, ${notebook.warm.toFixed(0)} ms warm; the challenge's worked solution counts 13 queens in the box in ${notebook.challenge.toFixed(1)} ms`,
);
const python = await measurePython(page, base, RUNS, median);
console.log(
	`Python: exercise 1, Run → verdict ${python.first.toFixed(0)} ms on the page's first Python run, ${python.warm.toFixed(0)} ms warm; chapter 4's program (92 boards), Run → output ${python.program.toFixed(0)} ms warm`,
);
const cores = await page.evaluate(() => navigator.hardwareConcurrency);
const size = poolSize(cores);
for (const n of [12, 13, 14, 15, 16]) {
	const runs = [];
	for (let i = 0; i < RUNS; i++) runs.push(await countRace(page, n));
	// The page spreads a size over its pool only from SPREAD_FROM_N; smaller sizes use one worker.
	const workers = n >= SPREAD_FROM_N ? size : 1;
	console.log(
		`CountRace n = ${n}: ${median(runs)} ms with ${workers} worker${workers === 1 ? '' : 's'}`,
	);
}
await browser.close();
server.kill();
