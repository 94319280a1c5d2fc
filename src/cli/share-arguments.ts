import { echo, NQueensInputError } from '../solver/input/index.ts';
import { type OptionName, type Tokens } from './options.ts';

/*
 * The options that split one count over machines (shares.ts, sum.ts): --part I/K with --count,
 * --plan with --parts K, and --sum with files. Each works with few others, and an option it would
 * silently ignore is refused as conflicting.
 */

/** Most shares a count may be split into (n = 27 has 5,741 sub-problems; smaller n fewer). */
export const MAX_PARTS = 100_000;

/** Which share-related thing the command line asks for. */
export interface ShareOptions {
	/** --part I/K: count share I of K. */
	part?: { part: number; parts: number } | undefined;
	/** --plan --parts K: say how the count splits into K shares. */
	planParts?: number | undefined;
	/** --sum: the files to add up (none: standard input). */
	sumFiles?: string[] | undefined;
}

/** The options given, as "--first, --limit". */
function given(tokens: Tokens, except: readonly OptionName[]): OptionName[] {
	return (Object.keys(tokens.options) as OptionName[]).filter(
		(name) => tokens.options[name] !== undefined && !except.includes(name),
	);
}

/** Throws the conflict error (saying `why`) if any option outside `allowed` was given with `owner`. */
function onlyWith(
	tokens: Tokens,
	owner: OptionName,
	allowed: readonly OptionName[],
	why: string,
): void {
	const [extra] = given(tokens, [owner, ...allowed]);
	if (extra) {
		throw new NQueensInputError(
			'conflicting-options',
			`--${owner} and --${extra} conflict: ${why}; drop --${extra}.`,
		);
	}
}

/** A whole number of shares from 1 to MAX_PARTS, or undefined. */
function wholeParts(text: string): number | undefined {
	const k = /^\+?\d+$/.test(text) ? Number(text) : NaN;
	return k >= 1 && k <= MAX_PARTS ? k : undefined;
}

/** Reads --part "I/K". */
function parsePart(value: string | true | null | undefined): ShareOptions['part'] {
	if (value === undefined || value === true) return undefined;
	const [i = '', k = '', ...rest] = (value ?? '').trim().split('/');
	const parts = wholeParts(k.trim());
	const part = wholeParts(i.trim());
	if (rest.length > 0 || parts === undefined || part === undefined || part > parts) {
		throw new NQueensInputError(
			'bad-option',
			`--part must be share I of K, with 1 ≤ I ≤ K ≤ ${MAX_PARTS} (like --part 3/8), but got ${value === null ? 'nothing' : echo(value)}.`,
		);
	}
	return { part, parts };
}

/** Reads --parts K. */
function parseParts(value: string | true | null | undefined): number | undefined {
	if (value === undefined || value === true) return undefined;
	const parts = wholeParts((value ?? '').trim());
	if (parts === undefined) {
		throw new NQueensInputError(
			'bad-option',
			`--parts must be a whole number of shares from 1 to ${MAX_PARTS} (like --parts 8), but got ${value === null ? 'nothing' : echo(value)}.`,
		);
	}
	return parts;
}

/** Reads and checks --part, --plan, --parts and --sum against the rest of the command line. */
export function readShareOptions(tokens: Tokens): ShareOptions {
	const { options } = tokens;
	if (options.sum) {
		onlyWith(tokens, 'sum', [], '--sum only adds up the share lines in its files');
		return { part: undefined, planParts: undefined, sumFiles: tokens.positionals };
	}
	if (options.plan) {
		if (options.parts === undefined) {
			throw new NQueensInputError(
				'bad-option',
				'--plan says how a count splits into shares: give their number with --parts K.',
			);
		}
		onlyWith(tokens, 'plan', ['parts'], '--plan only says how the count splits');
		return { part: undefined, planParts: parseParts(options.parts), sumFiles: undefined };
	}
	if (options.parts !== undefined) {
		throw new NQueensInputError(
			'conflicting-options',
			'--parts K goes with --plan; to count one share of K, give --count --part I/K.',
		);
	}
	const part = parsePart(options.part);
	if (part && !options.count) {
		throw new NQueensInputError(
			'conflicting-options',
			'--part I/K counts one share of a count: it needs --count.',
		);
	}
	if (part) {
		const why = '--part prints its share of the count as one JSON line';
		onlyWith(tokens, 'part', ['count', 'workers', 'method', 'check'], why);
	}
	return { part, planParts: undefined, sumFiles: undefined };
}
