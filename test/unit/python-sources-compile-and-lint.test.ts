import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, expect, test } from 'vitest';

/*
 * The notebook's Python is in .py files under src/ (the prelude, the plain search, the starters,
 * worked solutions and chapter cells), imported as text. Each compiles (`python3 -m py_compile`)
 * and Debian's pyflakes3 finds nothing in it, so a slip in a program a learner is handed, or in
 * the prelude every run stands on, fails here and not in a page.
 */

const ROOT = join(import.meta.dirname, '../..');

/** Every .py file under src/, as a path from the repository's root, sorted. */
function pythonFiles(folder = join(ROOT, 'src')): string[] {
	return readdirSync(folder, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.py'))
		.map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
		.sort();
}

const FILES = pythonFiles();

/** The folder of the programs a cell runs: the prelude defines some names for them. */
const CELLS = 'src/notebook/exercises/python/';

/**
 * The names the prelude puts in every cell's namespace (`_namespace` in _run: is_safe,
 * print_board, board), read from the prelude itself: pyflakes takes them as built-ins in cells.
 */
function cellNames(): string[] {
	const prelude = readFileSync(join(ROOT, 'src/notebook/python/prelude.py'), 'utf8');
	const namespace = /\n {4}_namespace = \{\n([\s\S]*?)\n {4}\}/.exec(prelude)?.[1] ?? '';
	return [...namespace.matchAll(/'([a-z_]+)': \1,/g)].map((match) => match[1]!);
}

/**
 * What pyflakes says that is meant, per file: each message whole, with why. A starter leaves a
 * name for the learner's code to use, or a slot (python-slots.ts) holds the code that reads it.
 */
const MEANT: Record<string, { message: string; why: string }[]> = {
	[`${CELLS}starters/chess-notation.py`]: [
		{
			message: "local variable 'n' is assigned to but never used",
			why: 'the starter hands the learner n for the loop they write',
		},
	],
	[`${CELLS}chapters/swap-the-check.py`]: [
		{
			message: "local variable 'says' is assigned to but never used",
			why: 'the slot boardSays fills is an f-string that reads {says}',
		},
	],
};

/** The one line that installs pyflakes3, when it is missing. */
const INSTALL =
	'pyflakes3 not installed: apt-get install pyflakes3 (npm run test:needs installs it)';

test('the Python sources under src/ are found: the prelude, the plain search and the cells', () => {
	expect(FILES.length).toBeGreaterThanOrEqual(18);
	expect(FILES).toEqual(
		expect.arrayContaining([
			'src/notebook/python/prelude.py',
			'src/notebook/python/plain-search.py',
			`${CELLS}starters/first-solution.py`,
		]),
	);
	expect(cellNames()).toEqual(['is_safe', 'print_board', 'board']);
});

/** What `python3 -m py_compile` says of all the files at once (it goes on past a failure). */
function compileAll(): string {
	// The compiled files go to a folder of their own, not beside the sources.
	const cache = mkdtempSync(join(tmpdir(), 'py-compile-'));
	const run = spawnSync('python3', ['-m', 'py_compile', ...FILES], {
		cwd: ROOT,
		encoding: 'utf8',
		env: { ...process.env, PYTHONPYCACHEPREFIX: cache },
	});
	if (run.error) throw run.error;
	return run.stderr;
}

/**
 * pyflakes3's messages, by file, for all the files at once: the cells' with the prelude's names
 * as built-ins, the others' without. Fails with the line that installs it when it is missing.
 */
function lintAll(): Map<string, string[]> {
	const byFile = new Map<string, string[]>(FILES.map((file) => [file, []]));
	const groups = [
		FILES.filter((f) => f.startsWith(CELLS)),
		FILES.filter((f) => !f.startsWith(CELLS)),
	];
	for (const files of groups) {
		const run = spawnSync('pyflakes3', files, {
			cwd: ROOT,
			encoding: 'utf8',
			env: {
				...process.env,
				PYFLAKES_BUILTINS: files[0]!.startsWith(CELLS) ? cellNames().join(',') : '',
			},
		});
		if (run.error) throw new Error(INSTALL);
		// "path:line:column: message" (pyflakes 3); the message alone is what is compared.
		for (const line of `${run.stdout}${run.stderr}`.split('\n').filter(Boolean)) {
			// A line of no file (a syntax error's source and caret) is kept under ''.
			const match = /^([^:]+):\d+:(?:\d+:)? (.*)$/.exec(line);
			const [file, message] = match ? [match[1]!, match[2]!] : ['', line];
			if (!byFile.has(file)) byFile.set(file, []);
			byFile.get(file)!.push(message);
		}
	}
	return byFile;
}

let compiled: string;
let linted: Map<string, string[]>;

beforeAll(() => {
	compiled = compileAll();
	linted = lintAll();
});

test.each(FILES)('%s compiles with python3 -m py_compile', (file) => {
	expect(compiled.split('\n').filter((line) => line.includes(file))).toEqual([]);
});

test('py_compile says nothing at all, of any file', () => {
	expect(compiled).toBe('');
});

test.each(FILES)('pyflakes3 finds nothing in %s but what is meant', (file) => {
	const meant = (MEANT[file] ?? []).map((entry) => entry.message);
	const messages = linted.get(file)!;
	expect(messages.filter((message) => !meant.includes(message))).toEqual([]);
	// Each meant message is still there: a filter outlives nothing it was written for.
	expect(meant.filter((message) => !messages.includes(message))).toEqual([]);
});

test('pyflakes3 says nothing of a file it was not given', () => {
	expect([...linted.keys()].filter((file) => !FILES.includes(file))).toEqual([]);
});
