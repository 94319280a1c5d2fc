import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/*
 * The shape of the source tree, read from the files themselves: the solver is a set of folders,
 * each with an index.ts as its public face; the solver imports nothing from outside itself; code
 * outside the solver reaches it only through those faces; no module imports itself round a loop
 * (a cycle makes load order decide what a module sees); and no source file outgrows one idea.
 */

const ROOTS = ['src'];
const SOURCE = /\.(ts|svelte)$/;

/** Longest a source file may be (tests aside): past it, a file holds more than one idea. */
const MAX_LINES = 300;

/** Every source file under `dir`, as a path relative to the repository. */
function sourceFiles(dir: string, pattern = SOURCE): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
		return pattern.test(name) && !name.endsWith('.d.ts') ? [path] : [];
	});
}

// Static imports and re-exports only: a dynamic import() runs after loading, so it cannot loop.
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;'"]*?\bfrom\s+'(\.{1,2}\/[^'?]+)'/gm;
const BARE_IMPORT = /^\s*import\s+'(\.{1,2}\/[^'?]+)'/gm;

/** The relative files each file imports at load time, resolved to repository paths. */
function importGraph(files: readonly string[]): Map<string, string[]> {
	return new Map(
		files.map((file) => {
			const text = readFileSync(file, 'utf8');
			const specs = [...text.matchAll(STATIC_IMPORT), ...text.matchAll(BARE_IMPORT)].map(
				(match) => match[1]!,
			);
			return [file, specs.map((spec) => relative('.', resolve(dirname(file), spec)))];
		}),
	);
}

/** One cycle per strongly connected loop found by depth-first search: each as the files in order. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
	const cycles: string[][] = [];
	const state = new Map<string, 'open' | 'done'>();
	const path: string[] = [];
	const visit = (file: string): void => {
		state.set(file, 'open');
		path.push(file);
		for (const next of graph.get(file) ?? []) {
			if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
			else if (!state.has(next)) visit(next);
		}
		path.pop();
		state.set(file, 'done');
	};
	for (const file of graph.keys()) if (!state.has(file)) visit(file);
	return cycles;
}

const files = ROOTS.flatMap((root) => sourceFiles(root));
const graph = importGraph(files);
const solverFiles = files.filter((file) => file.startsWith('src/solver/'));

describe('the cycle finder', () => {
	test.each([
		['a loop of three', { a: ['b'], b: ['c'], c: ['a'] }, [['a', 'b', 'c', 'a']]],
		['a file that imports itself', { a: ['a'] }, [['a', 'a']]],
		['a diamond, which is no loop', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
	])('%s', (_name, edges, expected) => {
		expect(findCycles(new Map(Object.entries(edges)))).toEqual(expected);
	});
});

describe('the source tree', () => {
	test('finds the files it checks', () => {
		expect(solverFiles.length).toBeGreaterThan(30);
		expect(graph.get('src/solver/search/search.ts')).toContain('src/solver/events/events.ts');
	});

	test('has no import cycles', () => {
		expect(findCycles(graph)).toEqual([]);
	});

	test('keeps no solver file loose: each sits in a folder with an index.ts', () => {
		const folders = new Set(solverFiles.map((file) => dirname(file)));
		expect(folders.has('src/solver')).toBe(false);
		for (const folder of folders) expect(solverFiles).toContain(join(folder, 'index.ts'));
		expect(folders.size).toBeGreaterThanOrEqual(8);
	});

	test('the solver imports nothing from outside the solver', () => {
		const outside = solverFiles.flatMap((file) =>
			graph
				.get(file)!
				.filter((target) => !target.startsWith('src/solver/'))
				.map((target) => `${file} → ${target}`),
		);
		expect(outside).toEqual([]);
	});

	test('keeps every source file to 300 lines or fewer', () => {
		const sources = [...ROOTS, 'scripts'].flatMap((root) =>
			sourceFiles(root, /\.(ts|svelte|astro)$/),
		);
		const lengths = new Map(
			sources.map((file) => [file, readFileSync(file, 'utf8').split('\n').length - 1]),
		);
		const long = [...lengths]
			.filter(([, lines]) => lines > MAX_LINES)
			.map(([file, lines]) => `${file}: ${lines} lines`);
		expect(long).toEqual([]);
	});

	test('code outside the solver reaches it only through a folder index', () => {
		const byPath = files
			.filter((file) => !file.startsWith('src/solver/'))
			.flatMap((file) =>
				graph
					.get(file)!
					.filter((target) => target.startsWith('src/solver/') && !target.endsWith('/index.ts'))
					.map((target) => `${file} → ${target}`),
			);
		expect(byPath).toEqual([]);
	});
});
