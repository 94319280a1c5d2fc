import {
	COUNT_PHRASES,
	type CountPhrases,
	countSeconds,
	formatSeconds,
	planSubproblems,
	planWork,
	planWorks,
	type PlanShare,
	shareSeconds,
	sharesWithin,
	secondsRange,
	splitPlan,
	type Subproblem,
} from '../solver/count/index.ts';
import { size } from './fact-names.ts';

/*
 * Book facts about one count split over many machines (chapter 9), from the engine's plan and its
 * own estimates (src/solver/count/count-shares.ts, count-estimate.ts), as `nqueens N --plan
 * --parts K` prints them:
 *   shares.<n>.parts          sub-problems in n's plan
 *   shares.<n>.whole          the whole count's time on one 2-core machine, "43 min to 7 h"
 *   shares.<n>.hour           fewest machines like that, one share each, that finish within an
 *                             hour even at the busy end of the estimate
 *   shares.<n>.<K>.largest    the largest of K shares' time, "5 min to 51 min" (K = hour: as
 *                             many shares as shares.<n>.hour)
 *   shares.<n>.<K>.size       sub-problems in the largest of K shares
 */

/** Largest n whose plan is weighed while the site builds (n = 20: under a second). */
export const MAX_BUILD_SHARES_N = 20;

const plans = new Map<number, { plan: Subproblem[]; work: number[] }>();

/** n's plan and each sub-problem's estimated work, once per build. */
function weighed(n: number): { plan: Subproblem[]; work: number[] } {
	let found = plans.get(n);
	if (!found) {
		const plan = planSubproblems(n);
		found = { plan, work: planWorks(plan) };
		plans.set(n, found);
	}
	return found;
}

/**
 * The value of a `shares.…` fact (`rest` is the name after "shares."); a time range is written
 * with `phrases` ("3 min to 26 min" in English, the default).
 */
export function shareFact(
	rest: readonly string[],
	name: string,
	phrases: CountPhrases = COUNT_PHRASES,
): number | string {
	// In English exactly as `nqueens N --plan` prints it ("43 min to 7 h": plan-facts test).
	const range = ([quick, slow]: readonly [number, number]) =>
		phrases === COUNT_PHRASES
			? `${formatSeconds(quick)} to ${formatSeconds(slow)}`
			: secondsRange([quick, slow], phrases);
	const n = size(rest[0], MAX_BUILD_SHARES_N, name);
	const { plan, work } = weighed(n);
	if (rest.length === 2 && rest[1] === 'parts') return plan.length;
	if (rest.length === 2 && rest[1] === 'whole') return range(countSeconds(n));
	const machines = rest[1] === 'hour' ? sharesWithin(plan, 3600, work) : undefined;
	if (rest[1] === 'hour' && machines === undefined) {
		throw new Error(`Fact "${name}": no split finishes within an hour.`);
	}
	if (rest.length === 2 && machines !== undefined) return machines;
	const parts = machines ?? Number(rest[1]);
	if (rest.length !== 3 || !Number.isInteger(parts) || parts < 1 || parts > plan.length) {
		throw new Error(`Unknown fact "${name}".`);
	}
	const shares = splitPlan(plan, parts, work);
	const largest = shares.reduce((a: PlanShare, b) => (b.work > a.work ? b : a));
	if (rest[2] === 'largest') return range(shareSeconds(n, largest, planWork(shares)));
	if (rest[2] === 'size') return largest.ids.length;
	throw new Error(`Unknown fact "${name}".`);
}
