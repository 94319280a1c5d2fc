/*
 * The notebook's Python programs are .py files (src/notebook/exercises/python/), imported as
 * text; what they say in the page's language, and the sizes TypeScript decides, are slots the
 * file leaves open in places where Python allows any text, so that each file is a program
 * py_compile and pyflakes check as it stands (test/unit/python-sources-compile-and-lint.test.ts):
 *
 * - `# {{name}}`, a comment, gives way to a comment (its `#` included);
 * - `'{{name}}'`, a string, quotes and all, gives way to a Python literal or a number;
 * - `{{name}}` inside an f-string's text (where `{{` is a plain brace) gives way to its text.
 */

/** The slot forms above, in the order they are tried. */
const SLOT = /'\{\{(\w+)\}\}'|# \{\{(\w+)\}\}|\{\{(\w+)\}\}/g;

/**
 * The same forms in a .lua file (src/notebook/exercises/lua/): a `-- {{name}}` comment, and a
 * `'{{name}}'` string (quoted() writes a literal Lua reads as Python does).
 */
export const LUA_SLOT = /'\{\{(\w+)\}\}'|-- \{\{(\w+)\}\}|\{\{(\w+)\}\}/g;

/**
 * A .py file's text (or, with LUA_SLOT, a .lua file's) with its slots filled from `slots`.
 * Throws on a slot `slots` does not fill, and on a slot given that the file does not have, so a
 * renamed slot cannot go unnoticed.
 */
export function fillSlots(
	template: string,
	slots: Readonly<Record<string, string | number>>,
	forms: RegExp = SLOT,
): string {
	const used = new Set<string>();
	const text = template.replace(
		forms,
		(_slot, quoted?: string, comment?: string, bare?: string) => {
			const name = (quoted ?? comment ?? bare)!;
			const value = slots[name];
			if (value === undefined) throw new Error(`The slot {{${name}}} is not filled.`);
			used.add(name);
			return String(value);
		},
	);
	const unused = Object.keys(slots).filter((name) => !used.has(name));
	if (unused.length) throw new Error(`No slot for ${unused.join(', ')}.`);
	return text;
}
