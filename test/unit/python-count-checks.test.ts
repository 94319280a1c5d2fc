import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import { runChecks, type CheckOutcome } from '../../src/notebook/exercises/check-kit.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { PLAIN_SEARCH_PYTHON } from '../../src/notebook/python/prelude.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { pythonCountSolution } from '../../src/notebook/exercises/python-count-code.ts';
import { pythonChecksFor } from '../../src/notebook/exercises/python-count-checks.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import type { PythonProgress } from '../../src/notebook/python/python-messages.ts';
import {
	CHALLENGE_FACTOR,
	knownCount,
	PYTHON_LAST_N,
	PYTHON_TIMED_N,
} from '../../src/solver/count/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { NEVER_UNDONE_PY, TABLE_PY, TOO_EARLY_PY } from '../python-answers.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * Exercise 3 and the open challenge in Python (issue 30), in Node with the cells' own runtime
 * (node-python.ts): the JavaScript checks on the boards Python reaches within the time limit,
 * timed against the book's plain search in Python. The starters fail, the mistakes of
 * common-mistakes-are-named.test.ts are named in both languages, the worked solutions pass, a
 * table fails as a look-up, and the speed bar is passed by bit masks and failed by is_safe with
 * the advice that follows from it. No verdict here rests on the machine's speed beyond what the
 * JavaScript tests rest on: a search against a look-up (over a thousand times apart), bit masks
 * against the plain scan (over ten times in Python), is_safe against the plain scan (slower).
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

const known = (n: number) => Number(knownCount(n)!);

/** Every verdict of an exercise run on Python `code`. */
async function verdicts(id: string, code: string, locale: Locale = 'en'): Promise<CheckOutcome[]> {
	const outcome = await cells.run(code, { exercise: id, locale });
	expect(outcome.result?.run.error, JSON.stringify(outcome.result?.run.error)).toBeUndefined();
	return outcome.result?.checks ?? [];
}

/** The challenge's verdicts up to its speed check, then stopped (its 11 queens would take long with is_safe). */
async function upToTheRace(code: string, locale: Locale = 'en'): Promise<CheckOutcome[]> {
	const race = (p: PythonProgress) => p.kind === 'check' && p.index === 1;
	const outcome = await cells.run(code, { exercise: 'count-13', locale, stopWhen: race });
	return outcome.progress.flatMap((p) => (p.kind === 'check' ? [p.outcome] : []));
}

test('the book’s plain search in Python counts OEIS A000170', async () => {
	const outcome = await cells.run(
		`${PLAIN_SEARCH_PYTHON}\nprint([count_plainly(n) for n in range(1, ${PYTHON_TIMED_N + 1})])`,
	);
	const sizes = Array.from({ length: PYTHON_TIMED_N }, (_, i) => known(i + 1));
	expect(outcome.output.map((line) => line.text)).toEqual([`[${sizes.join(', ')}]`]);
});

test('Python’s checks: the JavaScript ones, on boards Python reaches, the race on 9 queens', () => {
	const plain = () => 0;
	expect(pythonChecksFor('count-12', plain)!.map((check) => check.name)).toEqual([
		'n = 1 to 8: the published counts',
		'n = 9: 352 solutions',
		'n = 9: counted by a search, not written in',
	]);
	expect(pythonChecksFor('count-13', plain)!.map((check) => check.name)).toEqual([
		'n = 1 to 9: the published counts',
		`n = 9: at least ${CHALLENGE_FACTOR} times as fast as the book's plain search`,
		'n = 10: 724 solutions',
		'n = 11: 2,680 solutions',
	]);
	expect(pythonChecksFor('first-solution', plain)).toBeUndefined();
});

describe('the starters', () => {
	test.each(['count-12', 'count-13'])('%s: offered in Python, and it fails', async (id) => {
		const code = pythonStarter(id)!;
		expect(code).toContain('def count_solutions(n):');
		const checks = await verdicts(id, code);
		expect(checks.length).toBeGreaterThan(0);
		expect(checks[0]!.passed).toBe(false);
		expect(checks[0]!.message).toBe(
			'for n = 1 you returned 0; the published count (OEIS A000170) is 1',
		);
	});

	test.each(['count-12', 'count-13'])(
		'%s: the same program in both languages, its comments in the page’s',
		(id) => {
			const code = (locale: Locale) =>
				pythonStarter(id, locale)!
					.split('\n')
					.filter((line) => !line.trimStart().startsWith('#'))
					.join('\n');
			expect(code('zh-cn')).toBe(code('en'));
			const comments = pythonStarter(id, 'zh-cn')!
				.split('\n')
				.filter((line) => line.trimStart().startsWith('#'));
			expect(comments.length).toBeGreaterThan(1);
			for (const line of comments) expect(line).toMatch(/[\u4e00-\u9fff]/);
		},
	);

	test('each starter says the sizes its Python checks count, in both languages', () => {
		expect(pythonStarter('count-12')).toContain(`1 to ${PYTHON_TIMED_N} queens (352 for 9)`);
		expect(pythonStarter('count-13')).toContain(`1 to ${PYTHON_LAST_N} queens (2,680 for 11)`);
		expect(pythonStarter('count-13')).toContain(`at least ${CHALLENGE_FACTOR} times as fast`);
		expect(pythonStarter('count-12', 'zh-cn')).toContain(`1 到 ${PYTHON_TIMED_N} 个皇后`);
		expect(pythonStarter('count-13', 'zh-cn')).toContain(`1 到 ${PYTHON_LAST_N} 个皇后`);
	});
});

describe('mistakes are named as in JavaScript', () => {
	test.each([
		[
			'en',
			TOO_EARLY_PY,
			/stopped after is_safe\(columns, \d+, \d+\).*return the total only after the last column/,
		],
		['zh-cn', TOO_EARLY_PY, /之后就停了.*再返回总数/],
		['en', NEVER_UNDONE_PY, /is never taken back/],
		['zh-cn', NEVER_UNDONE_PY, /从来没有被拿走/],
	] as const)('exercise 3 (%s): %#', async (locale, code, said) => {
		const [first] = await verdicts('count-12', code, locale);
		expect(first!.passed, first!.message).toBe(false);
		expect(first!.message).toMatch(said);
		expect(first!.message).not.toMatch(/published count|公布的/);
	});

	test('the same mistake gets the same verdict as its JavaScript twin', async () => {
		// The JavaScript twin of TOO_EARLY_PY, on the checks both languages share (1 to 8 queens).
		const { helpers, counts } = createHelpers(() => {});
		const fn = (n: number): number => {
			const columns: number[] = [];
			const place = (row: number): number => {
				if (row === n) return 1;
				let count = 0;
				for (let col = 0; col < n; col++) {
					if (!helpers.isSafe(columns, row, col)) continue;
					columns.push(col);
					count += place(row + 1);
					columns.pop();
					return count;
				}
				return count;
			};
			return place(0);
		};
		// The same checks, told that the learner writes Python, name its code as Python does.
		const [javascript] = runChecks(getExercise('count-12').checks, fn as never, counts, {
			language: 'python',
		});
		const [python] = await verdicts('count-12', TOO_EARLY_PY);
		expect(python).toEqual(javascript);
		expect(python!.message).toContain('is_safe(columns, ');
	});
});

describe('the worked solutions', () => {
	test.each(['count-12', 'count-13'])('%s passes every check, in Python', async (id) => {
		const checks = await verdicts(id, pythonCountSolution(id)!);
		// Python's own checks ran, not JavaScript's (whose 12 or 13 queens Python cannot reach in time).
		const names = pythonChecksFor(id, () => 0)!.map((check) => check.name);
		expect(checks.map((check) => check.name)).toEqual(names);
		expect(checks.filter((check) => !check.passed)).toEqual([]);
	});

	test('the bit-mask solution also passes in Chinese, its comments Chinese', async () => {
		const code = pythonCountSolution('count-13', 'zh-cn')!;
		expect(code).toContain('# 位掩码');
		const checks = await verdicts('count-13', code, 'zh-cn');
		expect(checks.filter((check) => !check.passed)).toEqual([]);
		expect(checks[1]!.message).toMatch(/^n = 9 时，刚才在这台设备上/);
	});
});

test('a table of the counts is raced against the plain search in Python, and told it looks them up', async () => {
	// The real run: the table's counts pass, and its count of 9 is timed beside the plain search
	// in Python. Whether a look-up shows as one rests on the clock, so the verdict is read below
	// with a fake clock (a table answers thousands of times faster on any machine, but a busy one
	// can stall a single timed call).
	const checks = await verdicts('count-12', TABLE_PY);
	expect(checks.slice(0, 2).every((check) => check.passed)).toBe(true);
	expect(checks[2]!.message).toMatch(
		/^for n = 9 your count.+the book's plain search .+\((median of [23] runs|one run) each, after a warm-up on n = 7\)/,
	);
	let t = 0;
	const plain = (n: number) => ((t += 450), known(n)); // the plain search's 0.45 s for 9 queens on a slow device
	const table = (n: number) => ((t += 0.0001), known(n));
	const { counts } = createHelpers(() => {});
	const [, , counted] = runChecks(pythonChecksFor('count-12', plain)!, table as never, counts, {
		now: () => t,
		language: 'python',
	});
	expect(counted!.passed, counted!.message).toBe(false);
	expect(counted!.message).toMatch(
		/^for n = 9 your count_solutions answered in less than 1 ms, while the book's plain search took 450 ms on this device, just now \(median of 3 runs each, after a warm-up on n = 7\): more than 1,000 times as fast\. No search counts 352 solutions/,
	);
});

describe('the speed bar: the learner’s Python against the book’s plain search in Python', () => {
	test('with a fake clock, the race on 9 queens calls the plain search it is given', () => {
		const race = (mine: number, book: number) => {
			let t = 0;
			let timed = 0;
			const plain = (n: number) => {
				expect(n).toBe(PYTHON_TIMED_N);
				timed++;
				t += book;
				return known(n);
			};
			const fn = (n: number) => {
				t += mine;
				return known(n);
			};
			const speed = pythonChecksFor('count-13', plain)![1]!;
			const { counts } = createHelpers(() => {});
			const [outcome] = runChecks([speed], fn as never, counts, { now: () => t });
			expect(timed).toBeGreaterThan(0);
			return outcome!;
		};
		expect(race(100, 400 * CHALLENGE_FACTOR).passed).toBe(true);
		const slow = race(400, 400 * CHALLENGE_FACTOR - 1);
		expect(slow.passed).toBe(false);
		expect(slow.message).toMatch(
			/^for n = 9 your count took 400 ms at best, the book's plain search 1\.6 s.*and the challenge asks for at least 4 times as fast/,
		);
	});
	// Last: the run is stopped after the race, so the next run starts a new interpreter.
	test('exercise 3’s is_safe search fails it, told to leave is_safe', async () => {
		const [counts, race] = await upToTheRace(pythonCountSolution('count-12')!);
		expect(counts!.passed, counts!.message).toBe(true);
		expect(race!.passed, race!.message).toBe(false);
		expect(race!.message).toMatch(
			/^for n = 9 your count took .+ at best, the book's plain search .+: yours is .+ times as (slow|fast) as the book's.* Your count calls is_safe, which compares each square with every queen above it/,
		);
	});
});
