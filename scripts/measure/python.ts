/**
 * Python in Chromium (issue 30), against a built site: Run → verdict for exercise 1 written in
 * Python on a warm page (the interpreter for the run already started ahead, its walls up), and
 * for contrast the page's first Python run (the runtime fetched from the site, the interpreter
 * started); and Run → output of chapter 4's Python program (content/programs/queens-grid.py, the
 * 92 boards) in the language tabs, warm. Medians of PYTHON_RUNS runs (3 unless told), each on a
 * page just opened. Prints the machine's load beside the figures.
 *   node_modules/.bin/node scripts/measure/python.ts [dist]       (after `npm run build`)
 * `npm run measure` runs it through scripts/measure-browser.ts.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { serveDist } from '../static-server.ts';

const FIRST = 'Exercise 1: stop at the first solution';

/** A right answer to exercise 1 in Python (test/e2e/cells.ts's FIRST_PY, which the e2e tests run). */
const FIRST_PY = `def first_solution(n):
    columns = []

    def place_row(row):
        if row == n:
            return True
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                if place_row(row + 1):
                    return True
                columns.pop()
        return False

    return columns if place_row(0) else None


print('First solution:', first_solution(8))`;

/** Waits until the page's newest Python worker has raised its walls: its interpreter is ready. */
async function pythonWorkerReady(page: Page): Promise<() => Promise<void>> {
	const cdp = await page.context().newCDPSession(page);
	const sessions: string[] = [];
	const pending = new Map<number, (value: unknown) => void>();
	let next = 0;
	cdp.on('Target.attachedToTarget', (event) => {
		if (event.targetInfo.type === 'worker' && /python\.worker/.test(event.targetInfo.url)) {
			sessions.push(event.sessionId);
		}
	});
	cdp.on('Target.receivedMessageFromTarget', (event) => {
		const reply = JSON.parse(event.message) as {
			id?: number;
			result?: { result?: { value?: unknown } };
		};
		if (reply.id !== undefined) pending.get(reply.id)?.(reply.result?.result?.value);
	});
	// A worker ends after its run: only live ones are asked.
	cdp.on('Target.detachedFromTarget', (event) => {
		const at = sessions.indexOf(event.sessionId ?? '');
		if (at >= 0) sessions.splice(at, 1);
	});
	await cdp.send('Target.setAutoAttach', {
		autoAttach: true,
		waitForDebuggerOnStart: false,
		flatten: false,
	});
	const evaluate = (sessionId: string, expression: string) =>
		new Promise<unknown>((done) => {
			const id = ++next;
			pending.set(id, done);
			setTimeout(() => done(undefined), 2000); // a worker that ended without a word
			const message = {
				id,
				method: 'Runtime.evaluate',
				params: { expression, returnByValue: true },
			};
			cdp
				.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(message) })
				.catch(() => done(undefined));
		});
	return async () => {
		for (let i = 0; i < 600; i++) {
			// The live Python worker (the one started ahead after the last run), with fetch gone: walls up.
			const newest = sessions.at(-1);
			if (newest && (await evaluate(newest, 'typeof fetch')) === 'undefined') return;
			await page.waitForTimeout(100);
		}
		throw new Error('no Python worker was ready in 60 s');
	};
}

/** Milliseconds from pressing `run` until `status` says the run finished, timed in the page. */
async function timeRun(region: Locator, runName: string): Promise<number> {
	return region.evaluate(
		(section, name) =>
			new Promise<number>((done, fail) => {
				const status = section.querySelector('[role="status"]')!;
				const run = [...section.querySelectorAll('button')].find((b) => b.textContent === name)!;
				const start = performance.now();
				const observer = new MutationObserver(() => {
					if (!/^Finished|^Stopped with an error/.test(status.textContent ?? '')) return;
					observer.disconnect();
					done(performance.now() - start);
				});
				observer.observe(status, { subtree: true, childList: true, characterData: true });
				run.click();
				setTimeout(() => fail(new Error('the run did not finish in 120 s')), 120_000);
			}),
		runName,
	);
}

/** Exercise 1's cell on a page just opened, written in Python. */
async function pythonExercise(page: Page, base: string): Promise<Locator> {
	await page.goto(`${base}/08-exercises/`);
	const cell = page.getByRole('region', { name: FIRST, exact: true });
	await cell.scrollIntoViewIfNeeded();
	await cell.hover();
	await page.locator('astro-island:not([ssr])', { has: cell }).first().waitFor();
	await cell.getByRole('radio', { name: 'Python' }).check();
	await cell.getByRole('button', { name: 'Edit' }).click();
	await cell.getByRole('textbox', { name: /^Code of / }).click();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Delete');
	await page.keyboard.insertText(FIRST_PY);
	return cell;
}

/** Median milliseconds: exercise 1 in Python, first run and warm; chapter 4's program, warm. */
export async function measurePython(
	page: Page,
	base: string,
	runs: number,
	median: (xs: number[]) => number,
): Promise<{ first: number; warm: number; program: number }> {
	const first: number[] = [];
	const warm: number[] = [];
	const program: number[] = [];
	const ready = await pythonWorkerReady(page);
	for (let i = 0; i < runs; i++) {
		const cell = await pythonExercise(page, base);
		first.push(await timeRun(cell, 'Run'));
		console.error(`  run ${i + 1}: exercise 1, first Python run ${first.at(-1)!.toFixed(0)} ms`);
		await ready();
		warm.push(await timeRun(cell, 'Run'));
		console.error(`  run ${i + 1}: exercise 1, warm ${warm.at(-1)!.toFixed(0)} ms`);
		const passed = await cell.getByText('Passed: this browser remembers it.').count();
		if (passed === 0)
			throw new Error('exercise 1 in Python did not pass: the figure is not a verdict');

		await page.goto(`${base}/04-checking-for-attacks/`);
		const tabs = page
			.locator('starlight-tabs', { has: page.getByRole('tab', { name: 'Python', exact: true }) })
			.first();
		await tabs.getByRole('tab', { name: 'Python', exact: true }).click();
		const run = tabs.locator('.nq-program-run');
		await run.hover();
		await tabs
			.locator('astro-island:not([ssr])', { has: page.locator('.nq-program-run') })
			.first()
			.waitFor({ state: 'attached' });
		await timeRun(run, 'Run'); // the page's first Python run
		await ready();
		program.push(await timeRun(run, 'Run'));
		console.error(`  run ${i + 1}: chapter 4's program, warm ${program.at(-1)!.toFixed(0)} ms`);
		const printed = await run.locator('pre').first().innerText();
		if (!printed.includes('solutions for n = 8: 92'))
			throw new Error('the program did not print 92');
	}
	await page.evaluate(() => localStorage.clear());
	return { first: median(first), warm: median(warm), program: median(program) };
}

if (import.meta.main) {
	const runs = Number(process.env.PYTHON_RUNS ?? 3);
	const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
	const { server, base } = await serveDist(resolve(process.argv[2] ?? 'dist'));
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
	try {
		const load = () =>
			loadavg()
				.map((l) => l.toFixed(1))
				.join(' ');
		console.log(`Chromium ${browser.version()}, ${runs} runs each, median; load ${load()}`);
		const page = await browser.newPage();
		const python = await measurePython(page, base, runs, median);
		console.log(
			`Python: exercise 1, Run → verdict ${python.first.toFixed(0)} ms on the page's first Python run, ${python.warm.toFixed(0)} ms warm; chapter 4's program (92 boards), Run → output ${python.program.toFixed(0)} ms warm; load ${load()}`,
		);
	} finally {
		await browser.close();
		server.close();
	}
}
