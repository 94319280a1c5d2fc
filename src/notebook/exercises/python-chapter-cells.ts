import { exercisesIn } from '../../i18n/exercises.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import { LOOP_CELL_N, type ChapterCellName } from './chapter-cells.ts';
import { quoted } from './printed-text.ts';

/*
 * The "try it" cells of chapters 2 to 5 in Python (issue 30): the same programs as their
 * TypeScript starters (chapter-cells.ts), in idiomatic Python, driving the traced board through
 * the Python helper `board` (src/notebook/python/prelude.ts: board.start, board.is_safe, …), so
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

/** The board's columns as one word: "04752613". */
const JOINED = `''.join(map(str, board.columns))`;

/** Chapters 2 and 5: the search to the first solution, with a counter of the squares it tries. */
function firstSolutionSearch(intro: string, n: number, counter: string, ending: string): string {
	return `${intro}
n = ${n}
board.start(n)
${counter} = 0


def place_row(row):
    global ${counter}
    if row == n:
        board.solution()
        return True
    for col in range(n):
        ${counter} += 1
        if board.is_safe(row, col):
            board.place(row, col)
            if place_row(row + 1):
                return True
            board.remove(row, col)
    return False


place_row(0)
${ending}
`;
}

/** "First solution: 024135 after 78 checks", in the words `p`. */
const printChecks = (p: StartersMessages['prints']) =>
	`print(${quoted(p.chapterFirst)}, ${JOINED}, ${quoted(p.after)}, checks, ${quoted(p.checks)})`;

/** The chapter cells in Python, with the comments and printed words of `words`. */
function pythonChapterCellsWith(
	words: StartersMessages,
	hints: readonly string[],
): Record<ChapterCellName, PythonChapterCell> {
	const { pythonChapters: c, chapters: ts, prints: p } = words;
	return {
		columnOrder: {
			starter: firstSolutionSearch(
				c.columnOrder,
				8,
				'tried',
				`print(${quoted(p.chapterFirst)}, ${JOINED}, ${quoted(p.afterTrying)}, tried, ${quoted(p.squares)})
print_board(board.columns)`,
			),
		},
		arrayToBoard: {
			starter: `${c.arrayToBoard}
columns = [0, 2, 4, 1, 3, 5]
n = len(columns)

${c.theGrid}
grid = [[col == c for col in range(n)] for c in columns]
print('\\n'.join(' '.join('Q' if queen else '.' for queen in row) for row in grid))

board.start(n)
attacked = 0
for row, col in enumerate(columns):
    if not board.is_safe(row, col):
        attacked += 1
        print(${formatted(p.attackedSquare(slot('row'), slot('col')))})
    board.place(row, col)
if attacked == 0:
    board.solution()
    print(${quoted(p.isSolution)})
else:
    print(${formatted(p.attackedCount(slot('attacked'), slot('n')))})
`,
		},
		swapTheCheck: {
			starter: `${c.swapTheCheck}
comparisons = 0


def formula(columns, row, col):
    ${c.formula}
    global comparisons
    for r in range(row):
        comparisons += 1
        c = columns[r]
        if c == col or abs(c - col) == row - r:
            return False
    return True


def formula_up(columns, row, col):
    ${c.formulaUp}
    global comparisons
    for r in range(row - 1, -1, -1):
        comparisons += 1
        c = columns[r]
        if c == col or abs(c - col) == row - r:
            return False
    return True


check = formula
n = 8
board.start(n)
columns = []
solutions = 0


def place_row(row):
    global solutions
    if row == n:
        solutions += 1
        board.solution()
        return
    for col in range(n):
        safe = check(columns, row, col)
        if safe != board.is_safe(row, col):
            says = ${formatted(p.checkSays(slot('check.__name__'), slot('safe'), slot('row'), slot('col')))}
            raise ValueError(${formatted(p.boardSays(slot('says'), slot('not safe')))})
        if safe:
            columns.append(col)
            board.place(row, col)
            place_row(row + 1)
            board.remove(row, col)
            columns.pop()


place_row(0)
print(${formatted(p.tally(slot('check.__name__'), slot('solutions'), slot('comparisons:,')))})
`,
		},
		recursionToLoop: {
			starter: firstSolutionSearch(c.recursionToLoop, LOOP_CELL_N, 'checks', printChecks(p)),
			hints,
			worked: `${hashed(ts.loop)}
n = ${LOOP_CELL_N}
board.start(n)
checks = 0
stack = []
col = 0

while len(stack) < n:
    row = len(stack)
    while col < n:
        checks += 1
        if board.is_safe(row, col):
            break
        col += 1
    if col < n:
        ${hashed(ts.loopPlace)}
        board.place(row, col)
        stack.append(col)
        col = 0
    elif not stack:
        break  ${hashed(ts.loopNoSolution)}
    else:
        ${hashed(ts.loopRetreat)}
        back = stack.pop()
        board.remove(len(stack), back)
        col = back + 1

if len(stack) == n:
    board.solution()
${printChecks(p)}
`,
		},
	};
}

/** A chapter's free cell in Python, its comments, words and hints in `locale` (English unless told). */
export function pythonChapterCell(name: ChapterCellName, locale: Locale = 'en'): PythonChapterCell {
	const hints = exercisesIn(locale).chapterCells.pythonRecursionToLoopHints;
	return pythonChapterCellsWith(startersIn(locale), hints)[name];
}
