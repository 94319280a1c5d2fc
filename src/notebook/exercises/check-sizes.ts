/*
 * Board sizes as the checks name them. A check that covers several sizes tries them smallest
 * first and stops at the first one that goes wrong, so a slow answer reports the small boards
 * before a large one can run into the page's time limit.
 */

/** Sizes in words: "n = 4", "n = 5 and 6", "n = 1 to 8", "n = 4, 8 and 10". */
export function sizesLabel(sizes: readonly number[]): string {
	const run = sizes.every((n, i) => i === 0 || n === sizes[i - 1]! + 1);
	if (sizes.length > 2 && run) return `n = ${sizes[0]} to ${sizes.at(-1)}`;
	return `n = ${listed(sizes.map(String))}`;
}

/** Words joined as a sentence lists them: "a", "a and b", "a, b and c". */
export function listed(words: readonly string[]): string {
	return words.length < 2
		? (words[0] ?? '')
		: `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The whole numbers from `from` to `to`, both included. */
export function sizesFrom(from: number, to: number): number[] {
	return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
