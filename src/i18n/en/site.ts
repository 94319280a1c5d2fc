/** Words the book's own pages use around the widgets, in English: the shape of every language's. */
const en = {
	/** The book's title and its sidebar's links (astro.config.mjs). */
	book: {
		title: 'N-Queens Notebook',
		welcome: 'Welcome',
		chapters: 'Chapters',
		command: 'The nqueens command',
		teachers: 'For teachers',
		sources: 'Sources',
	},
	/** Whole numbers from zero to twelve spelled out, as <Fact words /> prints them. */
	/** A board's columns counted from 1, in a sentence (a fact's `columns1` form): "1 5 8 6". */
	columnList: (columns: readonly string[]) => columns.join(' '),
	numberWords: [
		'zero',
		'one',
		'two',
		'three',
		'four',
		'five',
		'six',
		'seven',
		'eight',
		'nine',
		'ten',
		'eleven',
		'twelve',
	],
};

export default en;

/** The site's own words, in any language. */
export type SiteMessages = typeof en;
