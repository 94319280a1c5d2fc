/**
 * What Python runs in a row cost the browser: chapter 4's Python tab run RUNS times (default 4)
 * in the tests' headless Chromium, on the built site (dist/, or the folder given), with the CPU
 * time of the browser's processes (renderer and workers) after each run and once the worker
 * started ahead has loaded. Each run gets a new worker; only the page's first loads Pyodide
 * afresh, the rest start from its snapshot (src/notebook/python/snapshot-keeper.ts).
 * Usage: node scripts/bench/python-page-runs.ts [dist] [runs]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.ts';
import { serveDist } from '../static-server.ts';

const dist = resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 4);

/** Seconds of CPU (user and system) spent so far by process `root` and all its descendants. */
function cpuOfTree(root: number): number {
	const processes = new Map<number, { parent: number; ticks: number }>();
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
			processes.set(Number(name), {
				parent: Number(fields[1]),
				ticks: Number(fields[11]) + Number(fields[12]),
			});
		} catch {
			// The process ended while the table was read.
		}
	}
	let ticks = 0;
	for (const [pid, { ticks: own }] of processes) {
		let up = pid;
		while (up > 1 && up !== root) up = processes.get(up)?.parent ?? 1;
		if (up === root) ticks += own;
	}
	return ticks / 100; // USER_HZ
}

const { server, base } = await serveDist(dist);
const browserServer = await chromium.launchServer({
	executablePath: TEST_CHROMIUM_PATH,
	args: CHROMIUM_ARGS,
});
const root = browserServer.process().pid!;
const browser = await chromium.connect(browserServer.wsEndpoint());
const page = await browser.newPage();
await page.goto(`${base}/04-checking-for-attacks/`);
await page.getByRole('tab', { name: 'Python' }).first().click();
const run = page.getByRole('button', { name: 'Run', exact: true }).first();
const before = cpuOfTree(root);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
for (let i = 1; i <= runs; i++) {
	await run.click();
	// Ended: Run is enabled again once the program has printed its boards and its time.
	await page.waitForFunction(
		(button) => !(button as HTMLButtonElement).disabled,
		await run.elementHandle(),
		{ timeout: 300_000 },
	);
	console.log(
		`run ${i}: ended at ${seconds()} s, browser CPU ${(cpuOfTree(root) - before).toFixed(1)} s`,
	);
}
// The worker started ahead loads meanwhile: its cost is a run's too.
await page.waitForTimeout(8000);
console.log(`all: browser CPU ${(cpuOfTree(root) - before).toFixed(1)} s in ${seconds()} s`);
await browser.close();
await browserServer.close();
server.close();
