import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import english from '../../src/i18n/en/runtime.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { formatX } from '../../src/solver/format/index.ts';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import { unpackEvents } from '../../src/notebook/runtime/packed-trace.ts';
import {
	startPythonCells,
	type PythonCells,
	type PythonOutcome,
} from '../../src/notebook/python/node-python.ts';
import { drain } from './helpers.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * Python cells' helpers behave as the JavaScript cells' do (src/notebook/runtime/helpers.ts,
 * traced-board.ts), in snake_case: is_safe gives the same answers and refuses the same calls for
 * the same reasons, print_board draws the same boards, and a search on `board` records the
 * solver's own events, each with the Python line that made it. Errors read as Python's, with
 * carets and suggestions, and name the learner's line.
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

/** The text of everything a run printed, one entry a line. */
function printed(outcome: PythonOutcome): string[] {
	return outcome.output.map((line) => line.text);
}

/** JavaScript's isSafe, as a JavaScript cell calls it. */
const jsIsSafe = createHelpers(() => undefined).helpers.isSafe;

describe('is_safe', () => {
	// Partial boards, a queen per row above the row asked about (hand-picked, then every square).
	const BOARDS = [[], [0], [1, 3], [0, 2, 4], [0, 4, 7, 5], [2, 0, 3, 1, 4], [0, 4, 7, 5, 2, 6, 1]];

	test.each(BOARDS.map((columns) => [JSON.stringify(columns), columns] as const))(
		'answers as isSafe does on every square below %s',
		async (_name, columns) => {
			const n = Math.max(columns.length + 1, 4);
			const squares = Array.from({ length: n }, (_, col) => [columns.length, col] as const);
			const expected = squares.map(([row, col]) => (jsIsSafe(columns, row, col) ? 'T' : 'F'));
			const outcome = await cells.run(
				`columns = ${JSON.stringify(columns)}
print(''.join('T' if is_safe(columns, ${columns.length}, col) else 'F' for col in range(${n})))`,
			);
			expect(printed(outcome)).toEqual([expected.join('')]);
		},
	);

	// Bad calls, each with the sentence JavaScript's isSafe gives for the same mistake.
	const MISTAKES = [
		['is_safe("0", 0, 0)', '0, 0', 'TypeError', english.python.columnsNotList],
		['is_safe([0], -1, 2)', '-1, 2', 'ValueError', english.helpers.rowNotWhole],
		['is_safe([0], 1, 1.5)', '1, 1.5', 'ValueError', english.helpers.columnNotWhole],
		['is_safe([0, 2], 4, 1)', '4, 1', 'ValueError', english.helpers.rowsMissing(2, 4)],
		['is_safe([0, None], 2, 1)', '2, 1', 'ValueError', english.helpers.notAColumn(1, 'None')],
	] as const;

	test.each(MISTAKES)(
		'%s is refused, with JavaScript’s sentence',
		async (call, square, kind, why) => {
			const outcome = await cells.run(`x = 1\n${call}`);
			expect(outcome.result?.run.error).toMatchObject({
				message: `${kind}: ${english.helpers.call(`is_safe(columns, ${square})`, why)}`,
				line: 2,
			});
		},
	);
});

describe('print_board', () => {
	test.each([[[0]], [[1, 3, 0, 2]], [[0, 4, 7, 5, 2, 6, 1, 3]], [[-1, 2, -1]]])(
		'draws %j as printBoard does, and keeps its columns',
		async (columns) => {
			const outcome = await cells.run(`print_board(${JSON.stringify(columns)})`);
			expect(outcome.output).toEqual([{ kind: 'board', text: formatX(columns), board: columns }]);
			expect(outcome.result?.run.boards).toEqual([columns]);
		},
	);

	test.each([
		['print_board(8)', 'TypeError', english.python.printNotList],
		['print_board([])', 'ValueError', english.helpers.printNoRows],
		['print_board([0, 5])', 'ValueError', english.helpers.printBadColumn(2, '5', 2)],
		['print_board(list(range(27)))', 'ValueError', english.python.printTooLarge(27, 26)],
	] as const)('%s is refused with %s', async (call, kind, why) => {
		const outcome = await cells.run(call);
		expect(outcome.result?.run.error?.message).toBe(
			`${kind}: ${english.helpers.call('print_board(columns)', why)}`,
		);
	});
});

describe('board', () => {
	const SEARCH = `def search(row):
    if row == board.n:
        board.solution()
        return
    for col in range(board.n):
        if board.is_safe(row, col):
            board.place(row, col)
            search(row + 1)
            board.remove(row, col)

board.start(N)
search(0)`;

	test.each([4, 5, 6])('a correct search on %i×%i records backtrack’s events', async (n) => {
		const outcome = await cells.run(SEARCH.replace('N', String(n)));
		const trace = outcome.result!.run.trace!;
		expect([...unpackEvents(trace)]).toEqual(drain(backtrack({ n })).events);
		// Each event carries the Python line that made it: is_safe's 6, place's 7, remove's 9.
		const lineOf: Record<string, number> = { try: 6, check: 6, place: 7, remove: 9, solution: 3 };
		[...unpackEvents(trace)].forEach((event, i) =>
			expect(trace.lines[i]).toBe(lineOf[event.type] ?? 0),
		);
	});

	test('a mistake on the board names the call, in Python’s names', async () => {
		const outcome = await cells.run('board.start(4)\nboard.is_safe(4, 0)');
		expect(outcome.result?.run.error).toMatchObject({
			message: `ValueError: ${english.board.badSquare('board.is_safe(4, 0)', 4)}`,
			line: 2,
		});
	});
});

describe('what a learner reads', () => {
	test.each([
		[
			'a misspelt name',
			'def place(columns):\n    return is_sfe(columns, 0, 0)\nplace([])',
			"NameError: name 'is_sfe' is not defined. Did you mean: 'is_safe'?",
			2,
			12,
		],
		[
			'a missing colon',
			'def first_solution(n)\n    return None',
			"SyntaxError: expected ':'",
			1,
			22,
		],
		[
			'an index past the end',
			'columns = [0] * 4\nfor row in range(5):\n    columns[row] = row',
			'IndexError: list assignment index out of range',
			3,
			5,
		],
	] as const)(
		'%s: Python’s message and the learner’s line and column',
		async (_name, code, message, line, column) => {
			const error = (await cells.run(code)).result!.run.error!;
			expect(error).toMatchObject({ message, line, column });
			// The traceback shows the learner's line with Python's carets, and none of the notebook's frames.
			expect(error.traceback).toContain(code.split('\n')[line - 1]!.trim());
			expect(error.traceback).toMatch(/\^/);
			expect(error.traceback).not.toMatch(/<notebook>|_pyodide/);
		},
	);

	test('the last expression is shown as a REPL shows it, and a board it returns is drawn', async () => {
		const outcome = await cells.run("print('n =', 4)\n[1, 3, 0, 2]");
		expect(printed(outcome)).toEqual(['n = 4']);
		expect(outcome.result?.run).toMatchObject({
			returned: '[1, 3, 0, 2]',
			returnedBoard: [1, 3, 0, 2],
			boards: [[1, 3, 0, 2]],
		});
	});

	test('the standard library is all there: itertools.permutations for exercise 2', async () => {
		const outcome = await cells.run(
			'from itertools import permutations\nlen([p for p in permutations(range(8))])',
		);
		expect(outcome.result?.run.returned).toBe('40320');
	});
});
