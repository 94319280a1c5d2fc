import { createReadStream } from 'node:fs';
import { type Readable } from 'node:stream';
import { knownCount } from '../solver/count/index.ts';
import { formatCount } from '../solver/format/index.ts';
import { echo, isInputError, LIMITS, NQueensInputError } from '../solver/input/index.ts';
import { readLines } from './read-lines.ts';
import { MAX_PARTS } from './share-arguments.ts';
import { type ShareLine } from './shares.ts';

/*
 * `nqueens --sum [FILE…]`: adds up the share lines `nqueens N --count --part I/K` printed, after
 * checking that they are the K shares of one plan, each exactly once. Anything else is refused in
 * one sentence that names the share and where it was read, so a batch job's gap is easy to find.
 * The files are read line by line and a share's n, K and I must be ones --part accepts, so what is
 * held stays within MAX_PARTS shares whatever the files hold.
 */

/** One share line and where it came from ("share-3.json line 1"). */
interface ReadShare extends ShareLine {
	where: string;
}

/** Longest line worth reading as a share (a real one is about 150 characters). */
const MAX_LINE = 1000;

/** Most plans told apart in one sum: past this many, the lines are plainly not one plan's. */
const MAX_PLANS = 1000;

/** Reads one line as a share, or says in one sentence why it is not one. */
function parseShare(text: string, where: string): ReadShare {
	const notShare = (why: string) =>
		new NQueensInputError(
			'bad-share',
			`${where} is not a share line from nqueens N --count --part I/K: ${why}.`,
		);
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw notShare('it is not JSON');
	}
	if (typeof value !== 'object' || value === null) throw notShare('it is not a JSON object');
	const line = value as Record<string, unknown>;
	/** The field as a whole number from min to max, the range --part itself accepts. */
	const within = (key: string, min: number, max: number): number => {
		const field = line[key];
		if (Number.isSafeInteger(field) && (field as number) >= min && (field as number) <= max) {
			return field as number;
		}
		if (field === undefined) throw notShare(`it has no "${key}"`);
		const range = `${formatCount(min)} to ${formatCount(max)}`;
		throw notShare(`its "${key}" must be a whole number from ${range}, but is ${echo(field)}`);
	};
	const n = within('n', LIMITS.count.min, LIMITS.count.max);
	const parts = within('parts', 1, MAX_PARTS);
	const part = within('part', 1, parts);
	const whole = (key: string) => Number.isSafeInteger(line[key]) && (line[key] as number) >= 0;
	const missing = [
		['plan', typeof line.plan === 'string' && /^[0-9a-f]{16}$/.test(line.plan)],
		['count', whole('count') || (typeof line.count === 'string' && /^\d+$/.test(line.count))],
		['subproblems', whole('subproblems')],
	].find(([, ok]) => !ok);
	if (missing) throw notShare(`its "${missing[0]}" is missing or wrong`);
	const { plan, subproblems } = line as unknown as ShareLine;
	const seconds = typeof line.seconds === 'number' ? line.seconds : 0;
	const count = BigInt(line.count as string);
	return { n, part, parts, plan, count, subproblems, seconds, where };
}

/** The share lines of each file in turn, or of standard input when there are none ("-" too). */
async function* readShareLines(files: readonly string[]): AsyncGenerator<ReadShare> {
	for (const file of files.length === 0 ? ['-'] : files) {
		const name = file === '-' ? 'standard input' : file;
		const stream: Readable = file === '-' ? process.stdin : createReadStream(file);
		const tooLong = (line: number) =>
			new NQueensInputError(
				'bad-share',
				`${name} line ${line} is not a share line from nqueens N --count --part I/K: it is longer than ${formatCount(MAX_LINE)} characters.`,
			);
		try {
			for await (const lines of readLines(stream, MAX_LINE, tooLong)) {
				for (const { line, text } of lines) yield parseShare(text, `${name} line ${line}`);
			}
		} catch (error) {
			const why = (error as NodeJS.ErrnoException).code;
			if (isInputError(error) || typeof why !== 'string') throw error;
			throw new NQueensInputError('bad-share', `cannot read ${echo(name)} (${why}).`);
		}
	}
}

/** "share 3/4 of n = 12 (plan 0123456789abcdef)". */
function nameShare(share: Pick<ShareLine, 'part' | 'parts' | 'n' | 'plan'>): string {
	return `share ${share.part}/${share.parts} of n = ${share.n} (plan ${share.plan})`;
}

/** The lines read of one plan (n, K and fingerprint): its first, how many, and their total. */
interface PlanLines {
	first: ReadShare;
	lines: number;
	total: bigint;
	/** Each share's part → where it was read, as an index into the sum's list of places. */
	seen: Map<number, number>;
	/** The first share of this plan given twice, and where it was read before (an index, as in seen). */
	twice?: [ReadShare, number];
}

/** The checked shares of one plan, read from the files: their n and the total of their counts. */
export async function readShares(files: readonly string[]): Promise<{ n: number; total: bigint }> {
	const plans = new Map<string, PlanLines>(); // in the order each plan was first seen
	const wheres: string[] = []; // where each share line was read, kept for the one named twice
	for await (const share of readShareLines(files)) {
		const key = `${share.n} ${share.parts} ${share.plan}`;
		let plan = plans.get(key);
		if (!plan) {
			// Past MAX_PLANS the lines are plainly of more than one plan, which the checks below name.
			if (plans.size === MAX_PLANS) break;
			plan = { first: share, lines: 0, total: 0n, seen: new Map() };
			plans.set(key, plan);
		}
		plan.lines++;
		const before = plan.seen.get(share.part);
		if (before === undefined) {
			plan.seen.set(share.part, wheres.length);
			plan.total += share.count;
		} else {
			plan.twice ??= [share, before];
		}
		wheres.push(share.where);
		// One plan has at most MAX_PARTS shares, so a line past that is foreign or given twice,
		// which the checks below name; reading on would only hold more.
		if (wheres.length > MAX_PARTS) break;
	}
	if (plans.size === 0) {
		throw new NQueensInputError(
			'bad-share',
			'no share lines to add up; give the files nqueens --part wrote.',
		);
	}
	// The plan most lines belong to is the one being summed; the first line of any other is foreign.
	const main = [...plans.values()].reduce((a, b) => (b.lines > a.lines ? b : a));
	const { first } = main;
	const foreign = [...plans.values()].find((plan) => plan !== main)?.first;
	if (foreign) {
		throw new NQueensInputError(
			'bad-share',
			`${foreign.where} is ${nameShare(foreign)}, from another plan than the rest, which are shares of ${first.parts} of n = ${first.n} (plan ${first.plan}); sum the shares of one plan only.`,
		);
	}
	if (main.twice) {
		const [share, before] = main.twice;
		throw new NQueensInputError(
			'bad-share',
			`${nameShare(share)} is given twice (${wheres[before]} and ${share.where}); give each share once.`,
		);
	}
	const missing: number[] = [];
	for (let part = 1; part <= first.parts; part++) if (!main.seen.has(part)) missing.push(part);
	if (missing.length === 1) {
		const [part] = missing;
		throw new NQueensInputError(
			'bad-share',
			`${nameShare({ ...first, part: part! })} is missing; count it with nqueens ${first.n} --count --part ${part}/${first.parts}.`,
		);
	}
	if (missing.length > 1) {
		const listed = missing.length > 5 ? `${missing.slice(0, 5).join(', ')}, …` : missing.join(', ');
		throw new NQueensInputError(
			'bad-share',
			`${formatCount(missing.length)} of the ${formatCount(first.parts)} shares of n = ${first.n} (plan ${first.plan}) are missing (${listed}); count them with nqueens ${first.n} --count --part I/${first.parts}.`,
		);
	}
	return { n: first.n, total: main.total };
}

/** The total of checked shares, and a note when it differs from the published count. */
export function sumShares({ n, total }: { n: number; total: bigint }): {
	total: bigint;
	note?: string;
} {
	const known = knownCount(n);
	if (known === undefined || known === total) return { total };
	return {
		total,
		note: `the shares add up to ${total}, but the published count for n = ${n} is ${known} (OEIS A000170); a share's count was changed or miscounted.`,
	};
}
