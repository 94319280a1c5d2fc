/**
 * Gives every page of the built site a Content-Security-Policy, as a `<meta>` tag: a static host
 * sets no headers for us. Run by `npm run build` after `astro build`, or on another build with
 * `node scripts/csp.ts <dist dir>`. Running it twice gives the same pages.
 *
 * Each page is allowed exactly its own inline `<script>` and `<style>` elements, by their SHA-256
 * hashes (Starlight's theme and sidebar scripts, Astro's island loader, inlined bundles and styles),
 * and files from the site's own origin; nothing else runs. A page with an inline event handler
 * (`onclick="…"`) or a `javascript:` URL fails the build, naming the file: the policy would block it.
 *
 * Astro's own `security.csp` is not used: it hashes the scripts and styles Astro bundles but not
 * Starlight's `is:inline` scripts (theme, sidebar, search shortcut) nor every inlined `<style>`, it
 * lists one union of hashes on every page, and its tag comes after Starlight's first inline script.
 *
 * Notebook cells run learner code with `new Function` in their own worker. A dedicated worker
 * loaded from the site's origin takes its policy from its own response, not from this tag, so the
 * page's thread has no `eval` while the cell worker keeps it. A host that adds a CSP header to
 * every response must leave the worker scripts in /_astro/ (`*.worker-*.js`) able to evaluate.
 * Pagefind's search compiles its WebAssembly in its own worker too, so the page needs no
 * 'wasm-unsafe-eval'.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A start tag of the page: its name, attributes and where it is; raw-text elements keep their text. */
interface Tag {
	name: string;
	attributes: { name: string; value: string }[];
	start: number;
	end: number;
	/** The text of a `<script>`, `<style>`, `<textarea>` or `<title>`, exactly as written. */
	text?: string;
	/** Where the element ends, past its end tag (raw-text elements only). */
	close?: number;
}

/** Elements whose content the HTML parser reads as text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;

/** Every start tag in `html`, in order, read as a browser would (comments and end tags skipped). */
function startTags(html: string): Tag[] {
	const tags: Tag[] = [];
	const lower = html.toLowerCase();
	let at = 0;
	while ((at = html.indexOf('<', at)) !== -1) {
		if (html.startsWith('<!--', at)) {
			const end = html.indexOf('-->', at + 4);
			at = end === -1 ? html.length : end + 3;
			continue;
		}
		if (html[at + 1] === '!' || html[at + 1] === '/' || html[at + 1] === '?') {
			const end = html.indexOf('>', at);
			at = end === -1 ? html.length : end + 1;
			continue;
		}
		const name = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(at, at + 100))?.[1]?.toLowerCase();
		if (!name) {
			at++;
			continue;
		}
		const tag: Tag = { name, attributes: [], start: at, end: html.length };
		let i = at + 1 + name.length;
		for (;;) {
			while (/[\s/]/.test(html[i] ?? '')) i++;
			if (i >= html.length || html[i] === '>') break;
			ATTRIBUTE.lastIndex = i;
			const m = ATTRIBUTE.exec(html);
			if (!m) break;
			tag.attributes.push({ name: m[1]!.toLowerCase(), value: m[2] ?? m[3] ?? m[4] ?? '' });
			i = ATTRIBUTE.lastIndex;
		}
		tag.end = Math.min(i + 1, html.length);
		if (RAW_TEXT.has(name)) {
			const close = lower.indexOf(`</${name}`, tag.end);
			const textEnd = close === -1 ? html.length : close;
			tag.text = html.slice(tag.end, textEnd);
			const closeEnd = close === -1 ? -1 : html.indexOf('>', close);
			tag.close = closeEnd === -1 ? html.length : closeEnd + 1;
		}
		tags.push(tag);
		at = tag.close ?? tag.end;
	}
	return tags;
}

/** The CSP source for `text`: its SHA-256, base64, over the text as the browser sees it. */
export function hashSource(text: string): string {
	// The HTML parser turns CR LF and lone CR into LF before a script or style sees its text.
	const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8');
	return `'sha256-${digest.digest('base64')}'`;
}

/** The policy for a page with these inline scripts and styles (their hash sources). */
export function policyFor(scripts: readonly string[], styles: readonly string[]): string {
	const unique = (sources: readonly string[]) => [...new Set(sources)].join(' ');
	return [
		"default-src 'self'",
		`script-src 'self' ${unique(scripts)}`.trim(),
		// No inline event handlers (script-src alone already refuses them; this says so).
		"script-src-attr 'none'",
		`style-src 'self' ${unique(styles)}`.trim(),
		// style="…" attributes: KaTeX, Expressive Code and Svelte write thousands, with varied
		// values, and none can run script; a hash for each would need 'unsafe-hashes' anyway.
		"style-src-attr 'unsafe-inline'",
		// Data URLs: SVG icons and one KaTeX font, inlined in the bundled CSS.
		"img-src 'self' data:",
		"font-src 'self' data:",
		"connect-src 'self'",
		// Workers are files in /_astro/ and /pagefind/, never blob: or data: URLs.
		"worker-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
	].join('; ');
}

/** 1-based line of `offset` in `text`, for messages. */
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

const isCspMeta = (tag: Tag) =>
	tag.name === 'meta' &&
	tag.attributes.some(
		(a) => a.name === 'http-equiv' && a.value.toLowerCase() === 'content-security-policy',
	);

/** Attributes holding a URL that a `javascript:` value would run. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** Why the policy would refuse something in `tags`, one line each, or none. */
function refusals(html: string, tags: readonly Tag[]): string[] {
	const found: string[] = [];
	for (const tag of tags) {
		for (const { name, value } of tag.attributes) {
			const where = `<${tag.name}> on line ${lineOf(html, tag.start)}`;
			if (/^on[a-z]+$/.test(name)) {
				found.push(`inline event handler ${name}="…" on ${where}: add the listener in a script`);
			} else if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) {
				found.push(`javascript: URL in ${name} of ${where}: use a button and a script`);
			}
		}
	}
	return found;
}

/**
 * `html` with one CSP `<meta>` tag (any old one removed) first in `<head>`, after `<meta charset>`
 * when that leads, before every script, style and link. Throws, naming `file`, if the page holds
 * an inline event handler or a `javascript:` URL, or has no `<head>`.
 */
export function addCsp(html: string, file: string): string {
	let tags = startTags(html);
	const problems = refusals(html, tags);
	if (problems.length > 0) {
		throw new Error(
			`${file}: the Content-Security-Policy would block inline script:\n  ${problems.join('\n  ')}`,
		);
	}
	for (const old of tags.filter(isCspMeta).reverse()) {
		html = html.slice(0, old.start) + html.slice(old.end);
	}
	tags = startTags(html);
	const head = tags.find((tag) => tag.name === 'head');
	if (!head) throw new Error(`${file}: no <head> to hold the Content-Security-Policy`);
	const inHead = tags.filter((tag) => tag.start >= head.end);
	const first = inHead[0];
	const charsetFirst =
		first?.name === 'meta' && first.attributes.some((a) => a.name === 'charset')
			? first
			: undefined;
	const at = charsetFirst?.end ?? head.end;
	const hashes = (name: string) =>
		tags
			.filter((tag) => tag.name === name && !tag.attributes.some((a) => a.name === 'src'))
			.map((tag) => hashSource(tag.text ?? ''));
	const policy = policyFor(hashes('script'), hashes('style'));
	const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
	return html.slice(0, at) + meta + html.slice(at);
}

/** Every `.html` file under `dir`. */
function htmlFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return htmlFiles(path);
		return name.endsWith('.html') ? [path] : [];
	});
}

/** Adds the policy to every page under `dist` and returns how many; throws, changing no page, on any refusal. */
export function addCspToSite(dist: string): number {
	const done = new Map<string, string>();
	const failures: string[] = [];
	for (const page of htmlFiles(dist)) {
		try {
			done.set(page, addCsp(readFileSync(page, 'utf8'), relative(process.cwd(), page)));
		} catch (error) {
			failures.push(error instanceof Error ? error.message : String(error));
		}
	}
	if (failures.length > 0) throw new Error(failures.join('\n'));
	for (const [page, html] of done) writeFileSync(page, html);
	return done.size;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const dist = resolve(process.argv[2] ?? 'dist');
	try {
		console.log(`csp: a Content-Security-Policy on ${addCspToSite(dist)} pages in ${dist}`);
	} catch (error) {
		console.error(`csp: ${error instanceof Error ? error.message : String(error)}`);
		process.exit(1);
	}
}
