import { CODE_NAMES } from '../src/notebook/exercises/code-names.ts';

/*
 * A JavaScript verdict as the same check says it to a Python learner, for tests that compare a
 * Python answer's verdicts with its JavaScript twin's: each name of the learner's code swapped
 * for Python's (the checks' own table, code-names.ts), and the values JavaScript shows as null,
 * true and false shown as Python's None, True and False.
 */
export function asPython(text: string): string {
	const names = Object.keys(CODE_NAMES.js) as (keyof typeof CODE_NAMES.js)[];
	let said = text;
	for (const name of names) {
		// Names only: firstIndex is a number, the same in both.
		const [js, python] = [CODE_NAMES.js[name], CODE_NAMES.python[name]];
		if (typeof js === 'string' && typeof python === 'string') said = said.replaceAll(js, python);
	}
	return said
		.replace(/\bnull\b/g, 'None')
		.replace(/\btrue\b/g, 'True')
		.replace(/\bfalse\b/g, 'False');
}
