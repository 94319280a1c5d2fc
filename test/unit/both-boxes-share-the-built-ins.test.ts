import { afterAll, beforeAll, expect, test } from 'vitest';
import { JS_BUILT_INS } from '../../src/notebook/runtime/index.ts';
import { BUILT_IN_GLOBALS } from '../../src/notebook/runtime/cell-globals.ts';
import { KEPT_GLOBALS } from '../../src/notebook/python/walls.ts';
import { startLockedCells, type LockedCells } from '../../src/notebook/worker/node-cells.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * The JavaScript built-ins code may use are said once (JS_BUILT_INS, runtime/cell-globals.ts) and
 * given by both boxes: a JavaScript cell's compartment (box.ts) and the Python worker's realm once
 * its walls are up (walls.ts). If one box's list drifts from the shared one (a name dropped, or
 * the list copied and edited), its allow-list stops holding the shared list, or its global
 * object stops having what the other box's has.
 */

let cells: LockedCells;
let python: PythonCells;

beforeAll(async () => {
	cells = startLockedCells();
	python = startPythonCells({ snapshot: await pythonSnapshot() });
});

afterAll(async () => {
	await Promise.all([cells.close(), python.close()]);
});

/** Every name on a JavaScript cell's global object, own or inherited. */
async function cellNames(): Promise<string[]> {
	const result = await cells.run(`
		const names = [];
		for (let o = globalThis; o; o = Object.getPrototypeOf(o))
			for (const key of Reflect.ownKeys(o)) names.push(String(key));
		console.log(JSON.stringify(names));`);
	return JSON.parse(result.run.output[0]!.text) as string[];
}

test.each([
	['a JavaScript cell (cell-globals.ts)', new Set<string>(BUILT_IN_GLOBALS)],
	["the Python worker's realm (walls.ts)", KEPT_GLOBALS],
])('the allow-list of %s holds every shared built-in', (_box, allowed) => {
	expect(JS_BUILT_INS.filter((name) => !allowed.has(name))).toEqual([]);
});

test("every shared built-in a JavaScript cell has, Python's walled realm keeps too", async () => {
	const inJavaScript = new Set(await cellNames());
	const inPython = new Set((await python.realm()).names);
	const cellHas = JS_BUILT_INS.filter((name) => inJavaScript.has(name));
	// A ses compartment hands a cell fewer than the engine has (no WeakRef, no Intl, in Node), and
	// the realm keeps what the engine has of the list: the cell's are a part of the realm's.
	expect(cellHas.length).toBeGreaterThan(40);
	expect(cellHas.filter((name) => !inPython.has(name))).toEqual([]);
}, 120_000);
