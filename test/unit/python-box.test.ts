import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../src/solver/input/index.ts';
import english from '../../src/i18n/en/runtime.ts';
import chinese from '../../src/i18n/zh-cn/runtime.ts';
import { REFUSED_MODULES } from '../../src/notebook/python/prelude.ts';
import { KEPT_GLOBALS } from '../../src/notebook/python/walls.ts';
import {
	startPythonCells,
	type PythonCells,
	type PythonOutcome,
} from '../../src/notebook/python/node-python.ts';

/*
 * The Python box, as the page's Python worker builds it, in Node worker threads
 * (src/notebook/python/node-python-thread.ts): Python's own ways to break out or hold on are
 * refused, and each wall is also taken down once to show that its test can fail. Walls in the
 * worker's JavaScript realm (walls.ts) are tried with the realm's global object handed to Python
 * on purpose (`worker_global`), as a Python program that found its way to JavaScript would have
 * it. Runs share an interpreter where the claim allows, and take a new one each where it is about
 * what one run leaves for the next.
 */

/** The text of everything a run printed, one entry a line. */
function printed(outcome: PythonOutcome): string[] {
	return outcome.output.map((line) => line.text);
}

/** The run's error message, or '' when it ended without one. */
function failure(outcome: PythonOutcome): string {
	return outcome.result?.run.error?.message ?? '';
}

/** The sentence an import of the refused module `name` is refused with, in English. */
function refusal(name: string): string {
	return `ImportError: ${english.python.refused[REFUSED_MODULES[name]!](name)}`;
}

let sealed: PythonCells;
let open: PythonCells;
let handedOver: PythonCells;
let unwalled: PythonCells;
let server: Server;
let hits = 0;
let base = '';

beforeAll(async () => {
	sealed = startPythonCells();
	open = startPythonCells({ refuse: false });
	handedOver = startPythonCells({ handOverGlobal: true });
	unwalled = startPythonCells({ handOverGlobal: true, walls: { lockdown: false, scrub: false } });
	// Four interpreters start at once (78 s at load 17): wait for them here, not in the first test.
	await Promise.all([sealed, open, handedOver, unwalled].map((cells) => cells.realm()));
	server = createServer((_request, response) => {
		hits++;
		response.end('reached');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
	await Promise.all([sealed, open, handedOver, unwalled].map((cells) => cells.close()));
	await new Promise((resolve) => server.close(resolve));
});

describe('Python reaches no JavaScript, network or packages by import', () => {
	// Each way in, and the module named in its refusal (a package is refused before its modules).
	const IMPORTS = [
		['import js', 'js'],
		['import pyodide_js', 'pyodide_js'],
		['from pyodide.code import run_js', 'pyodide'],
		['from pyodide.ffi import to_js', 'pyodide'],
		['import pyodide.http', 'pyodide'],
		['import _pyodide_core', '_pyodide_core'],
		['import micropip', 'micropip'],
		['import urllib.request', 'urllib.request'],
		['import http.client', 'http.client'],
		['import socket', 'socket'],
		['import ctypes', 'ctypes'],
		['import subprocess', 'subprocess'],
		["__import__('js')", 'js'],
		["exec('import js')", 'js'],
		['eval(\'__import__("pyodide_js")\')', 'pyodide_js'],
		["import importlib\nimportlib.import_module('js')", 'js'],
		["import importlib\nimportlib.import_module('pyodide.http')", 'pyodide'],
	] as const;

	test.each(IMPORTS)('%s is refused, naming what it would reach', async (code, name) => {
		expect(failure(await sealed.run(code))).toBe(refusal(name));
	});

	test('nothing refused is left in sys.modules or on the import path', async () => {
		const outcome = await sealed.run(
			`import sys
print(sorted(m for m in sys.modules if m.split('.')[0] in ('js', 'pyodide', 'pyodide_js', '_pyodide', '_pyodide_core', 'ctypes', 'socket', 'ssl')))
print([type(f).__name__ for f in sys.meta_path if 'Js' in type(f).__name__])`,
		);
		expect(printed(outcome)).toEqual(['[]', '[]']);
	});

	test('without the refusals, the same imports reach JavaScript (the test above can fail)', async () => {
		for (const code of ['import js', 'import pyodide_js', 'from pyodide.ffi import to_js']) {
			const outcome = await open.run(`${code}\nprint('reached')`);
			expect(printed(outcome), code).toEqual(['reached']);
		}
	});

	test('refusals speak the page’s language', async () => {
		const outcome = await sealed.run('import js', { locale: 'zh-cn' });
		expect(failure(outcome)).toBe(`ImportError: ${chinese.python.refused.javascript('js')}`);
	});

	test('os reaches no other program: system, popen, spawn and exec are refused', async () => {
		for (const call of ["os.system('echo reached')", "os.popen('echo reached')", 'os.fork()']) {
			const outcome = await sealed.run(`import os\n${call}`);
			expect(failure(outcome), call).toBe(
				`PermissionError: ${english.python.refused.network(`os.${call.split('(')[0]!.slice(3)}`)}`,
			);
		}
	});
});

describe('the JavaScript realm under Python holds nothing to reach', () => {
	test('its global object keeps only the allow-list, and the walls removed everything else', async () => {
		const realm = await handedOver.realm();
		expect(realm.stuck).toEqual([]);
		expect(realm.names.filter((name) => !KEPT_GLOBALS.has(name))).toEqual([]);
		// Without the walls the same thread's global holds the network, the process and messages.
		const bare = await unwalled.realm();
		for (const name of ['fetch', 'WebSocket', 'process', 'BroadcastChannel', 'eval']) {
			expect(bare.names).toContain(name);
			expect(realm.names).not.toContain(name);
		}
	});

	/** Attacks with the worker's global in hand: each prints `reached` only if it gets through. */
	const ATTACKS = [
		['fetch', `worker_global.fetch('BASE'); print('reached')`],
		['the process', `print('reached', worker_global.process.pid)`],
		['another thread', `worker_global.BroadcastChannel.new('nqueens').close(); print('reached')`],
		['eval', `print('reached', worker_global.eval('6 * 7'))`],
		['the Function constructor', `print('reached', worker_global.Function('return 6 * 7')())`],
		['a built-in the checks use', `worker_global.Array.prototype.map = None; print('reached')`],
		[
			'the clock the checks read',
			`worker_global.performance.now = worker_global.Date.now; print('reached')`,
		],
		['the copy the checks take', `worker_global.structuredClone = None; print('reached')`],
	] as const;

	test.each(ATTACKS)('%s is out of reach, even from its global object', async (_name, attack) => {
		const code = attack.replace('BASE', base);
		const before = hits;
		const walled = await handedOver.run(code);
		expect(printed(walled)).toEqual([]);
		expect(failure(walled)).not.toBe('');
		const bare = await unwalled.run(code);
		expect(printed(bare)[0]).toMatch(/^reached/);
		if (code.includes('fetch')) {
			await expect.poll(() => hits).toBe(before + 1);
		}
	});

	test('a JavaScript object found around the refusals leads to no new code', async () => {
		// BuiltinImporter makes a new copy of the interpreter's own JavaScript module, past the
		// refusals: the objects it makes are the realm's, whose constructors make no code.
		const around = `import importlib.machinery as m, importlib.util as u
spec = m.BuiltinImporter.find_spec('_pyodide_core')
core = u.module_from_spec(spec)
spec.loader.exec_module(core)
print('reached', core.to_js([]).constructor.constructor('return 6 * 7')())`;
		const walled = await sealed.run(around);
		expect(printed(walled)).toEqual([]);
		expect(failure(walled)).toMatch(/not a valid constructor/);
		expect(printed(await unwalled.run(around))).toEqual(['reached 42']);
	});
});

describe('runs end, and what crosses to the page is bounded', () => {
	let limited: PythonCells;
	beforeAll(() => {
		limited = startPythonCells({ fresh: true });
	});
	afterAll(async () => {
		await limited.close();
	});

	test('while True ends at the time limit, and what was printed before stays', async () => {
		const outcome = await limited.run("print('before')\nwhile True:\n    pass", {
			timeLimitMs: 1_000,
		});
		expect(outcome.stopped).toBe('time-limit');
		expect(printed(outcome)).toEqual(['before']);
	});

	test('Stop ends a run at once, keeping what it printed', async () => {
		const outcome = await limited.run("print('first')\nwhile True:\n    pass", {
			stopWhen: (progress) => progress.kind === 'output',
		});
		expect(outcome.stopped).toBe('stop');
		expect(printed(outcome)).toEqual(['first']);
	});

	test('an endless print loop is cut at the output cap and ends at the time limit', async () => {
		const outcome = await limited.run("while True:\n    print('spam')", { timeLimitMs: 3_000 });
		expect(outcome.stopped).toBe('time-limit');
		const max = LIMITS.cellOutputLines.max;
		expect(outcome.output).toHaveLength(max + 1);
		expect(outcome.output.at(-1)).toEqual({ kind: 'note', text: english.output.cut(max) });
	});

	test('one huge print is cut at the character cap', async () => {
		const outcome = await sealed.run("print('x' * 10**8)");
		expect(outcome.output[0]!.text).toHaveLength(LIMITS.cellOutputChars.max);
		expect(outcome.output[1]!.kind).toBe('note');
		expect(JSON.stringify(outcome.output).length).toBeLessThan(LIMITS.cellOutputChars.max + 1_000);
	});

	test('a returned list of millions crosses as one line', async () => {
		const outcome = await sealed.run('list(range(2_000_000))');
		expect(outcome.result?.run.returned).toBe(
			english.python.longList('list', 2_000_000, 16, `[${[...Array(16).keys()].join(', ')}, …]`),
		);
	});

	test('a long message and a deep traceback are cut', async () => {
		const long = await sealed.run("raise ValueError('x' * 10**6)");
		expect(failure(long).length).toBeLessThan(LIMITS.cellErrorChars.max + 100);
		expect(long.result!.run.error!.traceback!.length).toBeLessThan(2_000);
		const deep = await sealed.run('def f(n):\n    return f(n + 1)\nf(0)');
		expect(failure(deep)).toBe('RecursionError: maximum recursion depth exceeded');
		expect(deep.result!.run.error!.traceback!.split('\n').length).toBeLessThan(60);
	});

	test('a recursion past sys.setrecursionlimit ends its run, and the next run starts afresh', async () => {
		// How it ends depends on the machine's speed: a RecursionError, the interpreter running out
		// of stack (and saying so), or the time limit. Never a run that does not end. Here it still
		// recursed after 60 s (load 19), so a longer limit would only make the test wait.
		const outcome = await limited.run(
			'import sys\nsys.setrecursionlimit(10**6)\ndef f(n):\n    return f(n + 1) + 1\nf(0)',
			{ timeLimitMs: 2_000 },
		);
		if (outcome.stopped === undefined) {
			expect(failure(outcome)).toMatch(/^RecursionError|^The Python interpreter stopped/);
		} else {
			expect(outcome.stopped).toBe('time-limit');
		}
		const next = await limited.run('import sys\nprint(sys.getrecursionlimit())');
		expect(printed(next)).toEqual(['1000']);
	});

	test('os._exit ends the run as sys.exit does, not the interpreter', async () => {
		const outcome = await sealed.run("import os\nprint('before')\nos._exit(3)");
		expect(printed(outcome)).toEqual(['before']);
		expect(failure(outcome)).toBe('SystemExit: 3');
		expect(printed(await sealed.run("print('after')"))).toEqual(['after']);
	});

	test('sys.exit() ends a run quietly; an exit status is an error', async () => {
		expect(failure(await sealed.run("import sys\nprint('a')\nsys.exit()"))).toBe('');
		expect(failure(await sealed.run('raise SystemExit(2)'))).toBe('SystemExit: 2');
	});
});

describe('nothing one run does reaches the next', () => {
	const LEAVE = `import builtins, os, sys
builtins.left = 1
open('/home/pyodide/left.txt', 'w').write('left')
sys.setrecursionlimit(50)
sys.modules['js'] = 'forged'
print('left')`;
	const LOOK = `import builtins, os, sys
print(hasattr(builtins, 'left'), os.path.exists('/home/pyodide/left.txt'), sys.getrecursionlimit(), 'js' in sys.modules)`;

	test('a new interpreter each run: the next run sees nothing of the last', async () => {
		const fresh = startPythonCells({ fresh: true });
		try {
			expect(printed(await fresh.run(LEAVE))).toEqual(['left']);
			expect(printed(await fresh.run(LOOK))).toEqual(['False False 1000 False']);
		} finally {
			await fresh.close();
		}
	});

	test('in one shared interpreter the same runs would leak (the test above can fail)', async () => {
		const shared = startPythonCells();
		try {
			await shared.run(LEAVE);
			expect(printed(await shared.run(LOOK))).toEqual(['True True 50 True']);
		} finally {
			await shared.close();
		}
	});
});
