/*
 * The prose of a chapter's MDX, and the numbers typed into it: shared by the test that every
 * number comes from the solver (book-numbers) and the one that every translation says the same
 * numbers (translations-match).
 */

/** The page with its ESM blocks, <Fact> tags, link targets and widget names taken out. */
export function prose(text: string): string {
	let esm = false;
	const lines = text.split('\n').map((line) => {
		if (/^(import|export)\s/.test(line)) esm = true;
		if (esm && line.trim() === '') esm = false;
		return esm ? '' : line;
	});
	return lines
		.join('\n')
		.replace(/<Fact\b[^>]*\/>/g, ' ')
		.replace(/\]\([^)]*\)/g, ']')
		.replace(/\b(region|demo|search|check)="[^"]*"/g, ' ')
		.replace(/\{,\}/g, ','); // KaTeX's thousands separator
}

/** Numbers of two or more digits, decimals and percentages: single digits are rows, columns and small n. */
export function literals(text: string): string[] {
	// An angle (90°, 180°) names a turn, as the gallery's buttons do: not a number to compute. A
	// number of 万 or 亿 (100 万, 10 亿) is English's "a million", "a billion" in Chinese units.
	const found =
		text.match(/(?<![A-Za-z0-9_.,])\d+(?:,\d{3})*(?:\.\d+)?%?(?![\d°]| ?[万亿])/g) ?? [];
	return found.filter((t) => /[.%]/.test(t) || t.replace(/,/g, '').length >= 2);
}
