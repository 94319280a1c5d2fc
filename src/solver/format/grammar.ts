import { formatCount } from './numbers.ts';

/*
 * Small pieces of English grammar for sentences built around numbers: "an 8 × 8 board",
 * "a 4 × 4 board", "1 row", "4 rows". A number is read aloud, so the article follows its sound.
 */

/**
 * "a" or "an" before the number `n` as it is read aloud: "an 8", "an 11", "an 18", "an 80",
 * "an 800", "an 8,000", "an 11,000", but "a 4", "a 1", "a 110", "a 1,800".
 */
export function articleFor(n: number): 'a' | 'an' {
	if (!Number.isFinite(n) || n < 0) return 'a'; // "a minus 8": the sign is read first
	let whole = Math.trunc(n);
	// Read aloud, a number starts with its leading group of three digits ("eleven thousand").
	while (whole >= 1000) whole = Math.trunc(whole / 1000);
	const eight = whole === 8 || (whole >= 80 && whole <= 89) || (whole >= 800 && whole <= 899);
	return eight || whole === 11 || whole === 18 ? 'an' : 'a';
}

/** The number with its article: "an 8", "a 4", "an 11,000"; `capital` starts with a capital. */
export function withArticle(n: number, capital = false): string {
	const article = articleFor(n);
	return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${formatCount(n)}`;
}

/** A count and its noun, singular for exactly 1: "1 row", "4 rows", "1,000 columns", "2 boxes". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
	return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
