/*
 * How the notebook's code (exercise-code.ts, chapter-cells.ts) writes the words it prints, which
 * come from the page language's catalog (src/i18n/<locale>/starters.ts, `prints`): a string
 * literal around a text, and the slots a template literal's words are put around.
 */

/** A single-quoted string literal of `text`: 'First solution:'. */
export function quoted(text: string): string {
	return `'${text.replace(/[\\']/g, '\\$&')}'`;
}

/** A template literal's slot for the expression `code`, to give a catalog's function: ${row}. */
export function slot(code: string): string {
	return '${' + code + '}';
}
