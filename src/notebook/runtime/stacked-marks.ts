/*
 * Combining marks (Unicode's \p{M}: accents, vowel signs, viramas) are cheap to store and costly
 * to lay out: a browser shapes every mark after one character as one cluster, in time growing
 * faster than the run, so one letter and 99,999 marks held Chromium for 30 s when the cell's
 * editor drew it (issue 37). Writing in any script puts a few marks on a character (Vietnamese
 * two, Devanagari and Thai two or three, Burmese and Hebrew with cantillation up to four); a run
 * longer than MARKS_PER_CHARACTER is not writing. This is the one rule for such runs: every place
 * that draws a learner's text (the editor, the read-only code, printed output, returned values,
 * errors) draws at most MARKS_PER_CHARACTER marks after a character and says how many it left
 * out, and an import keeps no more than that.
 */

/** The most combining marks drawn (or imported) after one character: twice what any script uses. */
export const MARKS_PER_CHARACTER = 8;

/** A run of combining marks longer than the cap (the `u` flag reads astral marks as one each). */
const LONG_RUN = new RegExp(`\\p{M}{${MARKS_PER_CHARACTER + 1},}`, 'gu');

/** Marks past the cap: where they are in the text (UTF-16 offsets) and how many marks they are. */
export interface ExcessMarks {
	from: number;
	to: number;
	marks: number;
}

/** Code points in text[from, to): a surrogate pair is one. */
function codePoints(text: string, from: number, to: number): number {
	let count = 0;
	for (let at = from; at < to; at++) {
		const unit = text.charCodeAt(at);
		if (unit < 0xdc00 || unit > 0xdfff) count++;
	}
	return count;
}

/** Every stretch of marks past the first MARKS_PER_CHARACTER of a run, in order. */
export function excessMarks(text: string): ExcessMarks[] {
	const found: ExcessMarks[] = [];
	for (const run of text.matchAll(LONG_RUN)) {
		let from = run.index;
		for (let kept = 0; kept < MARKS_PER_CHARACTER; kept++) {
			from += text.codePointAt(from)! > 0xffff ? 2 : 1;
		}
		const to = run.index + run[0].length;
		found.push({ from, to, marks: codePoints(text, from, to) });
	}
	return found;
}

/** A stretch of text to draw, and how many marks were left out right after it (0: none). */
export interface MarkPiece {
	text: string;
	leftOut: number;
}

/** The text as it is drawn: pieces with every run of marks capped, each with what it left out. */
export function pieceMarks(text: string): MarkPiece[] {
	const pieces: MarkPiece[] = [];
	let at = 0;
	for (const excess of excessMarks(text)) {
		pieces.push({ text: text.slice(at, excess.from), leftOut: excess.marks });
		at = excess.to;
	}
	if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), leftOut: 0 });
	return pieces;
}

/** The text with every run of marks capped, and how many marks that left out in all. */
export function capMarks(text: string): { text: string; leftOut: number } {
	const pieces = pieceMarks(text);
	return {
		text: pieces.map((piece) => piece.text).join(''),
		leftOut: pieces.reduce((sum, piece) => sum + piece.leftOut, 0),
	};
}
