import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../src/solver/input/index.ts';
import english from '../../src/i18n/en/runtime.ts';
import chinese from '../../src/i18n/zh-cn/runtime.ts';
import { RETURNED_CHARS } from '../../src/notebook/runtime/index.ts';
import { LUA_WALLS, type LuaWall } from '../../src/notebook/lua/lua-state.ts';
import { startLuaCells, type LuaCells, type LuaOutcome } from '../../src/notebook/lua/node-lua.ts';

/*
 * The Lua box, as the page's Lua worker builds it, in Node worker threads
 * (src/notebook/lua/node-lua-thread.ts): each part of Lua's standard library that reaches past
 * the cell is refused with a sentence that says why, and each wall is also taken down once to
 * show that its test can fail (the attack then gets through). Runs end from outside the state,
 * what crosses out is capped, and every run has a new state.
 */

/** The text of everything a run printed, one entry a line. */
function printed(outcome: LuaOutcome): string[] {
	return outcome.output.map((line) => line.text);
}

/** The run's error message, or '' when it ended without one. */
function failure(outcome: LuaOutcome): string {
	return outcome.result?.run.error?.message ?? '';
}

const refused = english.lua.refused;

let walled: LuaCells;
/** A thread per wall, with that wall (and only it) down. */
const unwalled = new Map<LuaWall, LuaCells>();

beforeAll(async () => {
	walled = startLuaCells();
	for (const wall of LUA_WALLS) unwalled.set(wall, startLuaCells({ down: [wall] }));
	await walled.run('');
});

afterAll(async () => {
	await Promise.all([walled, ...unwalled.values()].map((cells) => cells.close()));
});

describe('Lua reaches no files, programs, other chunks, bytecode or debug library', () => {
	/** Each way out, and the sentence it is refused with (in the line that tried). */
	const ATTACKS = [
		["io.open('/tmp/x', 'w')", refused.files('io.open')],
		["io.write('x')", refused.files('io.write')],
		["io.popen('curl http://127.0.0.1/')", refused.files('io.popen')],
		['io.stdout:write("x")', refused.files('io.stdout')],
		["warn('@on')", refused.system('warn')],
		["os.execute('echo reached')", refused.system('os.execute')],
		['os.exit(3)', refused.system('os.exit')],
		["os.remove('/tmp/x')", refused.system('os.remove')],
		["os.rename('/tmp/x', '/tmp/y')", refused.system('os.rename')],
		['os.tmpname()', refused.system('os.tmpname')],
		["os.getenv('HOME')", refused.system('os.getenv')],
		["require('io')", refused.modules('require')],
		["dofile('/dev/null')", refused.modules('dofile')],
		["loadfile('/dev/null')", refused.modules('loadfile')],
		["package.loadlib('x', 'y')", refused.modules('package.loadlib')],
		['package.loaded.io.write("x")', refused.modules('package.loaded')],
		['string.dump(print)', refused.bytecode('string.dump')],
		['debug.getregistry()', refused.debug('debug.getregistry')],
		['debug.getupvalue(load, 1)', refused.debug('debug.getupvalue')],
		['debug.sethook()', refused.debug('debug.sethook')],
		["collectgarbage('stop')", refused.collector('collectgarbage("stop")')],
		["collectgarbage('generational')", refused.collector('collectgarbage("generational")')],
	] as const;

	test.each(ATTACKS)('%s is refused, saying why', async (code, sentence) => {
		const outcome = await walled.run(`local x = 1\n${code}\nprint('reached')`);
		expect(printed(outcome)).toEqual([]);
		expect(failure(outcome)).toBe(sentence);
		expect(outcome.result?.run.error?.line).toBe(2);
	});

	test('load takes source text, and refuses a compiled chunk without running it', async () => {
		const outcome = await walled.run(
			`print(load('return 6 * 7')())\nprint(load('\\27Lua' .. string.rep('x', 40)))`,
		);
		expect(printed(outcome)).toEqual(['42', `nil\t${refused.bytecode('load')}`]);
	});

	test('what stays works: string, table, math, utf8, coroutine, os clocks, collect and count', async () => {
		const outcome = await walled.run(`local t = {3, 1, 2}
table.sort(t)
print(table.concat(t, ','), string.format('%05.1f', math.pi), utf8.char(0x7687))
print(coroutine.wrap(function() coroutine.yield('yielded') end)())
print(type(os.clock()), type(os.time()), type(os.date('%Y')))
collectgarbage('collect')
print(collectgarbage('count') > 0, ('abc'):upper())`);
		expect(failure(outcome)).toBe('');
		expect(printed(outcome)).toEqual([
			'1,2,3\t003.1\t皇',
			'yielded',
			'number\tnumber\tstring',
			'true\tABC',
		]);
	});

	test('refusals speak the page’s language', async () => {
		const outcome = await walled.run("os.execute('ls')", { locale: 'zh-cn' });
		expect(failure(outcome)).toBe(chinese.lua.refused.system('os.execute'));
	});

	/** One attack per wall that prints `reached` only if it gets through. */
	const WALLS_DOWN: readonly (readonly [LuaWall, string])[] = [
		['io', "local f = io.open('/tmp/left', 'w'); f:write('x'); f:close(); print('reached')"],
		['os', "print('reached', os.getenv('HOME'))"],
		['modules', "dofile('/dev/null'); print('reached')"],
		['bytecode', "print('reached', load(string.dump(function() return 42 end))())"],
		['debug', "print('reached', type(debug.getregistry()))"],
		['collector', "collectgarbage('stop'); print('reached', collectgarbage('isrunning'))"],
	];

	test('every wall has an attack below', () => {
		expect(WALLS_DOWN.map(([wall]) => wall).sort()).toEqual([...LUA_WALLS].sort());
	});

	test.each(WALLS_DOWN)('with the %s wall down, its attack gets through', async (wall, attack) => {
		const down = await unwalled.get(wall)!.run(attack);
		expect(failure(down)).toBe('');
		expect(printed(down)[0]).toMatch(/^reached/);
		const up = await walled.run(attack);
		expect(printed(up)).toEqual([]);
		expect(failure(up)).not.toBe('');
	});
});

describe('Lua holds no JavaScript value and no way to one', () => {
	/** Every value reachable from the globals and the string metatable, by type: the walk's counts. */
	const WALK = `local seen, kinds = {}, {}
local function walk(value)
  if seen[value] then return end
  local kind = type(value)
  kinds[kind] = (kinds[kind] or 0) + 1
  if kind ~= 'table' and kind ~= 'function' and kind ~= 'userdata' then return end
  seen[value] = true
  if kind == 'table' then
    for key, inner in next, value do walk(key); walk(inner) end
  end
  local meta = getmetatable(value)
  if type(meta) == 'table' then walk(meta) end
end
walk(_G)
walk(getmetatable(''))
print(kinds.userdata or 0, kinds.thread or 0)
local names = {}
for name in pairs(_G) do names[#names + 1] = name end
table.sort(names)
print(table.concat(names, ' '))`;

	test('the globals are the safe standard library and the article’s helpers, and nothing reachable is userdata', async () => {
		const outcome = await walled.run(WALK);
		expect(failure(outcome)).toBe('');
		expect(printed(outcome)).toEqual([
			'0\t0',
			[
				'_G _VERSION assert board collectgarbage coroutine debug dofile error getmetatable io ipairs',
				'isplaceok load loadfile math next os package pairs pcall print printsolution rawequal',
				'rawget rawlen rawset require select setmetatable string table tonumber tostring type',
				'utf8 warn xpcall',
			].join(' '),
		]);
	});

	test('with the io wall down, the walk finds the C library’s file handles (the test above can fail)', async () => {
		const outcome = await unwalled.get('io')!.run(WALK);
		expect(printed(outcome)[0]).toMatch(/^[1-9]\d*\t0$/);
	});
});

describe('runs end from outside Lua, and what crosses to the page is bounded', () => {
	let fresh: LuaCells;
	beforeAll(() => {
		fresh = startLuaCells({ fresh: true });
	});
	afterAll(async () => {
		await fresh.close();
	});

	test('an endless loop ends at the time limit, and what was printed before stays', async () => {
		const outcome = await fresh.run("print('before')\nwhile true do end", { timeLimitMs: 1_000 });
		expect(outcome.stopped).toBe('time-limit');
		expect(printed(outcome)).toEqual(['before']);
	});

	test('Stop ends a run at once, keeping what it printed', async () => {
		const outcome = await fresh.run("print('first')\nwhile true do end", {
			stopWhen: (progress) => progress.kind === 'output',
		});
		expect(outcome.stopped).toBe('stop');
		expect(printed(outcome)).toEqual(['first']);
	});

	test('an endless print loop is cut at the output cap and ends at the time limit', async () => {
		const outcome = await fresh.run("while true do print('spam') end", { timeLimitMs: 2_000 });
		expect(outcome.stopped).toBe('time-limit');
		const max = LIMITS.cellOutputLines.max;
		expect(outcome.output).toHaveLength(max + 1);
		expect(outcome.output.at(-1)).toEqual({ kind: 'note', text: english.output.cut(max) });
	});

	test('one huge print is cut at the character cap', async () => {
		const outcome = await walled.run("print(string.rep('x', 10^8))");
		expect(outcome.output[0]!.text).toHaveLength(LIMITS.cellOutputChars.max);
		expect(outcome.output[1]!.kind).toBe('note');
	});

	test('a long returned text, a long message and a deep recursion are cut', async () => {
		const returned = await walled.run("return string.rep('y', 10^7)");
		expect(returned.result!.run.returned!.length).toBeLessThan(RETURNED_CHARS + 300);
		const long = await walled.run("error(string.rep('x', 10^7))");
		expect(failure(long).length).toBeLessThan(LIMITS.cellErrorChars.max + 100);
		const deep = await walled.run('local function f(n) return 1 + f(n + 1) end\nreturn f(0)');
		expect(failure(deep)).toMatch(/stack overflow/);
		expect(deep.result!.run.error!.line).toBe(1);
		expect(deep.result!.run.error!.traceback!.split('\n').length).toBeLessThanOrEqual(40);
	});

	test('a syntax error names its line', async () => {
		const outcome = await walled.run('local a = 1\nlocal b = = 2');
		expect(outcome.result!.run.error).toMatchObject({ kind: 'syntax', line: 2 });
		expect(failure(outcome)).toMatch(/unexpected symbol near '='/);
	});
});

describe('nothing one run does reaches the next', () => {
	const LEAVE = "left = 1\nstring.left = 1\nprint = nil\nreturn 'left'";
	const LOOK = "return tostring(left) .. ' ' .. tostring(string.left) .. ' ' .. type(print)";

	test('a new state each run: the next run sees nothing of the last', async () => {
		expect((await walled.run(LEAVE)).result!.run.returned).toBe('left');
		expect((await walled.run(LOOK)).result!.run.returned).toBe('nil nil function');
	});

	test('in one shared state the same runs would leak (the test above can fail)', async () => {
		const shared = startLuaCells({ reuseState: true });
		try {
			await shared.run(LEAVE);
			expect((await shared.run(LOOK)).result!.run.returned).toBe('1 1 nil');
		} finally {
			await shared.close();
		}
	});
});
