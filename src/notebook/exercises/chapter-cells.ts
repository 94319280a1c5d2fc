import { exercisesIn } from '../../i18n/exercises.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import { quoted, slot } from './printed-text.ts';

/*
 * The "try it" cells of chapters 2 to 5: free cells (no hidden checks) whose starter drives the
 * traced board, so "Show on the board" replays it, and whose comment invites one change. Each
 * starter and each change it invites are run in test/unit/chapter-cells.test.ts against the solver.
 * Their names and hints are src/i18n/<locale>/exercises.ts's, their comments and the words they
 * print src/i18n/<locale>/starters.ts's: the code is the same in every language.
 */

/** The comments of the chapters' cells, in one language. */
type Comments = StartersMessages['chapters'];

/** What the chapters' cells print, in one language. */
type Prints = StartersMessages['prints'];

/** One free cell of a chapter. */
export interface ChapterCell {
	/** The cell's id, for saving the learner's edits. */
	id: string;
	/** The cell's name on the page (its region's accessible name). */
	label: string;
	/** TypeScript the cell starts with. */
	starter: string;
	/** Hints towards the change the cell invites, when it takes some writing. */
	hints?: readonly string[];
	/** That change made, shown after the last hint (tested: it prints what the starter prints). */
	worked?: string;
}

/**
 * The chapters' recursive search on the traced board, stopping at the first solution, with a
 * counter of the squares it tries: chapter 2 changes its loop, chapter 5 turns it into a loop.
 */
function firstSolutionSearch(intro: string, n: number, counter: string, ending: string): string {
	return `${intro}
const n = ${n};
board.start(n);
let ${counter} = 0;

function placeRow(row: number): boolean {
	if (row === n) {
		board.solution();
		return true;
	}
	for (let col = 0; col < n; col++) {
		${counter}++;
		if (board.isSafe(row, col)) {
			board.place(row, col);
			if (placeRow(row + 1)) return true;
			board.remove(row, col);
		}
	}
	return false;
}

placeRow(0);
${ending}
`;
}

/** Chapter 2: the search to the first solution, with the loop's column order to change. */
const columnOrder = (c: Comments, p: Prints) =>
	firstSolutionSearch(
		c.columnOrder,
		8,
		'tried',
		`console.log(${quoted(p.chapterFirst)}, board.columns.join(''), ${quoted(p.afterTrying)}, tried, ${quoted(p.squares)});
printBoard([...board.columns]);`,
	);

/** Chapter 3: an array of columns, turned into a grid and put on the board row by row. */
const arrayToBoard = (c: Comments, p: Prints) => `${c.arrayToBoard}
const columns = [0, 2, 4, 1, 3, 5];
const n = columns.length;

${c.theGrid}
const grid = columns.map((c) => Array.from({ length: n }, (_, col) => col === c));
console.log(grid.map((row) => row.map((queen) => (queen ? 'Q' : '.')).join(' ')).join('\\n'));

board.start(n);
let attacked = 0;
for (let row = 0; row < n; row++) {
	const col = columns[row];
	if (!board.isSafe(row, col)) {
		attacked++;
		console.log(\`${p.attackedSquare(slot('row'), slot('col'))}\`);
	}
	board.place(row, col);
}
if (attacked === 0) {
	board.solution();
	console.log(${quoted(p.isSolution)});
} else {
	console.log(\`${p.attackedCount(slot('attacked'), slot('n'))}\`);
}
`;

/** Chapter 4: two checks written out with a comparison counter, one of them used by the search. */
const swapTheCheck = (c: Comments, p: Prints) => `${c.swapTheCheck}
let comparisons = 0;

${c.formula}
function formula(columns: number[], row: number, col: number): boolean {
	for (let r = 0; r < row; r++) {
		comparisons++;
		const c = columns[r];
		if (c === col || Math.abs(c - col) === row - r) return false;
	}
	return true;
}

${c.formulaUp}
function formulaUp(columns: number[], row: number, col: number): boolean {
	for (let r = row - 1; r >= 0; r--) {
		comparisons++;
		const c = columns[r];
		if (c === col || Math.abs(c - col) === row - r) return false;
	}
	return true;
}

const check = formula;
const n = 8;
board.start(n);
const columns: number[] = [];
let solutions = 0;

function placeRow(row: number): void {
	if (row === n) {
		solutions++;
		board.solution();
		return;
	}
	for (let col = 0; col < n; col++) {
		const safe = check(columns, row, col);
		if (safe !== board.isSafe(row, col)) {
			const says = \`${p.checkSays(slot('check.name'), slot('safe'), slot('row'), slot('col'))}\`;
			throw new Error(\`${p.boardSays(slot('says'), slot('!safe'))}\`);
		}
		if (safe) {
			columns.push(col);
			board.place(row, col);
			placeRow(row + 1);
			board.remove(row, col);
			columns.pop();
		}
	}
}

placeRow(0);
console.log(\`${p.tally(slot('check.name'), slot('solutions'), slot("comparisons.toLocaleString('en-US')"))}\`);
`;

/**
 * Chapter 5's board: 6 × 6, whose first solution needs retreats on the way (5 × 5 reaches its
 * first with none), so a loop whose retreat is wrong prints another answer than the recursion.
 */
export const LOOP_CELL_N = 6;

/** Chapter 5's last line: "First solution: 024135 after 78 checks", in the words `p`. */
const printChecks = (p: Prints) =>
	`console.log(${quoted(p.chapterFirst)}, board.columns.join(''), ${quoted(p.after)}, checks, ${quoted(p.checks)});`;

/** Chapter 5: the recursive search, to be rewritten as a loop with a stack of its own. */
const recursionToLoop = (c: Comments, p: Prints) =>
	firstSolutionSearch(c.recursionToLoop, LOOP_CELL_N, 'checks', printChecks(p));

/** Chapter 5's search as the loop its cell asks for: the same steps, in the same order. */
const recursionAsLoop = (c: Comments, p: Prints) => `${c.loop}
const n = ${LOOP_CELL_N};
board.start(n);
let checks = 0;
const stack: number[] = [];
let col = 0;

while (stack.length < n) {
	const row = stack.length;
	while (col < n) {
		checks++;
		if (board.isSafe(row, col)) break;
		col++;
	}
	if (col < n) {
		${c.loopPlace}
		board.place(row, col);
		stack.push(col);
		col = 0;
	} else if (stack.length === 0) {
		break; ${c.loopNoSolution}
	} else {
		${c.loopRetreat}
		const back = stack.pop()!;
		board.remove(stack.length, back);
		col = back + 1;
	}
}

if (stack.length === n) board.solution();
${printChecks(p)}
`;

/** The free cells of chapters 2 to 5 in one language: words `t`, comments `c`, prints `p`. */
function chapterCells(locale: Locale) {
	const t = exercisesIn(locale).chapterCells;
	const { chapters: c, prints: p } = startersIn(locale);
	return {
		columnOrder: {
			id: 'ch2-column-order',
			label: t.labels.columnOrder,
			starter: columnOrder(c, p),
		},
		arrayToBoard: {
			id: 'ch3-array-to-board',
			label: t.labels.arrayToBoard,
			starter: arrayToBoard(c, p),
		},
		swapTheCheck: {
			id: 'ch4-swap-the-check',
			label: t.labels.swapTheCheck,
			starter: swapTheCheck(c, p),
		},
		recursionToLoop: {
			id: 'ch5-recursion-to-loop',
			label: t.labels.recursionToLoop,
			starter: recursionToLoop(c, p),
			hints: t.recursionToLoopHints,
			worked: recursionAsLoop(c, p),
		},
	} as const satisfies Record<string, ChapterCell>;
}

/** The free cells of chapters 2 to 5, by the name the chapter uses (in English). */
export const CHAPTER_CELLS = chapterCells('en');

/** The name of one of the chapters' free cells, as CHAPTER_CELLS keys them. */
export type ChapterCellName = keyof typeof CHAPTER_CELLS;

/** A chapter's free cell with its name, hints and comments in `locale` (English unless told). */
export function chapterCell(name: ChapterCellName, locale: Locale = 'en'): ChapterCell {
	return locale === 'en' ? CHAPTER_CELLS[name] : chapterCells(locale)[name];
}
