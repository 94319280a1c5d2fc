import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * KaTeX writes every formula three times: MathML for screen readers (with the TeX source in an
 * `<annotation>`), and HTML for the eye. Site search (Pagefind) would index all three and show
 * "a[i]−i=c−na[i] - i = c - na[i]−i=c−n". Pagefind skips any element marked
 * `data-pagefind-ignore`, so mark the MathML (annotation included): search keeps the HTML's text,
 * the one form the reader sees, and screen readers keep the MathML. Runs after rehype-katex.
 */
export default function rehypePagefindKatex() {
	return (tree: Root) => {
		visit(tree, 'element', (node: Element) => {
			const classes = node.properties.className;
			if (Array.isArray(classes) && classes.includes('katex-mathml')) {
				node.properties.dataPagefindIgnore = 'all';
			}
		});
	};
}
