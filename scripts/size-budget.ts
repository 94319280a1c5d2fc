/**
 * JS shipped per page of the built site, gzipped, and a budget check. Run after `npm run build`
 * with `npm run size` (or `node scripts/size-budget.ts <dist dir>`). Counts every script a page can
 * load on its own (scripts, island components and renderers, and their static imports); web
 * workers and dynamic imports load on first use: under each page, what each one would add to it
 * (its files not already loaded), e.g. a code cell's editor on Edit and its worker on Run. The
 * words of the page's widgets in the page's language (catalog chunks `en.*.js`, `zh-cn.*.js`)
 * count with the page: they load with the widgets. An island hydrated on intent (`client="intent"`,
 * src/site/intent-directive.ts) loads on first use too: its component, with its words, is listed
 * under the page ("+ CodeCell on first use"), and what it loads on its own first uses under it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../src/i18n/locales.ts';

const DIST = resolve(process.argv[2] ?? 'dist');
/** Budget of JS a page may ship before first use of any widget, in gzipped KiB. */
const BUDGET_KIB = Number(process.env.JS_BUDGET_KIB ?? 60);

const gz = new Map<string, number>();
const gzipped = (file: string) => {
	if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file)).length);
	return gz.get(file)!;
};

/** Resolves a URL path or relative import to a file in dist/. */
const toFile = (ref: string, from: string) =>
	ref.startsWith('/') ? join(DIST, ref.split('?')[0]!) : resolve(dirname(from), ref.split('?')[0]!);

// Bundles quote paths with ', " or ` (Rolldown prefers backticks).
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)|new URL\(\s*["'`]([^"'`]+\.js)["'`]/g;

/** Every JS file reachable by static imports from `entry`. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
	if (seen.has(entry)) return seen;
	seen.add(entry);
	const code = readFileSync(entry, 'utf8');
	for (const m of code.matchAll(STATIC_IMPORT)) closure(toFile(m[1]!, entry), seen);
	return seen;
}

function jsFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : jsFiles(path);
		return name.endsWith('.js') ? [path] : [];
	});
}

function htmlFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(path);
		return name.endsWith('.html') ? [path] : [];
	});
}

/** Each widget's words in one language: a catalog chunk (`en.*.js`, `zh-cn.*.js`). */
const CATALOG = new RegExp(`^(${LOCALES.join('|')})\\.[\\w-]+\\.js$`);

/**
 * Catalog chunks found through a loader's glob (src/i18n/load.ts), by file: the bundle keeps the
 * glob's keys, `"./zh-cn/board.ts":()=>…import(`./board.X.js`)`, which name each chunk's language.
 */
const GLOB_ENTRY = new RegExp(
	`["'\`]\\./(${LOCALES.join('|')})/[\\w-]+\\.ts["'\`]:\\(\\)=>[^;]*?import\\(\\s*["'\`]([^"'\`]+\\.js)`,
	'g',
);
const globbed = new Map<string, string>();
for (const file of jsFiles(DIST))
	for (const m of readFileSync(file, 'utf8').matchAll(GLOB_ENTRY))
		globbed.set(toFile(m[2]!, file), m[1]!);

/** The language of a catalog chunk, or undefined for any other file. */
const catalogLocale = (file: string) => globbed.get(file) ?? basename(file).match(CATALOG)?.[1];

/** The files each of `files` loads on first use: workers and dynamic imports, resolved. */
function dynamicImports(files: Iterable<string>): Set<string> {
	const found = new Set<string>();
	for (const f of files)
		for (const m of readFileSync(f, 'utf8').matchAll(DYNAMIC))
			found.add(toFile((m[1] ?? m[2])!, f));
	return found;
}

/**
 * Adds to `files` the closures of `entries` and, each time one of them loads a catalog in the
 * page's language (src/i18n/load.ts awaits it as the widget hydrates), that catalog's closure.
 * The other languages' catalogs are never fetched on the page.
 */
function loadInto(files: Set<string>, entries: Iterable<string>, locale: string): Set<string> {
	for (const entry of entries) closure(entry, files);
	for (let before = -1; before !== files.size;) {
		before = files.size;
		for (const entry of dynamicImports(files))
			if (catalogLocale(entry) === locale) closure(entry, files);
	}
	return files;
}

/**
 * Each worker or dynamic import the page's files refer to, with the gzipped KiB it adds on first
 * use; catalogs are left out (the page's own language's already count, the others never load).
 */
function firstUse(files: ReadonlySet<string>): Map<string, number> {
	const added = new Map<string, number>();
	for (const entry of dynamicImports(files)) {
		if (files.has(entry) || catalogLocale(entry) !== undefined) continue;
		try {
			added.set(entry, addedKiB(closure(entry), files));
		} catch {
			// A reference the bundler inlined or renamed; nothing to weigh.
		}
	}
	return added;
}

/** The gzipped KiB of the files of `more` that are not in `files`. */
const addedKiB = (more: Iterable<string>, files: ReadonlySet<string>) =>
	[...more].filter((file) => !files.has(file)).reduce((sum, file) => sum + gzipped(file), 0) / 1024;

/** An island's attribute, from its opening tag. */
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

const lazy = new Set<string>();
let failed = false;
console.log('page'.padEnd(40), 'JS (gzip KiB)');
for (const page of htmlFiles(DIST).sort()) {
	const html = readFileSync(page, 'utf8');
	// A quoted attribute may hold a raw `>` (a program's props: `len(sys.argv) > 1`): read past it.
	const islands = [...html.matchAll(/<astro-island\b(?:[^>"']|"[^"]*"|'[^']*')*>/g)].map(
		([tag]) => ({
			client: attribute(tag, 'client'),
			component: attribute(tag, 'component-url'),
			urls: ['component-url', 'renderer-url'].flatMap((name) => attribute(tag, name) ?? []),
		}),
	);
	// An island hydrated on intent loads when the learner reaches for it: not with the page.
	const onIntent = islands.filter((island) => island.client === 'intent');
	const refs = [
		...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
		...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
	]
		.map((m) => m[1]!)
		.concat(islands.flatMap((island) => (island.client === 'intent' ? [] : island.urls)));
	const entries = refs.map((ref) => toFile(ref, page));
	// Inline module scripts import chunks too.
	for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
		for (const i of m[1]!.matchAll(STATIC_IMPORT)) entries.push(toFile(i[1]!, page));
	}
	// Each widget's words in the page's language load as soon as the widget does (src/i18n/load.ts
	// awaits them): they count. The other languages' catalogs are never fetched on this page.
	const locale = (html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? 'en').toLowerCase();
	const files = loadInto(new Set<string>(), entries, locale);
	for (const f of dynamicImports(files)) lazy.add(f);
	// What each island on intent adds when it hydrates: its component, renderer and words.
	const intentUse = new Map<string, Set<string>>();
	for (const { component, urls } of onIntent) {
		if (component === undefined || intentUse.has(component)) continue;
		const loaded = loadInto(
			new Set(files),
			urls.map((url) => toFile(url, page)),
			locale,
		);
		intentUse.set(component, loaded);
		lazy.add(toFile(component, page));
		for (const f of dynamicImports(loaded)) lazy.add(f);
	}
	const kib = [...files].reduce((sum, f) => sum + gzipped(f), 0) / 1024;
	const over = kib > BUDGET_KIB;
	failed ||= over;
	console.log(
		relative(DIST, page).padEnd(40),
		kib.toFixed(1).padStart(7),
		over ? `  over the ${BUDGET_KIB} KiB budget` : '',
	);
	const pageFirstUse = firstUse(files);
	for (const [entry, added] of pageFirstUse)
		console.log(`  + ${relative(DIST, entry)}`.padEnd(40), `+${added.toFixed(1)}`.padStart(7));
	for (const [component, loaded] of intentUse) {
		const name = basename(component).replace(/\..*$/, '');
		const added = addedKiB(loaded, files);
		console.log(`  + ${name} on first use`.padEnd(40), `+${added.toFixed(1)}`.padStart(7));
		// Only what the island alone can load: the page's own first uses are listed above.
		for (const [entry, more] of firstUse(loaded)) {
			if (pageFirstUse.has(entry)) continue;
			console.log(`    + ${relative(DIST, entry)}`.padEnd(40), `+${more.toFixed(1)}`.padStart(7));
		}
	}
}
if (lazy.size) {
	console.log('\nloaded on first use (workers, dynamic imports, islands on intent):');
	for (const f of [...lazy].sort()) {
		try {
			console.log(' ', relative(DIST, f).padEnd(38), (gzipped(f) / 1024).toFixed(1).padStart(7));
		} catch {
			// A reference the bundler inlined or renamed; nothing to weigh.
		}
	}
}
console.log(`\nbudget: ${BUDGET_KIB} KiB gzipped per page`);
process.exit(failed ? 1 : 0);
