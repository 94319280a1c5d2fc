import { afterAll, beforeAll, expect, test } from 'vitest';
import { startLockedCells, type LockedCells } from '../../src/notebook/worker/node-cells.ts';

/*
 * Issue 25, point 4: every object cell code can reach is frozen and belongs to the box. The walk
 * runs inside a cell (locked down as in the browser's worker): from the cell's global object and
 * from every value a helper returns or throws, it follows every own property (getters and setters
 * included) and every prototype, and lists each object it reaches that is not frozen. A stand-in
 * for a missing name (`fetch`, `window`, …) refuses every question, "are you frozen?" included, so
 * it holds nothing to walk into.
 */

/** The walk, as cell code: returns the paths of objects that are not frozen, and what it reached. */
const WALK = `
const seen = new Set();
const open = [];
let standIns = 0;
function walk(value, path) {
	if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return;
	if (seen.has(value)) return;
	seen.add(value);
	let frozen;
	try {
		frozen = Object.isFrozen(value);
	} catch (e) {
		if (/is not there in notebook cells|is switched off in notebook cells/.test(e.message)) {
			standIns++;
			return;
		}
		throw e;
	}
	if (!frozen) open.push(path);
	for (const key of Reflect.ownKeys(value)) {
		const property = Reflect.getOwnPropertyDescriptor(value, key);
		const name = path + '.' + String(key);
		if ('value' in property) walk(property.value, name);
		else {
			walk(property.get, name + '[get]');
			walk(property.set, name + '[set]');
		}
	}
	walk(Reflect.getPrototypeOf(value), path + '.[[Prototype]]');
}
walk(globalThis, 'globalThis');
const calls = {
	'printBoard(1)': () => printBoard(1),
	'printBoard([5])': () => printBoard([5]),
	'printBoard(27 rows)': () => printBoard(Array.from({ length: 27 }, () => 0)),
	'isSafe(1, 2, 3)': () => isSafe(1, 2, 3),
	'isSafe([0], 1, 1)': () => isSafe([0], 1, 1),
	'board.place(99, 0)': () => board.place(99, 0),
	'board.start(-1)': () => board.start(-1),
	'board.start(4)': () => board.start(4),
	'board.solution()': () => board.solution(),
	'board.columns': () => board.columns,
	'board.n': () => board.n,
	'fetch()': () => fetch('x'),
	'console.log()': () => console.log('walked'),
	'performance.now()': () => performance.now(),
};
const errors = [];
for (const [call, run] of Object.entries(calls)) {
	try {
		walk(run(), 'returned by ' + call);
	} catch (e) {
		walk(e, 'thrown by ' + call);
		errors.push({ call, own: e.constructor === Error && Object.getPrototypeOf(e) === Error.prototype });
	}
}
return JSON.stringify({ open: open.slice(0, 20), opened: open.length, reached: seen.size, standIns, errors });
`;

interface Walked {
	/** The first 20 paths to objects that are not frozen, and how many there are in all. */
	open: string[];
	opened: number;
	reached: number;
	standIns: number;
	errors: { call: string; own: boolean }[];
}

let cells: LockedCells;
beforeAll(() => {
	cells = startLockedCells();
});
afterAll(async () => {
	await cells.close();
});

/** Runs the walk in `where` and reads its report. */
async function walkIn(where: LockedCells): Promise<Walked> {
	const result = await where.run(WALK);
	expect(result.run.error).toBeUndefined();
	return JSON.parse(result.run.returned!) as Walked;
}

test('every object reachable from a cell, and from what its helpers return or throw, is frozen', async () => {
	const walked = await walkIn(cells);
	expect(walked.reached).toBeGreaterThan(500); // the built-ins, their prototypes and methods
	expect(walked.standIns).toBeGreaterThan(10);
	expect(walked.open).toEqual([]);
	expect(walked.opened).toBe(0);
});

test('the errors the helpers throw are the compartment’s own Errors, not the worker’s', async () => {
	const walked = await walkIn(cells);
	expect(walked.errors.map((e) => e.call)).toEqual([
		'printBoard(1)',
		'printBoard([5])',
		'printBoard(27 rows)',
		'isSafe(1, 2, 3)',
		'board.place(99, 0)',
		'board.start(-1)',
		'board.solution()',
		'fetch()',
	]);
	expect(walked.errors.filter((e) => !e.own)).toEqual([]);
});

test('a helper’s error still names the call as written, with the learner’s line', async () => {
	const result = await cells.run('const a = 1;\nprintBoard([5]);');
	expect(result.run.error).toEqual({
		kind: 'thrown',
		message: 'printBoard(columns): columns[0] is 5, but a board of 1 row has only column 0.',
		line: 2,
		column: 1,
	});
});

test('without lockdown the walk finds open objects (so the tests above can fail)', async () => {
	const open = startLockedCells({ lock: false });
	try {
		expect((await walkIn(open)).opened).toBeGreaterThan(100);
	} finally {
		await open.close();
	}
});
