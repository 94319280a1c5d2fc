import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Starlight lets a wide table scroll sideways inside the page (on a phone, most tables do). A
 * scrolling region must be reachable by keyboard (WCAG 2.1.1), so every Markdown table gets a tab stop.
 */
export default function rehypeFocusableTables() {
	return (tree: Root) => {
		visit(tree, 'element', (node: Element) => {
			if (node.tagName === 'table') node.properties.tabIndex = 0;
		});
	};
}
