/* The book's arithmetic for comparison columns (src/site/book-facts.ts lists the names). */

function factorial(n: number): number {
	let product = 1;
	for (let k = 2; k <= n; k++) product *= k;
	return product;
}

/** `factorial.<n>`: n!. */
export function factorialFact(rest: readonly string[]): number {
	return factorial(Number(rest[0]));
}

/** `power.<b>.<e>`: b to the e. */
export function powerFact(rest: readonly string[]): number {
	return Number(rest[0]) ** Number(rest[1]);
}

/** `falling.<n>.<k>`: n(n−1)…(n−k+1), k factors. */
export function fallingFact(rest: readonly string[]): number {
	const n = Number(rest[0]);
	return factorial(n) / factorial(n - Number(rest[1]));
}

/**
 * `sum.power.<b>.<k>`: b + b² + … + bᵏ; `sum.falling.<n>.<k>`: the first k falling factorials of
 * n, n + n(n−1) + …, up to n! when k = n.
 */
export function sumFact(rest: readonly string[], name: string): number {
	const terms = Array.from({ length: Number(rest.at(-1)) }, (_, i) =>
		rest[0] === 'power'
			? Number(rest[1]) ** (i + 1)
			: factorial(Number(rest[1])) / factorial(Number(rest[1]) - i - 1),
	);
	if (!['power', 'falling'].includes(rest[0] ?? '')) throw new Error(`Unknown fact "${name}".`);
	return terms.reduce((a, b) => a + b, 0);
}
