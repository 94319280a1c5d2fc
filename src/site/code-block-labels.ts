import type { ExpressiveCodePlugin } from '@astrojs/starlight/expressive-code';

/*
 * A code block too wide for the screen becomes a scrolling region (Expressive Code's script gives it
 * role="region" and a tab stop), and two regions on one page need different names (WCAG 1.3.1; axe's
 * landmark-unique). Each block is named by its first line of code, which is the same in every
 * language of the book.
 */

/** Longest name a block gets: its first line, cut with "…" past this many characters. */
const MAX_NAME = 80;

/** An Expressive Code plugin that names each block's <pre> by its first non-empty line. */
export function labelCodeBlocks(): ExpressiveCodePlugin {
	return {
		name: 'nq-code-block-labels',
		hooks: {
			postprocessRenderedBlock: ({ codeBlock, renderData }) => {
				const first = codeBlock.getLines().find((line) => line.text.trim() !== '');
				if (!first) return;
				const text = first.text.trim();
				const name = text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1)}…` : text;
				const visit = (node: (typeof renderData)['blockAst']): void => {
					if (node.tagName === 'pre') node.properties['ariaLabel'] = name;
					for (const child of node.children) if (child.type === 'element') visit(child);
				};
				visit(renderData.blockAst);
			},
		},
	};
}
