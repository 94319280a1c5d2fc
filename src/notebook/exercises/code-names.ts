import type { CodeNames } from '../../i18n/en/exercises.ts';

/*
 * The code a check's message names, as each language the learner may write in spells it: the
 * hidden checks are the same for JavaScript, Python and Lua (python-run.ts, lua-run.ts), and their words
 * (src/i18n/<locale>/exercises.ts) take these names rather than spelling any, so "you called
 * isSafe 52 times" reads "you called is_safe 52 times" to a Python learner, in every locale.
 * Python's are the names its starters use (python-code.ts, python-count-code.ts).
 */

/** The languages a learner's exercise code is written in. */
export type CodeLanguage = 'js' | 'python' | 'lua';

/** The names each language writes. */
export const CODE_NAMES: Readonly<Record<CodeLanguage, CodeNames>> = {
	js: {
		language: 'js',
		isSafe: 'isSafe',
		isSafeParameters: '(columns, row, col)',
		firstIndex: 0,
		countSolutions: 'countSolutions',
		none: 'null',
		returnWhenFound: 'if (placeRow(row + 1)) return true;',
		permutationsAnswer: '{ candidates, solutions }',
		columnLoop: 'col < n',
		columnLoopPast: 'col <= n',
		columnLoopFromZero: 'let col = 0',
		equals: '===',
		fileLetter: 'String.fromCharCode(97 + c)',
	},
	python: {
		language: 'python',
		isSafe: 'is_safe',
		isSafeParameters: '(columns, row, col)',
		firstIndex: 0,
		countSolutions: 'count_solutions',
		none: 'None',
		returnWhenFound: 'if place_row(row + 1): return True',
		permutationsAnswer: "{'candidates': candidates, 'solutions': solutions}",
		columnLoop: 'range(n)',
		columnLoopPast: 'range(n + 1)',
		columnLoopFromZero: 'range(n)',
		equals: '==',
		fileLetter: "chr(ord('a') + c)",
	},
	// Lua's, as the article writes its program: a table `a` of columns from 1, isplaceok(a, n, c).
	lua: {
		language: 'lua',
		isSafe: 'isplaceok',
		isSafeParameters: '(a, n, c)',
		firstIndex: 1,
		countSolutions: 'countsolutions',
		none: 'nil',
		returnWhenFound: 'if addqueen(a, n + 1) then return true end',
		permutationsAnswer: '{ candidates = candidates, solutions = solutions }',
		columnLoop: 'for c = 1, N',
		columnLoopPast: 'for c = 1, N + 1',
		columnLoopFromZero: 'for c = 1, N',
		equals: '==',
		fileLetter: 'string.char(96 + c)',
	},
};

/** The names `language` writes (JavaScript's unless told). */
export function codeNamesOf(language: CodeLanguage = 'js'): CodeNames {
	return CODE_NAMES[language];
}
