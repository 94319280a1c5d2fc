import type { TransformName } from '../../solver/board/index.ts';
import { TRANSFORMS } from '../../solver/board/index.ts';
import { FORMATS, type FormatName } from '../../solver/format/index.ts';

/** The solution gallery's words in English: the shape of every language's. */
const en = {
	/** Between a label and its note, set side by side: a space in English, none in Chinese. */
	space: ' ',
	question: 'Question:',
	controls: {
		size: 'Board size n',
		/** What the size menu's number is called when it is refused. */
		sizeRefused: 'The board size n',
		fundamentalOnly: 'Fundamental only (one per symmetry class)',
		grouped: 'Group by symmetry class',
	},
	count: {
		searching: (found: number) =>
			`Searching… ${found} ${found === 1 ? 'solution' : 'solutions'} so far.`,
		/** `k` fundamental solutions of `total`. */
		fundamental: (k: number, total: number, n: number) =>
			`${k} fundamental ${k === 1 ? 'solution' : 'solutions'} (one per symmetry class) of the ${total} ${total === 1 ? 'solution' : 'solutions'} for n = ${n}.`,
		/** The count while a question on the page asks for the classes. */
		solutions: (total: number, n: number) =>
			`${total} ${total === 1 ? 'solution' : 'solutions'} for n = ${n}.`,
		classes: (total: number, n: number, k: number) =>
			`${total} ${total === 1 ? 'solution' : 'solutions'} for n = ${n}, in ${k} symmetry ${k === 1 ? 'class' : 'classes'}.`,
		none: (n: number) => `No solutions for n = ${n}.`,
	},
	pager: {
		label: 'Gallery pages',
		previous: '← Previous',
		next: 'Next →',
		where: (page: number, pages: number, from: number, to: number, boards: number) =>
			`Page ${page} of ${pages}: boards ${from}–${to} of ${boards}`,
	},
	cards: {
		/** A group's title: its class, how many distinct boards, and whether it is symmetric to itself. */
		group: (classNumber: number, continued: boolean, size: number, symmetric: boolean) =>
			`Class ${classNumber}${continued ? ' (continued)' : ''}: ${size} distinct ${size === 1 ? 'board' : 'boards'}${symmetric ? ', symmetric to itself' : ''}`,
		list: 'Solutions',
		/** Read before a card's number. */
		solution: 'Solution',
		classTag: (classNumber: number) => `class ${classNumber}`,
		symmetric: '⟲ symmetric to itself',
	},
	selected: {
		title: (
			number: number | undefined,
			solutions: number,
			classNumber: number | undefined,
			classes: number | null,
		) =>
			`Selected board${number ? `: solution ${number} of ${solutions}` : ''}${classNumber ? `, class ${classNumber}${classes === null ? '' : ` of ${classes}`}` : ''}`,
		board: (digits: string) => `Selected board, columns ${digits}`,
		solution: (transformed: boolean): string => (transformed ? 'Still a solution' : 'A solution'),
		noAttacks: ': no two queens attack each other (checked by the solver).',
		notSolution: 'Not a solution: some queens attack each other.',
		applied: (labels: readonly string[]) => `Applied: ${labels.join(', then ')}.`,
		/** `fixers`: the transforms that leave the board unchanged; `boards`: its class's size. */
		symmetric: (fixers: readonly string[], boards: number) =>
			` It is unchanged when ${fixers.join(', or ')}, so its class has only ${boards} distinct boards.`,
		asymmetric:
			'No turn or mirror leaves this board unchanged, so its class has 8 distinct boards.',
		transforms: 'Turn or mirror the selected board',
		format: 'Format',
		formatted: (format: string) => `Selected board as ${format}`,
		copy: 'Copy',
		copied: (format: string) => `Copied the board as ${format}.`,
		cannotCopy: 'Copying is not available here: select the text above and copy it by hand.',
		/** Read out when a card is picked. */
		picked: (number: number, digits: string) => `Selected solution ${number}: columns ${digits}.`,
		/** Read out after a transform (`label`: what it did; null for the reset). */
		transformed: (label: string | null, digits: string, ok: boolean, which: number | undefined) =>
			`${label === null ? 'Back to the selected board' : label[0]!.toUpperCase() + label.slice(1)}: columns ${digits}, ${ok ? 'still a solution' : 'not a solution'}${which ? `, solution ${which} of the list.` : '.'}`,
	},
	/** The transform buttons' text. */
	buttons: {
		rotate90: 'Rotate 90°',
		rotate180: 'Rotate 180°',
		rotate270: 'Rotate 270°',
		mirrorLeftRight: 'Mirror ↔',
		mirrorTopBottom: 'Mirror ↕',
		reflectMainDiagonal: 'Flip on \\ diagonal',
		reflectAntiDiagonal: 'Flip on / diagonal',
		identity: 'Identity (reset)',
	} as Record<TransformName, string>,
	/** What each transform did, in sentences ("rotated half a turn"). */
	transforms: Object.fromEntries(TRANSFORMS.map((t) => [t.name, t.label])) as Record<
		TransformName,
		string
	>,
	/** What each text format looks like, for the menu. */
	formats: Object.fromEntries(FORMATS.map((f) => [f.name, f.label])) as Record<FormatName, string>,
};

export default en;

/** The solution gallery's words, in any language. */
export type GalleryMessages = typeof en;
