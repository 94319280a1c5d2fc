import { NQueensInputError } from '../input/errors.ts';
import {
	formatChess,
	formatColumns,
	formatDigits,
	formatGrid01,
	formatQ0,
	formatSquares,
	formatX,
	type FormatName,
} from './format.ts';
import { parseChess, parseColumns, parseDigits } from './parse.ts';

/** One text form of a board, shared by the widgets' menus and the CLI's `--format`. */
export interface SolutionFormat {
	name: FormatName;
	/** What the text looks like, for menus: the reader picks by sight, not by source article. */
	label: string;
	/** True for the board pictures (one line per row), false for the one-line forms. */
	multiline: boolean;
	format: (columns: readonly number[]) => string;
	/** Reads the text back into columns; only the one-line forms have it. */
	parse?: (text: string) => number[];
}

/** Every text form, board pictures first. */
export const FORMATS: readonly SolutionFormat[] = [
	{
		name: 'squares',
		label: '■ for a queen, □ for an empty square',
		multiline: true,
		format: formatSquares,
	},
	{ name: 'x', label: 'X for a queen, - for an empty square', multiline: true, format: formatX },
	{
		name: 'q0',
		label: 'Q for a queen, 0 for an empty square, no spaces',
		multiline: true,
		format: formatQ0,
	},
	{
		name: 'grid01',
		label: '1 for a queen, 0 for an empty square',
		multiline: true,
		format: formatGrid01,
	},
	{
		name: 'digits',
		label: 'column digits from 0, like 1302',
		multiline: false,
		format: formatDigits,
		parse: parseDigits,
	},
	{
		name: 'columns',
		label: 'column numbers from 1, like 2 4 1 3',
		multiline: false,
		format: formatColumns,
		parse: parseColumns,
	},
	{
		name: 'chess',
		label: 'chess squares, like a8 b2',
		multiline: false,
		format: formatChess,
		parse: parseChess,
	},
];

/** The format with this name; throws a readable error for an unknown one. */
export function getFormat(name: string): SolutionFormat {
	const found = FORMATS.find((f) => f.name === name);
	if (!found) {
		throw new NQueensInputError(
			'unknown-format',
			`Unknown format ${JSON.stringify(name)}; choose one of ${FORMATS.map((f) => f.name).join(', ')}.`,
		);
	}
	return found;
}
