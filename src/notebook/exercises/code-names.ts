import type { CodeNames } from '../../i18n/en/exercises.ts';

/*
 * The code a check's message names, as each language the learner may write in spells it: the
 * hidden checks are the same for JavaScript and Python (python-run.ts), and their words
 * (src/i18n/<locale>/exercises.ts) take these names rather than spelling any, so "you called
 * isSafe 52 times" reads "you called is_safe 52 times" to a Python learner, in every locale.
 * Python's are the names its starters use (python-code.ts, python-count-code.ts).
 */

/** The languages a learner's exercise code is written in. */
export type CodeLanguage = 'js' | 'python';

/** The names each language writes. */
export const CODE_NAMES: Readonly<Record<CodeLanguage, CodeNames>> = {
	js: {
		language: 'js',
		isSafe: 'isSafe',
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
};

/** The names `language` writes (JavaScript's unless told). */
export function codeNamesOf(language: CodeLanguage = 'js'): CodeNames {
	return CODE_NAMES[language];
}
