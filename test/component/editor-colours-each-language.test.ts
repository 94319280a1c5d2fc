import { afterEach, expect, test } from 'vitest';
import { waitFor } from '@testing-library/svelte';
import { createCellEditor, type CellEditor } from '../../components/code-cell/editor.ts';

/*
 * The cell's editor colours each of its three languages: JavaScript at once, Python and Lua once
 * their highlighting has been fetched (on the first cell in that language), and a switch of
 * language recolours the same text. A keyword's span carries a class of the highlight style, so a
 * keyword left plain means the language was not coloured.
 */

// jsdom lays nothing out: CodeMirror measures its selection with ranges' rectangles.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const PROGRAMS = {
	js: 'function place(row) {\n\treturn row;\n}',
	python: 'def place(row):\n    return row',
	lua: 'local function place(row)\n  return row\nend',
} as const;

let editor: CellEditor | undefined;
afterEach(() => {
	editor?.destroy();
	document.body.replaceChildren();
});

/** The classes on the span that holds `word` in the editor's text, or undefined when none. */
function classOf(parent: HTMLElement, word: string): string | undefined {
	const span = [...parent.querySelectorAll('.cm-line span')].find((s) => s.textContent === word);
	return span?.className || undefined;
}

/** Opens an editor of `language` on its program. */
function open(language: 'js' | 'python' | 'lua'): HTMLElement {
	const parent = document.createElement('div');
	document.body.append(parent);
	editor = createCellEditor({
		parent,
		text: PROGRAMS[language],
		label: 'Code',
		language,
		onrun: () => undefined,
		onchange: () => undefined,
		marksLeftOut: (count) => `${count} marks`,
	});
	return parent;
}

test.each([
	['js', 'function'],
	['python', 'def'],
	['lua', 'function'],
] as const)('%s: the keyword %s is coloured', async (language, keyword) => {
	const parent = open(language);
	await waitFor(() => expect(classOf(parent, keyword)).toBeDefined());
});

test('a switch from JavaScript to Lua colours the Lua text', async () => {
	const parent = open('js');
	editor!.setLanguage('lua');
	editor!.setText(PROGRAMS.lua);
	await waitFor(() => expect(classOf(parent, 'end')).toBeDefined());
});
