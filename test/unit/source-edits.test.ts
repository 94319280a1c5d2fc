import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import deferStarlightIdle from '../../src/site/defer-starlight-idle.ts';
import { editSources } from '../../src/site/source-edits.ts';

const STARLIGHT = `${process.cwd()}/node_modules/@astrojs/starlight/dist`;

describe('a source edit that cannot find its text fails with its name and what it looked for', () => {
	test.each([
		['a string', 'gone', /nq-test: gone not in \/repo\/x\.js/],
		['a pattern', /gone \d+/, /nq-test: \/gone \\d\+\/ not in \/repo\/x\.js/],
	])('%s', (_kind, from, message) => {
		const plugin = editSources('nq-test', [{ file: /x\.js$/, from, to: 'here' }]);
		expect(() => plugin.transform('let kept = 1;', '/repo/x.js')).toThrow(message);
	});
});

describe('an edit for the browser only leaves the server’s copies alone', () => {
	const plugin = editSources('nq-test', [
		{ file: /x\.js$/, from: 'idle', to: 'busy', only: 'browser' },
		{ file: /y\.css$/, from: 'swap', to: 'optional' },
	]);
	const server = [
		['Vite 6 on, server environment', { environment: { config: { consumer: 'server' } } }, {}],
		['older Vite, options.ssr', undefined, { ssr: true }],
	] as const;
	const browser = [
		['Vite 6 on, client environment', { environment: { config: { consumer: 'client' } } }, {}],
		['older Vite, no ssr', undefined, {}],
	] as const;
	// In SSR the dev server stands an empty module in for a component's client script: nothing there
	// to edit, and throwing on it answered 500 for every page.
	test.each(server)(
		'%s: a browser-only edit is left alone, even without the text',
		(_c, context, options) => {
			expect(plugin.transform.call(context, '', '/repo/x.js', options)).toBeUndefined();
		},
	);
	test.each(browser)('%s: a browser-only edit is made', (_c, context, options) => {
		expect(plugin.transform.call(context, 'on idle', '/repo/x.js', options)?.code).toBe('on busy');
	});
	// KaTeX's stylesheet is gathered on the server side of the build: an edit for both is made there.
	test.each([...server, ...browser])('%s: an edit for both is made', (_c, context, options) => {
		const edited = plugin.transform.call(context, 'font-display: swap', '/repo/y.css', options);
		expect(edited?.code).toBe('font-display: optional');
	});
	test.each(server)('%s: an edit for both still fails without its text', (_c, context, options) => {
		expect(() => plugin.transform.call(context, '', '/repo/y.css', options)).toThrow(
			'nq-test: swap not in /repo/y.css',
		);
	});
});

// The installed Starlight's own files, under the ids the build and the dev server give them: a
// Starlight update that moves the text fails here, not on a learner's page.
describe('each Starlight edit finds its text in the installed Starlight', () => {
	const search = readFileSync(`${STARLIGHT}/components/Search.astro`, 'utf8');
	const toc = readFileSync(
		`${STARLIGHT}/components-internals/TableOfContents/starlight-toc.js`,
		'utf8',
	);
	test.each([
		['search, built', search, '/components/Search.astro?astro&type=script&index=0&lang.ts'],
		[
			'search, dev server',
			search,
			'/components/Search.astro?v=1a2b3c4d&astro&type=script&index=0&lang.ts',
		],
		['contents, built', toc, '/components-internals/TableOfContents/starlight-toc.js'],
		[
			'contents, dev server',
			toc,
			'/components-internals/TableOfContents/starlight-toc.js?v=1a2b3c4d',
		],
	])('%s', (_file, source, id) => {
		const edited = deferStarlightIdle().transform(source, `${STARLIGHT}${id}`)?.code;
		expect(edited).toBeDefined();
		expect(edited).not.toBe(source);
	});
});
