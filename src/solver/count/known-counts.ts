/*
 * The published number of solutions of n queens, n = 1 … 27: OEIS A000170, "Number of ways of
 * placing n nonattacking queens on an n X n board", https://oeis.org/A000170 (a(0) = 1 left out).
 * n = 26 was first counted by the Queens@TUD project (TU Dresden, FPGAs) in July 2009, and n = 27
 * by the Q27 project (also TU Dresden, FPGAs) in September 2016. Stored as BigInt: from n = 26 on
 * the counts pass 2^53, beyond which a JavaScript number can no longer hold every whole number.
 */

/** Largest n with a published count. */
export const MAX_KNOWN_N = 27;

// OEIS A000170, a(1) … a(27).
const A000170: readonly bigint[] = [
	1n,
	0n,
	0n,
	2n,
	10n,
	4n,
	40n,
	92n,
	352n,
	724n,
	2680n,
	14200n,
	73712n,
	365596n,
	2279184n,
	14772512n,
	95815104n,
	666090624n,
	4968057848n,
	39029188884n,
	314666222712n,
	2691008701644n,
	24233937684440n,
	227514171973736n,
	2207893435808352n,
	22317699616364044n,
	234907967154122528n,
];

/** The published count for n (OEIS A000170), or undefined outside 1 … 27. */
export function knownCount(n: number): bigint | undefined {
	return Number.isInteger(n) && n >= 1 && n <= MAX_KNOWN_N ? A000170[n - 1] : undefined;
}

/** Every published count as [n, solutions], n = 1 … 27. */
export function knownCounts(): [number, bigint][] {
	return A000170.map((count, i) => [i + 1, count]);
}

/** 2^53: from here on not every whole number fits in a JavaScript number (a double). */
export const TWO_TO_53 = 2n ** 53n;

/** The smallest n whose published count is above `limit` (2^53 by default); undefined if none is. */
export function firstCountAbove(limit: bigint = TWO_TO_53): number | undefined {
	return knownCounts().find(([, count]) => count > limit)?.[0];
}
