// @vitest-environment jsdom
// (rehype-katex parses KaTeX's HTML with the browser's DOMParser under Vitest's resolve conditions.)
import type { Element, Root, RootContent } from 'hast';
import rehypeKatex from 'rehype-katex';
import { expect, test } from 'vitest';
import rehypePagefindKatex from '../../src/site/rehype-pagefind-katex.ts';

/*
 * Site search (Pagefind) indexes a page's text, skipping elements marked data-pagefind-ignore.
 * KaTeX writes each formula as MathML, its TeX source and HTML; search should read it once.
 */

/** A page holding `tex` as inline maths, as remark-math hands it to rehype-katex. */
function pageWithMath(tex: string): Root {
	const math: Element = {
		type: 'element',
		tagName: 'code',
		properties: { className: ['language-math', 'math-inline'] },
		children: [{ type: 'text', value: tex }],
	};
	return {
		type: 'root',
		children: [
			{
				type: 'element',
				tagName: 'p',
				properties: {},
				children: [{ type: 'text', value: 'so ' }, math, { type: 'text', value: ' holds' }],
			},
		],
	};
}

/** The text search indexes: every text node outside an element marked data-pagefind-ignore. */
function indexedText(nodes: readonly (RootContent | Root)[]): string {
	return nodes
		.map((node) => {
			if (node.type === 'text') return node.value;
			if (node.type === 'root') return indexedText(node.children);
			if (node.type !== 'element' || 'dataPagefindIgnore' in node.properties) return '';
			return indexedText(node.children);
		})
		.join('');
}

/** The file rehype-katex reports to (only for formulas it cannot render). */
type VFile = Parameters<ReturnType<typeof rehypeKatex>>[1];

/** The page after rehype-katex and then the plugin, as the site's Markdown pipeline runs them. */
function rendered(tex: string): Root {
	const tree = pageWithMath(tex);
	const file = { message: () => undefined } as unknown as VFile;
	rehypeKatex()(tree, file);
	rehypePagefindKatex()(tree);
	return tree;
}

test.each([
	['a[i] - i = c - n', 'so a[i]−i=c−n holds'],
	['a[i] + i = c + n', 'so a[i]+i=c+n holds'],
	['2n - 1', 'so 2n−1 holds'],
])('search reads $%s once', (tex, expected) => {
	expect(indexedText([rendered(tex)])).toBe(expected);
});

test('without the plugin the formula would be read three times, so the test can fail', () => {
	const tree = pageWithMath('a[i] - i = c - n');
	rehypeKatex()(tree, { message: () => undefined } as unknown as VFile);
	expect(indexedText([tree])).toBe('so a[i]−i=c−na[i] - i = c - na[i]−i=c−n holds');
});
