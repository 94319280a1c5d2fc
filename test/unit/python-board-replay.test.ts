import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backtrack } from '../../src/solver/search/index.ts';
import type { SearchEvent } from '../../src/solver/events/index.ts';
import { unpackEvents, type PackedTrace } from '../../src/notebook/runtime/packed-trace.ts';
import { pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { drain } from './helpers.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * "Show on the board" for a Python cell that searches with is_safe and a list of columns, as
 * chapter 8's exercise 1 does (issue 30, point 4): the prelude (src/notebook/python/prelude.py)
 * takes each is_safe call for a check and watches the list it was given, line by line, for queens
 * put down and taken back, then hands the traced board those steps, each with the learner's
 * Python line. The runs here are the Python worker's own, in Node (node-python.ts).
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

/** Exercise 1's starter in Python, which visits every solution, run for an n×n board. */
const SEARCH = (n: number) =>
	pythonStarter('first-solution')!.replace('first_solution(8)', `first_solution(${n})`);

/** The 1-based line of `code` that first begins (after its indent) with `text`. */
const lineOf = (code: string, text: string) =>
	code.split('\n').findIndex((line) => line.trimStart().startsWith(text)) + 1;

/** Exercise 1 answered: the search stops at its first solution (a queen per row, in place). */
const FIRST = `def first_solution(n):
    columns = []
    def place_row(row):
        if row == n:
            return True
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                if place_row(row + 1):
                    return True
                columns.pop()
        return False
    return columns if place_row(0) else None


print(first_solution(4))
`;

/** A step as the replay shows it, with its line: "11 check 1,2 safe", "12 place 1,2". */
function described(event: SearchEvent, line: number): string {
	switch (event.type) {
		case 'try':
		case 'place':
		case 'remove':
			return `${line} ${event.type} ${event.row},${event.col}`;
		case 'check':
			return `${line} check ${event.row},${event.col} ${event.safe ? 'safe' : (event.conflict?.rule ?? 'refused')}`;
		case 'solution':
			return `${line} solution ${event.columns.join('')}`;
		case 'done':
			return `${line} done, complete: ${String(event.complete)}`;
		default:
			return `${line} ${event.type}`;
	}
}

/** A trace's steps, each with its line. */
function steps(trace: PackedTrace): string[] {
	return [...unpackEvents(trace)].map((event, i) => described(event, trace.lines[i]!));
}

async function traceOf(code: string): Promise<PackedTrace> {
	const outcome = await cells.run(code);
	expect(outcome.result?.run.error).toBeUndefined();
	const trace = outcome.result?.run.trace;
	expect(trace, 'the run offers a replay').toBeDefined();
	return trace!;
}

describe('a Python search with is_safe and a list of columns', () => {
	test.each([4, 5, 6])(
		'on a %i-queens board replays the solver’s own events, each with its Python line',
		async (n) => {
			const code = SEARCH(n);
			const trace = await traceOf(code);
			const events = [...unpackEvents(trace)];
			expect(events).toEqual(drain(backtrack({ n })).events);
			expect(trace).toMatchObject({ n, cut: false, derived: true });
			// is_safe's line checks, append's line puts a queen down (and completes a solution), pop's
			// line takes it back; the last event, done, has no line.
			const check = lineOf(code, 'if is_safe(');
			const place = lineOf(code, 'columns.append(');
			const remove = lineOf(code, 'columns.pop(');
			expect([check, place, remove].every((line) => line > 0)).toBe(true);
			const lines: Record<string, number> = { try: check, check, place, solution: place, remove };
			events.forEach((event, i) => expect(trace.lines[i]).toBe(lines[event.type] ?? 0));
		},
	);

	test('4 queens, stopping at the first solution: every step with its line', async () => {
		const trace = await traceOf(FIRST);
		expect(steps(trace)).toMatchInlineSnapshot(`
			[
			  "7 try 0,0",
			  "7 check 0,0 safe",
			  "8 place 0,0",
			  "7 try 1,0",
			  "7 check 1,0 column",
			  "7 try 1,1",
			  "7 check 1,1 diagonal",
			  "7 try 1,2",
			  "7 check 1,2 safe",
			  "8 place 1,2",
			  "7 try 2,0",
			  "7 check 2,0 column",
			  "7 try 2,1",
			  "7 check 2,1 antiDiagonal",
			  "7 try 2,2",
			  "7 check 2,2 diagonal",
			  "7 try 2,3",
			  "7 check 2,3 diagonal",
			  "11 remove 1,2",
			  "7 try 1,3",
			  "7 check 1,3 safe",
			  "8 place 1,3",
			  "7 try 2,0",
			  "7 check 2,0 column",
			  "7 try 2,1",
			  "7 check 2,1 safe",
			  "8 place 2,1",
			  "7 try 3,0",
			  "7 check 3,0 column",
			  "7 try 3,1",
			  "7 check 3,1 antiDiagonal",
			  "7 try 3,2",
			  "7 check 3,2 diagonal",
			  "7 try 3,3",
			  "7 check 3,3 diagonal",
			  "11 remove 2,1",
			  "7 try 2,2",
			  "7 check 2,2 diagonal",
			  "7 try 2,3",
			  "7 check 2,3 column",
			  "11 remove 1,3",
			  "11 remove 0,0",
			  "7 try 0,1",
			  "7 check 0,1 safe",
			  "8 place 0,1",
			  "7 try 1,0",
			  "7 check 1,0 antiDiagonal",
			  "7 try 1,1",
			  "7 check 1,1 column",
			  "7 try 1,2",
			  "7 check 1,2 diagonal",
			  "7 try 1,3",
			  "7 check 1,3 safe",
			  "8 place 1,3",
			  "7 try 2,0",
			  "7 check 2,0 safe",
			  "8 place 2,0",
			  "7 try 3,0",
			  "7 check 3,0 column",
			  "7 try 3,1",
			  "7 check 3,1 column",
			  "7 try 3,2",
			  "7 check 3,2 safe",
			  "8 place 3,2",
			  "8 solution 1302",
			  "0 done, complete: true",
			]
		`);
	});

	test('exercise 1’s Python starter offers a replay of its 8×8 search', async () => {
		const trace = await traceOf(pythonStarter('first-solution')!);
		expect(trace).toMatchObject({ n: 8, cut: false, derived: true });
		expect(trace.stats).toMatchObject({ solutions: 92, checks: 15_720 });
	});

	test('a list kept full length (columns[row] = col) shows each queen where it is set', async () => {
		const trace = await traceOf(`columns = [-1] * 4
def place_row(row):
    if row == 4:
        return True
    for col in range(4):
        if is_safe(columns, row, col):
            columns[row] = col
            if place_row(row + 1):
                return True
            columns[row] = -1
    return False
place_row(0)`);
		const events = [...unpackEvents(trace)];
		const placed = events.flatMap((e, i) =>
			e.type === 'place' ? [`${trace.lines[i]} ${e.row},${e.col}`] : [],
		);
		const removed = events.flatMap((e, i) => (e.type === 'remove' ? [trace.lines[i]] : []));
		expect(placed.at(-1)).toBe('7 3,2');
		expect(new Set(placed.map((text) => text.split(' ')[0]))).toEqual(new Set(['7']));
		expect(new Set(removed)).toEqual(new Set([10]));
		expect(events.filter((e) => e.type === 'solution')).toHaveLength(1);
	});
});

describe('the replay is bounded, and only for display', () => {
	test('a runaway of is_safe calls keeps the first 100,000 steps and says it was cut', async () => {
		const trace = await traceOf(`columns = []
for i in range(200_000):
    is_safe(columns, 0, i % 4)`);
		expect(trace).toMatchObject({ cut: true, derived: true });
		expect(trace.length).toBe(100_001); // the steps kept, and done
		// The counters count what was watched: the watching stopped with the steps kept.
		expect(trace.stats.checks).toBeLessThanOrEqual(50_001);
		expect(trace.lines[0]).toBe(3);
	});

	test('lines run on after one is_safe call: the watching stops, and the replay says so', async () => {
		const trace = await traceOf(`columns = [0]
is_safe(columns, 1, 2)
total = 0
for i in range(500_000):
    total += i`);
		expect(trace).toMatchObject({ cut: true, derived: true });
		expect(steps(trace)).toEqual([
			'2 place 0,0',
			'2 try 1,2',
			'2 check 1,2 safe',
			'0 done, complete: true',
		]);
	});

	test('a cell that uses board keeps board’s own trace', async () => {
		const trace = await traceOf(`is_safe([0], 1, 2)
board.start(4)
board.place(0, 1)`);
		expect(trace.derived).toBeUndefined();
		expect(steps(trace)).toEqual(['3 place 0,1', '0 done, complete: true']);
	});

	test('no is_safe call and no board: nothing to replay', async () => {
		const outcome = await cells.run('columns = [1, 3, 0, 2]\nprint(columns)');
		expect(outcome.result?.run.trace).toBeUndefined();
	});

	test('the checks’ own calls add nothing, and a forged replay changes no verdict', async () => {
		const run = (code: string) => cells.run(code, { exercise: 'first-solution' });
		const right = await run(FIRST.replace('first_solution(4)', 'first_solution(5)'));
		expect(right.result?.checks?.every((check) => check.passed)).toBe(true);
		expect(right.result?.run.trace?.n).toBe(5); // the cell's own run, not the checks' sizes

		// The starter returns the last solution, not the first: a forged replay of a solution
		// (the bridge is reachable from Python), and sys.monitoring's tool taken away, change nothing.
		const starter = pythonStarter('first-solution')!;
		const honest = await run(starter);
		const forged = await run(`import sys
sys.monitoring.free_tool_id(3)
print_board.__globals__['_bridge'].replay('[4, [["p", 0, 1, 1], ["s", 0, 0, 1]], false]')
${starter}`);
		const verdicts = (outcome: typeof honest) =>
			outcome.result?.checks?.map(({ passed, message }) => ({ passed, message }));
		expect(verdicts(honest)?.some((check) => !check.passed)).toBe(true);
		expect(verdicts(forged)).toEqual(verdicts(honest));
	});
});
