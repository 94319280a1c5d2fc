import { minimalSetup } from 'codemirror';
import {
	Decoration,
	type DecorationSet,
	EditorView,
	keymap,
	lineNumbers,
	ViewPlugin,
	type ViewUpdate,
	WidgetType,
} from '@codemirror/view';
import { Compartment, EditorState, Prec, StateEffect, StateField } from '@codemirror/state';
import { indentWithTab } from '@codemirror/commands';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import {
	bracketMatching,
	HighlightStyle,
	indentOnInput,
	indentUnit,
	syntaxHighlighting,
} from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { javascript } from '@codemirror/lang-javascript';
import { excessMarks } from '#src/notebook/runtime/index.ts';
import { indentColumns } from './line-blocks.ts';

/*
 * The cell's editor: CodeMirror 6 with line numbers, undo, bracket matching and TypeScript
 * highlighting. Loaded with import() on the first Edit only (about 135 KiB gzipped), so a page
 * that only reads its cells never downloads it. Tab indents; Escape then Tab leaves the editor
 * (CodeMirror's own rule for indentWithTab).
 */

/** What the cell needs from its editor. */
export interface CellEditor {
	/** Marks the line (1-based) where the code went wrong, or clears the mark with null. */
	markLine(line: number | null): void;
	/** Highlights and indents the code as this language (the cell's language choice). */
	setLanguage(language: 'js' | 'python' | 'lua'): void;
	/** Replaces the whole text (Reset), as one undoable change. */
	setText(text: string): void;
	focus(): void;
	destroy(): void;
}

/** How to make one. */
export interface CellEditorOptions {
	parent: HTMLElement;
	text: string;
	/** The code's language: TypeScript/JavaScript unless told. */
	language?: 'js' | 'python' | 'lua';
	/** The textbox's accessible name, e.g. "Code of Exercise 1". */
	label: string;
	/** Id of the element that explains the keys, for aria-describedby. */
	describedBy?: string;
	onchange: (text: string) => void;
	/** Shift+Enter or Ctrl/Cmd+Enter. */
	onrun: () => void;
	/** CodeMirror's own words in the page's language, by their English (its `phrases` facet). */
	phrases?: Readonly<Record<string, string>>;
	/** The note drawn where `count` combining marks on one character are not drawn. */
	marksLeftOut: (count: number) => string;
}

const setMark = StateEffect.define<number | null>();
const errorLine = Decoration.line({ class: 'cm-nq-error-line' });

/** Each visible line's indent as `--indent`, which the theme hangs its wrapped rest under. */
function hangingIndents(view: EditorView): DecorationSet {
	const marks = [];
	for (const { from, to } of view.visibleRanges) {
		for (let at = from; at <= to;) {
			const line = view.state.doc.lineAt(at);
			const columns = indentColumns(line.text, view.state.tabSize);
			if (columns > 0)
				marks.push(
					Decoration.line({ attributes: { style: `--indent:${columns}ch` } }).range(line.from),
				);
			at = line.to + 1;
		}
	}
	return Decoration.set(marks);
}

/** Keeps the lines' indents as the text and the view change. */
const hangingIndent = ViewPlugin.fromClass(
	class {
		decorations: DecorationSet;
		constructor(view: EditorView) {
			this.decorations = hangingIndents(view);
		}
		update(update: ViewUpdate) {
			if (update.docChanged || update.viewportChanged)
				this.decorations = hangingIndents(update.view);
		}
	},
	{ decorations: (plugin) => plugin.decorations },
);

/** Drawn in place of the marks past the cap: the note that says how many there are. */
class MarksLeftOut extends WidgetType {
	constructor(readonly note: string) {
		super();
	}
	override eq(other: MarksLeftOut): boolean {
		return other.note === this.note;
	}
	toDOM(): HTMLElement {
		const note = document.createElement('span');
		note.className = 'nq-marks-left-out';
		note.textContent = this.note;
		return note;
	}
}

/**
 * The marks past src/notebook/runtime/stacked-marks.ts's cap, hidden behind a note of how many
 * there are. The editor lays out text as the browser shapes it, and one character with 99,999
 * marks held Chromium for 30 s (issue 37). Hiding them, rather than refusing to open such code or
 * cleaning it, loses nothing and locks no one out: the document keeps every mark, so Run, saving
 * and export see the code as it is, and the learner can edit around the run. The hidden range is
 * atomic, so the cursor steps over it and one Backspace just after it removes it whole. Made again
 * over the whole document on each change: a scan of at most a cell's 100,000 characters.
 */
function hiddenMarks(leftOut: (count: number) => string) {
	const hide = (text: string): DecorationSet =>
		Decoration.set(
			excessMarks(text).map(({ from, to, marks }) =>
				Decoration.replace({ widget: new MarksLeftOut(leftOut(marks)) }).range(from, to),
			),
		);
	return StateField.define<DecorationSet>({
		create: (state) => hide(state.doc.toString()),
		update: (marks, transaction) =>
			transaction.docChanged ? hide(transaction.state.doc.toString()) : marks,
		provide: (field) => [
			EditorView.decorations.from(field),
			EditorView.atomicRanges.of((view) => view.state.field(field)),
		],
	});
}

/** The marked line, as a decoration that follows edits. */
const markField = StateField.define<DecorationSet>({
	create: () => Decoration.none,
	update(marks, transaction) {
		let next = marks.map(transaction.changes);
		for (const effect of transaction.effects) {
			if (!effect.is(setMark)) continue;
			const line = effect.value;
			next =
				line === null || line < 1 || line > transaction.state.doc.lines
					? Decoration.none
					: Decoration.set([errorLine.range(transaction.state.doc.line(line).from)]);
		}
		// Any edit clears the mark: the error was about the code as it was.
		return transaction.docChanged ? Decoration.none : next;
	},
	provide: (field) => EditorView.decorations.from(field),
});

const theme = EditorView.theme({
	'&': { fontSize: 'var(--sl-text-code-sm, 0.875rem)', backgroundColor: 'var(--sl-color-bg)' },
	'&.cm-focused': {
		outline: '3px solid var(--sl-color-accent-high, #0b3fa8)',
		outlineOffset: '2px',
	},
	'.cm-content': { fontFamily: 'var(--sl-font-system-mono, monospace)' },
	// A wrapped line's rest hangs 4 columns deeper than the line's indent (hangingIndent), past
	// CodeMirror's own 6px: a comment's rest starts past its `// `, a statement's under its own
	// text. 4 is two tab stops, so a tab at a line's start keeps its width.
	'.cm-line': {
		paddingLeft: 'calc(6px + 4ch + var(--indent, 0ch))',
		textIndent: 'calc(-4ch - var(--indent, 0ch))',
	},
	'.cm-gutters': {
		backgroundColor: 'var(--sl-color-gray-6, #eee)',
		color: 'var(--sl-color-gray-2)',
	},
	'.cm-nq-error-line': {
		backgroundColor: 'rgb(163 0 27 / 0.12)',
		boxShadow: 'inset 4px 0 0 #a3001b',
	},
});

/**
 * Token colours from CSS variables (src/styles/widgets.css), so the editor follows the page's
 * colour scheme with the same high-contrast GitHub colours as the highlighted code; CodeMirror's
 * default style is light-only (1.8:1 on the dark page).
 */
const highlight = HighlightStyle.define([
	{ tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: 'var(--nq-code-keyword)' },
	{ tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--nq-code-string)' },
	{ tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--nq-code-number)' },
	{ tag: tags.comment, color: 'var(--nq-code-comment)', fontStyle: 'italic' },
	{
		tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
		color: 'var(--nq-code-function)',
	},
	{ tag: [tags.typeName, tags.className], color: 'var(--nq-code-type)' },
	{ tag: tags.invalid, color: 'var(--nq-code-keyword)', textDecoration: 'underline wavy' },
]);

/** What this file uses of style-mod's StyleModule, the carrier of CodeMirror's CSS rules. */
interface StyleModule {
	getRules(): string;
}
type Mount = (
	root: Document | ShadowRoot,
	modules: StyleModule | readonly StyleModule[],
	options?: { nonce?: string },
) => void;

let stylesAdopted = false;

/**
 * Makes CodeMirror keep its styles in one constructed stylesheet adopted by the document, instead
 * of the `<style>` element it writes into `<head>` by default: the site's Content-Security-Policy
 * (scripts/csp.ts) allows only the page's own inline styles, by hash, and refuses that element
 * (the editor then shows unstyled). A sheet built by the page's own script is not an inline style.
 * CodeMirror's StyleModule.mount is replaced for the document only (a shadow root already gets an
 * adopted sheet), keeping the modules in the order CodeMirror gives them, as style-mod does.
 */
function adoptEditorStyles(): void {
	if (stylesAdopted || !('adoptedStyleSheets' in Document.prototype)) return;
	stylesAdopted = true;
	// style-mod is CodeMirror's dependency, not ours: the public styleModule facet hands us its class.
	const [probe] = EditorState.create({ extensions: theme }).facet(EditorView.styleModule);
	const StyleModule = probe?.constructor as unknown as { mount: Mount } | undefined;
	if (!StyleModule) return;
	const mount = StyleModule.mount.bind(StyleModule);
	const sheet = new CSSStyleSheet();
	const mounted: StyleModule[] = [];
	StyleModule.mount = (root, modules, options) => {
		if (root !== document) return mount(root, modules, options);
		let next = 0;
		let changed = false;
		const list: readonly StyleModule[] = Array.isArray(modules) ? modules : [modules];
		for (const module of list) {
			let at = mounted.indexOf(module);
			if (at > -1 && at < next) {
				// Asked for in another order than before: move it.
				mounted.splice(at, 1);
				next--;
				at = -1;
			}
			if (at === -1) {
				mounted.splice(next++, 0, module);
				changed = true;
			} else next = at + 1;
		}
		if (changed) sheet.replaceSync(mounted.map((m) => m.getRules()).join('\n'));
		if (!document.adoptedStyleSheets.includes(sheet)) {
			document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
		}
	};
}

/**
 * Highlighting and indentation for a cell's language, until its highlighting is fetched (Python
 * indents by four spaces; Lua by two, as the article's program does).
 */
function languageSupport(language: 'js' | 'python' | 'lua') {
	if (language === 'lua') return indentUnit.of('  ');
	return language === 'python' ? indentUnit.of('    ') : javascript({ typescript: true });
}

/**
 * Python's or Lua's highlighting, fetched when a cell first edits that language (JavaScript cells
 * never pay for it). Lua's is CodeMirror's legacy stream mode, the one it keeps for Lua.
 */
async function fetchedSupport(language: 'python' | 'lua') {
	if (language === 'python') {
		const { python } = await import('@codemirror/lang-python');
		return [python(), indentUnit.of('    ')];
	}
	const [{ lua }, { StreamLanguage }] = await Promise.all([
		import('@codemirror/legacy-modes/mode/lua'),
		import('@codemirror/language'),
	]);
	return [StreamLanguage.define(lua), indentUnit.of('  ')];
}

/** Makes the editor in `parent`. */

export function createCellEditor(options: CellEditorOptions): CellEditor {
	const syntax = new Compartment();
	adoptEditorStyles();
	const run = () => {
		options.onrun();
		return true;
	};
	const attributes: Record<string, string> = { 'aria-label': options.label };
	if (options.describedBy) attributes['aria-describedby'] = options.describedBy;
	const view = new EditorView({
		parent: options.parent,
		state: EditorState.create({
			doc: options.text,
			extensions: [
				Prec.highest(
					keymap.of([
						{ key: 'Shift-Enter', run },
						{ key: 'Mod-Enter', run },
					]),
				),
				lineNumbers(),
				keymap.of([...closeBracketsKeymap, indentWithTab]),
				// Undo history, selection drawing, default highlighting and the default keys.
				minimalSetup,
				indentOnInput(),
				bracketMatching(),
				closeBrackets(),
				syntax.of(languageSupport(options.language ?? 'js')),
				// Long lines wrap and the editor grows with its text: nothing scrolls inside it, on a phone too.
				EditorView.lineWrapping,
				EditorState.tabSize.of(2),
				EditorView.contentAttributes.of(attributes),
				EditorState.phrases.of({ ...options.phrases }),
				EditorView.updateListener.of((update) => {
					if (update.docChanged) options.onchange(update.state.doc.toString());
				}),
				markField,
				hiddenMarks(options.marksLeftOut),
				hangingIndent,
				theme,
				syntaxHighlighting(highlight),
			],
		}),
	});
	// Python's or Lua's highlighting follows once fetched, unless the cell changed language meanwhile.
	let wanted = options.language ?? 'js';
	async function highlightAs(language: 'python' | 'lua') {
		const support = await fetchedSupport(language).catch(() => undefined);
		if (support && wanted === language) view.dispatch({ effects: syntax.reconfigure(support) });
	}
	if (wanted !== 'js') void highlightAs(wanted);
	return {
		markLine: (line) => view.dispatch({ effects: setMark.of(line) }),
		setLanguage: (language) => {
			wanted = language;
			view.dispatch({ effects: syntax.reconfigure(languageSupport(language)) });
			if (language !== 'js') void highlightAs(language);
		},
		setText: (text) =>
			view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
		focus: () => view.focus(),
		destroy: () => view.destroy(),
	};
}
