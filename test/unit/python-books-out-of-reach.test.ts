import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../src/solver/input/index.ts';
import { RETURNED_CHARS } from '../../src/notebook/runtime/hostile.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { GREEDY_PY, SEARCH_ON_PY } from '../python-answers.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * The Python box keeps no books in the interpreter (src/notebook/python/seal.ts): is_safe's count
 * and record of calls are JavaScript's, and whatever the prelude hands back is read as hostile
 * data (src/notebook/runtime/hostile.ts). Each attack here is one issue 37 reproduced on the built
 * site: Python code rewrites the prelude's own names, or writes the interpreter's memory, and the
 * page still gets bounded text and the verdicts an honest run of the same code gets.
 */

// Honest runs share an interpreter; each attack gets one of its own, as each run does in the
// page, since what it rewrites (a module, the prelude's names) stays for the next run. Those
// start from a memory snapshot, as `nqueens check`'s do: each is still new, sealed afresh.
let cells: PythonCells;
let fresh: PythonCells;
beforeAll(async () => {
	cells = startPythonCells({ snapshot: await pythonSnapshot() });
	fresh = startPythonCells({ fresh: true, snapshot: await pythonSnapshot() });
});
afterAll(async () => {
	await Promise.all([cells.close(), fresh.close()]);
});

/**
 * Each attack starts an interpreter of its own, and the searches run to 10 queens: at load 9 on
 * the two cores the slowest test (searching on, twice) took 103 s, the others up to 57 s. Five
 * times a quiet run's time, as vitest.config.ts asks of tests over 24 s.
 */
const SLOW = { timeout: 300_000 };

/** Room past a cut text for the sentence that says how long it was. */
const NOTE = 200;

/** Exercise 1's verdicts of a Python answer (an attack in an interpreter of its own). */
async function verdicts(
	code: string,
	attack = true,
): Promise<{ passed: boolean; message: string }[]> {
	const outcome = await (attack ? fresh : cells).run(code, { exercise: 'first-solution' });
	return (outcome.result?.checks ?? []).map(({ passed, message }) => ({ passed, message }));
}

describe(
	'what a run hands back is cut in JavaScript, however the prelude was rewritten',
	SLOW,
	() => {
		test.each([
			[
				'json.dumps rebound',
				`import json
json.dumps = lambda *args, **kwargs: '{"returned": "' + 'x' * 20_000_000 + '"}'
1`,
			],
			[
				"the prelude's _returned rebound",
				`print_board.__globals__['_returned'] = lambda value: {'returned': 'x' * 20_000_000}
1`,
			],
		])('%s: the returned text is cut to the JavaScript box’s length', async (_name, code) => {
			const outcome = await fresh.run(code);
			const returned = outcome.result?.run.returned ?? '';
			expect(returned.length).toBeGreaterThan(0);
			expect(returned.length).toBeLessThanOrEqual(RETURNED_CHARS + NOTE);
		});

		test.each([
			['a million rows', 'list(range(10**6))'],
			['rows of text', "['0' * 10**6, '1']"],
			['a column off the board', '[0, 7]'],
			['a fraction', '[0.5]'],
		])('a returned "board" of %s is no board', async (_name, board) => {
			const outcome = await fresh.run(
				`print_board.__globals__['_returned'] = lambda value: {'returned': 'b', 'board': ${board}}\n1`,
			);
			expect(outcome.result?.run.returned).toBe('b');
			expect(outcome.result?.run.returnedBoard).toBeUndefined();
			expect(outcome.result?.run.boards).toEqual([]);
		});

		test('an error’s line and column that are not places in the code are left out', async () => {
			const outcome = await fresh.run(`import json
json.dumps = lambda *a, **k: '{"error": {"kind": "thrown", "message": "E", "traceback": "", "line": "${'0'.repeat(30)}", "column": 1e300}}'
1`);
			const error = outcome.result?.run.error;
			expect(error?.message).toBe('E');
			expect(error?.line).toBeUndefined();
			expect(error?.column).toBeUndefined();
		});
	},
);

describe('what the checks read of a call is typed and cut', SLOW, () => {
	test('an error whose line is three million characters gives a short message', async () => {
		// _call_for_check's account of what the learner's function raised, rewritten.
		const code = `print_board.__globals__['_described'] = lambda error, kind: {
    'kind': 'thrown', 'message': 'ValueError: no', 'traceback': '',
    'line': '0' * 3_000_000, 'column': 10**300}

def first_solution(n):
    raise ValueError('no')`;
		const checks = await verdicts(code);
		expect(checks.length).toBe(getExercise('first-solution').checks.length);
		for (const check of checks) {
			expect(check.passed).toBe(false);
			expect(check.message.length).toBeLessThan(LIMITS.cellErrorChars.max + 2 * NOTE);
			expect(check.message).not.toContain('000000');
		}
	});

	test('a record written to from Python (`_seen`, three million characters) changes no verdict', async () => {
		// The forgery runs inside the learner's call, after its search, where the old record lived.
		const forged = GREEDY_PY.replace(
			/\n(\s+)return columns/,
			"\n$1seen = print_board.__globals__.get('_seen')\n$1if seen is not None:\n$1    seen[0] = '0' * 3_000_000 + '99'\n$1return columns",
		);
		expect(forged).toContain("'0' * 3_000_000");
		const honest = await verdicts(GREEDY_PY, false);
		const checks = await verdicts(forged);
		expect(checks).toEqual(honest);
		for (const check of checks) expect(check.message.length).toBeLessThan(2_000);
	});
});

/** Python that rebuilds `_ctypes` past the refusals, to write the interpreter's memory. */
const MEMORY_WRITER = `import importlib.machinery as _machinery, importlib._bootstrap as _bootstrap
_ctypes = _bootstrap._load(_machinery.BuiltinImporter.find_spec('_ctypes'))

class _Int(_ctypes._SimpleCData):
    _type_ = 'i'

class _Words(_ctypes.Array):
    _type_ = _Int
    _length_ = 3
`;

/**
 * Exercise 1 searched on past its first solution, then, wherever Python can reach the count
 * (the old prelude's itertools.count, `_calls`), its memory written back to the count at that
 * solution: the "advance-only" counter rewound. With the count in JavaScript there is none.
 */
const REWOUND_PY = `${MEMORY_WRITER}
_counter = print_board.__globals__.get('_calls')

def _count_now():
    return _Words.from_address(id(_counter))[2] if _counter is not None else 0

def first_solution(n):
    columns = []
    found = []
    at = [0]
    def place_row(row):
        if row == n:
            if not found:
                found.append(list(columns))
                at[0] = _count_now()
            return
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                place_row(row + 1)
                columns.pop()
    place_row(0)
    if _counter is not None and found:
        _Words.from_address(id(_counter))[2] = at[0]
    return found[0] if found else None`;

describe('is_safe’s count and record are out of Python’s reach', SLOW, () => {
	test('a count rewound in the interpreter’s memory leaves the verdicts of searching on', async () => {
		const honest = await verdicts(SEARCH_ON_PY, false);
		const rewound = await verdicts(REWOUND_PY);
		expect(rewound.map((check) => check.passed)).toEqual(honest.map((check) => check.passed));
		expect(rewound.filter((check) => !check.passed).length).toBeGreaterThanOrEqual(3);
	});

	// Every Python object the old prelude kept books in, rebound, advanced or overwritten from the
	// learner's call, after its search.
	const FORGERIES = [
		"g['_calls'] = __import__('itertools').count(10**6)",
		"[next(g['_calls']) for _ in range(10**5)] if '_calls' in g else None",
		"g.get('_seen', [0, 0, 0])[:] = [0, 7, 3]",
		"g['_held'].append(g['_held'])",
		"g['is_safe'] = lambda columns, row, col: True",
	];

	test.each(FORGERIES)('%s leaves the verdicts of a wrong answer as they were', async (forgery) => {
		const forged = GREEDY_PY.replace(
			/\n(\s+)return columns/,
			`\n$1g = print_board.__globals__\n$1${forgery}\n$1return columns`,
		);
		expect(forged).toContain(forgery);
		const honest = await verdicts(GREEDY_PY, false);
		expect(await verdicts(forged)).toEqual(honest);
		expect(honest.filter((check) => check.passed).length).toBeLessThan(honest.length);
	});
});

/** Python that finds the Pyodide objects a gc walk reaches: the API, its `_api` and `_module`. */
const PYODIDE_OBJECTS = `import gc
_api = next(o.jsproxy for o in gc.get_objects() if type(o).__name__ == 'JsLoader')
_found = (_api, _api._api, _api._module)
`;

describe(
	'the Pyodide objects Python finds are not frozen, make no code and decide nothing',
	SLOW,
	() => {
		test('a property set on each stays set, and their constructors make no code', async () => {
			const outcome = await fresh.run(`${PYODIDE_OBJECTS}
for target in _found:
    target.nq_probe = 1
print([target.nq_probe for target in _found])
for target in _found:
    try:
        target.constructor.constructor('return 6 * 7')()
        print('made code')
    except Exception as error:
        print(type(error).__name__)`);
			const lines = outcome.output.map((line) => line.text);
			expect(lines[0]).toBe('[1, 1, 1]');
			expect(lines.slice(1)).toHaveLength(3);
			expect(lines.slice(1)).not.toContain('made code');
		});

		test('written to from the learner’s call, they leave the verdicts of a wrong answer', async () => {
			const forged = GREEDY_PY.replace(
				/\n(\s+)return columns/,
				'\n$1for target in _found:\n$1    target.nq_probe = n\n$1return columns',
			);
			expect(await verdicts(`${forged}\n${PYODIDE_OBJECTS}`)).toEqual(
				await verdicts(GREEDY_PY, false),
			);
		});
	},
);

describe('the prelude’s one switch keeps calls off the record, and puts none on it', SLOW, () => {
	test('a search that sets _quiet itself is told it never called is_safe', async () => {
		const checks = await verdicts(`def first_solution(n):
    print_board.__globals__['_quiet'] = True
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
    return columns if place_row(0) else None`);
		const exercise = getExercise('first-solution');
		expect(checks).toHaveLength(exercise.checks.length);
		exercise.checks.forEach((check, index) => {
			// The answers are right; the checks of the search saw no call at all.
			expect(checks[index]!.passed).toBe(!check.name.includes('stops'));
			if (check.name.includes('stops')) {
				expect(checks[index]!.message).toContain('you never called is_safe');
			}
		});
	});
});
