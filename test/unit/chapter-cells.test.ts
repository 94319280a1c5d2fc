import { expect, test } from 'vitest';
import { transform } from 'sucrase';
import {
	CHAPTER_CELLS,
	chapterCell,
	LOOP_CELL_N,
} from '../../src/notebook/exercises/chapter-cells.ts';
import { runCell, type CellRun } from '../../src/notebook/runtime/runner.ts';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import { mirrorLeftRight } from '../../src/solver/board/index.ts';
import { drain, isValidSolution } from './helpers.ts';

/** Compiles a cell's TypeScript as the page does and runs it, as the cell's worker would. */
function run(ts: string): CellRun {
	return runCell(transform(ts, { transforms: ['typescript'] }).code);
}

/** The printed lines of a run, as text. */
const printed = (r: CellRun) => r.output.map((line) => line.text).join('\n');

/** The cell's starter with one passage replaced, failing loudly if the passage is not there. */
function edit(starter: string, from: string, to: string): string {
	expect(starter).toContain(from);
	return starter.replace(from, to);
}

/** The solver's search of n queens to its first solution: the board and its counters. */
function solverFirst(n: number) {
	const { events, stats } = drain(backtrack({ n, first: true }));
	const solution = events.find((e) => e.type === 'solution');
	if (solution?.type !== 'solution') throw new Error('no solution');
	return { columns: [...solution.columns], stats };
}

test.each(Object.values(CHAPTER_CELLS))(
	'$id: the starter runs without error, uses the traced board and ends its trace',
	(cell) => {
		const r = run(cell.starter);
		expect(r.error).toBeUndefined();
		expect(r.trace?.events.length).toBeGreaterThan(2);
		expect(r.trace?.events.at(-1)?.type).toBe('done');
		expect(r.trace?.cut).toBe(false);
		// Every recorded step carries the learner's line, so the replay can light it.
		expect(r.trace?.lines.slice(0, -1).every((line) => line > 0)).toBe(true);
	},
);

test('chapter 2: the starter replays the solver’s own search to the first solution of 8 queens', () => {
	const r = run(CHAPTER_CELLS.columnOrder.starter);
	const solver = solverFirst(8);
	// Step for step the solver's; only the final done event differs, the solver marking its stop.
	expect(r.trace?.events.slice(0, -1)).toEqual(
		drain(backtrack({ n: 8, first: true })).events.slice(0, -1),
	);
	expect(printed(r)).toContain(
		`First solution: ${solver.columns.join('')} after trying ${solver.stats.checks} squares`,
	);
	expect(r.boards).toEqual([solver.columns]);
});

test('chapter 2 on the Chinese page: the same search says its first solution in Chinese', () => {
	const r = run(chapterCell('columnOrder', 'zh-cn').starter);
	const solver = solverFirst(8);
	expect(printed(r).split('\n')[0]).toBe(
		`第一个解 ${solver.columns.join('')} 是在尝试了 ${solver.stats.checks} 个格子之后找到的`,
	);
	expect(r.boards).toEqual([solver.columns]);
});

test('chapter 2: columns from the right give the mirror image after the same number of tries', () => {
	const code = edit(
		CHAPTER_CELLS.columnOrder.starter,
		'for (let col = 0; col < n; col++)',
		'for (let col = n - 1; col >= 0; col--)',
	);
	const r = run(code);
	const solver = solverFirst(8);
	const mirrored = mirrorLeftRight(solver.columns);
	expect(r.error).toBeUndefined();
	expect(printed(r)).toContain(
		`First solution: ${mirrored.join('')} after trying ${solver.stats.checks} squares`,
	);
	expect(mirrored).not.toEqual(solver.columns);
});

test('chapter 3: the starter array is not a solution, and the cell names the attacked queen', () => {
	const r = run(CHAPTER_CELLS.arrayToBoard.starter);
	expect(isValidSolution([0, 2, 4, 1, 3, 5])).toBe(false);
	// Rows 0 and 5 share the diagonal r − c = 0.
	expect(printed(r)).toContain('columns[5] = 5: a queen above attacks this square');
	// Said right for one queen too (the English walk read "1 of 6 queens are attacked.").
	expect(printed(r)).toContain('Queens attacked: 1 of 6.');
	expect(printed(r).split('\n').slice(0, 6)).toEqual([
		'Q . . . . .',
		'. . Q . . .',
		'. . . . Q .',
		'. Q . . . .',
		'. . . Q . .',
		'. . . . . Q',
	]);
	expect(r.trace?.events.some((e) => e.type === 'solution')).toBe(false);
});

test('chapter 3: a solution typed in is put on the board and recorded as one', () => {
	const solution = solverFirst(6).columns;
	const code = edit(
		CHAPTER_CELLS.arrayToBoard.starter,
		'[0, 2, 4, 1, 3, 5]',
		JSON.stringify(solution),
	);
	const r = run(code);
	expect(printed(r)).toContain('A solution: no queen attacks another.');
	expect(r.trace?.events.filter((e) => e.type === 'solution')).toHaveLength(1);
});

test('chapter 3: two queens in one column are both attacked from above and said so', () => {
	const r = run(edit(CHAPTER_CELLS.arrayToBoard.starter, '[0, 2, 4, 1, 3, 5]', '[1, 1, 1]'));
	expect(printed(r)).toContain('columns[1] = 1: a queen above attacks this square');
	expect(printed(r)).toContain('Queens attacked: 2 of 3.');
});

test.each([
	['formula', 'formula'],
	['formulaUp', 'formula-up'],
] as const)(
	'chapter 4: check = %s counts the comparisons of the solver’s %s check over every solution of 8',
	(name, solverCheck) => {
		const code = edit(
			CHAPTER_CELLS.swapTheCheck.starter,
			'const check = formula;',
			`const check = ${name};`,
		);
		const r = run(code);
		const stats = countWithCheck({ n: 8, check: solverCheck });
		expect(r.error).toBeUndefined();
		expect(printed(r)).toBe(
			`${name}: ${stats.solutions} solutions, ${formatCount(stats.comparisons)} comparisons`,
		);
		expect(r.trace?.events.filter((e) => e.type === 'solution')).toHaveLength(stats.solutions);
	},
);

test('chapter 4: a check that answers wrong stops the run at the first square it gets wrong', () => {
	const code = edit(
		CHAPTER_CELLS.swapTheCheck.starter,
		'const check = formula;',
		'const check = function columnsOnly(cs: number[], row: number, col: number) { return !cs.includes(col); };',
	);
	const r = run(code);
	// Row 1, column 1 is the first square on a diagonal with the queen of row 0, column 0.
	expect(r.error?.message).toBe(
		'Error: columnsOnly says true for columns[1] = 1, the board says false',
	);
	expect(r.error?.line).toBeGreaterThan(0);
});

test('chapter 4 on the Chinese page: the tally and a check that answers wrong are said in Chinese', () => {
	const starter = chapterCell('swapTheCheck', 'zh-cn').starter;
	const stats = countWithCheck({ n: 8, check: 'formula' });
	expect(printed(run(starter))).toBe(
		`formula：${stats.solutions} 个解，${formatCount(stats.comparisons)} 次比较`,
	);
	const wrong = run(
		edit(
			starter,
			'const check = formula;',
			'const check = function columnsOnly(cs: number[], row: number, col: number) { return !cs.includes(col); };',
		),
	);
	expect(wrong.error?.message).toBe(
		'Error: columnsOnly 的回答是 true（columns[1] = 1 时），而棋盘的回答是 false',
	);
});

test('chapter 5: the recursive starter and its worked loop with a stack of its own record the same steps', () => {
	const recursive = run(CHAPTER_CELLS.recursionToLoop.starter);
	const loop = run(CHAPTER_CELLS.recursionToLoop.worked);
	const solver = solverFirst(LOOP_CELL_N);
	expect(printed(recursive)).toBe(
		`First solution: ${solver.columns.join('')} after ${solver.stats.checks} checks`,
	);
	expect(printed(loop)).toBe(printed(recursive));
	expect(loop.trace?.events).toEqual(recursive.trace?.events);
	expect(recursive.trace?.events.slice(0, -1)).toEqual(
		drain(backtrack({ n: LOOP_CELL_N, first: true })).events.slice(0, -1),
	);
});

test('chapter 5: the cell’s board needs retreats before its first solution; 5 × 5 needs none', () => {
	expect(LOOP_CELL_N).toBe(6);
	expect(solverFirst(6).stats.removals).toBeGreaterThan(0);
	expect(solverFirst(5).stats.removals).toBe(0);
});

/** The worked loop's retreat, which the broken loops below change. */
const RETREAT =
	'const back = stack.pop()!;\n\t\tboard.remove(stack.length, back);\n\t\tcol = back + 1;';

test.each([
	['never goes back a row', 'break; // no retreat'],
	[
		'leaves the queen on the board',
		'const back = stack.pop()!;\n\t\tcol = back + 1; // the square is never cleared',
	],
])(
	'chapter 5: a loop that %s prints another answer than the recursion at 6 × 6, not at 5 × 5',
	(_, broken) => {
		const loop = edit(CHAPTER_CELLS.recursionToLoop.worked, RETREAT, broken);
		const atSize = (code: string, n: number) =>
			run(edit(code, `const n = ${LOOP_CELL_N};`, `const n = ${n};`));
		// On 6 × 6 the broken loop is caught by what it prints and by its steps.
		const recursive = run(CHAPTER_CELLS.recursionToLoop.starter);
		const wrong = run(loop);
		expect(wrong.error).toBeUndefined();
		expect(printed(wrong)).not.toBe(printed(recursive));
		expect(wrong.trace?.events).not.toEqual(recursive.trace?.events);
		// On 5 × 5 the first solution comes with no retreat, so the same mistake went unseen.
		expect(printed(atSize(loop, 5))).toBe(
			printed(atSize(CHAPTER_CELLS.recursionToLoop.starter, 5)),
		);
	},
);
