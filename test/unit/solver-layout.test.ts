import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/*
 * The shape of the source tree, read from the files themselves. src/'s top-level folders and
 * components/ stand in layers (LAYERS), and so do the solver's folders (SOLVER_LAYERS) and the
 * notebook's (NOTEBOOK_LAYERS): a folder imports only folders on lower rows, never one above it or
 * beside it, so no arrow runs back up and no two folders import each other round a loop. The
 * solver and the notebook are sets of folders, each with an index.ts as its public face; code
 * outside a folder reaches it through its face (or a component, or a runes controller); and no
 * module imports itself round a loop (a cycle makes load order decide what a module sees).
 */

const ROOTS = ['src', 'components'];
const SOURCE = /\.(ts|svelte|astro)$/;

/**
 * src/'s top-level folders and components/ (the widgets), lowest first; each row may import only
 * the rows before it. Every folder that holds source files must be placed here, so a new one is
 * given its place on purpose.
 */
const LAYERS: readonly (readonly string[])[] = [
	// Pure: the puzzle, its searches and its English; imports nothing outside itself.
	['solver'],
	// Words by language; a catalog reads the solver's phrase interfaces and number formats.
	['i18n'],
	// The worker envelope every job speaks; build-time helpers (Shiki, facts) and Astro plugins.
	['jobs', 'site'],
	// The notebook's engine: boxes, runners, checks, saving.
	['notebook'],
	// The widgets: components/, one folder per widget, which import src/ through `#src/`.
	['components'],
	// The ends: the `nqueens` command and Astro's own pages.
	['cli', 'pages'],
];

/** The solver's folders, lowest first, on the same rule. */
const SOLVER_LAYERS: readonly (readonly string[])[] = [
	['input', 'events'],
	['board', 'format'],
	['checks', 'count'],
	['words'],
	['search'],
	['bugs', 'demos', 'race', 'timeline'],
];

/**
 * The notebook's folders, lowest first, on the same rule: the box and the runner; the exercises
 * and the checks, which print values as a cell does; the cell worker, which runs a cell and then
 * its checks, and saving, which knows the book's cells; Python's box and Lua's, which run from the
 * cell worker's pool and import neither the other.
 */
const NOTEBOOK_LAYERS: readonly (readonly string[])[] = [
	['runtime'],
	['exercises'],
	['storage', 'worker'],
	['python', 'lua'],
];

/** The top-level folders whose own folders stand in layers too, and those layers. */
const INNER_LAYERS: Readonly<Record<string, readonly (readonly string[])[]>> = {
	'src/solver': SOLVER_LAYERS,
	'src/notebook': NOTEBOOK_LAYERS,
};

/** Arrows allowed to run up: none today. Add one only with the reason it cannot go down. */
const KNOWN_UPWARD: readonly string[] = [];

/** Every source file under `dir`, as a path relative to the repository. */
function sourceFiles(dir: string, pattern = SOURCE): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
		return pattern.test(name) && !name.endsWith('.d.ts') ? [path] : [];
	});
}

// Static imports and re-exports only: a dynamic import() runs after loading, so it cannot loop.
// A specifier is relative (./, ../) or package.json's one alias, `#src/` for src/.
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;'"]*?\bfrom\s+'((?:\.{1,2}|#src)\/[^'?]+)'/gm;
const BARE_IMPORT = /^\s*import\s+'((?:\.{1,2}|#src)\/[^'?]+)'/gm;

/** The repository path `spec` names, imported from `file`. */
function resolveSpec(file: string, spec: string): string {
	return spec.startsWith('#src/')
		? `src/${spec.slice('#src/'.length)}`
		: relative('.', resolve(dirname(file), spec));
}

/** The relative files each file imports at load time, resolved to repository paths. */
function importGraph(files: readonly string[]): Map<string, string[]> {
	return new Map(
		files.map((file) => {
			const text = readFileSync(file, 'utf8');
			const specs = [...text.matchAll(STATIC_IMPORT), ...text.matchAll(BARE_IMPORT)].map(
				(match) => match[1]!,
			);
			return [file, specs.map((spec) => resolveSpec(file, spec))];
		}),
	);
}

// Every arrow, for the layers: static imports, import() and new URL('…', import.meta.url) (how a
// worker is started), with any ?raw or ?url query dropped. An arrow that runs late still runs up.
const ANY_IMPORT = [
	/^\s*(?:import|export)\s[^;'"]*?\bfrom\s+'((?:\.{1,2}|#src)\/[^'?]+)(?:\?[^']*)?'/gm,
	/^\s*import\s+'((?:\.{1,2}|#src)\/[^'?]+)(?:\?[^']*)?'/gm,
	/\bimport\(\s*'((?:\.{1,2}|#src)\/[^'?]+)(?:\?[^']*)?'\s*\)/g,
	/\bnew URL\(\s*'(\.{1,2}\/[^'?]+)(?:\?[^']*)?'/g,
];

/** Every relative file each file points at, however it loads it, resolved to repository paths. */
function arrowGraph(files: readonly string[]): Map<string, string[]> {
	return new Map(
		files.map((file) => {
			const text = readFileSync(file, 'utf8');
			const specs = ANY_IMPORT.flatMap((pattern) => [...text.matchAll(pattern)]).map(
				(match) => match[1]!,
			);
			return [file, specs.map((spec) => resolveSpec(file, spec))];
		}),
	);
}

/**
 * The folder a file stands in for the layers: a top-level folder of src/ (`src/site`), a solver
 * or notebook folder (`src/solver/board`, `src/notebook/runtime`) or a widget folder
 * (`components/trace`); '' for a loose file at src/'s root (Astro's content.config.ts), which
 * stands above every layer.
 */
function folderOf(file: string): string {
	const parts = file.split('/');
	if (parts[0] === 'components') return parts.slice(0, 2).join('/');
	if (parts.length <= 2) return '';
	const depth = `${parts[0]}/${parts[1]}` in INNER_LAYERS ? 3 : 2;
	return parts.length > depth ? parts.slice(0, depth).join('/') : parts.slice(0, 2).join('/');
}

/** The top-level folder a folder stands in: `src/notebook`, or `components` for every widget. */
function topOf(folder: string): string {
	return folder.startsWith('components') ? 'components' : folder.split('/').slice(0, 2).join('/');
}

/** A folder's row in `layers` (0 is the lowest), by its name under `prefix` (or its own name). */
function rowIn(layers: readonly (readonly string[])[], prefix: string, folder: string): number {
	const name = folder.startsWith(prefix) ? folder.slice(prefix.length).split('/')[0]! : folder;
	return layers.findIndex((row) => row.includes(name));
}

/**
 * Arrows that go up or sideways against the layers, as "importer → imported": between top-level
 * folders by `layers`, between the folders of one top-level folder by its row of `inner` (the
 * solver's and the notebook's).
 */
function arrowsAgainstLayers(
	arrows: ReadonlyMap<string, readonly string[]>,
	layers: readonly (readonly string[])[],
	inner: Readonly<Record<string, readonly (readonly string[])[]>>,
): string[] {
	const wrong: string[] = [];
	for (const [file, targets] of arrows) {
		for (const target of targets) {
			const from = folderOf(file);
			const to = folderOf(target);
			if (from === to || from === '') continue;
			const top = topOf(from);
			const within = top === topOf(to) ? inner[top] : undefined;
			if (top === topOf(to) && !within) continue; // inside one top-level folder
			const [rowFrom, rowTo] = within
				? [rowIn(within, `${top}/`, from), rowIn(within, `${top}/`, to)]
				: [rowIn(layers, 'src/', top), rowIn(layers, 'src/', topOf(to))];
			// A folder on no row is below nothing and above nothing: it must be placed first.
			const below = rowTo >= 0 && rowFrom >= 0 && rowTo < rowFrom;
			if (!below) wrong.push(`${file} → ${target}`);
		}
	}
	return wrong;
}

/** The folder-to-folder graph of the arrows, leaving out `except` ("importer → imported"). */
function folderGraph(
	arrows: ReadonlyMap<string, readonly string[]>,
	except: readonly string[] = [],
): Map<string, string[]> {
	const graph = new Map<string, Set<string>>();
	for (const [file, targets] of arrows) {
		for (const target of targets) {
			const from = folderOf(file);
			const to = folderOf(target);
			if (from === to || except.includes(`${file} → ${target}`)) continue;
			graph.set(from, (graph.get(from) ?? new Set()).add(to));
		}
	}
	return new Map([...graph].map(([folder, next]) => [folder, [...next].sort()]));
}

/**
 * src/i18n's faces. Words are loaded by area, so an area, not the folder, is what other code
 * reaches: each file at src/i18n's root is a face (an area's module, which loads the area's
 * catalogs lazily, only the page's language in a browser; load.ts, the loader; locales.ts, the
 * languages), and so is each English catalog (src/i18n/en/<area>.ts), which is its area's type
 * and the words code uses at once, before or without loading a language (a worker before its
 * request, the storage's fallback). Another language's catalog is reached only through its area,
 * so no page bundles a language it does not show.
 */
const I18N_FACE = /^src\/i18n\/(?:en\/)?[\w-]+\.ts$/;

/**
 * Node's start-up hooks: modules a thread is started with (`--import`, named by URL), which Node
 * loads before the thread's first import. The starter calls nothing in them, so they have no face
 * to go through: raw-text.ts gives plain Node Vite's ?raw imports of the .py files.
 */
const NODE_HOOKS: readonly string[] = ['src/notebook/runtime/raw-text.ts'];

/**
 * The Node twins of the page's workers, which Node code starts as threads (by URL) or loads on
 * demand: a folder's face cannot re-export them, or every page bundle reaching that face would
 * carry node:worker_threads. `nqueens check` (src/cli/check/) runs learners' code through them.
 */
const NODE_TWINS: readonly string[] = [
	'src/notebook/python/node-python.ts',
	'src/notebook/python/node-python-thread.ts',
	'src/notebook/worker/node-cell-thread.ts',
	'src/notebook/worker/node-thread-runs.ts',
];

/**
 * Arrows from one folder into another's code past its face, as "importer → imported": between
 * top-level folders, widget folders and the notebook's folders, an import of code lands on an
 * index.ts (in src/i18n, on I18N_FACE); components (.svelte, .astro) and runes controllers
 * (.svelte.ts) are imported by path, so that a face holds no Svelte and a worker can import it.
 * The solver's own folders import each other by path (each folder's index is for the outside).
 */
function pastFaces(arrows: ReadonlyMap<string, readonly string[]>): string[] {
	const viaFace = (target: string) =>
		target.endsWith('/index.ts') ||
		/\.(svelte|astro)$|\.svelte\.ts$/.test(target) ||
		(folderOf(target) === 'src/i18n' && I18N_FACE.test(target)) ||
		NODE_HOOKS.includes(target) ||
		NODE_TWINS.includes(target);
	return [...arrows].flatMap(([file, targets]) =>
		targets
			.filter((target) => {
				const from = folderOf(file);
				const to = folderOf(target);
				if (from === to || from === '' || from.startsWith('src/solver')) return false;
				return !viaFace(target);
			})
			.map((target) => `${file} → ${target}`),
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
const arrows = arrowGraph(files);
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

describe('the layer check', () => {
	const layers = [['low'], ['mid', 'side'], ['components'], ['high']];
	const inner = {
		'src/solver': [['input'], ['search']],
		'src/notebook': [['runtime'], ['exercises'], ['storage', 'worker']],
	};
	test.each([
		['down a row', 'src/high/a.ts', 'src/low/b.ts', []],
		['inside a folder', 'src/mid/a.ts', 'src/mid/deep/b.ts', []],
		['between widget folders', 'components/a/x.ts', 'components/b/y.ts', []],
		['from a widget down to src/', 'components/a/x.ts', 'src/mid/y.ts', []],
		[
			'from src/ up to a widget',
			'src/mid/a.ts',
			'components/b/y.ts',
			['src/mid/a.ts → components/b/y.ts'],
		],
		['up a row', 'src/low/a.ts', 'src/high/b.ts', ['src/low/a.ts → src/high/b.ts']],
		['sideways on a row', 'src/mid/a.ts', 'src/side/b.ts', ['src/mid/a.ts → src/side/b.ts']],
		['to a folder on no row', 'src/high/a.ts', 'src/new/b.ts', ['src/high/a.ts → src/new/b.ts']],
		[
			'up between solver folders',
			'src/solver/input/a.ts',
			'src/solver/search/b.ts',
			['src/solver/input/a.ts → src/solver/search/b.ts'],
		],
		[
			'down between notebook folders',
			'src/notebook/worker/a.ts',
			'src/notebook/runtime/index.ts',
			[],
		],
		[
			'up between notebook folders',
			'src/notebook/runtime/a.ts',
			'src/notebook/exercises/index.ts',
			['src/notebook/runtime/a.ts → src/notebook/exercises/index.ts'],
		],
		[
			'sideways between notebook folders',
			'src/notebook/storage/a.ts',
			'src/notebook/worker/index.ts',
			['src/notebook/storage/a.ts → src/notebook/worker/index.ts'],
		],
		[
			'to a notebook folder on no row',
			'src/notebook/worker/a.ts',
			'src/notebook/new/index.ts',
			['src/notebook/worker/a.ts → src/notebook/new/index.ts'],
		],
	])('%s', (_name, from, to, expected) => {
		const found = arrowsAgainstLayers(new Map([[from, [to]]]), layers, inner);
		expect(found).toEqual(expected);
	});

	test.each([
		[
			"through a notebook folder's face",
			'src/notebook/worker/a.ts',
			'src/notebook/runtime/index.ts',
			[],
		],
		[
			"past a notebook folder's face",
			'src/notebook/worker/a.ts',
			'src/notebook/runtime/runner.ts',
			['src/notebook/worker/a.ts → src/notebook/runtime/runner.ts'],
		],
		['inside a notebook folder', 'src/notebook/runtime/a.ts', 'src/notebook/runtime/b.ts', []],
		['between solver folders, by path', 'src/solver/search/a.ts', 'src/solver/board/b.ts', []],
		[
			"past a top-level folder's face",
			'components/a/x.ts',
			'src/jobs/protocol.ts',
			['components/a/x.ts → src/jobs/protocol.ts'],
		],
		['to a component, by path', 'components/a/x.ts', 'components/b/Y.svelte', []],
		['to an area of words', 'src/notebook/runtime/a.ts', 'src/i18n/runtime.ts', []],
		['to an English catalog', 'src/notebook/runtime/a.ts', 'src/i18n/en/runtime.ts', []],
		[
			"to another language's catalog",
			'components/a/x.ts',
			'src/i18n/zh-cn/cell.ts',
			['components/a/x.ts → src/i18n/zh-cn/cell.ts'],
		],
		['from a catalog to a solver face', 'src/i18n/en/a.ts', 'src/solver/format/index.ts', []],
		[
			'from a catalog past a solver face',
			'src/i18n/en/a.ts',
			'src/solver/format/numbers.ts',
			['src/i18n/en/a.ts → src/solver/format/numbers.ts'],
		],
	])('the face check: %s', (_name, from, to, expected) => {
		expect(pastFaces(new Map([[from, [to]]]))).toEqual(expected);
	});

	test('finds a loop between notebook folders, whichever faces it goes through', () => {
		const loop = new Map([
			['src/notebook/runtime/runner.ts', ['src/notebook/exercises/index.ts']],
			['src/notebook/exercises/check-kit.ts', ['src/notebook/runtime/index.ts']],
		]);
		expect(findCycles(folderGraph(loop))).toEqual([
			['src/notebook/runtime', 'src/notebook/exercises', 'src/notebook/runtime'],
		]);
		expect(arrowsAgainstLayers(loop, layers, inner)).toEqual([
			'src/notebook/runtime/runner.ts → src/notebook/exercises/index.ts',
		]);
	});

	test('reads every kind of arrow a file can draw', () => {
		const text = [
			"import { a } from './a.ts';",
			"export * from '../b/index.ts';",
			"import './c.css?inline';",
			"const d = await import('./d.ts');",
			"new Worker(new URL('./e.worker.ts', import.meta.url), { type: 'module' });",
			"import source from './f.ts?raw';",
			"import { g } from '#src/g/index.ts';",
		].join('\n');
		const found = ANY_IMPORT.flatMap((pattern) => [...text.matchAll(pattern)]).map((m) => m[1]);
		expect(found.sort()).toEqual(
			[
				'./a.ts',
				'../b/index.ts',
				'./c.css',
				'./d.ts',
				'./e.worker.ts',
				'./f.ts',
				'#src/g/index.ts',
			].sort(),
		);
	});
});

describe('the source tree', () => {
	test('finds the files it checks', () => {
		expect(solverFiles.length).toBeGreaterThan(30);
		expect(graph.get('src/solver/search/search.ts')).toContain('src/solver/events/events.ts');
		expect(arrows.get('src/notebook/worker/cell-workers.ts')).toContain(
			'src/notebook/worker/cell.worker.ts',
		);
	});

	test('has no import cycles', () => {
		expect(findCycles(graph)).toEqual([]);
	});

	test('places every top-level folder of src/ and every solver and notebook folder in a layer', () => {
		const placed = (layers: readonly (readonly string[])[]) => layers.flat().sort();
		const top = [...new Set(files.map((file) => topOf(folderOf(file)).replace(/^src\//, '')))]
			.filter((name) => name !== '')
			.sort();
		expect(placed(LAYERS)).toEqual(top);
		for (const [root, layers] of Object.entries(INNER_LAYERS)) {
			const inside = files.filter((file) => file.startsWith(`${root}/`));
			expect(placed(layers)).toEqual(
				[...new Set(inside.map((file) => file.split('/')[2]!))].sort(),
			);
		}
	});

	test('no arrow runs up or sideways between top-level, solver or notebook folders', () => {
		const wrong = arrowsAgainstLayers(arrows, LAYERS, INNER_LAYERS);
		expect(wrong.filter((arrow) => !KNOWN_UPWARD.includes(arrow))).toEqual([]);
		// A known exception that has gone must leave the list too.
		expect(KNOWN_UPWARD.filter((arrow) => !wrong.includes(arrow))).toEqual([]);
	});

	test('no two folders import each other round a loop', () => {
		expect(findCycles(folderGraph(arrows, KNOWN_UPWARD))).toEqual([]);
	});

	test('every widget lives in components/: src/ holds no component or runes controller', () => {
		// src/ is the engine; a component, an island's controller or a widget's part sits in a folder
		// of components/ (Astro's own pages, src/pages/, are the one place src/ draws).
		const drawn = files.filter(
			(file) =>
				file.startsWith('src/') &&
				!file.startsWith('src/pages/') &&
				/\.(svelte|astro)$|\.svelte\.ts$/.test(file),
		);
		expect(drawn).toEqual([]);
		expect(files.filter((file) => file.startsWith('components/')).length).toBeGreaterThan(50);
	});

	test.each(Object.keys(INNER_LAYERS))(
		'keeps no file of %s loose: each sits in a folder with an index.ts',
		(root) => {
			const inside = files.filter((file) => file.startsWith(`${root}/`));
			const folders = new Set(inside.map((file) => dirname(file)));
			expect(folders.has(root)).toBe(false);
			for (const folder of folders) expect(inside).toContain(join(folder, 'index.ts'));
			expect(folders.size).toBeGreaterThanOrEqual(5);
		},
	);

	test('the solver imports nothing from outside the solver', () => {
		const outside = solverFiles.flatMap((file) =>
			arrows
				.get(file)!
				.filter((target) => !target.startsWith('src/solver/'))
				.map((target) => `${file} → ${target}`),
		);
		expect(outside).toEqual([]);
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

	test('a folder reached from another reaches its code through a face', () => {
		expect(pastFaces(arrows)).toEqual([]);
	});
});
