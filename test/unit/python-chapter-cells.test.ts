import { afterAll, beforeAll, expect, test } from 'vitest';
import { transform } from 'sucrase';
import {
	CHAPTER_CELLS,
	chapterCell,
	type ChapterCellName,
	LOOP_CELL_N,
} from '../../src/notebook/exercises/chapter-cells.ts';
import { pythonChapterCell } from '../../src/notebook/exercises/python-chapter-cells.ts';
import { runCell, type CellRun } from '../../src/notebook/runtime/runner.ts';
import { unpackEvents } from '../../src/notebook/runtime/packed-trace.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import { mirrorLeftRight } from '../../src/solver/board/index.ts';
import type { SearchEvent } from '../../src/solver/events/index.ts';
import { drain } from './helpers.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * The chapter cells in Python (issue 30): each Python starter, and chapter 5's worked loop, run in
 * Node by the Python worker's own runtime (node-python.ts), print what the TypeScript cell prints
 * and give "Show on the board" the same steps (test/unit/chapter-cells.test.ts holds the
 * TypeScript cells to the solver).
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

/** Runs the TypeScript of a chapter cell as the page does. */
function runTs(ts: string): CellRun {
	return runCell(transform(ts, { transforms: ['typescript'] }).code);
}

/** What a run printed, as text. */
const printed = (run: Pick<CellRun, 'output'> | undefined) =>
	(run?.output ?? []).map((line) => line.text).join('\n');

/** Runs Python code: its run, with no error, and everything it printed (streamed or not). */
async function runPy(code: string) {
	const outcome = await cells.run(code);
	const run = outcome.result?.run;
	expect(outcome.stopped).toBeUndefined();
	expect(run?.error).toBeUndefined();
	return { ...run!, output: outcome.output };
}

/** A Python run, as the worker posts it. */
type PythonRun = NonNullable<Awaited<ReturnType<PythonCells['run']>>['result']>['run'];

/** A Python run's replay, unpacked: its steps, in order. */
function eventsOf(run: PythonRun): SearchEvent[] {
	expect(run.trace, 'the run offers a replay').toBeDefined();
	return [...unpackEvents(run.trace!)];
}

/** The starter with one passage replaced, failing loudly if the passage is not there. */
function edit(code: string, from: string, to: string): string {
	expect(code).toContain(from);
	return code.replace(from, to);
}

const NAMES = Object.keys(CHAPTER_CELLS) as ChapterCellName[];
const CASES = (['en', 'zh-cn'] as Locale[]).flatMap((locale) =>
	NAMES.map((name) => [name, locale] as const),
);

test.each(CASES)(
	'%s (%s): the Python starter prints what the TypeScript one prints, with the same board steps',
	async (name, locale) => {
		const python = await runPy(pythonChapterCell(name, locale).starter);
		const ts = runTs(chapterCell(name, locale).starter);
		expect(ts.error).toBeUndefined();
		expect(printed(python)).toBe(printed(ts));
		expect(printed(python)).not.toBe('');
		expect(
			python.trace?.derived,
			'board’s own trace, not one derived from is_safe',
		).toBeUndefined();
		expect(eventsOf(python)).toEqual(ts.trace?.events);
		expect(python.trace?.cut).toBe(false);
		// Every step but the last (done) carries a line of the learner's Python.
		expect(python.trace?.lines.slice(0, -1).every((line) => line > 0)).toBe(true);
	},
);

test.each(['en', 'zh-cn'] as Locale[])(
	'chapter 5 (%s): the Python worked loop prints and steps as the recursive starter does',
	async (locale) => {
		const cell = pythonChapterCell('recursionToLoop', locale);
		const loop = await runPy(cell.worked!);
		const recursive = await runPy(cell.starter);
		expect(printed(loop)).toBe(printed(recursive));
		expect(eventsOf(loop)).toEqual(eventsOf(recursive));
		expect(eventsOf(loop).slice(0, -1)).toEqual(
			drain(backtrack({ n: LOOP_CELL_N, first: true })).events.slice(0, -1),
		);
		// And as the TypeScript worked loop does.
		expect(printed(loop)).toBe(printed(runTs(chapterCell('recursionToLoop', locale).worked!)));
	},
);

test('chapter 5: a Python loop that never goes back prints another answer than the recursion', async () => {
	const cell = pythonChapterCell('recursionToLoop');
	const broken = edit(
		cell.worked!,
		'back = stack.pop()\n        board.remove(len(stack), back)\n        col = back + 1',
		'break  # no retreat',
	);
	const wrong = await runPy(broken);
	const recursive = await runPy(cell.starter);
	expect(printed(wrong)).not.toBe(printed(recursive));
	expect(eventsOf(wrong)).not.toEqual(eventsOf(recursive));
});

test('chapter 2: Python columns from the right give the mirror image after the same tries', async () => {
	const code = edit(
		pythonChapterCell('columnOrder').starter,
		'for col in range(n):',
		'for col in range(n - 1, -1, -1):',
	);
	const run = await runPy(code);
	const { events, stats } = drain(backtrack({ n: 8, first: true }));
	const solution = events.find((e) => e.type === 'solution');
	if (solution?.type !== 'solution') throw new Error('no solution');
	const mirrored = mirrorLeftRight([...solution.columns]);
	expect(printed(run).split('\n')[0]).toBe(
		`First solution: ${mirrored.join('')} after trying ${stats.checks} squares`,
	);
});

test('chapter 3: a solution typed into the Python list is put on the board as one', async () => {
	const run = await runPy(
		edit(pythonChapterCell('arrayToBoard').starter, '[0, 2, 4, 1, 3, 5]', '[1, 3, 5, 0, 2, 4]'),
	);
	expect(printed(run)).toContain('A solution: no queen attacks another.');
	expect(eventsOf(run).filter((e) => e.type === 'solution')).toHaveLength(1);
});

test('chapter 4: check = formula_up counts the solver’s formula-up comparisons in Python', async () => {
	const run = await runPy(
		edit(pythonChapterCell('swapTheCheck').starter, 'check = formula\n', 'check = formula_up\n'),
	);
	const stats = countWithCheck({ n: 8, check: 'formula-up' });
	expect(printed(run)).toBe(
		`formula_up: ${stats.solutions} solutions, ${formatCount(stats.comparisons)} comparisons`,
	);
});

test('chapter 4: a Python check that answers wrong stops the run, said in the page’s words', async () => {
	const wrong = (locale: Locale) =>
		edit(
			pythonChapterCell('swapTheCheck', locale).starter,
			'check = formula\n',
			'def columns_only(cs, row, col):\n    return col not in cs\n\n\ncheck = columns_only\n',
		);
	const en = (await cells.run(wrong('en'))).result?.run.error;
	expect(en?.message).toContain('columns_only says True for columns[1] = 1, the board says False');
	expect(en?.line).toBeGreaterThan(0);
	const zh = (await cells.run(wrong('zh-cn'))).result?.run.error;
	expect(zh?.message).toContain(
		'columns_only 的回答是 True（columns[1] = 1 时），而棋盘的回答是 False',
	);
});
