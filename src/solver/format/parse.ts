import { NQueensInputError } from '../input/errors.ts';
import { MAX_CHESS_N } from './format.ts';
import { withArticle } from './grammar.ts';

/*
 * Reading a board back from the one-line text forms (digits, 1-based columns, chess squares):
 * kept apart from the formatters so that a page which only prints boards does not ship them.
 */

/** Splits a list on spaces and commas, ignoring surrounding brackets: `[1, 3, 0, 2]`. */
function splitList(text: string): string[] {
	const inner = text
		.trim()
		.replace(/^[[(]\s*/, '')
		.replace(/\s*[\])]$/, '');
	return inner === '' ? [] : inner.split(/[\s,]+/);
}

/** Reads whole numbers from `parts`, subtracting `base`, each a column of a board with parts.length rows. */
function readColumns(parts: readonly string[], base: 0 | 1, what: string): number[] {
	const n = parts.length;
	if (n === 0) throw new NQueensInputError('bad-text', `Expected ${what}, but the text is empty.`);
	return parts.map((part, row) => {
		if (!/^\d+$/.test(part)) {
			throw new NQueensInputError(
				'bad-text',
				`Expected ${what}, but ${JSON.stringify(part)} is not a whole number.`,
			);
		}
		const col = Number(part) - base;
		if (col < 0 || col >= n) {
			throw new NQueensInputError(
				'bad-text',
				`Row ${row + 1} says column ${part}, but a board of ${n} rows has columns ${base} to ${n - 1 + base}.`,
			);
		}
		return col;
	});
}

/** Reads `formatDigits` output back: `1302`, or comma- or space-separated numbers such as `0,2,10,…`. */
export function parseDigits(text: string): number[] {
	const inner = text
		.trim()
		.replace(/^[[(]\s*/, '')
		.replace(/\s*[\])]$/, '');
	if (/[\s,]/.test(inner)) return readColumns(splitList(inner), 0, 'one 0-based column per row');
	if (inner.length > 10) {
		throw new NQueensInputError(
			'bad-text',
			`${JSON.stringify(inner)} has more than 10 digits; above 10 columns a column can take two digits, so separate the numbers with commas.`,
		);
	}
	return readColumns([...inner], 0, 'one 0-based column per row');
}

/** Reads `formatColumns` output back: 1-based columns separated by spaces or commas, `2 4 1 3`. */
export function parseColumns(text: string): number[] {
	return readColumns(splitList(text), 1, 'one 1-based column per row');
}

/**
 * Reads `formatChess` output back into columns: squares such as `a8 b2 …` in any order, one per
 * rank (row). The number of squares gives n.
 */
export function parseChess(text: string): number[] {
	const parts = splitList(text);
	const n = parts.length;
	if (n === 0)
		throw new NQueensInputError(
			'bad-text',
			'Expected chess squares such as "a8 b2", but the text is empty.',
		);
	if (n > MAX_CHESS_N) {
		throw new NQueensInputError(
			'bad-text',
			`Chess notation covers boards up to ${MAX_CHESS_N} columns (a to z), but ${n} squares were given.`,
		);
	}
	const columns: number[] = Array.from({ length: n }, () => -1);
	for (const part of parts) {
		const match = /^([a-z])(\d+)$/i.exec(part);
		if (!match) {
			throw new NQueensInputError(
				'bad-text',
				`${JSON.stringify(part)} is not a chess square; write a file letter and a rank, like a8.`,
			);
		}
		const col = match[1]!.toLowerCase().charCodeAt(0) - 97;
		const rank = Number(match[2]);
		if (col >= n || rank < 1 || rank > n) {
			throw new NQueensInputError(
				'bad-text',
				`${part} is off ${withArticle(n)}×${n} board, whose files run a to ${String.fromCharCode(96 + n)} and ranks 1 to ${n}.`,
			);
		}
		const row = n - rank;
		if (columns[row] !== -1) {
			throw new NQueensInputError(
				'bad-text',
				`Two queens on rank ${rank}; each rank (row) needs exactly one queen.`,
			);
		}
		columns[row] = col;
	}
	return columns;
}
