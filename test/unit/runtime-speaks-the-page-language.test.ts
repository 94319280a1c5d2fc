import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCell } from '../../src/notebook/runtime/runner.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { helperDocs, HELPER_DOCS } from '../../src/notebook/runtime/helpers.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { serveCell } from '../../src/notebook/worker/serve-cell.ts';
import { startLockedCells, type LockedCells } from '../../src/notebook/worker/node-cells.ts';
import { catalogIn } from '../../src/i18n/load.ts';
import { runtimeCatalogs } from '../../src/i18n/runtime.ts';
import type {
	CellReply,
	CellRequest,
	CellResult,
} from '../../src/notebook/worker/cell-messages.ts';
import { stripTypes } from '../../src/notebook/runtime/strip-types.ts';
import { englishWords } from '../english-allowed.ts';

/*
 * The runner's sentences (issue 21) are in the language the run request names: the worker loads
 * that language's words and the box, the helpers, the traced board, the output and the checks
 * speak it. The learner's code cannot choose it, and a request without one (or with a language
 * the book does not have) runs in English.
 */

const zh = await catalogIn(runtimeCatalogs, 'zh-cn');

/** Runs `code` with the Chinese words; the error's message, or what was printed. */
function inChinese(code: string) {
	return runCell(code, { words: zh });
}

describe('the runner in Chinese', () => {
	test.each([
		['board.place(9, 0);', 'board.place(9, 0)：这个 8×8 棋盘的行号和列号是从 0 到 7 的整数。'],
		[
			'board.start(4);\nboard.solution();',
			'board.solution()：第 0 行还没有皇后；一个解在全部 4 行（0 到 3）中每行都有一个皇后。',
		],
		['board.start(99);', 'board.start(n)：棋盘大小必须是从 1 到'],
		['isSafe([0], 3, 1);', 'isSafe(columns, 3, 1)：columns 只列出了 1 行，所以第 1 行到第 2 行'],
		['isSafe([0, "x"], 2, 1);', 'isSafe(columns, 2, 1)：columns[1] 是 x，不是列号。'],
		[
			'printBoard([0, 5]);',
			'printBoard(columns)：columns[1] 是 5，但 2×2 的棋盘只有第 0 列到第 1 列。',
		],
		['printBoard([]);', 'printBoard(columns)：棋盘至少要有一行。'],
		['fetch("x");', '笔记本的代码单元里关闭了 fetch'],
		['setTimeout(() => 1);', '笔记本的代码单元里没有 setTimeout'],
		['document.title;', '笔记本的代码单元里没有 document'],
		['throw 42;', '抛出了值 42'],
		['x;\nlet x = 1;', "ReferenceError：在初始化之前不能使用 'x'"],
		['const a = 1;\na = 2;', 'TypeError：不能给常量重新赋值。'],
		['const o = null;\no.x;', "TypeError：无法读取 null 的属性（读取 'x'）"],
		['const f = 3;\nf();', 'TypeError：f 不是函数'],
		// Rarer engine errors a learner still meets (issue 27), each in Chinese.
		['const n = 8;\nconst n = 4;', "SyntaxError：标识符 'n' 已经声明过了"],
		['const x;', 'SyntaxError：const 声明缺少初始值'],
		['break;', 'SyntaxError：break 语句不在循环或 switch 里'],
		['if (true) { continue; }', 'SyntaxError：continue 语句不在循环里'],
		['let a = 1;\na + 1 = 3;', 'SyntaxError：赋值号左边不是可以赋值的变量或属性'],
		['let a = 1, b = 2;\n(a + b)++;', 'SyntaxError：++ 和 -- 只能用在变量或属性上'],
		['class { }', "SyntaxError：意外的符号 '{'"],
		[
			'function count() {}\nconst { candidates } = count();',
			"TypeError：无法从 'count(...)' 中解构出属性 'candidates'，因为它是 undefined。",
		],
		['const { ...rest } = null;', "TypeError：无法解构 'null'，因为它是 null。"],
		['const f = () => 1;\nconst [a] = f();', 'TypeError：f 不是函数，或者它的返回值不能迭代'],
		['new Set(5);', 'TypeError：数字 5 不能迭代'],
		['[1].map(5);', 'TypeError：数字 5 不是函数'],
		["'.'.repeat(-1);", 'RangeError：重复次数无效：-1'],
		["''.padStart(Infinity);", 'RangeError：字符串长度无效'],
		['[].reduce((a, b) => a + b);', 'TypeError：对空数组调用 reduce 时必须给出初始值'],
		['1n + 1;', 'TypeError：不能把 BigInt 和其他类型混在一起运算，请先显式转换'],
		['Math.max(1n);', 'TypeError：不能把 BigInt 值转换成数字'],
		['board.columns.push(3);', 'TypeError：不能添加属性 8：这个对象不可扩展'],
		['board.columns[0] = 1;', "TypeError：不能给对象 '[object Array]' 的只读属性 '0' 赋值"],
		['board.n = 4;', 'TypeError：不能给 #<Object> 的属性 n 赋值：它只能读取'],
	])('%s', (code, message) => {
		const run = inChinese(code);
		expect(run.error?.message).toContain(message);
		expect(runCell(code).error?.message).not.toContain(message);
	});

	test.each([
		['JSON.parse("");', 'Unexpected end of JSON input'],
		['(1.5).toFixed(200);', 'toFixed() digits argument must be between 0 and 100'],
		['class A {}\nA();', "Class constructor A cannot be invoked without 'new'"],
	])('an engine error the notebook does not translate stays whole: %s', (code, message) => {
		// The engine's words, untouched (docs/i18n.md says which and why), after its kind and a ：.
		const said = inChinese(code).error?.message ?? '';
		expect(said).toMatch(/^[A-Za-z]+Error：/);
		expect(said.slice(said.indexOf('：') + 1)).toBe(message);
	});

	test('refusals before running say where, in Chinese', () => {
		const run = inChinese('const a = 1;\neval("1");');
		expect(run.error).toMatchObject({ kind: 'syntax', line: 2, column: 1 });
		expect(run.error?.message).toBe(
			'代码单元拒绝 `eval(`（即使写在注释或字符串里）：请直接写出代码本身',
		);
	});

	test.each([
		['const b = (1 + ;', '意外的符号'],
		['const s = "open;', '字符串没有结束'],
		['const c = 1; /* open', '注释没有结束'],
	])('the syntax error of %s is told in Chinese, where it is', (code, message) => {
		const stripped = stripTypes(code, zh);
		expect(stripped.ok).toBe(false);
		if (stripped.ok) return;
		expect(stripped.error).toMatchObject({ kind: 'syntax', message, line: 1 });
		const english = stripTypes(code);
		expect(!english.ok && english.error.message).not.toBe(message);
	});

	test('console.timeEnd’s line is in the page’s language (issue 40): 毫秒 beside a full-width colon', () => {
		const timed = "console.time('n = 12'); console.timeEnd('n = 12');";
		expect(inChinese(timed).output[0]?.text).toMatch(/^n = 12：\d+\.\d 毫秒$/);
		// English keeps the browser console's own form.
		expect(runCell(timed).output[0]?.text).toMatch(/^n = 12: \d+\.\d ms$/);
	});

	test('the output’s cut, a long returned array and a Promise are told in Chinese', () => {
		const cut = runCell('for (let i = 0; i < 100; i++) console.log(i);', {
			words: zh,
			caps: { maxLines: 10 },
		});
		expect(cut.output.at(-1)).toEqual({ kind: 'note', text: '……输出在 10 行之后被截断' });
		expect(inChinese('return new Array(500).fill(7);').returned).toMatch(
			/^一个含 500 项的数组；前 16 项是 \[7, 7, /,
		);
		expect(inChinese('const a = [1]; a.push(a); console.log(a);').output[0]?.text).toBe(
			'[1, [循环引用]]',
		);
		expect(inChinese('return Promise.resolve(1);').output.at(-1)?.text).toBe(
			'这个代码单元返回了一个尚未完成的异步结果；代码单元运行到末尾就结束，不会等待它。',
		);
	});

	test('an exercise’s summary and checks are in the run’s language', () => {
		const exercise = getExercise('first-solution');
		const none = runExercise(exercise, 'const x = 1;', { words: zh, locale: 'zh-cn' });
		expect(none.summary).toBe(
			'检查没有执行：请在代码单元的顶层定义一个名为 firstSolution 的函数。',
		);
		const stripped = stripTypes(exercise.solution);
		if (!stripped.ok) throw new Error('the worked solution compiles');
		const ran = runExercise(exercise, stripped.code, { words: zh, locale: 'zh-cn' });
		expect(ran.summary).toBe('7 项检查中通过了 7 项');
		expect(englishWords(ran.checks.map((c) => `${c.name} ${c.message}`).join(' '))).toEqual([]);
		expect(runExercise(exercise, stripped.code).summary).toBe('7 of 7 checks passed');
	});

	test('the helpers’ list is described in the page’s language; English stays as it was', () => {
		expect(helperDocs(zh).map((doc) => doc.signature)).toEqual(
			HELPER_DOCS.map((doc) => doc.signature),
		);
		expect(
			englishWords(
				helperDocs(zh)
					.map((doc) => doc.description)
					.join(' '),
			),
		).toEqual([]);
		expect(helperDocs()).toEqual(HELPER_DOCS);
	});
});

/** Serves one request as the cell worker does; its one result. */
function serve(request: CellRequest): Promise<CellResult> {
	return new Promise((resolve, reject) =>
		serveCell(request, (reply: CellReply) => {
			if (reply.type === 'result') resolve(reply.result);
			else if (reply.type === 'error') reject(new Error(reply.message));
		}),
	);
}

describe('the worker takes the language from the request, never from the code', () => {
	test('zh-cn in the request: Chinese; none, or one the book lacks: English', async () => {
		const code = 'board.place(9, 0);';
		expect((await serve({ code, locale: 'zh-cn' })).run.error?.message).toContain('这个 8×8 棋盘');
		expect((await serve({ code })).run.error?.message).toContain('rows and columns of this 8×8');
		const odd = { code, locale: 'fr' } as unknown as CellRequest;
		expect((await serve(odd)).run.error?.message).toContain('rows and columns of this 8×8');
	});

	let cells: LockedCells;
	beforeAll(() => {
		cells = startLockedCells();
	});
	afterAll(async () => {
		await cells.close();
	});

	test('the locked-down worker loads the Chinese words too', async () => {
		const result = await cells.run('fetch("x");', undefined, 'zh-cn');
		expect(result.run.error?.message).toContain('笔记本的代码单元里关闭了 fetch');
		// Lockdown froze the built-ins: changing one is said in Chinese too.
		expect((await cells.run('Math.PI = 3;', undefined, 'zh-cn')).run.error?.message).toBe(
			"TypeError：不能给对象 '[object Math]' 的只读属性 'PI' 赋值",
		);
		expect(
			(await cells.run('Array.prototype.last = 1;', undefined, 'zh-cn')).run.error?.message,
		).toBe('TypeError：不能添加属性 last：这个对象不可扩展');
		const exercise = getExercise('first-solution');
		const checked = await cells.run(exercise.starter, 'first-solution', 'zh-cn');
		expect(checked.summary).toBe('7 项检查中通过了 1 项');
	});
});
