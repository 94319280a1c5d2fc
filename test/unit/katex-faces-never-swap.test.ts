import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import katexPreloadedFaces, { PRELOADED_FACES } from '../../src/site/katex-preloaded-faces.ts';

const KATEX_CSS = 'node_modules/katex/dist/katex.min.css';
const css = readFileSync(KATEX_CSS, 'utf8');

/** Every @font-face rule of `source` naming `face`'s files. */
function rulesFor(source: string, face: string): string[] {
	return (source.match(/@font-face\{[^}]*\}/g) ?? []).filter((rule) => rule.includes(face));
}

describe('KaTeX text faces come only from the preloaded copies, as optional faces', () => {
	const edited = katexPreloadedFaces().transform(css, `/repo/${KATEX_CSS}`)?.code ?? '';

	test.each(PRELOADED_FACES)('%s: one rule, optional, at the preloaded URL', (face) => {
		expect(rulesFor(css, face)[0]).toContain('font-display:block'); // what KaTeX ships
		const rules = rulesFor(edited, face);
		expect(rules).toHaveLength(1);
		expect(rules[0]).toContain('font-display:optional');
		expect(rules[0]).toContain(`src:url(/fonts/${face}.woff2) format("woff2")`);
		expect(rules[0]).not.toMatch(/url\(fonts\//); // no fallback to KaTeX's own file
	});

	test('the other faces are left as KaTeX ships them', () => {
		expect(rulesFor(edited, 'KaTeX_Main-Bold')).toEqual(rulesFor(css, 'KaTeX_Main-Bold'));
		expect(edited.length).toBeLessThan(css.length);
	});

	test('other files pass through untouched', () => {
		expect(katexPreloadedFaces().transform(css, '/repo/src/styles/site.css')).toBeUndefined();
	});
});
