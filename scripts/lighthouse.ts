/**
 * Lighthouse on every built page. In the gate (`npm run lighthouse`, part of `npm test`):
 * accessibility, best practices and SEO must score 100; they do not depend on timing, so one run
 * a page decides. With `--performance` (part of `npm run measure`): performance too, against its
 * budget of 95, reported and never failing, since a busy machine moves it and a gate must fail
 * only on a defect. `npm run lighthouse -- some/dist` checks another build. Serves dist/ itself
 * (gzipped, like any static host) on a free local port.
 *
 * Lighthouse runs one page at a time in one Chromium, on one core. In the gate, where no score
 * depends on timing, the pages are dealt to one lane more than there are cores (LH_LANES to
 * choose: a lane waits on its page about a third of the time), each a process
 * of its own (`--lane=k/n`) with its own server and Chromium, and the table is printed in page
 * order at the end. With `--performance` one lane runs the pages one after another, so no run
 * shares the machine with another.
 *
 * Lighthouse's default mobile preset: a phone screen and simulated throttling (Lantern: a slow 4G
 * network and a 4x slower CPU, computed from the trace rather than applied while loading). The
 * tasks in that trace still take longer when other processes share the CPU, so with
 * `--performance` a page under the budget is run again, up to LH_RUNS times in all (3 unless
 * set), and its best performance score counts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './chromium.ts';
import { serveDist } from './static-server.ts';

const ARGS = process.argv.slice(2);
/** Whether performance is measured too (npm run measure), against its budget. */
const WITH_PERFORMANCE = ARGS.includes('--performance');
const DIST = resolve(ARGS.find((arg) => !arg.startsWith('--')) ?? 'dist');
/** Scores every page must reach, out of 100; performance is a budget, reported, never failing. */
const MINIMUM: Record<string, number> = {
	performance: 95,
	accessibility: 100,
	'best-practices': 100,
	seo: 100,
};
const CATEGORIES = Object.keys(MINIMUM).filter((c) => WITH_PERFORMANCE || c !== 'performance');
/** Most Lighthouse runs per page; runs after the first happen only while performance is too low. */
const RUNS = WITH_PERFORMANCE ? Math.max(1, Number(process.env.LH_RUNS ?? 3)) : 1;
/**
 * How long the gate's run waits for a page to settle, instead of Lighthouse's second each after
 * the first paint, the load, the network's last request and the CPU's last long task: no score
 * the gate reads is timed, and the e2e tests hold every page to no console error once all its
 * widgets hydrate. `npm run lighthouse`, quiet: 60 s with Lighthouse's waits, 51 s with these.
 */
const QUIET_WAITS = {
	pauseAfterFcpMs: 250,
	pauseAfterLoadMs: 250,
	networkQuietThresholdMs: 250,
	cpuQuietThresholdMs: 250,
};
/** `--lane=k/n`: this process audits pages k, k + n, k + 2n, … and prints their rows as JSON. */
const LANE = /^--lane=(\d+)\/(\d+)$/.exec(ARGS.find((arg) => arg.startsWith('--lane=')) ?? '');
/** How many lanes the gate's run deals its pages to: cores + 1 unless LH_LANES says. */
const LANES = WITH_PERFORMANCE
	? 1
	: Math.max(1, Number(process.env.LH_LANES ?? availableParallelism() + 1));
/** The line a lane prints its rows on, for the process that started it. */
const ROWS_MARK = 'lighthouse-rows ';

/** Starts Chromium with remote debugging on a free port; resolves with the process and port. */
async function launchChromium(profile: string): Promise<{ chromium: ChildProcess; port: number }> {
	const chromium = spawn(
		WITH_PERFORMANCE ? CHROMIUM_PATH : TEST_CHROMIUM_PATH,
		[...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
		// Its own process group: /usr/bin/chromium is a shell wrapper around the real binary.
		{ detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
	);
	let log = '';
	const port = await new Promise<number>((done, fail) => {
		const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${log}`)), 30_000);
		chromium.stderr!.on('data', (chunk: Buffer) => {
			log += chunk;
			const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
			if (found) {
				clearTimeout(timer);
				done(Number(found[1]));
			}
		});
		chromium.on('exit', (code) => fail(new Error(`Chromium exited (${code}):\n${log}`)));
	});
	chromium.stderr!.resume();
	return { chromium, port };
}

/** Every page of the build as a URL path: `/`, `/01-…/`, `/404.html`; Pagefind's files left out. */
function pagePaths(dir = DIST): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : pagePaths(path);
		if (!name.endsWith('.html')) return [];
		const url = '/' + relative(DIST, path).split(sep).join('/');
		return [url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url];
	});
}

const score = (lhr: Result, category: string) =>
	Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Lines naming each audit that cost a category points: id, title, score and what it measured. */
function failingAudits(lhr: Result, category: string): string[] {
	return (lhr.categories[category]?.auditRefs ?? [])
		.filter((ref) => ref.weight > 0)
		.map((ref) => lhr.audits[ref.id]!)
		.filter((audit) => audit.score !== null && audit.score < 1)
		.map((audit) => {
			const value = audit.displayValue ? `: ${audit.displayValue}` : '';
			const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)
				?.items;
			const nodes = (items ?? [])
				.map((item) => item.node?.selector)
				.filter(Boolean)
				.slice(0, 5);
			const where = nodes.length ? `\n        at ${nodes.join('\n        at ')}` : '';
			return `      ${audit.id} (${Math.round(audit.score! * 100)}) ${audit.title}${value}${where}`;
		});
}

if (!existsSync(join(DIST, 'index.html'))) {
	console.error(`lighthouse: no built site in ${DIST}; run \`npm run build\` first`);
	process.exit(2);
}

/** One page's result: its scores by category, its performance runs, and what fell short. */
interface Row {
	path: string;
	scores: number[];
	perfRuns: number[];
	failures: string[];
	short: string[];
}

/** Audits `paths` one after another in one Chromium of its own, against its own server. */
async function auditPages(paths: string[]): Promise<Row[]> {
	const { server, base: origin } = await serveDist(DIST);
	const profile = mkdtempSync(join(tmpdir(), 'nq-lighthouse-'));
	const { chromium, port } = await launchChromium(profile);
	/** True while any process of Chromium's group is alive (it was started as its own group). */
	const chromiumRunning = () => {
		try {
			process.kill(-chromium.pid!, 0);
			return true;
		} catch {
			return false;
		}
	};
	/**
	 * Stops Chromium and the server and removes the profile. Chromium's helper processes go on
	 * writing to the profile for a moment after SIGTERM (on a busy machine, long enough for a
	 * removal to fail with ENOTEMPTY), so this waits for the whole group to exit, then retries.
	 */
	const stop = async () => {
		try {
			process.kill(-chromium.pid!, 'SIGTERM');
		} catch {
			// Already gone.
		}
		server.close();
		for (let waited = 0; chromiumRunning() && waited < 10_000; waited += 100) {
			await new Promise((done) => setTimeout(done, 100));
		}
		if (chromiumRunning()) process.kill(-chromium.pid!, 'SIGKILL');
		try {
			rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
		} catch (error) {
			// A temporary profile left behind is untidy but says nothing about the pages.
			console.warn(`lighthouse: could not remove ${profile}: ${(error as Error).message}`);
		}
	};
	process.on('SIGINT', () => {
		void stop().then(() => process.exit(130));
	});
	process.on('SIGTERM', () => {
		void stop().then(() => process.exit(143));
	});

	const rows: Row[] = [];
	try {
		for (const path of paths) {
			let first: Result | undefined;
			let best: Result | undefined;
			const perfRuns: number[] = [];
			for (let run = 0; run < RUNS; run++) {
				const result = await lighthouse(`${origin}${path}`, {
					port,
					logLevel: 'error',
					output: 'json',
					onlyCategories: CATEGORIES,
					// Pictures for a human reader of the report; no score uses them, and they cost ~2 s.
					disableFullPageScreenshot: true,
					...(WITH_PERFORMANCE ? {} : QUIET_WAITS),
					skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
				});
				if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
				const { lhr } = result;
				if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
				first ??= lhr;
				if (!WITH_PERFORMANCE) break;
				perfRuns.push(score(lhr, 'performance'));
				if (!best || score(lhr, 'performance') > score(best, 'performance')) best = lhr;
				if (score(best, 'performance') >= MINIMUM.performance!) break;
			}
			// Performance from the best run; the timing-free categories from the first.
			const final: Record<string, Result> = {
				performance: best ?? first!,
				accessibility: first!,
				'best-practices': first!,
				seo: first!,
			};
			const row: Row = {
				path,
				scores: CATEGORIES.map((c) => score(final[c]!, c)),
				perfRuns,
				failures: [],
				short: [],
			};
			for (const category of CATEGORIES) {
				const lhr = final[category]!;
				if (score(lhr, category) >= MINIMUM[category]!) continue;
				(category === 'performance' ? row.short : row.failures).push(
					`  ${path} ${category} ${score(lhr, category)} (needs ${MINIMUM[category]}):`,
					...failingAudits(lhr, category),
				);
			}
			// Alone, each page's line as soon as it is known; in a lane, all at the end.
			if (!LANE) printRow(row);
			rows.push(row);
		}
	} finally {
		await stop();
	}
	return rows;
}

/** Prints one page's line of the table. */
function printRow(row: Row): void {
	console.log(
		row.path.padEnd(34),
		...row.scores.map((s) => String(s).padStart(5)),
		...(WITH_PERFORMANCE
			? [String(row.perfRuns.length).padStart(5), ' ', row.perfRuns.join(' ')]
			: []),
	);
}

/** Starts one lane's process and resolves with the rows it printed; rejects if it failed. */
function runLane(lane: number, lanes: number): Promise<Row[]> {
	const child = spawn(
		process.execPath,
		[
			process.argv[1]!,
			DIST,
			`--lane=${lane}/${lanes}`,
			...(WITH_PERFORMANCE ? ['--performance'] : []),
		],
		{ stdio: ['ignore', 'pipe', 'inherit'] },
	);
	let out = '';
	child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
	return new Promise((done, fail) => {
		child.on('close', (code) => {
			const line = out.split('\n').find((l) => l.startsWith(ROWS_MARK));
			if (code !== 0 || !line)
				fail(new Error(`lighthouse lane ${lane + 1} of ${lanes} failed (${code}):\n${out}`));
			else done(JSON.parse(line.slice(ROWS_MARK.length)) as Row[]);
		});
	});
}

const paths = pagePaths().sort();
if (LANE) {
	const [, lane, lanes] = LANE.map(Number) as [number, number, number];
	const rows = await auditPages(paths.filter((_, i) => i % lanes === lane));
	console.log(ROWS_MARK + JSON.stringify(rows));
	process.exit(0);
}

const started = performance.now();
const lanes = Math.min(LANES, paths.length);
console.log(
	`Lighthouse ${CATEGORIES.length} categories, mobile preset, simulated throttling; ${paths.length} pages in ${lanes} lane${lanes === 1 ? '' : 's'}\n`,
);
const HEADS: Record<string, string> = {
	performance: ' perf',
	accessibility: ' a11y',
	'best-practices': ' b.p.',
	seo: '  seo',
};
console.log(
	'page'.padEnd(34),
	...CATEGORIES.map((c) => HEADS[c]),
	...(WITH_PERFORMANCE ? ['  runs', '  perf of each run'] : []),
);
let rows: Row[];
if (lanes === 1) rows = await auditPages(paths);
else {
	rows = (await Promise.all([...Array(lanes).keys()].map((lane) => runLane(lane, lanes)))).flat();
	rows.sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path));
	for (const row of rows) printRow(row);
}
const failures = rows.flatMap((row) => row.failures);
const short = rows.flatMap((row) => row.short);

console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s`);
if (WITH_PERFORMANCE) {
	console.log(
		short.length
			? `performance falls short of its budget (${MINIMUM.performance}) on:\n${short.join('\n')}`
			: `performance meets its budget (${MINIMUM.performance}) on every page`,
	);
}
if (failures.length) {
	console.error(`\nLighthouse scores under the bar:\n${failures.join('\n')}`);
	process.exit(1);
}
console.log('every page: accessibility, best practices, SEO 100');
