import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellOutput, openCell, passTimeLimit, replaceCode } from './cells.ts';
import { countingServer, followRequests, literally } from './pages.ts';
import { CHAPTER_CELLS } from '../../src/notebook/exercises/chapter-cells.ts';
import {
	exerciseLabel,
	getExercise,
	type Exercise,
} from '../../src/notebook/exercises/exercises.ts';
import { isAllowedGlobal } from '../../src/notebook/runtime/cell-globals.ts';

/*
 * The notebook's box, seen from the page: what cell code can see, reach, forge and leave behind,
 * and what the page keeps of a run that is stopped. Every test here but one (marked) failed on the
 * runtime before the box (a shadowing `new Function` in one long-lived worker per cell), each for
 * its own reason.
 * Cell code is plain JavaScript (the cell strips types anyway), each risky step in try/catch so
 * that a box which refuses it lets the run go on to say what happened.
 */

// Most tests make several runs of a few seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 });

const FIRST = getExercise('first-solution');
const COUNT_12 = getExercise('count-12');
const COUNT_13 = getExercise('count-13');
/** Runs are slow on a loaded two-core machine: a run's result may take this long to show. */
const RUN_MS = 30_000;
/** The page's time-limit sentence, in a cell's alert or output (never in its hint). */
const TIME_LIMIT = /longer than|time limit/i;
/** What the first exercise's starter prints when it runs as it should. */
const STARTER_PRINTS = 'First solution: [7, 3, 0, 2, 5, 1, 6, 4]';
const PASSED_MARK = 'Passed: this browser remembers it.';

const output = cellOutput;
const runButton = (cell: Locator) => cell.getByRole('button', { name: 'Run', exact: true });

/** Replaces the code and presses Run (without waiting for the run to end). */
async function run(page: Page, cell: Locator, code: string): Promise<void> {
	await replaceCode(page, cell, code);
	await runButton(cell).click();
}

/** Waits until the run under way has ended, however it ends (Run is enabled again). */
async function runEnded(cell: Locator): Promise<void> {
	await expect(runButton(cell)).toBeEnabled({ timeout: RUN_MS });
}

/** What follows `marker` on the first output line holding it (waits for it to be printed). */
async function printedAfter(cell: Locator, marker: string): Promise<string> {
	await expect(output(cell)).toContainText(marker, { timeout: RUN_MS });
	const text = await output(cell).innerText();
	const line = text.split('\n').find((l) => l.includes(marker));
	return line!.slice(line!.indexOf(marker) + marker.length).trim();
}

// ---- 1. The global object holds the allow-list and nothing else.

/**
 * Every key, own and inherited, of the real global object and of `globalThis`, as JSON: names,
 * and symbols as String(symbol), as cell-globals.ts lists them (a symbol-keyed property could hold
 * a power as well as a named one could).
 */
const LIST_GLOBALS = `const roots = {
'Function("return this")()': () => Function('return this')(),
globalThis: () => globalThis,
};
const keys = new Set();
const problems = [];
for (const [root, get] of Object.entries(roots)) {
try {
for (let o = get(); o !== null && o !== undefined; o = Reflect.getPrototypeOf(o)) {
for (const key of Reflect.ownKeys(o)) keys.add(String(key));
}
} catch (error) {
problems.push(root + ': ' + String(error));
}
}
console.log('GLOBALS ' + JSON.stringify({ keys: [...keys], problems }));`;

test('the global object of a cell holds the allow-list of cell-globals.ts and nothing else', async ({
	page,
}) => {
	// Proves the Compartment's global: `Function('return this')()` is the one way the old runner's
	// shadowed names were walked around, and the real worker global has hundreds of names.
	const cell = await openCell(page, exerciseLabel(FIRST));
	await run(page, cell, LIST_GLOBALS);
	const seen = JSON.parse(await printedAfter(cell, 'GLOBALS')) as {
		keys: string[];
		problems: string[];
	};
	expect(seen.keys, 'keys found at all').toContain('Array');
	expect(
		seen.keys.filter((key) => !isAllowedGlobal(key)),
		'keys a cell can see that are not in the allow-list',
	).toEqual([]);
	expect(seen.problems, 'the global objects could be walked').toEqual([]);
});

// ---- 2. No network.

/** Cell code trying every way out to the server at `origin` it knows of (no `import(` in it). */
function networkAttempts(origin: string): string {
	const ws = origin.replace('http:', 'ws:');
	return `const url = '${origin}/';
const real = () => Function('return this')();
const tried = [];
function attempt(name, f) {
try {
const r = f();
if (r && typeof r.then === 'function') r.then(undefined, () => {});
tried.push(name);
} catch (_) {
tried.push(name + ' (refused)');
}
}
attempt('real fetch', () => real().fetch(url + 'real-fetch'));
attempt('globalThis.fetch', () => globalThis.fetch(url + 'fetch'));
attempt('fetch', () => fetch(url + 'bare-fetch'));
attempt('XMLHttpRequest', () => { const x = new XMLHttpRequest(); x.open('GET', url + 'xhr'); x.send(); });
attempt('real XMLHttpRequest', () => { const x = new (real().XMLHttpRequest)(); x.open('GET', url + 'real-xhr'); x.send(); });
attempt('WebSocket', () => { new WebSocket('${ws}/ws').onerror = () => {}; });
attempt('real WebSocket', () => { new (real().WebSocket)('${ws}/real-ws').onerror = () => {}; });
attempt('WebSocketStream', () => { const s = new WebSocketStream('${ws}/wss'); s.opened.catch(() => {}); s.closed.catch(() => {}); });
attempt('EventSource', () => { new EventSource(url + 'sse').onerror = (e) => e.target.close(); });
attempt('real EventSource', () => { new (real().EventSource)(url + 'real-sse').onerror = (e) => e.target.close(); });
attempt('importScripts', () => importScripts(url + 'script.js'));
attempt('real importScripts', () => real().importScripts(url + 'real-script.js'));
attempt('FontFace', () => new FontFace('f', 'url(' + url + 'f.woff)').load());
attempt('real FontFace', () => new (real().FontFace)('g', 'url(' + url + 'g.woff)').load());
attempt('fonts', () => { const f = new FontFace('h', 'url(' + url + 'h.woff)'); self.fonts.add(f); return self.fonts.load('12px h'); });
attempt('real fonts', () => { const f = new (real().FontFace)('i', 'url(' + url + 'i.woff)'); real().fonts.add(f); return real().fonts.load('12px i'); });
attempt('Image', () => { new Image().src = url + 'image.png'; });
attempt('sendBeacon', () => navigator.sendBeacon(url + 'beacon'));
attempt('real sendBeacon', () => real().navigator.sendBeacon(url + 'real-beacon'));
attempt('Worker', () => { new Worker(url + 'worker.js').onerror = () => {}; });
console.log('network tried: ' + tried.join(', '));`;
}

test('cell code reaches no other server: fetch, sockets, fonts, importScripts, import()', async ({
	page,
	pageErrors,
}) => {
	// Proves the box has no way out: the locked globals of the old worker left FontFace and
	// import() open (a worker has no page CSP), and both reached this second server.
	test.setTimeout(120_000);
	const server = await countingServer();
	const origin = `http://127.0.0.1:${server.port}`;
	const requests = followRequests(page, (url) => url.startsWith(origin));
	try {
		const cell = await openCell(page, exerciseLabel(FIRST));
		await run(page, cell, networkAttempts(origin));
		await expect(output(cell)).toContainText('network tried:', { timeout: RUN_MS });
		await runEnded(cell);

		// import() gets its own run: the box refuses any source holding it before running it.
		await run(
			page,
			cell,
			`try { import('${origin}/module.js').catch(() => {}); } catch (_) {}\nconsole.log('imported');`,
		);
		await runEnded(cell);
		await expect(output(cell)).not.toBeEmpty(); // something says what became of the run

		// The word built at run time, where no look at the source can see it: through an
		// indirect eval, a parenthesised direct one and Function, then a plain direct eval (which
		// the box may refuse by its source, so it has a run of its own).
		const word = (file: string) => `'imp' + 'ort("${origin}/${file}")'`;
		const built = (via: string, file: string) =>
			via === 'Function'
				? `try { Function('return ' + ${word(file)})().catch(() => {}); } catch (_) {}`
				: `try { ${via}(${word(file)}).catch(() => {}); } catch (_) {}`;
		await run(
			page,
			cell,
			[
				built('(0, eval)', 'indirect-eval.js'),
				built('(eval)', 'direct-eval.js'),
				built('Function', 'function.js'),
				"console.log('built the word');",
			].join('\n'),
		);
		await runEnded(cell);
		await expect(output(cell)).not.toBeEmpty();
		await run(page, cell, `${built('eval', 'eval.js')}\nconsole.log('built it again');`);
		await runEnded(cell);
		await expect(output(cell)).not.toBeEmpty();

		// The cell is still usable.
		await run(page, cell, "console.log('still here')");
		await expect(output(cell)).toContainText('still here', { timeout: RUN_MS });
		// Each run's worker ended with its run (Run is enabled again). Anything the attempts sent
		// was started before: once the page is idle and no request the browser started is in
		// flight, any that was to reach the server has reached it.
		await requests.settled();
		expect(server.hits, `requests that reached ${origin}`).toEqual([]);
	} finally {
		server.close();
		// Refusals of the attempts (by the browser rather than the box) are not the page's errors.
		const ours = pageErrors.filter((e) => !e.includes(`127.0.0.1:${server.port}`));
		pageErrors.splice(0, pageErrors.length, ...ours);
	}
});

// ---- 3. Forging the built-ins passes nothing.

/**
 * Shared by every forgery: the originals, taken first, and how to turn a check's verdict into a
 * pass. Each forgery below delegates to the original except where a verdict could be forged, so
 * that one forgery never spoils another.
 */
const FORGING_KIT = `const original = {
apply: Reflect.apply,
own: Object.prototype.hasOwnProperty,
map: Array.prototype.map,
filter: Array.prototype.filter,
every: Array.prototype.every,
some: Array.prototype.some,
includes: Array.prototype.includes,
join: Array.prototype.join,
slice: Array.prototype.slice,
stringify: JSON.stringify,
parse: JSON.parse,
};
const isVerdict = (x) => x !== null && typeof x === 'object' &&
original.apply(original.own, x, ['passed']) && original.apply(original.own, x, ['name']);
const holdsVerdicts = (a) => { try { return a !== null && a !== undefined && a.length > 0 && isVerdict(a[0]); } catch (_) { return false; } };
const pass = (x) => { if (isVerdict(x)) { try { x.passed = true; } catch (_) {} } return x; };`;

/** One attempt to forge a check's verdict by replacing a built-in. */
interface Forgery {
	name: string;
	code: string;
	/** Exercises whose checks it alone forged a pass of, with a wrong answer, before the box. */
	forged?: readonly Exercise[];
}

const FORGERIES: readonly Forgery[] = [
	{
		name: 'Array.prototype.map marks every verdict passed',
		code: 'Array.prototype.map = function (...a) { const out = original.apply(original.map, this, a); for (let i = 0; i < out.length; i++) pass(out[i]); return out; };',
		forged: [FIRST],
	},
	{
		name: 'Array.prototype.filter keeps every verdict as passed',
		code: 'Array.prototype.filter = function (...a) { return holdsVerdicts(this) ? original.apply(original.slice, this, []) : original.apply(original.filter, this, a); };',
		forged: [COUNT_12],
	},
	{
		name: 'Array.prototype.every and some say all passed',
		code: [
			'Array.prototype.every = function (...a) { return holdsVerdicts(this) || original.apply(original.every, this, a); };',
			'Array.prototype.some = function (...a) { return holdsVerdicts(this) ? false : original.apply(original.some, this, a); };',
			'Array.prototype.includes = function (...a) { return holdsVerdicts(this) ? a[0] !== false : original.apply(original.includes, this, a); };',
		].join('\n'),
	},
	{
		name: 'Array.prototype.join makes every shown array the same',
		code: "Array.prototype.join = function (...a) { return a[0] === ', ' ? 'same' : original.apply(original.join, this, a); };",
	},
	{
		name: 'Array.isArray and Number.isInteger say yes to anything',
		code: 'Array.isArray = () => true;\nNumber.isInteger = () => true;',
	},
	{
		name: 'Object.keys, entries, is and hasOwnProperty lie',
		code: [
			'Object.keys = () => [];',
			'Object.entries = () => [];',
			'Object.is = () => true;',
			'Object.prototype.hasOwnProperty = () => true;',
		].join('\n'),
	},
	{
		name: 'JSON.stringify and parse pass the verdicts they carry',
		code: [
			'JSON.stringify = (v, ...r) => original.apply(original.stringify, JSON, [holdsVerdicts(v) ? original.apply(original.map, v, [(c) => ({ ...c, passed: true })]) : v, ...r]);',
			'JSON.parse = (...a) => { const v = original.apply(original.parse, JSON, a); if (holdsVerdicts(v)) for (let i = 0; i < v.length; i++) pass(v[i]); return v; };',
		].join('\n'),
	},
	{
		name: 'Math.max, min and abs answer nonsense',
		code: 'Math.max = () => Infinity;\nMath.min = () => -Infinity;\nMath.abs = () => NaN;',
	},
	{
		name: 'String.prototype methods agree with everything',
		code: [
			'String.prototype.includes = () => true;',
			'String.prototype.startsWith = () => true;',
			'String.prototype.endsWith = () => true;',
			'String.prototype.localeCompare = () => 0;',
			'String.prototype.indexOf = () => 0;',
		].join('\n'),
	},
	{
		name: 'Function.prototype.call and apply pass the verdicts they return',
		code: [
			'Function.prototype.call = function (t, ...a) { return pass(original.apply(this, t, a)); };',
			'Function.prototype.apply = function (t, a) { return pass(original.apply(this, t, a ?? [])); };',
		].join('\n'),
	},
	{
		name: 'the real global’s Number makes every count equal',
		code: [
			"const g = Function('return this')();",
			'const zero = function Number() { return 0; };',
			'Reflect.setPrototypeOf(zero, g.Number); // keeps Number.isInteger and the rest',
			'g.Number = zero;',
		].join('\n'),
		forged: [COUNT_12, COUNT_13],
	},
];

/** A forgery's code, in try/catch so that a frozen built-in's TypeError lets the run go on. */
const guarded = (forgery: Forgery) => `try {\n${forgery.code}\n} catch (_) {}`;

/** A wrong answer per exercise: exercise 1's untouched starter, and a count of zero. */
const WRONG = new Map<Exercise, string>([
	[FIRST, FIRST.starter],
	[COUNT_12, 'function countSolutions(n) { return 0; }'],
	[COUNT_13, 'function countSolutions(n) { return 0; }'],
]);

/**
 * Runs `code` in the exercise's cell and expects the checks to have run (a refused run would prove
 * nothing) and not to be passed, nor the exercise marked.
 */
async function expectNoPass(page: Page, exercise: Exercise, code: string): Promise<void> {
	const cell = await openCell(page, exerciseLabel(exercise));
	await run(page, cell, code);
	await expect(output(cell)).toContainText(/\d+ of \d+ checks? passed/, { timeout: RUN_MS });
	await runEnded(cell);
	// "M of M checks passed", whatever M: the build under test may have other checks than this tree.
	await expect(output(cell)).not.toContainText(/\b(\d+) of \1 checks? passed/);
	await expect(cell.getByText(PASSED_MARK)).toHaveCount(0);
}

test.describe('replacing built-ins forges no pass', () => {
	for (const [exercise, wrong] of WRONG) {
		test(`every forgery at once, then a wrong answer: ${exerciseLabel(exercise)}`, async ({
			page,
		}) => {
			// Proves the checks do not share the learner's built-ins: on the old runner they ran in
			// the cell's own realm, so a replaced Array.prototype.map turned the verdicts to passes.
			const prelude = [FORGING_KIT, ...FORGERIES.map(guarded)].join('\n');
			await expectNoPass(page, exercise, `${prelude}\n${wrong}`);
		});
	}

	for (const forgery of FORGERIES) {
		for (const exercise of forgery.forged ?? []) {
			test(`alone: ${forgery.name}: ${exerciseLabel(exercise)}`, async ({ page }) => {
				// The forgeries that each forged a pass by themselves on the old runner, one at a
				// time, so that another forgery failing first cannot hide one that works.
				const code = `${FORGING_KIT}\n${guarded(forgery)}\n${WRONG.get(exercise)!}`;
				await expectNoPass(page, exercise, code);
			});
		}
	}
});

// ---- 4. Nothing carries from one run to the next, or from one cell to another.

test.describe('nothing carries between runs', () => {
	test('a polluted Object.prototype is gone after Reset: the starter runs as it should', async ({
		page,
	}) => {
		// Proves a fresh realm per run: the old worker kept the pollution, and the next run's
		// type stripper (sucrase) choked on the extra option it saw ("… is extraneous").
		const cell = await openCell(page, exerciseLabel(FIRST));
		await run(
			page,
			cell,
			`try { Object.prototype.x = 1; } catch (_) {}\ntry { Array.prototype.y = 2; } catch (_) {}\n${FIRST.solution}`,
		);
		await runEnded(cell);
		await cell.getByRole('button', { name: 'Reset' }).click();
		// Reset may ask first; once the starter is back, there is nothing left to reset.
		const confirm = cell.getByRole('button', { name: 'Yes, reset' });
		const done = cell.getByRole('button', { name: 'Reset', disabled: true });
		await expect(confirm.or(done)).toBeVisible();
		if (await confirm.isVisible()) await confirm.click();
		await expect(done).toBeVisible();
		await runButton(cell).click();
		await expect(output(cell)).toContainText(STARTER_PRINTS, { timeout: RUN_MS });
		await expect(output(cell)).not.toContainText('extraneous');
	});

	test('work left queued by a run (a timer, a promise) does not hold up the next run', async ({
		page,
	}) => {
		// Proves a fresh worker per run: the old one kept the spinning callbacks, so the next run
		// was never served and hit the time limit.
		const cell = await openCell(page, exerciseLabel(FIRST));
		await run(
			page,
			cell,
			[
				'try { setTimeout(() => { for (;;) {} }, 0); } catch (_) {}',
				'try { Promise.resolve().then(() => { for (;;) {} }); } catch (_) {}',
				"console.log('one');",
			].join('\n'),
		);
		await expect(output(cell)).toContainText('one', { timeout: RUN_MS });
		await runEnded(cell);
		await run(page, cell, "console.log('two, ' + (6 * 7));");
		await expect(output(cell)).toContainText('two, 42', { timeout: RUN_MS });
		await runEnded(cell);
		await expect(cell.getByText(TIME_LIMIT)).toHaveCount(0);
	});

	test('a redefined MessageEvent.prototype.data does not replace the next run’s code', async ({
		page,
	}) => {
		// Proves a run cannot reach the plumbing of the next: in the old worker, the request of
		// run two was read through run one's getter, and the forged code ran instead.
		const cell = await openCell(page, exerciseLabel(FIRST));
		const forged =
			'{ get() { return { code: "console.log(\'hijacked\')" }; }, configurable: true }';
		await run(
			page,
			cell,
			[
				`try { Object.defineProperty(MessageEvent.prototype, 'data', ${forged}); } catch (_) {}`,
				`try { Object.defineProperty(Function('return this')().MessageEvent.prototype, 'data', ${forged}); } catch (_) {}`,
				"console.log('run one');",
			].join('\n'),
		);
		await expect(output(cell)).toContainText('run one', { timeout: RUN_MS });
		await runEnded(cell);
		await run(page, cell, "console.log('run two, as written');");
		await expect(output(cell)).toContainText('run two, as written', { timeout: RUN_MS });
		await expect(output(cell)).not.toContainText('hijacked');
	});

	test('pollution in one cell does not reach another cell on the page', async ({ page }) => {
		// Proves cells share nothing. A guard: the old runner passed it too (a worker per cell),
		// and a box that kept one realm for the page would not.
		const polluter = await openCell(page, exerciseLabel(FIRST));
		await run(
			page,
			polluter,
			[
				"try { Object.prototype.polluted = 'yes'; } catch (_) {}",
				"try { Array.prototype.polluted = 'yes'; } catch (_) {}",
				"try { globalThis.polluted = 'yes'; } catch (_) {}",
				"try { Function('return this')().polluted = 'yes'; } catch (_) {}",
				"console.log('polluted');",
			].join('\n'),
		);
		await expect(output(polluter)).toContainText('polluted', { timeout: RUN_MS });
		await runEnded(polluter);
		const other = await openCell(page, exerciseLabel(getExercise('chess-notation')));
		await run(
			page,
			other,
			[
				'const seen = [];',
				"try { if (({}).polluted !== undefined) seen.push('Object.prototype'); } catch (_) {}",
				"try { if ([].polluted !== undefined) seen.push('Array.prototype'); } catch (_) {}",
				"try { if (globalThis.polluted !== undefined) seen.push('globalThis'); } catch (_) {}",
				"try { if (Function('return this')().polluted !== undefined) seen.push('the global'); } catch (_) {}",
				"console.log('other cell sees: ' + (seen.join(', ') || 'nothing'));",
			].join('\n'),
		);
		await expect(output(other)).toContainText('other cell sees: nothing', { timeout: RUN_MS });
	});
});

// ---- 5. What crosses from the worker to the page is bounded.

test('a returned array of 2,000,000 numbers is summarised in a line', async ({ page }) => {
	// Proves the worker summarises a returned value before posting it: the old worker posted all
	// 2,000,000 entries (a "board", to its test) and the page hung for 12 to 23 s drawing them.
	// How long the page's thread is held: test/measure/cell-attacks.spec.ts.
	const chapter = '/02-backtracking-step-by-step/';
	const cell = await openCell(page, CHAPTER_CELLS.columnOrder.label, chapter);
	await run(page, cell, 'return new Array(2e6).fill(7);');
	await expect(output(cell)).toContainText('2,000,000', { timeout: RUN_MS });
	await runEnded(cell);
	// Sixteen entries and a sentence, not two million numbers nor a board.
	expect((await output(cell).innerText()).length).toBeLessThan(2_000);
	await expect(output(cell).getByRole('grid')).toHaveCount(0);
});

// ---- 6. Output printed before Stop or the time limit is kept.

const PRINT_THEN_SPIN = "console.log('before');\nwhile (true) {}";

test('what was printed before Stop stays on the page', async ({ page }) => {
	// Proves output streams as it is printed: the old worker posted its output only at the end,
	// which an endless loop never reaches, so Stop left an empty output.
	const cell = await openCell(page, exerciseLabel(FIRST));
	await run(page, cell, PRINT_THEN_SPIN);
	await expect(output(cell)).toContainText('before', { timeout: 15_000 });
	await cell.getByRole('button', { name: 'Stop' }).click();
	await runEnded(cell);
	await expect(output(cell)).toContainText('before');
});

test('what was printed before the time limit stays on the page, beside its sentence', async ({
	page,
}) => {
	// The same for the time limit (LIMITS.cellRunMs): the old page showed only the sentence.
	await page.clock.install();
	const cell = await openCell(page, exerciseLabel(FIRST));
	await run(page, cell, PRINT_THEN_SPIN);
	await passTimeLimit(page, cell.getByText(TIME_LIMIT).first());
	await expect(output(cell)).toContainText('before');
});

// ---- 7. A time limit in the middle of the checks keeps those that finished.

/**
 * A count that forgets the / diagonal (so it overcounts: 1 for n = 2, 7 for n = 4), made slow on
 * purpose past n = 8 by work that grows with n: up to 8 it takes milliseconds, for 10 and 12
 * minutes to hours. So the checks of small boards end (and fail), and the first larger one runs
 * into the time limit.
 */
const SLOW_WRONG_COUNT = `function countSolutions(n) {
const columns = [];
let count = 0;
let spin = 0;
const extra = n > 8 ? n ** 4 : 0;
function placeRow(row) {
if (row === n) { count++; return; }
for (let col = 0; col < n; col++) {
for (let k = 0; k < extra; k++) spin = (spin + k) % 7;
let free = true;
for (let r = 0; r < row; r++) {
if (columns[r] === col || columns[r] - r === col - row) { free = false; break; }
}
if (!free) continue;
columns.push(col);
placeRow(row + 1);
columns.pop();
}
}
placeRow(0);
return count + (spin === -1 ? 1 : 0);
}`;

/** The board sizes a check's name covers: "n = 1 to 8: …" gives 1 and 8, "n = 12: …" gives 12. */
const sizesNamed = (name: string) => (name.split(':')[0]!.match(/\d+/g) ?? []).map(Number);

test('a time limit during the checks shows the checks that finished and the one still running', async ({
	page,
}) => {
	// Proves verdicts stream as each check ends: on the old runner the checks' results came in
	// the one final message, which the time limit threw away with the worker.
	const names = COUNT_12.checks.map((check) => check.name);
	const quick = names.filter((name) => Math.max(...sizesNamed(name)) <= 8);
	const stuck = names.find((name) => Math.max(...sizesNamed(name)) > 8);
	expect(quick.length, 'checks of small boards only').toBeGreaterThan(0);
	await page.clock.install();
	const cell = await openCell(page, exerciseLabel(COUNT_12));
	await run(page, cell, SLOW_WRONG_COUNT);
	// The first check covers small boards only: it finishes, and fails (the count is too high),
	// and stays on the page once the time limit has stopped the next.
	const quickFailed = new RegExp(`✗[^✓✗]{0,40}${literally(quick[0]!)}`);
	await expect(cell).toContainText(quickFailed, { timeout: RUN_MS });
	await passTimeLimit(page, cell.getByText(TIME_LIMIT).first());
	await expect(cell).toContainText(quickFailed);
	const running = cell.getByText(/still running/).first();
	await expect(running).toBeVisible();
	await expect(running).toContainText(stuck!);
});
