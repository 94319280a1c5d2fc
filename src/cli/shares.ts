import { createHash } from 'node:crypto';
import {
	countSubproblem,
	countWithWasm,
	formatSeconds,
	planSubproblems,
	planWork,
	type PlanShare,
	shareSeconds,
	splitPlan,
	type Subproblem,
	type CountJob,
} from '../solver/count/index.ts';
import { formatCount } from '../solver/format/index.ts';
import { NQueensInputError } from '../solver/input/index.ts';
import { countWithWorkers, type PoolOptions } from './count-workers.ts';
import { type Request } from './arguments.ts';
import { IN_THREAD_MAX } from './running.ts';

/*
 * One count in K shares, for K machines: `nqueens N --count --part I/K` counts share I and prints
 * one JSON line; `nqueens N --plan --parts K` says how the work splits. Every machine computes the
 * same plan and split (src/solver/count/count-shares.ts); the fingerprint names both, so `--sum`
 * (sum.ts) can refuse a share cut from another plan, another K or another version of the engine.
 */

/** Bumped whenever a share's meaning changes without the plan's text changing. */
const SHARES_VERSION = 'nqueens-shares 1';

/** A plan split into K shares, with the fingerprint that names it. */
export interface SplitPlan {
	n: number;
	plan: Subproblem[];
	shares: PlanShare[];
	fingerprint: string;
}

/** The last split made: a share's note and its count weigh the plan once (n = 27: seconds). */
let lastSplit: SplitPlan | undefined;

/** The plan for n split into `parts` shares; refuses more shares than sub-problems. */
export function splitCount(n: number, parts: number): SplitPlan {
	if (lastSplit?.n === n && lastSplit.shares.length === parts) return lastSplit;
	lastSplit = split(n, parts);
	return lastSplit;
}

/** Plans and splits n's count (splitCount remembers the last). */
function split(n: number, parts: number): SplitPlan {
	const plan = planSubproblems(n);
	if (parts > Math.max(1, plan.length)) {
		throw new NQueensInputError(
			'bad-option',
			`n = ${n} splits into ${formatCount(plan.length)} sub-problems, so it has at most ${formatCount(Math.max(1, plan.length))} shares, not ${formatCount(parts)}.`,
		);
	}
	const shares = splitPlan(plan, parts);
	return { n, plan, shares, fingerprint: fingerprint(n, plan, shares) };
}

/** 16 hex digits of SHA-256 over the version, n, K and every sub-problem with its share. */
function fingerprint(n: number, plan: readonly Subproblem[], shares: readonly PlanShare[]): string {
	const owner = new Array<number>(plan.length);
	for (const share of shares) for (const id of share.ids) owner[id] = share.part;
	const lines = plan.map(
		(sp, id) => `${owner[id]} ${sp.family} ${sp.bound} ${sp.prefix.join(',')}`,
	);
	const text = [SHARES_VERSION, `n=${n} parts=${shares.length}`, ...lines].join('\n');
	return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** What one share line says (the JSON `--part` prints, `--sum` reads). */
export interface ShareLine {
	n: number;
	part: number;
	parts: number;
	plan: string;
	count: bigint;
	subproblems: number;
	seconds: number;
}

/** The share as one JSON line; the count is a number up to 2^53 and a string of digits past it. */
export function shareLineText(line: ShareLine): string {
	const exact = line.count <= BigInt(Number.MAX_SAFE_INTEGER);
	const count = exact ? Number(line.count) : line.count.toString();
	const seconds = Math.round(line.seconds * 1000) / 1000;
	return `${JSON.stringify({ ...line, count, seconds })}\n`;
}

/** Counts share `part` of `parts` of n's plan: in this thread for small n, else on worker threads. */
export async function countShare(
	n: number,
	part: number,
	parts: number,
	pool: Omit<PoolOptions, 'jobs'> = {},
): Promise<ShareLine> {
	const split = splitCount(n, parts);
	const share = split.shares[part - 1]!;
	const start = performance.now();
	let count = 0n;
	if (n <= IN_THREAD_MAX) {
		for (const id of share.ids) count += countSubproblem(split.plan[id]!, countWithWasm).solutions;
	} else {
		const jobs = share.ids.map((id): CountJob => ({ id, sp: split.plan[id]! }));
		count = (await countWithWorkers(n, { ...pool, jobs })).solutions;
	}
	const seconds = (performance.now() - start) / 1000;
	const { fingerprint: plan } = split;
	return { n, part, parts, plan, count, subproblems: share.ids.length, seconds };
}

/** The output of `nqueens N --count --part I/K`: its one share line, once counted. */
export async function* runShare(
	request: Pick<Request, 'n' | 'part' | 'workers'>,
	counting: Omit<PoolOptions, 'jobs' | 'workers'> = {},
): AsyncGenerator<string> {
	const { part, parts } = request.part!;
	const pool = request.workers === undefined ? counting : { ...counting, workers: request.workers };
	yield shareLineText(await countShare(request.n, part, parts, pool));
}

/** Share time past which `--part` says on stderr how long it will take (as for a whole count). */
const NOTE_AFTER_SECONDS = 10;

/** The note before a long share: its estimated time, or undefined when it will be quick. */
export function shareNote(n: number, part: number, parts: number): string | undefined {
	const { shares } = splitCount(n, parts);
	const seconds = shareSeconds(n, shares[part - 1]!, planWork(shares) || 1);
	if (seconds[0] < NOTE_AFTER_SECONDS) return undefined;
	return `share ${part} of ${parts} of n = ${n} takes roughly ${formatSeconds(seconds[0])} to ${formatSeconds(seconds[1])} on a computer with two processor cores; Ctrl-C stops it.`;
}

/** What `nqueens N --plan --parts K` prints: how the work splits and how long the largest share takes. */
export function planText(n: number, parts: number): string {
	const { plan, shares, fingerprint } = splitCount(n, parts);
	const total = planWork(shares) || 1; // n = 2 and 3: nothing to weigh
	const largest = shares.reduce((a, b) => (b.work > a.work ? b : a));
	const sizes = shares.map((share) => share.ids.length);
	const range = ([quick, slow]: readonly number[]) => {
		if (slow! < 1) return 'under a second';
		const [a, b] = [formatSeconds(quick!), formatSeconds(slow!)];
		return a === b ? `about ${a}` : `roughly ${a} to ${b}`;
	};
	const whole = shareSeconds(n, { part: 0, ids: [], work: total }, total);
	return [
		`n = ${n} in ${formatCount(parts)} share${parts === 1 ? '' : 's'} (plan ${fingerprint})`,
		`sub-problems: ${formatCount(plan.length)} in all, ${formatCount(Math.min(...sizes))} to ${formatCount(Math.max(...sizes))} a share`,
		`largest share: share ${largest.part}, ${formatCount(largest.ids.length)} sub-problems, ${(100 * (largest.work / total)).toFixed(1)}% of the estimated work, ${range(shareSeconds(n, largest, total))} on a computer with two processor cores, like the one the times were measured on`,
		`whole count: ${range(whole)} on one such computer`,
		`run share I of ${parts} with: nqueens ${n} --count --part I/${parts} > share-I.json`,
		`then add them up with: nqueens --sum share-*.json`,
		'',
	].join('\n');
}
