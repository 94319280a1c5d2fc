import { exercisesIn } from '../../i18n/exercises.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import { LOOP_CELL_N, type ChapterCellName } from './chapter-cells.ts';
import { quoted } from './printed-text.ts';
import { fillSlots } from './python-slots.ts';
import columnOrder from './python/chapters/column-order.py?raw';
import arrayToBoard from './python/chapters/array-to-board.py?raw';
import swapTheCheck from './python/chapters/swap-the-check.py?raw';
import recursionToLoop from './python/chapters/recursion-to-loop.py?raw';
import recursionToLoopWorked from './python/chapters/recursion-to-loop-worked.py?raw';

/*
 * The "try it" cells of chapters 2 to 5 in Python (issue 30): the same programs as their
 * TypeScript starters (chapter-cells.ts), in idiomatic Python (a .py file each in
 * python/chapters/, its slots filled by python-slots.ts), driving the traced board through the
 * Python helper `board` (src/notebook/python/prelude.py: board.start, board.is_safe, …), so
 * "Show on the board" replays them. Their comments are src/i18n/<locale>/starters.ts's
 * `pythonChapters` (and chapter 5's loop's `chapters` ones, with `#`), the words they print the
 * TypeScript cells' `prints`. test/unit/python-chapter-cells.test.ts runs each in Node and holds
 * it to the TypeScript starter's output and trace.
 */

/** A chapter cell in Python: its starter, and the worked change and hints where it has them. */
export interface PythonChapterCell {
	starter: string;
	hints?: readonly string[];
	worked?: string;
}

/** A TypeScript comment as a Python one: `// ` becomes `# ` at the start of every line. */
function hashed(comment: string): string {
	return comment.replace(/^\/\/ ?/gm, '# ');
}

/** A Python f-string of `text`, its slots `{code}` written by a catalog function. */
function formatted(text: string): string {
	return `f${quoted(text)}`;
}

/** An f-string's slot for the expression `code`: {row}. */
const slot = (code: string) => `{${code}}`;

/** The words of "First solution: 024135 after 78 checks", in the words `p`. */
const checksWords = (p: StartersMessages['prints']) => ({
	chapterFirst: quoted(p.chapterFirst),
	after: quoted(p.after),
	checks: quoted(p.checks),
});

/** The chapter cells in Python, with the comments and printed words of `words`. */
function pythonChapterCellsWith(
	words: StartersMessages,
	hints: readonly string[],
): Record<ChapterCellName, PythonChapterCell> {
	const { pythonChapters: c, chapters: ts, prints: p } = words;
	return {
		columnOrder: {
			starter: fillSlots(columnOrder, {
				intro: c.columnOrder,
				chapterFirst: quoted(p.chapterFirst),
				afterTrying: quoted(p.afterTrying),
				squares: quoted(p.squares),
			}),
		},
		arrayToBoard: {
			starter: fillSlots(arrayToBoard, {
				intro: c.arrayToBoard,
				theGrid: c.theGrid,
				attackedSquare: formatted(p.attackedSquare(slot('row'), slot('col'))),
				isSolution: quoted(p.isSolution),
				attackedCount: formatted(p.attackedCount(slot('attacked'), slot('n'))),
			}),
		},
		swapTheCheck: {
			starter: fillSlots(swapTheCheck, {
				intro: c.swapTheCheck,
				formula: c.formula,
				formulaUp: c.formulaUp,
				checkSays: formatted(
					p.checkSays(slot('check.__name__'), slot('safe'), slot('row'), slot('col')),
				),
				boardSays: formatted(p.boardSays(slot('says'), slot('not safe'))),
				tally: formatted(p.tally(slot('check.__name__'), slot('solutions'), slot('comparisons:,'))),
			}),
		},
		recursionToLoop: {
			starter: fillSlots(recursionToLoop, {
				intro: c.recursionToLoop,
				n: LOOP_CELL_N,
				...checksWords(p),
			}),
			hints,
			worked: fillSlots(recursionToLoopWorked, {
				loop: hashed(ts.loop),
				n: LOOP_CELL_N,
				loopPlace: hashed(ts.loopPlace),
				loopNoSolution: hashed(ts.loopNoSolution),
				loopRetreat: hashed(ts.loopRetreat),
				...checksWords(p),
			}),
		},
	};
}

/** A chapter's free cell in Python, its comments, words and hints in `locale` (English unless told). */
export function pythonChapterCell(name: ChapterCellName, locale: Locale = 'en'): PythonChapterCell {
	const hints = exercisesIn(locale).chapterCells.pythonRecursionToLoopHints;
	return pythonChapterCellsWith(startersIn(locale), hints)[name];
}
