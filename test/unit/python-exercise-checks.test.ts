import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { transform } from 'sucrase';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { asPython } from '../python-words.ts';
import { GREEDY_PY, SEARCH_ON_PY } from '../python-answers.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * One set of checks for both languages: the hidden checks of chapter 8's exercises
 * (src/notebook/exercises/checks-*.ts), unchanged, judge a learner's Python function
 * (src/notebook/python/python-run.ts's runPythonExercise). A right answer in Python passes every
 * check; a wrong one gets the very verdicts the same mistake gets in JavaScript. (That what the
 * checks read is out of Python's reach: python-books-out-of-reach.test.ts.)
 */

let cells: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await cells.close();
});

/** The verdicts of a JavaScript answer, run as the JavaScript cell runs it. */
function javascriptVerdicts(id: string, code: string): { passed: boolean; message: string }[] {
	const compiled = transform(code, { transforms: ['typescript'] }).code;
	return runExercise(getExercise(id), compiled).checks.map(({ passed, message }) => ({
		passed,
		message,
	}));
}

/** The verdicts of a Python answer, run as the Python worker runs it. */
async function pythonVerdicts(id: string, code: string) {
	const outcome = await cells.run(code, { exercise: id });
	return (outcome.result?.checks ?? []).map(({ passed, message }) => ({ passed, message }));
}

/** Exercise 1, right: the search stops at its first solution. */
const FIRST_PY = `def first_solution(n):
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
    return columns if place_row(0) else None`;

const ON_JS = `function firstSolution(n) {
	const columns = [];
	const found = [];
	function placeRow(row) {
		if (row === n) {
			if (found.length === 0) found.push([...columns]);
			return;
		}
		for (let col = 0; col < n; col++) {
			if (isSafe(columns, row, col)) {
				columns.push(col);
				placeRow(row + 1);
				columns.pop();
			}
		}
	}
	placeRow(0);
	return found.length ? found[0] : null;
}`;

const GREEDY_JS = `function firstSolution(n) {
	const columns = [];
	for (let row = 0; row < n; row++) {
		for (let col = 0; col < n; col++) {
			if (isSafe(columns, row, col)) { columns.push(col); break; }
		}
	}
	return columns;
}`;

const PERMUTATIONS_PY = `from itertools import permutations

def permutation_solutions(n):
    candidates = 0
    solutions = []
    for columns in permutations(range(n)):
        candidates += 1
        if all(is_safe(columns, row, columns[row]) for row in range(n)):
            solutions.append(list(columns))
    return {'candidates': candidates, 'solutions': solutions}`;

const CHESS_PY = `def to_chess(columns):
    n = len(columns)
    return ' '.join(chr(97 + file) + str(n - columns.index(file)) for file in range(n))`;

describe('a right answer in Python passes every check', () => {
	test.each([
		['first-solution', FIRST_PY],
		['permutations', PERMUTATIONS_PY],
		['chess-notation', CHESS_PY],
	])('%s', async (id, code) => {
		const outcome = await cells.run(code, { exercise: id });
		const checks = outcome.result!.checks!;
		expect(checks.length).toBe(getExercise(id).checks.length);
		expect(checks.filter((check) => !check.passed)).toEqual([]);
	});
});

describe('a wrong answer gets the verdicts the same mistake gets in JavaScript', () => {
	test.each([
		['first-solution', 'searching on past the first solution', SEARCH_ON_PY, ON_JS],
		['first-solution', 'never taking a queen back', GREEDY_PY, GREEDY_JS],
	])('%s: %s', async (id, _mistake, python, javascript) => {
		const verdicts = await pythonVerdicts(id, python);
		expect(verdicts.some((verdict) => !verdict.passed)).toBe(true);
		// A helper's refusal is named as each language names it (isSafe is is_safe in Python's
		// words, code-names.ts), at each program's own position.
		const same = (message: string) =>
			message
				.replace(/ValueError: is_safe\(/g, 'is_safe(')
				.replace(/ \(line \d+, column \d+\)/g, '');
		// …and JavaScript's null is Python's None.
		expect(verdicts.map((v) => ({ ...v, message: same(v.message) }))).toEqual(
			javascriptVerdicts(id, javascript).map((v) => ({ ...v, message: asPython(same(v.message)) })),
		);
	});

	test('a Python learner is told to return None where JavaScript’s is told null', async () => {
		// An empty list where no solution exists: the checks ask for None.
		const EMPTY_PY = FIRST_PY.replace('else None', 'else []');
		const outcome = await cells.run(EMPTY_PY, { exercise: 'first-solution' });
		const checks = outcome.result!.checks!;
		const said = checks.map((check) => `${check.name} ${check.message}`).join('\n');
		expect(said).toContain('return None');
		expect(said).toContain('or None');
		expect(said).not.toMatch(/\bnull\b/);
		const zh = await cells.run(EMPTY_PY, { exercise: 'first-solution', locale: 'zh-cn' });
		expect(zh.result!.checks!.map((c) => c.message).join('\n')).toContain('应返回 None');
	});

	test('an error in the learner’s function is told with Python’s message and the learner’s line', async () => {
		const outcome = await cells.run('def first_solution(n):\n    return [0] * n + None', {
			exercise: 'first-solution',
		});
		expect(outcome.result!.checks![0]!.message).toContain(
			'TypeError: can only concatenate list (not "NoneType") to list (line 2, column 12)',
		);
	});

	test('no function of the exercise’s name: the checks say which name they look for', async () => {
		const outcome = await cells.run('def firstSolution(n):\n    return None', {
			exercise: 'first-solution',
		});
		expect(outcome.result?.checks).toEqual([]);
		expect(outcome.result?.summary).toContain('first_solution');
	});
});
