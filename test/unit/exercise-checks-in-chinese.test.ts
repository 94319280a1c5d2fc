import { expect, test } from 'vitest';
import { transform } from 'sucrase';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import {
	runChecks,
	summarise,
	type CheckOutcome,
	type LearnerFunction,
} from '../../src/notebook/exercises/check-kit.ts';
import { speedCheck } from '../../src/notebook/exercises/checks-challenge.ts';
import {
	EXERCISES,
	exerciseLabel,
	getExercise,
	localizedExercises,
	type ExerciseId,
} from '../../src/notebook/exercises/exercises.ts';
import { knownCount } from '../../src/solver/count/index.ts';

/*
 * The hidden checks in Chinese (issue 21): told `locale: 'zh-cn'`, every check names itself and
 * gives its verdict in Chinese, naming the same mistake as in English, with the same numbers, and
 * every worked solution (its comments in Chinese) still passes. Facts: OEIS A000170 (92 for 8),
 * the first solution of 8 queens [0, 4, 7, 5, 2, 6, 1, 3], 8! = 40,320.
 */

type IsSafe = (columns: readonly number[], row: number, col: number) => boolean;

/** Latin words a Chinese message may hold: code, proper names, units and chess squares. */
const CODE_WORDS = new Set([
	'isSafe',
	'place',
	'remove',
	'null',
	'undefined',
	'candidates',
	'solutions',
	'columns',
	'row',
	'col',
	'countSolutions',
	'OEIS',
	'QBASIC',
	'AND',
	'ms',
	'BigInt',
	'Symbol',
	'Error',
	'TypeError',
	'RangeError',
]);

/**
 * The Latin words of `text` that are not code, names, units or squares: English left over. A
 * function inside a value is shown as the runtime's formatValue writes it, "[function isSafe]".
 */
function english(text: string): string[] {
	return (text.replace(/\[function [\w$]*\]/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
		(word) => !CODE_WORDS.has(word) && !/^(?:[a-z]\d*|A000170|[a-h]\d+)$/.test(word),
	);
}

/** The numbers a message carries, in order of size: the same data in both languages. */
function numbers(text: string): string[] {
	return (text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []).sort();
}

/** Runs exercise `id`'s checks on `make(isSafe)` in English and in Chinese. */
function both(id: ExerciseId, make: (isSafe: IsSafe) => LearnerFunction) {
	const run = (locale: 'en' | 'zh-cn') => {
		const { helpers, counts } = createHelpers(() => {});
		return runChecks(getExercise(id).checks, make(helpers.isSafe), counts, { locale });
	};
	return { en: run('en'), zh: run('zh-cn') };
}

/** Every solution of n queens in the order the search meets them. */
function allSolutions(n: number, isSafe?: IsSafe): number[][] {
	const found: number[][] = [];
	const columns: number[] = [];
	const safe: IsSafe =
		isSafe ?? ((cs, row, col) => cs.every((c, r) => c !== col && Math.abs(c - col) !== row - r));
	const place = (row: number): void => {
		if (row === n) return void found.push([...columns]);
		for (let col = 0; col < n; col++) {
			if (!safe(columns, row, col)) continue;
			columns.push(col);
			place(row + 1);
			columns.pop();
		}
	};
	place(0);
	return found;
}

/** A check object with the \ diagonal right and the / diagonal forgotten, or never cleared. */
function occupancy(forgetUp: boolean, neverClear: boolean) {
	return (n: number) => {
		const cols = new Array<boolean>(n).fill(false);
		const down = new Array<boolean>(2 * n).fill(false);
		const up = new Array<boolean>(2 * n).fill(false);
		const mark = (row: number, col: number, value: boolean) => {
			cols[col] = value;
			down[row - col + n - 1] = value;
			if (!forgetUp) up[row + col] = value;
		};
		return {
			isSafe: (row: number, col: number) =>
				!cols[col] && !down[row - col + n - 1] && !up[row + col],
			place: (row: number, col: number) => mark(row, col, true),
			remove: (row: number, col: number) => {
				if (!neverClear) mark(row, col, false);
			},
		};
	};
}

/** Chess squares of `columns`, listed row by row instead of file by file. */
const byRow = (columns: number[]) =>
	columns.map((c, r) => String.fromCharCode(97 + c) + (columns.length - r)).join(' ');

test.each<[string, ExerciseId, (isSafe: IsSafe) => LearnerFunction, string, string]>([
	[
		'a list of boards',
		'first-solution',
		() => ((n: number) => allSolutions(n)) as LearnerFunction,
		'n = 8: the first solution',
		'个棋盘组成的列表，而不是一个棋盘',
	],
	[
		'columns counted from 1',
		'first-solution',
		() => ((n: number) => allSolutions(n)[0]?.map((c) => c + 1) ?? null) as LearnerFunction,
		'n = 8: the first solution',
		'从 1 数起的列号',
	],
	[
		'a string',
		'first-solution',
		() => ((n: number) => allSolutions(n)[0]?.join(' ') ?? null) as LearnerFunction,
		'n = 8: the first solution',
		'一个字符串，而不是数字数组',
	],
	[
		'a solution, not the first',
		'first-solution',
		() => ((n: number) => allSolutions(n).at(-1) ?? null) as LearnerFunction,
		'n = 8: the first solution',
		'不是搜索遇到的第一个解',
	],
	[
		'two queens on a diagonal',
		'first-solution',
		() => ((n: number) => (n < 4 ? null : [...Array(n).keys()])) as LearnerFunction,
		'n = 8: the first solution',
		'在同一条主对角线（\\）上',
	],
	[
		'every solution searched, the first returned',
		'first-solution',
		(isSafe) => ((n: number) => allSolutions(n, isSafe)[0] ?? null) as LearnerFunction,
		'n = 8: stops at the first solution',
		'找到第一个解就停下，只需要',
	],
	[
		'a search that never calls isSafe',
		'first-solution',
		() => ((n: number) => allSolutions(n)[0] ?? null) as LearnerFunction,
		'n = 8: stops at the first solution',
		'一次也没有调用 isSafe',
	],
	[
		'a thrown error',
		'first-solution',
		() =>
			((n: number) => {
				if (n === 8) throw new RangeError('太大');
				return allSolutions(n)[0] ?? null;
			}) as LearnerFunction,
		'n = 8: the first solution',
		'你的代码抛出了 RangeError',
	],
	[
		'a permutation test that skips the / diagonals',
		'permutations',
		() =>
			((n: number) => {
				const solutions = allSolutions(n, (cs, row, col) =>
					cs.every((c, r) => c !== col && r - c !== row - col),
				);
				let candidates = 1;
				for (let k = 2; k <= n; k++) candidates *= k;
				return { candidates, solutions };
			}) as LearnerFunction,
		'n = 1 to 7: every solution in dictionary order',
		'在同一条副对角线（/）上的棋盘',
	],
	[
		'too few candidates',
		'permutations',
		() => ((n: number) => ({ candidates: n, solutions: allSolutions(n) })) as LearnerFunction,
		'n = 1 to 7: all n! permutations',
		'个候选',
	],
	[
		'solutions out of order',
		'permutations',
		() =>
			((n: number) => ({
				candidates: [1, 1, 2, 6, 24, 120, 720, 5040, 40320][n],
				solutions: allSolutions(n).reverse(),
			})) as LearnerFunction,
		'n = 1 to 7: every solution in dictionary order',
		'按字典序',
	],
	[
		'a wrong count',
		'count-12',
		() => ((n: number) => Number(knownCount(n)!) + (n === 10 ? 1 : 0)) as LearnerFunction,
		'n = 10: 724 solutions',
		'已发表的解的个数（OEIS A000170）是 724',
	],
	[
		'an array for a count',
		'count-12',
		() => ((n: number) => allSolutions(n)) as LearnerFunction,
		'n = 1 to 8: the published counts',
		'一个含 1 项的数组',
	],
	[
		'chess squares row by row',
		'chess-notation',
		() => ((columns: number[]) => byRow(columns)) as LearnerFunction,
		'n = 8: the first solution in chess notation',
		'你是按行列出的',
	],
	[
		'chess squares in an array',
		'chess-notation',
		() => ((columns: number[]) => byRow(columns).split(' ')) as LearnerFunction,
		'n = 8: the first solution in chess notation',
		'你返回了一个数组，不是字符串',
	],
	[
		'an occupancy check without its / diagonals',
		'occupancy-check',
		() => occupancy(true, false) as LearnerFunction,
		'one queen: each diagonal on its own',
		'你的检查漏掉了副对角线（/）',
	],
	[
		'an occupancy check that never clears',
		'occupancy-check',
		() => occupancy(false, true) as LearnerFunction,
		'remove clears what place marked',
		'仍然说受到攻击',
	],
	[
		'an occupancy check whose place throws',
		'occupancy-check',
		() =>
			((n: number) => ({
				isSafe: () => n > 0,
				place: () => {
					throw new TypeError('没有数组');
				},
				remove: () => {},
			})) as LearnerFunction,
		'one queen: each diagonal on its own',
		'在空的 8×8 棋盘上执行 place(0, 3) 之后，你的代码抛出了 TypeError: 没有数组',
	],
	[
		'an occupancy object without remove',
		'occupancy-check',
		() => ((n: number) => ({ isSafe: () => n > 0, place: () => {} })) as LearnerFunction,
		'one queen: each diagonal on its own',
		'其中没有 remove',
	],
])(
	'%s: the Chinese message names the same mistake, with the same numbers',
	(_, id, make, name, words) => {
		const { en, zh } = both(id, make);
		expect(zh.map((r) => r.passed)).toEqual(en.map((r) => r.passed));
		const index = en.findIndex((r) => r.name === name);
		expect(index, name).toBeGreaterThanOrEqual(0);
		expect(en[index]!.passed, en[index]!.message).toBe(false);
		const message = zh[index]!.message;
		expect(message).toContain(words);
		expect(english(message), message).toEqual([]);
		expect(numbers(message)).toEqual(numbers(en[index]!.message));
		expect(zh[index]!.name).not.toBe(name);
		expect(english(zh[index]!.name)).toEqual([]);
	},
);

test('a count looked up in a table fails in Chinese as one', () => {
	const { zh } = both('count-12', () => ((n: number) => Number(knownCount(n)!)) as LearnerFunction);
	const counted = zh.at(-1)!;
	expect(counted.passed, counted.message).toBe(false);
	expect(counted.name).toBe('n = 12：靠搜索数出，而不是直接写进代码');
	expect(counted.message).toContain('查表得到答案');
	expect(english(counted.message), counted.message).toEqual([]);
});

test('a count too slow for the challenge fails in Chinese, with the same times', () => {
	let t = 0;
	const fn = (n: number) => {
		t += 70;
		return Number(knownCount(n)!);
	};
	const plain = (n: number) => {
		t += 140;
		return Number(knownCount(n)!);
	};
	const { counts } = createHelpers(() => {});
	const [zh] = runChecks([speedCheck(12, plain)], fn, counts, { now: () => t, locale: 'zh-cn' });
	expect(zh!.passed).toBe(false);
	expect(zh!.message).toBe(
		'n = 12 时，刚才在这台设备上，你的计数最快用了 70 毫秒，本书的朴素搜索用了 140 毫秒：你的速度是本书的 2 倍，而挑战要求速度至少是本书的 4 倍。你的检查已经比逐行扫描省事，和占用数组一样；但搜索仍然逐个尝试一行中的每个格子。位掩码更进一步：用三个整数标出受攻击的列和对角线，一次按位与运算就得到整行中空闲的格子，搜索只走这些格子',
	);
});

/** TypeScript to JavaScript as the page does it. */
const compile = (ts: string) => transform(ts, { transforms: ['typescript'] }).code;

test.each(EXERCISES.map((e) => [e.id] as const))(
	'exercise %s: the Chinese worked solution passes every check, in Chinese',
	(id) => {
		const exercise = getExercise(id, 'zh-cn');
		const { helpers, counts } = createHelpers(() => {});
		const quiet = { log() {}, time() {}, timeEnd() {} };
		const cell = new Function(
			'isSafe',
			'printBoard',
			'console',
			`${compile(exercise.solution)}\nreturn ${exercise.functionName};`,
		);
		const fn = cell(helpers.isSafe, helpers.printBoard, quiet) as LearnerFunction;
		const results: CheckOutcome[] = runChecks(exercise.checks, fn, counts, { locale: 'zh-cn' });
		expect(results.filter((r) => !r.passed)).toEqual([]);
		expect(results).toHaveLength(exercise.checks.length);
		for (const result of results) {
			expect(english(result.name), result.name).toEqual([]);
			expect(english(result.message), result.message).toEqual([]);
		}
		expect(summarise(results, 'zh-cn')).toBe(
			`${results.length} 项检查中通过了 ${results.length} 项`,
		);
	},
	// Sized for a busy machine: the count checks run whole searches (20 s tripped at load 14).
	120_000,
);

test('without a locale the checks speak English, as before', () => {
	const { helpers, counts } = createHelpers(() => {});
	const fn = ((n: number) => allSolutions(n, helpers.isSafe)[0] ?? null) as LearnerFunction;
	const [first] = runChecks(getExercise('first-solution').checks, fn, counts);
	expect(first).toEqual({
		name: 'n = 1 to 3: the first solution, or null',
		passed: true,
		message:
			'for n = 1 you returned [0], the first solution; for n = 2 you returned null: 2 queens have no solution; for n = 3 you returned null: 3 queens have no solution',
	});
});

test('the Chinese page names each exercise in Chinese, and its hints are Chinese', () => {
	expect(localizedExercises('zh-cn').map(exerciseLabel)).toEqual([
		'练习 1：找到第一个解就停下',
		'练习 2：所有排列',
		'练习 3：数出十二皇后的解',
		'练习 4：国际象棋记谱法',
		'练习 5：占用数组检查',
		'挑战：更快地数出十三皇后的解',
	]);
	for (const exercise of localizedExercises('zh-cn')) {
		const english = EXERCISES.find((e) => e.id === exercise.id)!;
		expect(exercise.hints).toHaveLength(english.hints.length);
		for (const hint of exercise.hints) expect(hint).toMatch(/[\u4e00-\u9fff]/);
	}
	expect(getExercise('count-13', 'zh-cn').hints[0]).toContain('至少是它的 4 倍');
});
