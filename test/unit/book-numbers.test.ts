import { readFileSync, readdirSync } from 'node:fs';
import { constants } from 'node:os';
import { describe, expect, test } from 'vitest';
import { fact } from '../../src/site/book-facts.ts';
import { BUNDLE_NODE } from '../../src/site/command-bundle.ts';
import { MAX_BUILD_SHARES_N } from '../../src/site/share-facts.ts';
import { factText, type FactStyle } from '../../src/site/fact-text.ts';
import { literals, prose } from './page-text.ts';
import { backtrack, countWithCheck, permutationSearch } from '../../src/solver/search/index.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';
import { countSolutionsFast, createGridChecker } from '../../src/solver/checks/index.ts';
import {
	countAll,
	countSubproblem,
	firstCountAbove,
	knownCount,
	MAX_KNOWN_N,
	planSubproblems,
	TWO_TO_53,
} from '../../src/solver/count/index.ts';
import { diagonalCount, diagonalIndex, symmetryClasses } from '../../src/solver/board/index.ts';
import {
	formatChess,
	formatColumns,
	formatDigits,
	formatSquares,
	formatX,
} from '../../src/solver/format/index.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { A000170, A002562, drain } from './helpers.ts';

/*
 * Every number the chapters quote that the solver can produce comes from it: either printed by
 * <Fact> (components/book/Fact.astro, computed by src/site/book-facts.ts at build time) or typed in and
 * listed below with a reason, pinned to the solver, OEIS or a limit wherever one can be computed.
 * A new number typed into a chapter fails here until it is a <Fact> or has a reason.
 */

const CONTENT = new URL('../../content/', import.meta.url);
const PAGES = readdirSync(CONTENT)
	.filter((file) => file.endsWith('.mdx'))
	.sort();
const source = (page: string) => readFileSync(new URL(page, CONTENT), 'utf8');

/** The <Fact> tags of a page, with their styles. */
function factTags(text: string): { tag: string; name: string; style: FactStyle }[] {
	return [...text.matchAll(/<Fact\b([^>]*)\/>/g)].map(([tag, attrs]) => {
		const str = (key: string) => new RegExp(`\\b${key}="([^"]*)"`).exec(attrs!)?.[1];
		const num = (key: string) => {
			const value = new RegExp(`\\b${key}=\\{([^}]*)\\}`).exec(attrs!)?.[1];
			return value === undefined ? undefined : Number(value);
		};
		const flag = (key: string) => (new RegExp(`\\s${key}(\\s|$)`).test(attrs!) ? true : undefined);
		const given = {
			minus: str('minus'),
			over: str('over'),
			times: num('times'),
			digits: num('digits'),
			percent: flag('percent'),
			words: flag('words'),
		};
		const style = Object.fromEntries(
			Object.entries(given).filter(([, value]) => value !== undefined),
		) as FactStyle;
		return { tag, name: str('name') ?? '', style };
	});
}

type Expected = number | bigint | string;
/** Numbers typed in by hand: where, why, and (when it can be computed) what each must equal. */
interface Allowed {
	pages: string[];
	literals: string[];
	reason: string;
	pin?: () => Expected[];
}

const counted = new Map<string, ReturnType<typeof countWithCheck>>();
/** The full (or first-solution) search's counters, run once per test file: n = 12 takes a moment. */
const count = (n: number, options: { first?: boolean } = {}) => {
	const key = `${n}.${options.first === true}`;
	if (!counted.has(key)) counted.set(key, countWithCheck({ n, check: 'bitmask', ...options }));
	return counted.get(key)!;
};
const solutionDigits = (n: number) =>
	drain(backtrack({ n })).events.flatMap((e) =>
		e.type === 'solution' ? [formatDigits(e.columns)] : [],
	);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const known = (n: number) => knownCount(n)!;
// Queens the full-symmetry engine places (the count race's counter), measured with
// countWithWorkers(16) and (17) from src/cli/count-workers.ts (5 s and 50 s on two threads): too
// slow for this gate.
const NODES_16 = 246_134_147;
const NODES_17 = 1_707_895_137;

const ALLOWED: Allowed[] = [
	{
		pages: ['nqueens-command.mdx'],
		literals: ['20'],
		reason: "the oldest Node the bundled command runs on; also n = 20, chapter 9's shares example",
		pin: () => [BUNDLE_NODE],
	},
	{
		pages: ['nqueens-command.mdx'],
		literals: ['27'],
		reason: "the command's fast count goes up to n = 27",
		pin: () => [LIMITS.count.max],
	},
	{
		pages: ['nqueens-command.mdx'],
		literals: ['130'],
		reason: 'the status of nqueens check stopped by Ctrl-C: 128 + SIGINT, as shells report it',
		pin: () => [128 + constants.signals.SIGINT],
	},
	{
		pages: ['nqueens-command.mdx'],
		literals: ['12', '14', '16'],
		reason: "board sizes and share counts in the command's examples",
	},
	{
		pages: ['nqueens-command.mdx'],
		literals: ['24', '64'],
		reason:
			"the Kubernetes recipe's kubectl lines as its header gives them (a 24 h wait, 64 pods' logs)",
	},
	{
		pages: [
			'01-puzzle-by-hand.mdx',
			'02-backtracking-step-by-step.mdx',
			'07-all-92.mdx',
			'sources.mdx',
		],
		literals: ['1302', '2031'],
		reason: 'the two 4-queens solutions by name, in search order',
		pin: () => solutionDigits(4),
	},
	{
		pages: ['03-representing-the-board.mdx'],
		literals: ['1302'],
		reason: 'the first 4-queens solution, the board this chapter stores both ways',
		pin: () => solutionDigits(4).slice(0, 1),
	},
	{
		pages: ['01-puzzle-by-hand.mdx'],
		literals: ['15'],
		reason: 'the other squares of a 4×4 board: 4 × 4 − 1 (arithmetic the page shows)',
	},
	{
		pages: ['01-puzzle-by-hand.mdx'],
		literals: ['1848', '1850', '76'],
		reason: 'history: Bezzel 1848, Nauck 1850, the 76 of the Gauss story (seed article)',
	},
	{
		pages: ['02-backtracking-step-by-step.mdx'],
		literals: ['16,777,216', '40,320', '262,144'],
		reason: 'arithmetic in KaTeX: 8^8, 8! (the boards generate-and-test tries) and 8^6',
		pin: () => [8 ** 8, drain(permutationSearch({ n: 8 })).stats.generated, 8 ** 6],
	},
	{
		pages: ['03-representing-the-board.mdx'],
		literals: ['16', '64'],
		reason: 'grid cells: 4 × 4 for the 1302 board, 8 × 8 in the cost table',
		// The solver's own grid check stores one cell per square.
		pin: () =>
			[4, 8].map((n) => createGridChecker(n).grid.reduce((cells, row) => cells + row.length, 0)),
	},
	{
		pages: ['03-representing-the-board.mdx'],
		literals: ['81'],
		reason: "the C program stores 'Q' in its grid and prints its character code",
	},
	{
		pages: ['04-checking-for-attacks.mdx', 'index.mdx'],
		literals: ['15'],
		reason: 'diagonals each way on an 8×8 board (2n − 1); also the last 1-based diagonal index',
		pin: () => [diagonalCount(8)],
	},
	{
		pages: ['04-checking-for-attacks.mdx'],
		literals: ['14'],
		reason: 'the last 0-based diagonal index of an 8×8 board',
		pin: () => [diagonalIndex(8, 7, 0)],
	},
	{
		pages: ['04-checking-for-attacks.mdx'],
		literals: ['16'],
		reason: 'board size: chapter 9 counts n = 16 and beyond',
		pin: () => [Math.min(16, LIMITS.countRaceSlow.max)],
	},
	{
		pages: ['05-recursion-and-the-stack.mdx'],
		literals: ['50', '60', '70', '75'],
		reason: "line numbers of the QBASIC seed article's program 1",
	},
	{
		pages: ['07-all-92.mdx', 'index.mdx'],
		literals: ['92'],
		reason: 'in headings, descriptions and chapter titles: the count for n = 8 (OEIS A000170)',
		pin: () => [known(8)],
	},
	{
		pages: ['07-all-92.mdx'],
		literals: ['11'],
		reason:
			'classes of 8 boards in the count of families; also n = 11, the first size with two-digit columns',
		pin: () => [
			symmetryClasses(
				drain(backtrack({ n: 8 })).events.flatMap((e) =>
					e.type === 'solution' ? [e.columns] : [],
				),
			).filter((c) => c.size === 8).length,
		],
	},
	{
		pages: ['07-all-92.mdx'],
		literals: ['24'],
		reason: "the gallery's page size (SolutionGallery's pageSize default)",
	},
	{
		pages: ['07-all-92.mdx'],
		literals: ['10'],
		reason: "the gallery's largest board",
		pin: () => [LIMITS.gallery.max],
	},
	{
		pages: ['07-all-92.mdx'],
		literals: ['14203'],
		reason: 'the 5-queens board fixed by a quarter turn: the representative of its class of 2',
		pin: () => [
			formatDigits(
				symmetryClasses(
					drain(backtrack({ n: 5 })).events.flatMap((e) =>
						e.type === 'solution' ? [e.columns] : [],
					),
				).find((c) => c.size === 2)!.representative,
			),
		],
	},
	{
		pages: ['08-exercises.mdx'],
		literals: ['12', '10', '13'],
		reason:
			'board sizes: exercise 3 counts 12 queens; generate-and-test compared up to 10 queens; the challenge counts 13 queens',
	},
	{
		pages: ['sources.mdx'],
		literals: ['2025', '01', '10'],
		reason: 'the date the Lua article gives as its last change, 2025-01-10',
	},
	{
		pages: ['08-exercises.mdx', 'sources.mdx'],
		literals: ['2.1', '2.2'],
		reason: 'exercise numbers in the Lua textbook (Programming in Lua, chapter 2)',
	},
	{
		pages: ['08-exercises.mdx'],
		literals: ['3,066', '10,103,868', '0.03%', '856,188'],
		reason:
			'the 12-queens search (too big to run while the site builds): checks to the first solution, checks and placements in all, and their ratio',
		pin: () => {
			const first = count(12, { first: true }).checks;
			const all = count(12);
			return [first, all.checks, `${((100 * first) / all.checks).toFixed(2)}%`, all.placements];
		},
	},
	{
		pages: ['08-exercises.mdx'],
		literals: ['40,320', '720'],
		reason: 'arithmetic in KaTeX: 8! and 6!, the boards generate-and-test tries at 8 and 6',
		pin: () => [8, 6].map((n) => drain(permutationSearch({ n })).stats.generated),
	},
	{
		pages: ['08-exercises.mdx'],
		literals: ['15'],
		reason: "the Python seed article's time for 12 queens, in seconds",
	},
	{
		pages: ['08-exercises.mdx'],
		literals: ['96', '97', '57'],
		reason: "character codes in the QBASIC program: 96 + file, 97 is 'a', 57 is '9'",
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['12', '14', '15', '16', '25'],
		reason:
			'board sizes named in prose (n = 12 … 16, n = 25) and the 15 seconds of the Python seed article',
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['17'],
		reason: 'the largest n the count race offers',
		pin: () => [LIMITS.countRaceSlow.max],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['27', '26'],
		reason: 'the last published n, and the first whose count passes 2^53',
		pin: () => [MAX_KNOWN_N, firstCountAbove()!],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['6.5'],
		reason: 'largest growth factor of the published counts from n = 12 to 17',
		pin: () => [
			Math.max(...[13, 14, 15, 16, 17].map((n) => Number(known(n)) / Number(known(n - 1)))).toFixed(
				1,
			),
		],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['5.4'],
		reason:
			'growth of the full-symmetry engine’s nodes from n = 12 to 13, the smallest step up to 17',
		pin: () => [(countAll(13).nodes / countAll(12).nodes).toFixed(1)],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['6.9', '1,707,895,137'],
		reason:
			'the engine’s nodes for n = 17 and their growth from n = 16, measured (a minute and more): too slow to recompute here',
		pin: () => [(NODES_17 / NODES_16).toFixed(1), NODES_17],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['18'],
		reason: 'nodes per solution for n = 17: the measured nodes over the published count',
		pin: () => [Math.round(NODES_17 / Number(known(17)))],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['856,188'],
		reason: 'queens the plain 12-queens search places (too big to run while the site builds)',
		pin: () => [count(12).placements],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['2009', '2016'],
		reason: 'years of the n = 26 and n = 27 records',
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['20'],
		reason: 'the board size of the plan for many machines, the largest the shares.* facts weigh',
		pin: () => [MAX_BUILD_SHARES_N],
	},
	{
		pages: ['09-beyond-eight.mdx'],
		literals: ['53', '9,007,199,254,740,992'],
		reason: '2^53, the limit of whole numbers in a double',
		pin: () => [53, TWO_TO_53],
	},
];

const plain = (value: Expected | string) => String(value).replace(/,/g, '');

describe('every number in the chapters comes from the solver or has a reason', () => {
	test.each(PAGES)('content/%s: no number is typed in without a reason', (page) => {
		const allowed = new Set(
			ALLOWED.filter((a) => a.pages.includes(page)).flatMap((a) => a.literals),
		);
		const unexplained = [...new Set(literals(prose(source(page))))].filter((n) => !allowed.has(n));
		expect(
			unexplained.map(
				(n) =>
					`content/${page}: ${n} is typed in; print it with <Fact> or list it in ALLOWED with a reason`,
			),
		).toEqual([]);
	});

	test.each(
		ALLOWED.flatMap((a) => a.pages.map((page) => [page, a.literals.join(', '), a] as const)),
	)('content/%s still says %s (no stale allow-list entries)', (page, _, entry) => {
		const found = new Set(literals(prose(source(page))));
		expect(entry.literals.filter((n) => !found.has(n))).toEqual([]);
	});

	test.each(
		ALLOWED.filter((a) => a.pin).map(
			(a) => [a.pages.join(', '), a.literals.join(', '), a] as const,
		),
	)('content/%s: %s still match what they stand for', (_, __, entry) => {
		const expected = entry.pin!().map(plain);
		expect(entry.literals.map(plain), entry.reason).toEqual(expected);
	});
});

describe('every <Fact> a chapter prints is computed by the solver', () => {
	test.each(PAGES)('content/%s: every fact name resolves', (page) => {
		for (const { tag, name, style } of factTags(source(page))) {
			expect(() => factText(name, style), `content/${page}: ${tag}`).not.toThrow();
		}
	});

	test('a page that prints a fact imports the Fact component', () => {
		for (const page of PAGES) {
			if (factTags(source(page)).length === 0) continue;
			expect(source(page), page).toContain("import Fact from '../components/book/Fact.astro';");
		}
	});

	test.each([
		['search.8.grid.comparisons', {}, '99,914'],
		['search.8.grid.comparisons', { over: 'search.8.grid.checks', digits: 1 }, '6.4'],
		[
			'first.8.formula.checks',
			{ over: 'search.8.formula.checks', percent: true, digits: 1 },
			'5.6%',
		],
		['buggy.fixed.solutions', { minus: 'buggy.clear-on-exit.solutions' }, '91'],
		['classes.8.size.8', { times: 8 }, '88'],
		['search.4.formula.solutions', { words: true }, 'two'],
		['known.26', {}, '22,317,699,616,364,044'],
	] as const)('factText(%s, %o) prints %s', (name, style, text) => {
		expect(factText(name, style)).toBe(text);
	});

	test.each([
		['search.4.formula.solutions', { words: true }, '两'],
		['classes.8', { words: true }, '十二'],
		[
			'first.8.formula.checks',
			{ over: 'search.8.formula.checks', percent: true, digits: 1 },
			'5.6%',
		],
		['known.26', {}, '22,317,699,616,364,044'],
	] as const)('on a Chinese page, factText(%s, %o) prints %s', (name, style, text) => {
		expect(factText(name, style, 'zh-cn')).toBe(text);
	});

	test('on a Chinese page, a time range fact is written in Chinese', () => {
		expect(factText('shares.16.whole')).toMatch(/^\d+ s to \d+ s$/);
		expect(factText('shares.16.whole', {}, 'zh-cn')).toMatch(/^约 \d+ 秒到 \d+ 秒$/);
		expect(factText('shares.20.hour.largest', {}, 'zh-cn')).toMatch(/^约 \d+ 分钟到 \d+ 分钟$/);
	});

	test.each([
		'search.11.formula.checks',
		'fast.14.nodes',
		'search.8.nope.checks',
		'nonsense',
		'constructor',
		'toString.8',
	])('%s is refused (too big to build, or unknown)', (name) => {
		expect(() => fact(name)).toThrow();
	});

	test('counts for n = 1 … 10 match OEIS A000170, classes OEIS A002562', () => {
		for (let n = 1; n <= 10; n++) {
			expect(fact(`search.${n}.formula.solutions`), `n = ${n}`).toBe(A000170[n - 1]);
			expect(fact(`classes.${n}`), `n = ${n}`).toBe(A002562[n - 1]);
			expect(fact(`known.${n}`)).toBe(BigInt(A000170[n - 1]!));
		}
	});
});

describe('claims in words the facts cannot print', () => {
	test('02: the 8-queens tree is widest in row 5, and the first solution never moves the top queen', () => {
		const nodes = countWithCheck({ n: 8 }).nodesPerLevel;
		expect(nodes.indexOf(Math.max(...nodes)) + 1).toBe(5);
		expect(countWithCheck({ n: 8, first: true }).nodesPerLevel[0]).toBe(1);
	});

	test("03: the printed boards are the solver's formats of 1302", () => {
		const blocks = [
			...source('03-representing-the-board.mdx').matchAll(/```text\n([\s\S]*?)\n```/g),
		].map((m) => m[1]);
		const board = [1, 3, 0, 2];
		expect(blocks).toContain(formatDigits(board));
		expect(blocks).toContain(formatX(board));
		expect(blocks).toContain(formatSquares(board));
		expect(blocks).toContain(formatChess(board));
		expect(source('03-representing-the-board.mdx')).toContain(
			`\`{${formatColumns(board).replace(/ /g, ', ')}}\``,
		);
		// The C program's grid: 81 where the queen stands, 0 elsewhere.
		const grid = blocks.find((b) => b!.includes('81'))!;
		expect(grid.split('\n').map((line) => line.trim().split(/\s+/).indexOf('81'))).toEqual(board);
	});

	test("06: no heading or open paragraph gives version 1's count away", () => {
		const text = source('06-dead-ends.mdx');
		const headings = [...text.matchAll(/^## Version \d: (.*)$/gm)].map((m) => m[1]!);
		expect(headings).toHaveLength(4);
		// The chapter asks how many boards version 1 prints: "On this page" must not answer it.
		for (const heading of headings) expect(heading).not.toMatch(/\d|<Fact/);
		// Nor may the prose a screen below: what version 1 prints stays folded until the guess.
		const folded = [...text.matchAll(/<Fold[^>]*after="ch6-guess"[^>]*>([\s\S]*?)<\/Fold>/g)]
			.map((m) => m[1]!)
			.join('\n');
		const open = text.replace(/<Fold[^>]*after="ch6-guess"[^>]*>[\s\S]*?<\/Fold>/g, '');
		expect(folded).toContain('<Fact name="buggy.no-undo.solutions" />');
		expect(folded).toContain('printed nothing');
		const afterPredict = open.slice(open.indexOf('/>', open.indexOf('id="ch6-guess"')));
		expect(afterPredict).not.toMatch(/buggy\.no-undo\.solutions|printed nothing/);
		// Version 2 is told by version 1, without a number.
		expect(text).toContain('It prints exactly as many boards as version 1.');
		const first = drain(buggySearch('no-undo')).stats;
		expect([first.removals, first.solutions]).toEqual([0, 0]);
		expect(drain(buggySearch('half-fix')).stats.solutions).toBe(first.solutions);
	});

	test('07: the n = 10 check only needs classes of 8 and of 4', () => {
		expect(fact('classes.10.split')).toMatch(/^\d+ × 8 \+ \d+ × 4$/);
	});

	test('08: permutations outnumber backtracking checks from 7 queens on, not before', () => {
		for (let n = 4; n <= 10; n++) {
			expect(factorial(n) > countWithCheck({ n }).checks, `n = ${n}`).toBe(n >= 7);
		}
	});

	test('08 and 09: the mirrored counter places exactly half the queens of the plain search', () => {
		expect(2 * countSolutionsFast(8).nodes).toBe(countWithCheck({ n: 8 }).placements);
		expect(2 * countSolutionsFast(12).nodes).toBe(count(12).placements);
	});

	test('09: the engine’s sub-problems are far from equal, and the largest go out first', () => {
		const nodes = planSubproblems(12).map((sp) => countSubproblem(sp).nodes);
		expect(Math.max(...nodes) / Math.min(...nodes)).toBeGreaterThan(10);
		const firstHalf = nodes.slice(0, nodes.length / 2).reduce((a, b) => a + b, 0);
		expect(firstHalf / nodes.reduce((a, b) => a + b, 0)).toBeGreaterThan(0.6);
	});

	test('09: node growth per step from n = 12 to 17 rises from 5.4 to 6.9', () => {
		const nodes = [12, 13, 14, 15].map((n) => countAll(n).nodes);
		nodes.push(NODES_16, NODES_17);
		const factors = nodes.slice(1).map((count, i) => count / nodes[i]!);
		expect(factors.map((f) => f.toFixed(1))).toEqual(['5.4', '5.7', '6.2', '6.5', '6.9']);
	});

	test('09: solutions grow by about 5 to 6.5 times per step from n = 12 to 17, and the factor creeps up', () => {
		const factors = [13, 14, 15, 16, 17].map((n) => Number(known(n)) / Number(known(n - 1)));
		expect(Math.round(Math.min(...factors))).toBe(5);
		expect(factors.at(-1)!).toBeGreaterThan(factors[0]!);
	});
});
