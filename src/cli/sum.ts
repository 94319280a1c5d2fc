import { readFile } from 'node:fs/promises';
import { text as readAll } from 'node:stream/consumers';
import { knownCount } from '../solver/count/index.ts';
import { formatCount } from '../solver/format/index.ts';
import { echo, LIMITS, NQueensInputError } from '../solver/input/index.ts';
import { type ShareLine } from './shares.ts';

/*
 * `nqueens --sum [FILE…]`: adds up the share lines `nqueens N --count --part I/K` printed, after
 * checking that they are the K shares of one plan, each exactly once. Anything else is refused in
 * one sentence that names the share and where it was read, so a batch job's gap is easy to find.
 */

/** One share line and where it came from ("share-3.json line 1"). */
interface ReadShare extends ShareLine {
	where: string;
}

/** Longest line worth reading as a share (a real one is about 150 characters). */
const MAX_LINE = 1000;

/** The text of each file, or of standard input when there are none ("-" is standard input too). */
export async function readInputs(files: readonly string[]): Promise<[string, string][]> {
	if (files.length === 0) files = ['-'];
	const texts: [string, string][] = [];
	for (const file of files) {
		const name = file === '-' ? 'standard input' : file;
		try {
			texts.push([
				name,
				file === '-' ? await readAll(process.stdin) : await readFile(file, 'utf8'),
			]);
		} catch (error) {
			const why = (error as NodeJS.ErrnoException).code ?? String(error);
			throw new NQueensInputError('bad-share', `cannot read ${echo(name)} (${why}).`);
		}
	}
	return texts;
}

/** Reads one line as a share, or says in one sentence why it is not one. */
function parseShare(text: string, where: string): ReadShare {
	const notShare = (why: string) =>
		new NQueensInputError(
			'bad-share',
			`${where} is not a share line from nqueens N --count --part I/K: ${why}.`,
		);
	if (text.length > MAX_LINE) throw notShare(`it is ${formatCount(text.length)} characters long`);
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw notShare('it is not JSON');
	}
	const line = value as Record<string, unknown>;
	const whole = (key: string, min: number) =>
		Number.isSafeInteger(line[key]) && (line[key] as number) >= min;
	const missing = [
		['n', whole('n', 1) && (line.n as number) <= LIMITS.count.max],
		[
			'part',
			whole('part', 1) && whole('parts', 1) && (line.part as number) <= (line.parts as number),
		],
		['plan', typeof line.plan === 'string' && /^[0-9a-f]{16}$/.test(line.plan)],
		['count', whole('count', 0) || (typeof line.count === 'string' && /^\d+$/.test(line.count))],
		['subproblems', whole('subproblems', 0)],
	].find(([, ok]) => !ok);
	if (missing) throw notShare(`its "${missing[0]}" is missing or wrong`);
	const seconds = typeof line.seconds === 'number' ? line.seconds : 0;
	return { ...(line as unknown as ShareLine), count: BigInt(line.count as string), seconds, where };
}

/** "share 3/4 of n = 12 (plan 0123456789abcdef)". */
function nameShare(share: Pick<ShareLine, 'part' | 'parts' | 'n' | 'plan'>): string {
	return `share ${share.part}/${share.parts} of n = ${share.n} (plan ${share.plan})`;
}

/** The shares of one plan, checked: all K present, each once, none from another plan. */
export function checkShares(inputs: readonly [string, string][]): ReadShare[] {
	const shares: ReadShare[] = [];
	for (const [name, text] of inputs) {
		text.split('\n').forEach((line, i) => {
			if (line.trim() !== '') shares.push(parseShare(line.trim(), `${name} line ${i + 1}`));
		});
	}
	if (shares.length === 0) {
		throw new NQueensInputError(
			'bad-share',
			'no share lines to add up; give the files nqueens --part wrote.',
		);
	}
	// The plan most lines belong to is the one being summed; the first line of any other is foreign.
	const key = (s: ShareLine) => `${s.n} ${s.parts} ${s.plan}`;
	const votes = new Map<string, number>();
	for (const share of shares) votes.set(key(share), (votes.get(key(share)) ?? 0) + 1);
	const main = [...votes].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
	const first = shares.find((share) => key(share) === main)!;
	const foreign = shares.find((share) => key(share) !== main);
	if (foreign) {
		throw new NQueensInputError(
			'bad-share',
			`${foreign.where} is ${nameShare(foreign)}, from another plan than the rest, which are shares of ${first.parts} of n = ${first.n} (plan ${first.plan}); sum the shares of one plan only.`,
		);
	}
	const seen = new Map<number, ReadShare>();
	for (const share of shares) {
		const before = seen.get(share.part);
		if (before) {
			throw new NQueensInputError(
				'bad-share',
				`${nameShare(share)} is given twice (${before.where} and ${share.where}); give each share once.`,
			);
		}
		seen.set(share.part, share);
	}
	const missing = Array.from({ length: first.parts }, (_, i) => i + 1).filter((p) => !seen.has(p));
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
	return shares;
}

/** The total of checked shares, and a note when it differs from the published count. */
export function sumShares(shares: readonly ReadShare[]): { total: bigint; note?: string } {
	const total = shares.reduce((sum, share) => sum + share.count, 0n);
	const { n } = shares[0]!;
	const known = knownCount(n);
	if (known === undefined || known === total) return { total };
	return {
		total,
		note: `the shares add up to ${total}, but the published count for n = ${n} is ${known} (OEIS A000170); a share's count was changed or miscounted.`,
	};
}
