import { codeLines, escapeText } from '../../components/code-cell/line-blocks.ts';

/** Code as the build highlights it for a cell's solution: one HTML string per line. */
export function highlightedLines(code: string): string[] {
	return codeLines(code).map((line) => `<span>${escapeText(line)}</span>`);
}
