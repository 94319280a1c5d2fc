import { afterAll, beforeAll, expect, test } from 'vitest';
import { runChecks, type CheckOutcome } from '../../src/notebook/exercises/check-kit.ts';
import { pythonChecksFor } from '../../src/notebook/exercises/python-count-checks.ts';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import { knownCount } from '../../src/solver/count/index.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import type { PythonProgress } from '../../src/notebook/python/python-messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import {
	NEVER_UNDONE_PY,
	PLAIN_COUNT_PY,
	SEARCH_ON_PY,
	TABLE_PY,
	TOO_EARLY_PY,
} from '../python-answers.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * Issue 30, point 4: the same checks, the same words. Chapter 8's hidden checks judge a Python
 * answer as they judge a JavaScript one, and name the learner's code as the learner wrote it:
 * is_safe, count_solutions, is_safe(columns, 3, 1), if place_row(row + 1): return True, None, a
 * dict {'candidates': …} and OccupancyCheck's methods, never isSafe, countSolutions, placeRow,
 * null or { candidates, solutions }. Each common wrong Python answer below runs in Node with the
 * cells' own runtime (node-python.ts), in English and in Chinese, and every check's name and
 * message is read.
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

const LONG = 180_000;

/**
 * What a Python learner is never told: JavaScript's names of the learner's code, its null, true
 * and false, its object shorthand, or any camelCase name (Python's names are snake_case, and its
 * classes, such as OccupancyCheck, start with a capital).
 */
const JAVASCRIPT_ONLY = [
	/\bisSafe\b/,
	/\bcountSolutions\b/,
	/\bprintBoard\b/,
	/\bplaceRow\b/,
	/\bnull\b/,
	/\btrue\b/,
	/\bfalse\b/,
	/\{ candidates, solutions \}/,
	/\{ isSafe, place, remove \}/,
	/\b[a-z]+[A-Z]\w*/,
	// JavaScript's words for its values: Python has lists and dicts.
	/\b(?:an? |occupancy )?(?:array|object)s?\b/,
	/数组|对象/,
];

/** One wrong Python answer: its exercise, its code, and the Python names its verdicts must say. */
interface Mistake {
	id: string;
	mistake: string;
	code: string;
	says: readonly string[];
	/** What its verdicts must say in one language only, beside `says`. */
	saysIn?: Readonly<Record<Locale, readonly string[]>>;
	/** The check after which the run stops (the challenge's race, before its slow large boards). */
	stopAfter?: number;
}

/** Exercise 1: a right search around `loop`, the body of `for col in range(n):`. */
const firstSolution = (loop: string, last = 'return columns if place_row(0) else None') =>
	`def first_solution(n):
    columns = []

    def place_row(row):
        if row == n:
            return True
        for col in range(n):
${loop}
        return False

    ${last}`;

const MISTAKES: readonly Mistake[] = [
	{
		id: 'first-solution',
		mistake: 'searching on past the first solution',
		code: SEARCH_ON_PY,
		says: ['is_safe'],
	},
	{
		id: 'first-solution',
		mistake: 'never taking a queen back',
		code: firstSolution(`            if is_safe(columns, row, col):
                columns.append(col)
                if place_row(row + 1):
                    return True`),
		says: ['is_safe', 'columns.pop()', 'None'],
		saysIn: { en: ['a columns list of'], 'zh-cn': ['columns 列表有'] },
	},
	{
		id: 'first-solution',
		mistake: 'returning at a dead end, whatever the row below found',
		code: firstSolution(`            if is_safe(columns, row, col):
                columns.append(col)
                found = place_row(row + 1)
                if not found:
                    columns.pop()
                return found`),
		says: ['is_safe(columns, ', 'if place_row(row + 1): return True'],
	},
	{
		id: 'first-solution',
		mistake: 'testing squares without is_safe',
		code: firstSolution(`            if all(c != col and abs(c - col) != row - r for r, c in enumerate(columns)):
                columns.append(col)
                if place_row(row + 1):
                    return True
                columns.pop()`),
		says: ['is_safe(columns, row, col)'],
	},
	{
		id: 'first-solution',
		mistake: 'an empty list where there is no solution',
		code: firstSolution(
			`            if is_safe(columns, row, col):
                columns.append(col)
                if place_row(row + 1):
                    return True
                columns.pop()`,
			'place_row(0)\n    return columns',
		),
		says: ['[]', 'None'],
	},
	{
		id: 'permutations',
		mistake: 'a list of solutions, not a dict',
		code: `from itertools import permutations


def permutation_solutions(n):
    return [list(p) for p in permutations(range(n)) if all(is_safe(p, r, p[r]) for r in range(n))]`,
		says: ["{'candidates': candidates, 'solutions': solutions}"],
		saysIn: { en: ['return a dict {'], 'zh-cn': ['应返回字典 {'] },
	},
	{
		id: 'permutations',
		mistake: 'counting only the solutions as candidates',
		code: `from itertools import permutations


def permutation_solutions(n):
    solutions = [list(p) for p in permutations(range(n)) if all(is_safe(p, r, p[r]) for r in range(n))]
    return {'candidates': len(solutions), 'solutions': solutions}`,
		says: ['is_safe'],
	},
	{
		id: 'count-12',
		mistake: 'returning inside the loop',
		code: TOO_EARLY_PY,
		says: ['is_safe(columns, '],
	},
	{
		id: 'count-12',
		mistake: 'never taking a queen back',
		code: NEVER_UNDONE_PY,
		says: ['is_safe', 'columns.pop()'],
	},
	{
		id: 'count-13',
		mistake: 'a count that is not made afresh on every call',
		code: `answers = {}


def count_solutions(n):
    if n in answers:
        return 0
    full = (1 << n) - 1

    def place_row(cols, down, up):
        if cols == full:
            return 1
        count = 0
        free = full & ~(cols | down | up)
        while free:
            bit = free & -free
            free ^= bit
            count += place_row(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
        return count

    answers[n] = place_row(0, 0, 0)
    return answers[n]`,
		says: ['count_solutions'],
	},
	{
		id: 'occupancy-check',
		mistake: 'the starter, which looks up columns only',
		code: pythonStarter('occupancy-check')!,
		says: ['is_safe(1, 4)', 'is_safe'],
	},
	{
		id: 'occupancy-check',
		mistake: 'remove forgets the diagonals',
		code: `class OccupancyCheck:
    def __init__(self, n):
        self.n = n
        self.cols = [False] * n
        self.down = [False] * (2 * n - 1)
        self.up = [False] * (2 * n - 1)

    def is_safe(self, row, col):
        return not (self.cols[col] or self.down[row - col + self.n - 1] or self.up[row + col])

    def place(self, row, col):
        self.cols[col] = self.down[row - col + self.n - 1] = self.up[row + col] = True

    def remove(self, row, col):
        self.cols[col] = False`,
		says: ['is_safe(1, 1)'],
	},
	{
		id: 'occupancy-check',
		mistake: 'a class without remove',
		code: `class OccupancyCheck:
    def __init__(self, n):
        self.cols = [False] * n

    def is_safe(self, row, col):
        return not self.cols[col]

    def place(self, row, col):
        self.cols[col] = True`,
		says: ['OccupancyCheck', 'is_safe(self, row, col)', 'remove(self, row, col)'],
	},
	{
		id: 'chess-notation',
		mistake: 'a list of squares, not a string',
		code: `def to_chess(columns):
    n = len(columns)
    return [chr(ord('a') + f) + str(n - columns.index(f)) for f in range(n)]`,
		says: ['a8'],
		saysIn: { en: ['you returned a list, not a string'], 'zh-cn': ['你返回了一个列表'] },
	},
	{
		id: 'count-12',
		mistake: 'the solutions, not their number',
		code: `def count_solutions(n):
    columns = []
    solutions = []

    def place_row(row):
        if row == n:
            solutions.append(list(columns))
            return
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                place_row(row + 1)
                columns.pop()

    place_row(0)
    return solutions`,
		says: [],
		saysIn: { en: ['you returned a list of 1 entry'], 'zh-cn': ['你返回了 一个含 1 项的列表'] },
	},
	{
		id: 'first-solution',
		mistake: 'a dict, not a list of columns',
		code: `def first_solution(n):
    return {'columns': [], 'n': n}`,
		says: ["{'columns': [], 'n': 1}"],
		saysIn: {
			en: ['you returned a dict, not a list of columns'],
			'zh-cn': ['一个字典，而不是由列号组成的列表'],
		},
	},
	// Last: its run is stopped after the race (its 12 queens would take 40 s with is_safe), which
	// ends the interpreter, and a test after it would wait for a new one.
	{
		id: 'count-13',
		mistake: 'exercise 3’s search with is_safe, too slow',
		code: PLAIN_COUNT_PY,
		says: ['is_safe'],
		saysIn: { en: ['occupancy lists'], 'zh-cn': ['占用列表'] },
		stopAfter: 1,
	},
];

/** Every check's name and message for a Python answer, as the page lists them. */
async function verdicts(mistake: Mistake, locale: Locale) {
	const { stopAfter } = mistake;
	const stopWhen =
		stopAfter === undefined
			? undefined
			: (p: PythonProgress) => p.kind === 'check' && p.index === stopAfter;
	const outcome = await cells.run(mistake.code, {
		exercise: mistake.id,
		locale,
		...(stopWhen ? { stopWhen } : {}),
	});
	expect(outcome.result?.run.error, JSON.stringify(outcome.result?.run.error)).toBeUndefined();
	const checks =
		stopAfter === undefined
			? (outcome.result?.checks ?? [])
			: outcome.progress.flatMap((p) => (p.kind === 'check' ? [p.outcome] : []));
	return checks;
}

const CASES = MISTAKES.flatMap((mistake) =>
	(['en', 'zh-cn'] as const).map(
		(locale) => [mistake.id, mistake.mistake, locale, mistake] as const,
	),
);

/** The verdicts fail somewhere, say `mistake`'s Python names, and no JavaScript one. */
function expectPythonNames(checks: readonly CheckOutcome[], mistake: Mistake, locale: Locale) {
	expect(checks.length).toBeGreaterThan(0);
	expect(checks.some((check) => !check.passed)).toBe(true);
	const said = checks.map((check) => `${check.name}\n${check.message}`).join('\n');
	for (const name of [...mistake.says, ...(mistake.saysIn?.[locale] ?? [])]) {
		expect(said).toContain(name);
	}
	for (const javascript of JAVASCRIPT_ONLY) expect(said).not.toMatch(javascript);
}

test.each(CASES)(
	'%s, %s (%s): the checks name the code as Python writes it',
	async (_id, _mistake, locale, mistake) => {
		expectPythonNames(await verdicts(mistake, locale), mistake, locale);
	},
	LONG,
);

// A table of the counts fails only as a look-up, a verdict of the clock, which a busy machine can
// stall (python-count-checks.test.ts races one in Python for real): here the Python checks judge
// the table with a fake clock, the plain search taking 0.45 s, the table nothing.
test.each(['en', 'zh-cn'] as const)(
	'count-12, a table of the published counts (%s): the checks name the code as Python writes it',
	(locale) => {
		let t = 0;
		const plain = (n: number) => ((t += 450), Number(knownCount(n)!));
		const table = (n: number) => Number(knownCount(n)!);
		const { counts } = createHelpers(() => {});
		const checks = runChecks(pythonChecksFor('count-12', plain)!, table as never, counts, {
			now: () => t,
			locale,
			language: 'python',
		});
		const mistake = {
			id: 'count-12',
			mistake: 'a table',
			code: TABLE_PY,
			says: ['count_solutions'],
		};
		expectPythonNames(checks, mistake, locale);
	},
);

test('the words a Python learner is never told are found where they are', () => {
	const javascript = [
		'you called isSafe 52 times',
		'your countSolutions answered',
		'(if (placeRow(row + 1)) return true;)',
		'return an object { candidates, solutions }',
		'you returned null',
		'call printBoard',
		'you returned an array, not a string',
		'keep occupancy arrays instead',
		'你返回了一个数组',
	];
	for (const text of javascript) {
		expect(
			JAVASCRIPT_ONLY.some((pattern) => pattern.test(text)),
			text,
		).toBe(true);
	}
	const python = 'you called is_safe 52 times; your OccupancyCheck; 你的 count_solutions 返回 None';
	expect(JAVASCRIPT_ONLY.filter((pattern) => pattern.test(python))).toEqual([]);
});
