import { expect, test } from 'vitest';
import { transform } from 'sucrase';
import { backtrack } from '../../src/solver/search/index.ts';
import { EXERCISES, exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { HELPER_DOCS } from '../../src/notebook/runtime/helpers.ts';
import { compileErrorFrom } from '../../src/notebook/runtime/learner-line.ts';
import { runCell } from '../../src/notebook/runtime/runner.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { lockedMessage } from '../../src/notebook/runtime/unavailable.ts';
import { drain } from './helpers.ts';

/** TypeScript to JavaScript as the page does it. */
function compile(ts: string): string {
	return transform(ts, { transforms: ['typescript'] }).code;
}

test('console output is captured line by line, values printed as a console shows them', () => {
	const run = runCell("console.log('n =', 8, [0, 4], { a: 1 }, null);\nconsole.warn('careful');");
	expect(run.output).toEqual([
		{ kind: 'log', text: 'n = 8 [0, 4] { a: 1 } null' },
		{ kind: 'warn', text: 'careful' },
	]);
	expect(run.error).toBeUndefined();
});

test('printBoard draws X and - boards and keeps their columns; a returned board is kept too', () => {
	const run = runCell('printBoard([1, 3, 0, 2]);\nreturn [2, 0, 3, 1];');
	// Seed 003's X-and-dash picture of the first 4-queens solution, drawn by hand.
	expect(run.output[0]).toEqual({
		kind: 'board',
		text: '- X - -\n- - - X\nX - - -\n- - X -',
		board: [1, 3, 0, 2],
	});
	expect(run.boards).toEqual([
		[1, 3, 0, 2],
		[2, 0, 3, 1],
	]);
	expect(run.returned).toBe('[2, 0, 3, 1]');
	expect(run.returnedBoard).toEqual([2, 0, 3, 1]);
	expect(runCell('return [0, 5];').returnedBoard).toBeUndefined();
});

test('the helper list says what printBoard shows on the page: a drawn board, not X and -', () => {
	// A 'board' line is drawn as a board by CellOutput (its text is kept only past a dozen boards).
	expect(runCell('printBoard([1, 3, 0, 2]);').output[0]?.kind).toBe('board');
	const doc = HELPER_DOCS.find((helper) => helper.name === 'printBoard')!;
	expect(doc.description).toMatch(
		/^draws the board below the cell as a chessboard with its queens/,
	);
});

test('an endless stream of prints is cut at the cap with one note, and later prints cost nothing', () => {
	const run = runCell('for (let i = 0; i < 1e6; i++) console.log(i);', { caps: { maxLines: 50 } });
	expect(run.output).toHaveLength(51);
	expect(run.output.at(-1)).toEqual({ kind: 'note', text: '… output cut after 50 lines' });
	expect(run.outputCut).toBe(true);
});

test('one huge print is cut at the character cap', () => {
	const run = runCell("console.log('x'.repeat(1e6));", { caps: { maxChars: 1000 } });
	expect(run.output[0]!.text).toHaveLength(1000);
	expect(run.output[1]!.kind).toBe('note');
});

test('a thrown Error shows its message and the learner’s line, never a stack', () => {
	const code = compile(
		'const a: number[] = [];\nfunction f(n: number) {\n\treturn a[n].length;\n}\nf(2);',
	);
	const run = runCell(code);
	expect(run.error).toMatchObject({ kind: 'thrown', line: 3 });
	expect(run.error!.message).toMatch(/^TypeError: Cannot read properties of undefined/);
	expect(run.error!.message).not.toContain('runner');
});

test.each([
	['throw 42;', 'threw the value 42'],
	["throw 'oops';", 'threw the value "oops"'],
	['throw { code: 1 };', 'threw the value { code: 1 }'],
])('a thrown non-Error (%s) is shown as the value', (code, message) => {
	expect(runCell(`\n${code}`).error).toEqual({ kind: 'value', message });
});

test('a board misuse names the call and the line that made it', () => {
	const run = runCell('board.place(0, 1);\n\nboard.place(9, 0);');
	expect(run.error).toMatchObject({ kind: 'thrown', line: 3 });
	expect(run.error!.message).toContain('board.place(9, 0)');
	expect(run.trace!.events.map((e) => e.type)).toEqual(['place', 'done']);
	expect(run.trace!.events.at(-1)).toMatchObject({ complete: false });
});

test('a learner search on the board records backtrack’s events with the lines of its calls', () => {
	const code = [
		'function solve(row) {',
		'\tif (row === board.n) return board.solution();',
		'\tfor (let col = 0; col < board.n; col++) {',
		'\t\tif (!board.isSafe(row, col)) continue;',
		'\t\tboard.place(row, col);',
		'\t\tsolve(row + 1);',
		'\t\tboard.remove(row, col);',
		'\t}',
		'}',
		'solve(0);',
	].join('\n');
	const { trace } = runCell(code, { boardSize: 4 });
	expect(trace!.events).toEqual(drain(backtrack({ n: 4 })).events);
	const lineOf = { try: 4, check: 4, place: 5, remove: 7, solution: 2, done: 0 };
	trace!.events.forEach((event, i) => {
		expect(trace!.lines[i]).toBe(lineOf[event.type as keyof typeof lineOf]);
	});
});

test('board.start(n) sets the size of the board the cell searches, and the trace says it', () => {
	const run = runCell('board.start(4);\nboard.isSafe(0, 1);\nboard.place(0, 1);');
	expect(run.trace!.n).toBe(4);
	expect(run.trace!.events.map((e) => e.type)).toEqual(['try', 'check', 'place', 'done']);
	expect(run.trace!.lines).toEqual([2, 2, 3, 0]);
	expect(runCell('board.place(0, 1);').trace!.n).toBe(8);
});

test('the page names each exercise: numbered in the chapter’s order, the challenge by its title', () => {
	expect(EXERCISES.map(exerciseLabel)).toEqual([
		'Exercise 1: stop at the first solution',
		'Exercise 2: every permutation',
		'Exercise 3: count 12 queens',
		'Exercise 4: chess notation',
		'Exercise 5: the occupancy-array check',
		'Challenge: count 13 queens, fast',
	]);
});

test('strict mode: assigning an undeclared name is an error on its line', () => {
	expect(runCell('let count = 0;\ncoutn = 1;').error).toMatchObject({ kind: 'thrown', line: 2 });
});

test.each([
	['fetch', "fetch('/')"],
	['XMLHttpRequest', 'new XMLHttpRequest()'],
	['document', 'document.body'],
	['window', 'window.location = "/"'],
	['localStorage', "localStorage.getItem('x')"],
	['postMessage', 'postMessage(1)'],
	['self', "'fetch' in self"],
])('worker global %s is out of reach and says why, on the learner’s line', (name, use) => {
	const run = runCell(`const n = 1;\n${use};`);
	expect(run.error).toMatchObject({ kind: 'thrown', line: 2 });
	expect(run.error?.message).toContain(lockedMessage(name));
	expect(run.error?.message).not.toMatch(/is not a function|of undefined/);
});

test('the two kinds of hidden names have their own sentence', () => {
	expect(lockedMessage('document')).toMatch(/runs away from the page/);
	expect(lockedMessage('fetch')).toMatch(/cannot reach the network/);
});

test('returning a hidden name is an error with its sentence, not a crash of the runner', () => {
	const run = runCell('return window;');
	expect(run.returned).toBeUndefined();
	expect(run.error?.message).toContain(lockedMessage('window'));
});

test('a syntax error from new Function is reported without a position; sucrase’s has one', () => {
	expect(runCell('let = ;').error).toMatchObject({ kind: 'syntax' });
	let thrown: unknown;
	try {
		compile('const a = 1;\nfunction f(n: number) {\n  return n +;\n}');
	} catch (error) {
		thrown = error;
	}
	// The ';' after "  return n +" is the 13th character of line 3.
	expect(compileErrorFrom(thrown)).toEqual({ message: 'Unexpected token', line: 3, column: 13 });
	expect(compileErrorFrom('not an error')).toBeUndefined();
});

test.each(EXERCISES.map((e) => [e.id, e] as const))(
	'exercise %s: the worked solution passes every check',
	(_, exercise) => {
		const result = runExercise(exercise, compile(exercise.solution));
		expect(result.run.error).toBeUndefined();
		expect(result.checks.filter((c) => !c.passed)).toEqual([]);
		const total = exercise.checks.length;
		expect(result.summary).toBe(`${total} of ${total} ${total === 1 ? 'check' : 'checks'} passed`);
	},
);

test.each(EXERCISES.map((e) => [e.id, e] as const))(
	'exercise %s: the starter code runs and fails at least one check',
	(_, exercise) => {
		const result = runExercise(exercise, compile(exercise.starter));
		expect(result.run.error).toBeUndefined();
		expect(result.checks.some((c) => !c.passed)).toBe(true);
	},
);

test('runExercise says when the function is missing or the code stops', () => {
	const exercise = getExercise('first-solution');
	expect(runExercise(exercise, 'function firstSolutio(n) { return null; }').summary).toBe(
		'The checks did not run: define a function named firstSolution, at the top level of the cell.',
	);
	expect(runExercise(exercise, 'function firstSolution(n) {}\n\nnull.x;').summary).toBe(
		'The checks did not run: the code stopped with an error (line 3).',
	);
});

test('a top-level return in an exercise cell is shown as returned, and the checks say why they did not run', () => {
	const exercise = getExercise('first-solution');
	const result = runExercise(
		exercise,
		'function firstSolution(n) { return null; }\nreturn [1, 3, 0, 2];',
	);
	expect(result.run.returned).toBe('[1, 3, 0, 2]');
	expect(result.run.returnedBoard).toEqual([1, 3, 0, 2]);
	expect(result.checks).toEqual([]);
	expect(result.summary).toBe(
		'The checks did not run: the code returned at the top level before its end, where firstSolution is looked for; take that return out.',
	);
	// Without a return, the function is found and nothing counts as returned.
	const plain = runExercise(exercise, 'function firstSolution(n) { return null; }');
	expect(plain.run.returned).toBeUndefined();
	expect(plain.checks.length).toBeGreaterThan(0);
});

test('an error inside a check names the learner’s line', () => {
	const code =
		'function countSolutions(n) {\n\tif (n > 8) throw new Error("too big");\n\treturn [1, 0, 0, 2, 10, 4, 40, 92][n - 1];\n}';
	const result = runExercise(getExercise('count-12'), code);
	expect(result.checks.map((c) => c.passed)).toEqual([true, false, false, false]);
	expect(result.checks[1]!.message).toBe(
		'for n = 10 your code threw Error: too big (line 2, column 19)',
	);
	expect(result.summary).toBe('1 of 4 checks passed');
});

test('prints made while the checks run do not reach the output', () => {
	const code =
		'function toChess(columns) {\n\tconsole.log("called");\n\treturn "";\n}\ntoChess([0]);';
	const result = runExercise(getExercise('chess-notation'), code);
	expect(result.run.output).toEqual([{ kind: 'log', text: 'called' }]);
});

test('isSafe counts its calls and a wrong call names itself and its line', () => {
	const run = runCell(
		'console.log(isSafe([1, 3], 2, 0), isSafe([1, 3], 2, 2));\nisSafe([1], 3, 0);',
	);
	// (2, 0) is free under queens (0, 1) and (1, 3); (2, 2) is on the / diagonal of (1, 3).
	expect(run.output[0]!.text).toBe('true false');
	expect(run.error).toEqual({
		kind: 'thrown',
		message:
			'isSafe(columns, 3, 0): columns lists 1 row, so rows 1 to 2 have no queen to check against.',
		line: 2,
		column: expect.any(Number),
	});
});

test('printed values stay short: long arrays, nesting and cycles', () => {
	const run = runCell(
		'const a = Array.from({ length: 150 }, (_, i) => i);\nconst o = { a: { b: { c: { d: 1 } } } };\no.self = o;\nconsole.log(a.length, o, new Set([1]));\nconsole.log(a);',
	);
	expect(run.output[0]!.text).toBe('150 { a: { b: { c: {…} } }, self: [circular] } Set(1) { 1 }');
	expect(run.output[1]!.text).toMatch(/^\[0, 1, 2, .*, 99, … 50 more\]$/);
});
