/**
 * JS shipped per page of the built site, gzipped, and a budget check. Run after `npm run build`
 * with `npm run size` (or `node scripts/size-budget.ts <dist dir>`). Counts every script a page can
 * load on its own (scripts, island components and renderers, and their static imports); web
 * workers and dynamic imports load on first use: under each page, what each one would add to it
 * (its files not already loaded), e.g. a code cell's editor on Edit and its worker on Run. The
 * words of the page's widgets in the page's language (catalog chunks `en.*.js`, `zh-cn.*.js`)
 * count with the page: they load with the widgets.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

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

function htmlFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(path);
		return name.endsWith('.html') ? [path] : [];
	});
}

/** Each worker or dynamic import the page's files refer to, with the gzipped KiB it adds on first use. */
function firstUse(files: ReadonlySet<string>): Map<string, number> {
	const added = new Map<string, number>();
	for (const f of files) {
		for (const m of readFileSync(f, 'utf8').matchAll(DYNAMIC)) {
			const entry = toFile((m[1] ?? m[2])!, f);
			if (added.has(entry) || files.has(entry)) continue;
			try {
				const extra = [...closure(entry)].filter((file) => !files.has(file));
				added.set(entry, extra.reduce((sum, file) => sum + gzipped(file), 0) / 1024);
			} catch {
				// A reference the bundler inlined or renamed; nothing to weigh.
			}
		}
	}
	return added;
}

const lazy = new Set<string>();
let failed = false;
console.log('page'.padEnd(40), 'JS (gzip KiB)');
for (const page of htmlFiles(DIST).sort()) {
	const html = readFileSync(page, 'utf8');
	const refs = [
		...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
		...html.matchAll(/(?:component-url|renderer-url)="([^"]+\.js)"/g),
		...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
	].map((m) => m[1]!);
	const files = new Set<string>();
	for (const ref of refs) closure(toFile(ref, page), files);
	// Inline module scripts import chunks too.
	for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
		for (const i of m[1]!.matchAll(STATIC_IMPORT)) closure(toFile(i[1]!, page), files);
	}
	// Each widget's words in the page's language load as soon as the widget does (src/i18n/load.ts
	// awaits them): they count. The other languages' catalogs are never fetched on this page.
	const lang = html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? 'en';
	const catalog = new RegExp(`^${lang.toLowerCase()}\\.[\\w-]+\\.js$`);
	for (const f of [...files]) {
		for (const m of readFileSync(f, 'utf8').matchAll(DYNAMIC)) {
			const entry = toFile((m[1] ?? m[2])!, f);
			if (catalog.test(basename(entry))) closure(entry, files);
		}
	}
	for (const f of files) {
		for (const m of readFileSync(f, 'utf8').matchAll(DYNAMIC)) lazy.add(toFile((m[1] ?? m[2])!, f));
	}
	const kib = [...files].reduce((sum, f) => sum + gzipped(f), 0) / 1024;
	const over = kib > BUDGET_KIB;
	failed ||= over;
	console.log(
		relative(DIST, page).padEnd(40),
		kib.toFixed(1).padStart(7),
		over ? `  over the ${BUDGET_KIB} KiB budget` : '',
	);
	for (const [entry, added] of firstUse(files))
		console.log(`  + ${relative(DIST, entry)}`.padEnd(40), `+${added.toFixed(1)}`.padStart(7));
}
if (lazy.size) {
	console.log('\nloaded on first use (workers, dynamic imports):');
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
