import { rotate90, squaresAttackedBy, symmetryClasses } from '../solver/board/index.ts';
import { backtrack } from '../solver/search/index.ts';
import { boardForm, size } from './fact-names.ts';
import { memo } from './fact-memo.ts';
import { MAX_BUILD_SEARCH_N } from './search-facts.ts';

/* The book facts about boards: solutions, their turns and classes, a queen's reach (book-facts.ts lists the names). */

/** Every solution of n queens, in search order. */
function solutions(n: number): number[][] {
	return memo(`solutions.${n}`, () => {
		const found: number[][] = [];
		for (const event of backtrack({ n })) {
			if (event.type === 'solution') found.push([...event.columns]);
		}
		return found;
	});
}

function sameBoard(a: readonly number[], b: readonly number[]): boolean {
	return a.length === b.length && a.every((c, i) => c === b[i]);
}

/** 1-based place of a board in the search order of all solutions. */
function indexOf(n: number, columns: readonly number[]): number {
	return solutions(n).findIndex((s) => sameBoard(s, columns)) + 1;
}

/** `solution.<n>.<i>.<form>` and `rotate90.…` (its quarter turn): a board, or its place in the list. */
export function solutionFact(
	kind: 'solution' | 'rotate90',
	rest: readonly string[],
	name: string,
): number | string {
	const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
	const i = rest[1] === 'first' ? 1 : Number(rest[1]);
	const board = solutions(n)[i - 1];
	if (!board) throw new Error(`Fact "${name}": n = ${n} has no solution ${rest[1]}.`);
	const shown = kind === 'rotate90' ? rotate90(board) : board;
	return rest[2] === 'index' ? indexOf(n, shown) : boardForm(shown, rest[2], name);
}

/** `classes.<n>…`: the symmetry classes, by size, as a split, and the board a half turn fixes. */
export function classesFact(rest: readonly string[], name: string): number | string {
	const n = size(rest[0], MAX_BUILD_SEARCH_N, name);
	const classes = memo(`classes.${n}`, () => symmetryClasses(solutions(n)));
	if (rest.length === 1) return classes.length;
	if (rest[1] === 'size') return classes.filter((c) => c.size === Number(rest[2])).length;
	if (rest[1] === 'split') {
		const sizes = [...new Set(classes.map((c) => c.size))].sort((a, b) => b - a);
		return sizes.map((k) => `${classes.filter((c) => c.size === k).length} × ${k}`).join(' + ');
	}
	if (rest[1] === 'self') {
		const self = classes.find((c) => c.symmetries.includes('rotate180') && c.size > 1);
		if (!self) throw new Error(`Fact "${name}": no board of n = ${n} is fixed by a half turn.`);
		const board = self.representative;
		return rest[2] === 'index' ? indexOf(n, board) : boardForm(board, rest[2], name);
	}
	throw new Error(`Unknown fact "${name}".`);
}

/** `attacked.<n>.<row>.<col>`: the squares one queen attacks on an empty board. */
export function attackedFact(rest: readonly string[]): number {
	const [n, row, col] = rest.map(Number);
	return squaresAttackedBy(n!, { row: row!, col: col! }).length;
}
