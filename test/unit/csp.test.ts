import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { addCsp, addCspToSite, hashSource, policyFor } from '../../scripts/csp.ts';

/** The CSP source of `text`, computed here independently of the script. */
const sha256 = (text: string) =>
	`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const THEME = "\n\tdocument.documentElement.dataset.theme = localStorage.getItem('t') ?? 'dark';\n";
const ISLAND = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const STYLE = 'astro-island{display:contents}';
const PAGE = [
	'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
	'<meta name="viewport" content="width=device-width"/><title>a < b</title>',
	`<script>${THEME}</script>`,
	'<link rel="stylesheet" href="/_astro/common.css"/>',
	'<script type="module" src="/_astro/page.js"></script>',
	`</head><body><style>${STYLE}</style>`,
	'<p style="color: red">text about onclick="x" and <code>&lt;script&gt;</code></p>',
	'<!-- <script>not a script</script> -->',
	`<script type="module">${ISLAND}</script></body></html>`,
].join('\n');

/** The content of every CSP meta tag in `html`. */
const policies = (html: string) =>
	[...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)].map(
		(m) => m[1]!,
	);

/** The sources a policy gives `directive`, or undefined if it has none. */
function sources(policy: string, directive: string): string[] | undefined {
	const found = policy.split(';').find((d) => d.trim().split(/\s+/)[0] === directive);
	return found?.trim().split(/\s+/).slice(1);
}

describe('the Content-Security-Policy meta tag (scripts/csp.ts)', () => {
	test('one tag, right after <meta charset>, before every script, style and link', () => {
		const html = addCsp(PAGE, 'index.html');
		expect(policies(html)).toHaveLength(1);
		const at = html.indexOf('<meta http-equiv="Content-Security-Policy"');
		expect(html.slice(0, at)).toBe('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>');
		// Nothing else moved.
		expect(html.slice(0, at) + html.slice(html.indexOf('/>', at) + 2)).toBe(PAGE);
	});

	test("it allows the page's own inline scripts and styles by SHA-256, and files from the site", () => {
		const [policy] = policies(addCsp(PAGE, 'index.html'));
		expect(sources(policy!, 'script-src')).toEqual(["'self'", sha256(THEME), sha256(ISLAND)]);
		expect(sources(policy!, 'style-src')).toEqual(["'self'", sha256(STYLE)]);
		expect(sources(policy!, 'default-src')).toEqual(["'self'"]);
		expect(sources(policy!, 'worker-src')).toEqual(["'self'"]);
		expect(sources(policy!, 'script-src-attr')).toEqual(["'none'"]);
		expect(sources(policy!, 'object-src')).toEqual(["'none'"]);
		expect(sources(policy!, 'base-uri')).toEqual(["'self'"]);
		// The commented-out script is not a script; the style attribute is allowed by style-src-attr.
		expect(policy).not.toContain(sha256('not a script'));
		expect(sources(policy!, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
	});

	test('no eval and no inline script of any other text', () => {
		const [policy] = policies(addCsp(PAGE, 'index.html'));
		expect(policy).not.toContain("'unsafe-eval'");
		expect(policy).not.toContain("'wasm-unsafe-eval'");
		expect(sources(policy!, 'script-src')).not.toContain("'unsafe-inline'");
		expect(sources(policy!, 'style-src')).not.toContain("'unsafe-inline'");
		// Directives a meta tag cannot carry: the browser would ignore them, so none is written.
		expect(sources(policy!, 'frame-ancestors')).toBeUndefined();
		expect(sources(policy!, 'report-uri')).toBeUndefined();
	});

	test('a second run gives the same page, and a stale tag is replaced, not kept', () => {
		const once = addCsp(PAGE, 'index.html');
		expect(addCsp(once, 'index.html')).toBe(once);
		const stale = PAGE.replace(
			'<title>',
			`<meta http-equiv="content-security-policy" content="script-src 'unsafe-inline'"><title>`,
		);
		expect(addCsp(stale, 'index.html')).toBe(once);
	});

	test('the hash is over the text the browser sees: CR LF read as LF', () => {
		expect(hashSource('a\r\nb\rc')).toBe(sha256('a\nb\nc'));
		expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
	});

	test('with no <meta charset> first, the tag opens <head>', () => {
		const html = addCsp('<html><head><title>t</title><script>1</script></head></html>', 'a.html');
		expect(html).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy" content="/);
		expect(policies(html)[0]).toBe(policyFor([sha256('1')], []));
	});

	test.each([
		[
			'onclick on a button',
			'<button onclick="go()">Go</button>',
			/onclick="…" on <button> on line 1/,
		],
		['an upper-case ONLOAD', '<img src="/a.png" ONLOAD=\'x()\'>', /onload="…" on <img>/],
		['an unquoted handler', '<body onload=start>', /onload="…" on <body>/],
		['a javascript: link', '<a href=" JavaScript:go()">Go</a>', /javascript: URL in href of <a>/],
	])('%s fails, naming the file and the line', (_name, body, message) => {
		const html = `<html><head><meta charset="utf-8"></head>${body}</html>`;
		expect(() => addCsp(html, 'dist/08-exercises/index.html')).toThrow(
			/^dist\/08-exercises\/index\.html: the Content-Security-Policy would block inline script/,
		);
		expect(() => addCsp(html, 'dist/08-exercises/index.html')).toThrow(message);
	});

	test('handler-like text outside a tag, in a script or in a comment is not a handler', () => {
		const html =
			'<html><head><script>el.onclick = () => 1; // <a onclick="x"></script></head>' +
			'<body><p>Write onclick="go()" in <code>&lt;button onclick="go()"&gt;</code></p>' +
			'<!-- <a href="javascript:x()"> --><p data-onclick="x" title="onload=1">ok</p></body></html>';
		expect(() => addCsp(html, 'a.html')).not.toThrow();
	});

	test('a page with no <head> fails', () => {
		expect(() => addCsp('<p>hi</p>', 'bare.html')).toThrow(/^bare\.html: no <head>/);
	});

	test('on a site, every page gets its tag; one bad page fails the run, naming it, and changes nothing', () => {
		const dist = mkdtempSync(join(tmpdir(), 'csp-'));
		try {
			mkdirSync(join(dist, '01-a'));
			writeFileSync(join(dist, 'index.html'), PAGE);
			writeFileSync(join(dist, '01-a', 'index.html'), PAGE.replace('<p ', '<p onmouseover="x()" '));
			expect(() => addCspToSite(dist)).toThrow(/01-a\/index\.html: .*\n.*onmouseover="…" on <p>/);
			expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(PAGE);

			writeFileSync(join(dist, '01-a', 'index.html'), PAGE);
			expect(addCspToSite(dist)).toBe(2);
			for (const page of ['index.html', '01-a/index.html']) {
				expect(readFileSync(join(dist, page), 'utf8')).toBe(addCsp(PAGE, page));
			}
		} finally {
			rmSync(dist, { recursive: true, force: true });
		}
	});
});
