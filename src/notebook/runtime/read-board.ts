import { LIMITS } from '../../solver/input/index.ts';

/*
 * A board handed over by cell code, read the one safe way: `length` once, then each row by index,
 * up to the largest board a cell draws. Spreading it (`[...columns]`) or calling its methods would
 * run whatever iterator or method the learner's object carries, as often and as long as it likes
 * (a Proxy over `[0]` can yield three million columns); reading by index never asks for more rows
 * than the length allows, and everything after works on the copy.
 */

/** A value read as the rows of a board, or why it is not one. */
export type RowsRead =
	| { ok: true; rows: unknown[] }
	| { ok: false; why: 'not-array' | 'empty' }
	| { ok: false; why: 'too-large'; length: number };

/** Reads `value`'s rows by index into a plain array, refusing an array longer than `max`. */
export function readRows(value: unknown, max: number = LIMITS.cellBoard.max): RowsRead {
	if (!Array.isArray(value)) return { ok: false, why: 'not-array' };
	const length: unknown = value.length;
	if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) {
		return { ok: false, why: 'not-array' };
	}
	if (length === 0) return { ok: false, why: 'empty' };
	if (length > max) return { ok: false, why: 'too-large', length };
	const rows: unknown[] = [];
	for (let i = 0; i < length; i++) rows.push(value[i]);
	return { ok: true, rows };
}

/** Whether each row holds a column of the board (−1 for an empty row when `empty` allows it). */
function isColumnList(rows: readonly unknown[], empty = false): rows is number[] {
	return rows.every(
		(col) =>
			typeof col === 'number' &&
			((empty && col === -1) || (Number.isInteger(col) && col >= 0 && col < rows.length)),
	);
}

/** The board `value` holds, copied by index, when it is one column per row of a drawable board. */
export function readBoard(value: unknown): number[] | undefined {
	const read = readRows(value);
	return read.ok && isColumnList(read.rows) ? read.rows : undefined;
}
