import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import englishFile from '../../src/i18n/en/notebook-file.ts';
import chineseFile from '../../src/i18n/zh-cn/notebook-file.ts';
import { EXERCISES, pythonSolution } from '../../src/notebook/exercises/index.ts';
import {
	exportJupyter,
	importCells,
	loadCell,
	saveCell,
} from '../../src/notebook/storage/index.ts';
import { MemoryStorage } from './helpers.ts';

/*
 * The exported notebook handed to Jupyter's own parts, from Debian (scripts/test-needs.sh installs
 * python3-nbformat, python3-nbclient and python3-ipykernel): nbformat.validate accepts it, nbclient
 * runs it top to bottom in an ipykernel with the worked solutions as the learner's code, and a
 * cell edited and saved by nbformat comes back into the page with the edit. Debian's python3 is
 * named by its path, and put first on the kernel's PATH: a python3 earlier on the PATH (pyenv's)
 * does not see Debian's modules.
 */

const PYTHON = '/usr/bin/python3';
const PAGE = 'https://example.org/08-exercises/';

/** A kernel starts in seconds here; the limits are sized for a machine five times slower. */
const KERNEL_SECONDS = 120;
const TEST_MS = 4 * KERNEL_SECONDS * 1000;

/** Runs a Python script with Debian's python3 and Jupyter's folders in a fresh temporary home. */
function python(script: string, ...args: string[]) {
	const home = mkdtempSync(join(tmpdir(), 'nqueens-jupyter-home-'));
	return spawnSync(PYTHON, ['-c', script, ...args], {
		encoding: 'utf8',
		timeout: TEST_MS,
		env: {
			PATH: '/usr/bin:/bin',
			HOME: home,
			IPYTHONDIR: join(home, 'ipython'),
			JUPYTER_RUNTIME_DIR: join(home, 'runtime'),
			// The kernel must not wait on a network or a display.
			MPLBACKEND: 'Agg',
			PYDEVD_DISABLE_FILE_VALIDATION: '1',
		},
	});
}

const VALIDATE = `
import sys, nbformat
for path in sys.argv[1:]:
    nbformat.validate(nbformat.read(path, as_version=nbformat.NO_CONVERT))
    print('valid', path)
`;

/** Runs the notebook in a Python 3 kernel; prints each code cell's id and its printed text, as JSON. */
const EXECUTE = `
import json, sys, nbformat
from nbclient import NotebookClient
path, seconds = sys.argv[1], int(sys.argv[2])
nb = nbformat.read(path, as_version=4)
NotebookClient(nb, timeout=seconds, startup_timeout=seconds, kernel_name='python3').execute()
printed = {}
for cell in nb.cells:
    if cell.cell_type == 'code':
        printed[cell.id] = ''.join(o.get('text', '') for o in cell.outputs if o.output_type == 'stream')
        errors = [o for o in cell.outputs if o.output_type == 'error']
        if errors:
            printed[cell.id] += 'ERROR ' + errors[0].ename
print(json.dumps(printed))
`;

const EDIT = `
import sys, nbformat
path = sys.argv[1]
nb = nbformat.read(path, as_version=4)
cell = next(c for c in nb.cells if c.get('metadata', {}).get('nqueens', {}).get('exercise') == 'chess-notation')
cell.source = cell.source.replace("' '.join(squares)", "', '.join(squares)") + '\\n# edited in Jupyter\\n'
nbformat.write(nb, path)
`;

/** The six exercises with their worked solutions saved as the learner's Python. */
function solvedStorage(): MemoryStorage {
	const storage = new MemoryStorage();
	for (const exercise of EXERCISES) {
		const solution = pythonSolution(exercise.id)!;
		saveCell(storage, exercise.id, solution, 'starter', undefined, 'python');
	}
	return storage;
}

const titles = EXERCISES.map((exercise) => ({ id: exercise.id, title: exercise.title }));
const folder = mkdtempSync(join(tmpdir(), 'nqueens-jupyter-'));
const solved = join(folder, 'solved.ipynb');

beforeAll(() => {
	writeFileSync(solved, exportJupyter(solvedStorage(), titles, englishFile.jupyter, PAGE));
});

describe('Jupyter’s own parts take the exported notebook', () => {
	test('nbformat.validate accepts it: Python cells, JavaScript as text, both languages', () => {
		const mixed = new MemoryStorage();
		saveCell(mixed, 'first-solution', pythonSolution('first-solution')!, 's', undefined, 'python');
		saveCell(mixed, 'chess-notation', 'function toChess() { return "```"; }', 's');
		const chinese = join(folder, 'mixed-zh.ipynb');
		writeFileSync(chinese, exportJupyter(mixed, titles, chineseFile.jupyter, PAGE));
		const empty = join(folder, 'empty.ipynb');
		writeFileSync(empty, exportJupyter(new MemoryStorage(), titles, englishFile.jupyter, PAGE));
		const ran = python(VALIDATE, solved, chinese, empty);
		expect(ran.stderr).toBe('');
		expect(ran.stdout).toBe(`valid ${solved}\nvalid ${chinese}\nvalid ${empty}\n`);
	});

	test(
		'nbclient runs it top to bottom in an ipykernel, the worked solutions printing their answers',
		() => {
			const ran = python(EXECUTE, solved, String(KERNEL_SECONDS));
			expect(ran.status, ran.stderr).toBe(0);
			const printed = JSON.parse(ran.stdout) as Record<string, string>;
			expect(Object.keys(printed)).toEqual([
				'nqueens-helpers',
				...EXERCISES.map((exercise) => `${exercise.id}-code`),
			]);
			expect(Object.values(printed).join('')).not.toContain('ERROR');
			// The first solution of 8 queens, drawn by the helpers' print_board.
			expect(printed['first-solution-code']).toMatch(
				/^Q \. \. \. \. \. \. \.\n(?:[.Q ]{15}\n){7}$/,
			);
			expect(printed['permutations-code']).toBe('40320 permutations, 92 solutions\n');
			expect(printed['count-12-code']).toMatch(/^352\nn = 9: \d+ ms\n$/);
			expect(printed['chess-notation-code']).toBe('a8 b2 c4 d1 e7 f5 g3 h6\n');
			expect(printed['occupancy-check-code']).toBe('False\n');
			expect(printed['count-13-code']).toMatch(/^2680\nn = 11: \d+ ms\n$/);
		},
		TEST_MS,
	);

	test('a cell edited and saved by nbformat imports back into the page with the edit', () => {
		const edited = join(folder, 'edited.ipynb');
		writeFileSync(edited, readFileSync(solved, 'utf8'));
		const ran = python(EDIT, edited);
		expect(ran.stderr).toBe('');
		const storage = solvedStorage();
		const result = importCells(storage, readFileSync(edited, 'utf8'));
		expect(result).toMatchObject({ ok: true, cells: 6 });
		const code = loadCell(storage, 'chess-notation', 'js starter').code;
		expect(code).toContain("return ', '.join(squares)");
		expect(code).toMatch(/\n# edited in Jupyter\n$/);
		expect(code).not.toBe(pythonSolution('chess-notation'));
	});
});
