import { freeSquares, loadKernel } from './count-kernel.ts';
import { type Subproblem } from './count-engine.ts';
import { countSeconds } from './count-estimate.ts';

/*
 * One count split into K shares for K machines (`nqueens N --count --part I/K`). Each machine
 * computes the same plan and the same split on its own, so both must come out identical
 * everywhere: the work estimate is Knuth's random descents (D. E. Knuth, "Estimating the
 * efficiency of backtrack programs", 1975) driven by a fixed-seed generator, never a clock.
 * Sub-problems differ by ten times and more, so dealing them out by number would leave one share
 * far behind; weighed, the largest share of 64 stays within a few percent of the average at n = 16.
 */

/** Random descents per sub-problem: 500 put n = 16's largest of 64 shares within 3% of the mean. */
const PROBES = 500;

/** A small fixed-seed generator (xorshift32): the same numbers on every machine. */
function generator(seed: number): () => number {
	let s = Math.imul(seed, 0x9e3779b1) >>> 0 || 1;
	return () => {
		s ^= s << 13;
		s >>>= 0;
		s ^= s >>> 17;
		s ^= s << 5;
		s >>>= 0;
		return s;
	};
}

/** Set bits of a mask of at most 27 columns. */
function bitCount(mask: number): number {
	let count = 0;
	for (let m = mask; m !== 0; m &= m - 1) count++;
	return count;
}

/**
 * Estimated queens the engine places below a sub-problem's prefix: the mean, over fixed-seed
 * random descents, of each descent's running product of choices (Knuth's unbiased estimate of a
 * tree's size). `seed` is its place in the plan, so every sub-problem draws its own numbers.
 */
function subproblemWork(sp: Subproblem, seed: number): number {
	const { n, family, bound, prefix } = sp;
	if (n === 1) return 1;
	loadKernel(n, family, bound);
	let [left0, down0, right0] = [0, 0, 0];
	for (const col of prefix) {
		const bit = 2 ** col;
		[left0, down0, right0] = [(left0 | bit) << 1, down0 | bit, (right0 | bit) >> 1];
	}
	const random = generator(seed + 1);
	let sum = 0;
	for (let probe = 0; probe < PROBES; probe++) {
		let [left, down, right, ways] = [left0, down0, right0, 1];
		for (let y = prefix.length; y < n; y++) {
			let free = freeSquares(family, y, left, down, right);
			if (free <= 0) break;
			const choices = bitCount(free);
			ways *= choices;
			sum += ways;
			for (let skip = random() % choices; skip > 0; skip--) free &= free - 1;
			const bit = free & -free;
			[left, down, right] = [(left | bit) << 1, down | bit, (right | bit) >> 1];
		}
	}
	return 1 + sum / PROBES; // 1 for the prefix itself, so no share weighs nothing
}

/** Every sub-problem's estimated work, in plan order: what splitPlan weighs. */
export function planWorks(plan: readonly Subproblem[]): number[] {
	return plan.map((sp, id) => subproblemWork(sp, id));
}

/** One machine's share of a plan: its number (1 … K), the sub-problems it counts and their estimated work. */
export interface PlanShare {
	part: number;
	/** Places in planSubproblems(n), from 0, rising. */
	ids: number[];
	work: number;
}

/**
 * Splits a plan into `parts` shares of nearly equal estimated work: the heaviest sub-problem goes
 * to the lightest share so far (ties to the lower number), which is within a third of the best
 * split possible (Graham's bound for this greedy rule).
 */
export function splitPlan(
	plan: readonly Subproblem[],
	parts: number,
	work: readonly number[] = planWorks(plan),
): PlanShare[] {
	// n = 2 and 3 have no sub-problems (and no solutions): one empty share still says so.
	const most = Math.max(1, plan.length);
	if (!Number.isInteger(parts) || parts < 1 || parts > most) {
		throw new RangeError(
			`A plan of ${plan.length} sub-problems splits into 1 to ${most} shares, not ${parts}.`,
		);
	}
	const order = work.map((_, id) => id).sort((a, b) => work[b]! - work[a]! || a - b);
	const shares: PlanShare[] = Array.from({ length: parts }, (_, i) => ({
		part: i + 1,
		ids: [],
		work: 0,
	}));
	for (const id of order) {
		let lightest = shares[0]!;
		for (const share of shares) if (share.work < lightest.work) lightest = share;
		lightest.ids.push(id);
		lightest.work += work[id]!;
	}
	for (const share of shares) share.ids.sort((a, b) => a - b);
	return shares;
}

/** The estimated work of a whole split plan. */
export function planWork(shares: readonly PlanShare[]): number {
	return shares.reduce((sum, share) => sum + share.work, 0);
}

/**
 * Seconds a share of n's count takes on a 2-core machine like the project's, [quick end, busy
 * end]: the whole count's estimate (countSeconds) times the share's part of the estimated work.
 */
export function shareSeconds(n: number, share: PlanShare, total: number): [number, number] {
	return countSeconds(n).map((seconds) => (seconds * share.work) / total) as [number, number];
}

/**
 * The fewest shares of the plan whose largest takes at most `seconds` even at the busy end of the
 * estimate (machines like the project's, one share each), or undefined if no split does.
 */
export function sharesWithin(
	plan: readonly Subproblem[],
	seconds: number,
	work: readonly number[] = planWorks(plan),
): number | undefined {
	const slow = countSeconds(plan[0]?.n ?? 1)[1];
	for (let parts = Math.max(1, Math.ceil(slow / seconds)); parts <= plan.length; parts++) {
		const shares = splitPlan(plan, parts, work);
		const largest = Math.max(...shares.map((share) => share.work));
		if ((slow * largest) / planWork(shares) <= seconds) return parts;
	}
	return undefined;
}
