import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellOutput, openCell, replaceCode } from './cells.ts';
import { pageIdle } from './pages.ts';
import { KEPT_GLOBALS } from '../../src/notebook/python/walls.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';

/*
 * The Python box in Chromium (issue 30; docs/security.md, "Python cells"): what
 * test/unit/python-box.test.ts shows in Node threads, the key claims in the browser's own worker.
 * Python reaches no JavaScript (`js`, `pyodide_js`, `pyodide.code.run_js`, also through
 * `__import__`, `importlib`, `exec` and `sys.modules`), no storage, and the worker's global object
 * keeps only the walls' allow-list; while a `while True:` cell runs, silent or printing without
 * end, the page goes on drawing and idling, and Stop ends it with what it printed kept. All on one
 * page, so Python loads once and each later run takes the worker started ahead. How long the page's
 * thread is held meanwhile is a measure: test/measure/python-loops.spec.ts.
 */

// The first Python run of each page loads the interpreter (seconds, many more on a busy machine).
test.describe.configure({ timeout: 300_000 });

/** A Python run's result may take this long on a loaded two-core machine (the first loads Pyodide). */
const RUN_MS = 120_000;

const LABEL = exerciseLabel(getExercise('first-solution'));

const runButton = (cell: Locator) => cell.getByRole('button', { name: 'Run', exact: true });

/** Exercise 1's cell, switched to Python, with `code` in it. */
async function pythonCell(page: Page, code: string): Promise<Locator> {
	const cell = await openCell(page, LABEL);
	await cell.getByRole('radio', { name: 'Python' }).check();
	await replaceCode(page, cell, code);
	return cell;
}

/** Each attempt prints `name: <what happened>`; `reached` only when it got through. */
const ATTEMPTS = `import sys
def attempt(name, run):
    try:
        got = run()
        print(name + ': reached ' + repr(got)[:60])
    except BaseException as error:
        print(name + ': ' + type(error).__name__)

def js_module():
    import js
    return js.localStorage
def pyodide_js_module():
    import pyodide_js
    return pyodide_js
def run_js():
    from pyodide.code import run_js
    return run_js('localStorage.setItem("nq-python", "1")')
def dunder_import():
    return __import__('js').document
def via_importlib():
    import importlib
    return importlib.import_module('pyodide_js')
def via_exec():
    scope = {}
    exec('import js as j', scope)
    return scope['j'].indexedDB
def via_sys_modules():
    return sys.modules['js'].localStorage
def ffi():
    import pyodide.ffi
    return pyodide.ffi.to_js
def core():
    import _pyodide_core
    return _pyodide_core
def c_types():
    import ctypes
    return ctypes.CDLL
def system():
    import os
    return os.system('echo reached')
def packages():
    import micropip
    return micropip.install('requests')

for name, run in [
    ('import js', js_module), ('import pyodide_js', pyodide_js_module), ('run_js', run_js),
    ('__import__', dunder_import), ('importlib', via_importlib), ('exec', via_exec),
    ('sys.modules', via_sys_modules), ('pyodide.ffi', ffi), ('_pyodide_core', core),
    ('ctypes', c_types), ('os.system', system), ('micropip', packages),
]:
    attempt(name, run)
print('DONE')`;

/** Runs the attempts in `cell`: Python reaches no JavaScript, storage or packages. */
async function reachesNothing(page: Page, cell: Locator): Promise<void> {
	await replaceCode(page, cell, ATTEMPTS);
	await runButton(cell).click();
	const output = cellOutput(cell);
	await expect(output).toContainText('DONE', { timeout: RUN_MS });
	const said = (await output.innerText()).split('\n');
	const tried = said.slice(0, said.indexOf('DONE')).filter((line) => line.includes(': '));
	expect(tried.length, said.join('\n')).toBe(12);
	expect(tried.filter((line) => line.includes(': reached'))).toEqual([]);
	for (const line of tried) {
		expect(line).toMatch(/: (ImportError|ModuleNotFoundError|KeyError|PermissionError)$/);
	}
	// Nothing reached the page's storage.
	expect(await page.evaluate(() => localStorage.getItem('nq-python'))).toBeNull();
}

/** Every string name the global object has, own or inherited (but Object.prototype's), as an expression. */
const GLOBAL_NAMES = `(() => {
	const names = new Set();
	for (let holder = globalThis; holder !== null && holder !== Object.prototype; holder = Reflect.getPrototypeOf(holder))
		for (const key of Reflect.ownKeys(holder)) if (typeof key === 'string') names.add(key);
	return [...names].sort();
})()`;

/**
 * The page's Python workers as Chromium's DevTools protocol reaches them: Playwright's own
 * worker.evaluate needs the worker's `eval`, which the walls take away, so expressions go to
 * each worker's own Runtime.evaluate through a session of the test's own.
 */
async function pythonWorkerTargets(page: Page) {
	const cdp = await page.context().newCDPSession(page);
	const sessions: string[] = [];
	type Reply = { id?: number; result?: { result?: { value?: unknown } } };
	const pending = new Map<number, (reply: Reply) => void>();
	let next = 0;
	cdp.on('Target.attachedToTarget', (event) => {
		if (event.targetInfo.type === 'worker' && /python\.worker/.test(event.targetInfo.url)) {
			sessions.push(event.sessionId);
		}
	});
	cdp.on('Target.receivedMessageFromTarget', (event) => {
		const reply = JSON.parse(event.message) as Reply;
		if (reply.id !== undefined) pending.get(reply.id)?.(reply);
	});
	cdp.on('Target.detachedFromTarget', (event) => {
		const at = sessions.indexOf(event.sessionId ?? '');
		if (at >= 0) sessions.splice(at, 1);
	});
	await cdp.send('Target.setAutoAttach', {
		autoAttach: true,
		waitForDebuggerOnStart: false,
		flatten: false,
	});
	return {
		sessions,
		evaluate: (sessionId: string, expression: string): Promise<unknown> =>
			new Promise((resolve) => {
				const id = ++next;
				pending.set(id, (reply) => resolve(reply.result?.result?.value));
				const message = {
					id,
					method: 'Runtime.evaluate',
					params: { expression, returnByValue: true },
				};
				cdp
					.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(message) })
					.catch(() => resolve(undefined)); // the worker has ended
				setTimeout(() => resolve(undefined), 5000);
			}),
	};
}

/** After a run: the worker started ahead for the next keeps only the allow-list. */
async function keepsOnlyTheAllowList(targets: Awaited<ReturnType<typeof pythonWorkerTargets>>) {
	// The run's worker has ended; the next one is started ahead, and raises its walls once Python
	// has loaded. Ended workers leave the list.
	let ahead = '';
	await expect
		.poll(
			async () => {
				ahead = targets.sessions.at(-1) ?? '';
				return ahead ? targets.evaluate(ahead, 'typeof fetch') : 'no worker';
			},
			{ timeout: RUN_MS },
		)
		.toBe('undefined');
	const names = (await targets.evaluate(ahead, GLOBAL_NAMES)) as string[];
	expect(names.length).toBeGreaterThan(20); // the language's own globals are there
	expect(names.filter((name) => !KEPT_GLOBALS.has(name))).toEqual([]);
	for (const gone of [
		'fetch',
		'XMLHttpRequest',
		'WebSocket',
		'importScripts',
		'indexedDB',
		'caches',
		'BroadcastChannel',
		'eval',
	]) {
		expect(names).not.toContain(gone);
	}
}

/**
 * Runs `code` in `cell`, an endless loop, and once it printed `first` (and `more`, later output,
 * if given) shows the page still draws and idles beside it; Stop ends it with its output kept.
 */
async function loopThenStop(page: Page, cell: Locator, code: string, first: string, more = first) {
	await replaceCode(page, cell, code);
	await runButton(cell).click();
	const output = cellOutput(cell);
	await expect(output).toContainText(first, { timeout: RUN_MS });
	await expect(output).toContainText(more);
	// The loop runs on in its worker; the page's own thread is free: it draws and goes idle.
	await pageIdle(page);
	await expect(cell.getByRole('button', { name: 'Stop' })).toBeEnabled();
	await cell.getByRole('button', { name: 'Stop' }).click();
	await expect(runButton(cell)).toBeEnabled();
	await expect(output).toContainText(first);
}

test('one page, Python loaded once: it reaches nothing of JavaScript, the worker keeps only the allow-list, endless loops leave the page free and Stop keeps their output', async ({
	page,
}) => {
	const cell = await pythonCell(page, "print('ran')");
	const targets = await pythonWorkerTargets(page);
	await test.step('Python reaches no JavaScript, storage or packages, by import, __import__, importlib, exec or sys.modules', async () => {
		await reachesNothing(page, cell);
	});
	await test.step('the Python worker’s global object, walls up, keeps only the allow-list', async () => {
		await keepsOnlyTheAllowList(targets);
	});
	await test.step('while True: the page draws and idles, and Stop ends it with its output kept', async () => {
		await loopThenStop(page, cell, "print('spinning')\nwhile True:\n    pass", 'spinning');
	});
	await test.step('a print without end: output capped at 2,000 lines, Stop keeps it', async () => {
		const code = "i = 0\nwhile True:\n    print('line', i, 'x' * 60)\n    i += 1";
		await loopThenStop(page, cell, code, 'line 0 ', 'line 200 ');
		const lines = (await cellOutput(cell).innerText())
			.split('\n')
			.filter((l) => /^line \d+ /.test(l));
		expect(lines.length).toBeGreaterThan(200);
		expect(lines.length).toBeLessThanOrEqual(2000);
	});
});
