import { pieceMarks } from '#src/notebook/runtime/index.ts';

/*
 * A cell's code to read, cut into blocks of lines (CellCode.svelte). Saved or imported code may
 * hold up to LIMITS.cellCodeChars characters, so up to 100,000 lines. Drawn a line at a time, each
 * line was a node inserted beside all the others, and a script watching the page for added nodes
 * pays for the siblings of each one: Starlight's code-block scripts ask every added node for
 * `querySelectorAll('.expressive-code …')`, which Chromium answers in time growing with the node's
 * siblings, so 99,999 lines held the page for 191 s in one task (30,000: 12 s). A block is one HTML
 * string, made whole before it is inserted, and the cell inserts one more block a task: no task
 * draws more than LINES_PER_BLOCK lines, and no node is inserted beside more than LINES_PER_BLOCK
 * others (the longest code makes 250 blocks).
 */

/** The most lines in one block. */
export const LINES_PER_BLOCK = 400;

/** Lines of code to read, numbered from `from` + 1. */
export interface LineBlock {
	/** Lines before this block. */
	from: number;
	/** The block's lines, without their line ends. */
	lines: string[];
}

/** The code's lines (one final line end does not make a line), one per string. */
export function codeLines(code: string): string[] {
	return code.replace(/\n$/, '').split('\n');
}

/** The code's lines in blocks of LINES_PER_BLOCK. */
export function lineBlocks(code: string): LineBlock[] {
	const lines = codeLines(code);
	const blocks: LineBlock[] = [];
	for (let from = 0; from < lines.length; from += LINES_PER_BLOCK) {
		blocks.push({ from, lines: lines.slice(from, from + LINES_PER_BLOCK) });
	}
	return blocks;
}

/** The line of `block` that `line` (from 1) is, from 0; -1 when it is in another block. */
export function lineInBlock(block: LineBlock, line: number | undefined): number {
	if (line === undefined) return -1;
	const at = line - block.from - 1;
	return at >= 0 && at < block.lines.length ? at : -1;
}

/** The widest indent a wrapped line hangs under: deeper code wraps at this column on a phone. */
const MAX_HANG = 24;

/**
 * Columns of a line's leading spaces and tabs (a tab is `tabSize` columns), at most MAX_HANG: a
 * line too long for the cell wraps under its own text, this much deeper than the line number.
 */
export function indentColumns(text: string, tabSize = 2): number {
	let columns = 0;
	for (const char of text) {
		if (char === ' ') columns += 1;
		else if (char === '\t') columns += tabSize - (columns % tabSize);
		else break;
	}
	return Math.min(columns, MAX_HANG);
}

/** Text as HTML: what it says, never markup. */
export function escapeText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A learner's line as HTML, its runs of combining marks drawn to the cap of
 * src/notebook/runtime/stacked-marks.ts, with the note `leftOut` gives where marks were left out
 * (CappedText.svelte draws the same for text that is not HTML).
 */
function cappedHtml(text: string, leftOut: (count: number) => string): string {
	return pieceMarks(text)
		.map(
			(piece) =>
				escapeText(piece.text) +
				(piece.leftOut > 0
					? `<span class="nq-marks-left-out">${escapeText(leftOut(piece.leftOut))}</span>`
					: ''),
		)
		.join('');
}

/**
 * A block's lines as HTML, as the cell draws every line: a line element holding its number (hidden
 * from screen readers) and its text, the line `marked` (from 0 in the block) marked as the error's;
 * a run of marks past the cap ends in the note `leftOut` gives.
 */
export function blockHtml(
	block: LineBlock,
	marked: number,
	leftOut: (count: number) => string,
): string {
	return block.lines
		.map((text, j) => {
			const mark = j === marked ? ' error-line' : '';
			const number = `<span class="number" aria-hidden="true">${block.from + j + 1}</span>`;
			const hang = `--indent:${indentColumns(text)}ch`;
			return `<span class="line${mark}" style="${hang}">${number}${cappedHtml(text, leftOut)}</span>`;
		})
		.join('');
}
