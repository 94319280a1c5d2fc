import { NQueensInputError } from '../input/errors.ts';

/**
 * The eight symmetries of the square board. A solution is `columns[row]` (0-based), so a
 * transform moves every queen (row, col) to a new square and reads the columns back row by row.
 * Rotations turn clockwise with row 0 at the top, as the boards are drawn.
 */
export type TransformName =
	| 'identity'
	| 'rotate90'
	| 'rotate180'
	| 'rotate270'
	| 'mirrorLeftRight'
	| 'mirrorTopBottom'
	| 'reflectMainDiagonal'
	| 'reflectAntiDiagonal';

/** Where a symmetry sends the square (row, col) of an n×n board. */
type SquareMap = (row: number, col: number, n: number) => [number, number];

/** Applies a square map to every queen; a permutation stays a permutation, so a solution stays one. */
function applyMap(columns: readonly number[], move: SquareMap): number[] {
	const n = columns.length;
	assertPermutation(columns);
	const out: number[] = Array.from({ length: n }, () => -1);
	columns.forEach((col, row) => {
		const [r, c] = move(row, col, n);
		out[r] = c;
	});
	return out;
}

/** Throws unless `columns` holds each of 0 … n − 1 once: the boards the eight symmetries act on. */
function assertPermutation(columns: readonly number[]): void {
	const n = columns.length;
	const seen = new Array<boolean>(n).fill(false);
	columns.forEach((col, row) => {
		if (!Number.isInteger(col) || col < 0 || col >= n || seen[col]) {
			throw new NQueensInputError(
				'bad-board',
				`A symmetry needs one queen in every row and every column, but row ${row} holds column ${col}.`,
			);
		}
		seen[col] = true;
	});
}

/** Leaves the board as it is. */
export function identity(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c) => [r, c]);
}

/** Turns the board a quarter turn clockwise: the top row becomes the right-hand column. */
export function rotate90(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c, n) => [c, n - 1 - r]);
}

/** Turns the board half a turn. */
export function rotate180(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c, n) => [n - 1 - r, n - 1 - c]);
}

/** Turns the board three quarters clockwise (a quarter turn anticlockwise). */
export function rotate270(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c, n) => [n - 1 - c, r]);
}

/** Mirrors the board left to right: column c becomes column n − 1 − c. */
export function mirrorLeftRight(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c, n) => [r, n - 1 - c]);
}

/** Mirrors the board top to bottom: row r becomes row n − 1 − r. */
export function mirrorTopBottom(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c, n) => [n - 1 - r, c]);
}

/** Reflects in the \ diagonal from the top-left corner: rows and columns swap places. */
export function reflectMainDiagonal(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c) => [c, r]);
}

/** Reflects in the / diagonal from the top-right corner. */
export function reflectAntiDiagonal(columns: readonly number[]): number[] {
	return applyMap(columns, (r, c, n) => [n - 1 - c, n - 1 - r]);
}

/** One symmetry of the board, for menus, captions and the class tables. */
export interface BoardTransform {
	name: TransformName;
	label: string;
	apply: (columns: readonly number[]) => number[];
}

/** The eight symmetries: the four rotations first, then the four reflections. */
export const TRANSFORMS: readonly BoardTransform[] = [
	{ name: 'identity', label: 'unchanged', apply: identity },
	{ name: 'rotate90', label: 'rotated a quarter turn clockwise', apply: rotate90 },
	{ name: 'rotate180', label: 'rotated half a turn', apply: rotate180 },
	{ name: 'rotate270', label: 'rotated a quarter turn anticlockwise', apply: rotate270 },
	{ name: 'mirrorLeftRight', label: 'mirrored left to right', apply: mirrorLeftRight },
	{ name: 'mirrorTopBottom', label: 'mirrored top to bottom', apply: mirrorTopBottom },
	{
		name: 'reflectMainDiagonal',
		label: 'reflected in the \\ diagonal',
		apply: reflectMainDiagonal,
	},
	{ name: 'reflectAntiDiagonal', label: 'reflected in the / diagonal', apply: reflectAntiDiagonal },
];

/** Orders two boards of the same size as dictionary order of their column lists. */
export function compareColumns(a: readonly number[], b: readonly number[]): number {
	for (let i = 0; i < Math.min(a.length, b.length); i++) {
		if (a[i] !== b[i]) return a[i]! - b[i]!;
	}
	return a.length - b.length;
}

/** The image of the board under each of the eight symmetries, in `TRANSFORMS` order (with repeats). */
export function allImages(
	columns: readonly number[],
): { name: TransformName; columns: number[] }[] {
	return TRANSFORMS.map((t) => ({ name: t.name, columns: t.apply(columns) }));
}

/** The lexicographically smallest of the eight images: the same board for every member of a class. */
export function canonicalForm(columns: readonly number[]): number[] {
	return allImages(columns)
		.map((image) => image.columns)
		.reduce((best, next) => (compareColumns(next, best) < 0 ? next : best));
}

/** The symmetries that leave the board unchanged (always including `identity`). */
export function stabilizer(columns: readonly number[]): TransformName[] {
	const key = columns.join(',');
	return allImages(columns)
		.filter((image) => image.columns.join(',') === key)
		.map((image) => image.name);
}

/** Whether some turn or reflection other than the identity maps the board onto itself. */
export function isSelfSymmetric(columns: readonly number[]): boolean {
	return stabilizer(columns).length > 1;
}

/** A fundamental class: all boards that are turns or reflections of one another. */
export interface SymmetryClass {
	/** The canonical form: the lexicographically smallest board of the class. */
	representative: number[];
	/** The boards of the input that belong here, in input order; all `size` of them when the input is every solution. */
	members: number[][];
	/** The symmetries fixing the representative: just the identity, or with the half turn, or all four rotations. */
	symmetries: TransformName[];
	/** How many distinct boards the class holds: 8 divided by the number of fixing symmetries (1, 2, 4 or 8). */
	size: number;
}

/** Groups solutions into classes under the eight symmetries, ordered by representative. */
export function symmetryClasses(solutions: Iterable<readonly number[]>): SymmetryClass[] {
	const classes = new Map<string, SymmetryClass>();
	for (const solution of solutions) {
		const representative = canonicalForm(solution);
		const key = representative.join(',');
		let group = classes.get(key);
		if (!group) {
			const symmetries = stabilizer(representative);
			group = {
				representative,
				members: [],
				symmetries,
				size: TRANSFORMS.length / symmetries.length,
			};
			classes.set(key, group);
		}
		// A board listed twice in the input is still one board of the class.
		if (!group.members.some((m) => compareColumns(m, solution) === 0))
			group.members.push([...solution]);
	}
	return [...classes.values()].sort((a, b) => compareColumns(a.representative, b.representative));
}

/** One board per class (its canonical form), in dictionary order: OEIS A002562 counts them. */
export function fundamentalSolutions(solutions: Iterable<readonly number[]>): number[][] {
	return symmetryClasses(solutions).map((group) => group.representative);
}
