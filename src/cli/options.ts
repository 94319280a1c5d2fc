import { parseArgs } from 'node:util';
import { NQueensInputError, echo } from '../solver/input/index.ts';

/*
 * The command's options, read against its own table by Node's util.parseArgs (Node 20 has all it
 * takes here). It runs loose (strict: false) and hands back its tokens, and the checks below
 * refuse unknown, repeated and malformed options with the command's own words, read from argv
 * itself, never from the wording of parseArgs's errors. Loose, a value option takes the next word
 * whatever it looks like, so "--limit -3" is a bad limit, not a flag.
 */

/** The command's options; anything else starting with "-" is refused (except negative numbers). */
const OPTIONS = {
	first: { type: 'boolean' },
	limit: { type: 'string' },
	method: { type: 'string' },
	check: { type: 'string' },
	format: { type: 'string' },
	'board-style': { type: 'string' },
	count: { type: 'boolean' },
	trace: { type: 'boolean' },
	stats: { type: 'boolean' },
	workers: { type: 'string' },
	part: { type: 'string' },
	plan: { type: 'boolean' },
	parts: { type: 'string' },
	sum: { type: 'boolean' },
	help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, { type: 'boolean' | 'string'; short?: string }>;

/** The name of one option, without its dashes. */
export type OptionName = keyof typeof OPTIONS;

/** The command line split into options (a value, `true` for a flag, `null` for a missing value) and positionals. */
export interface Tokens {
	options: Partial<Record<OptionName, string | true | null>>;
	positionals: string[];
}

/** Whether `name` is one of the command's options. */
function isOptionName(name: string): name is OptionName {
	return Object.hasOwn(OPTIONS, name);
}

/** Splits argv against the option table: unknown, repeated and malformed options are refused here. */
export function tokenize(argv: readonly string[]): Tokens {
	const tokens: Tokens = { options: {}, positionals: [] };
	const parsed = parseArgs({ args: [...argv], options: OPTIONS, strict: false, tokens: true });
	// A word parseArgs splits ("-hx" into -h and -x, "-.5" into -. and -5) is read once, whole.
	let lastIndex = -1;
	for (const token of parsed.tokens) {
		if (token.kind === 'option-terminator' || token.index === lastIndex) continue;
		lastIndex = token.index;
		const arg = argv[token.index]!;
		// "-3" and "-.5" are (bad) board sizes for validateN to word, not options.
		if (token.kind === 'positional' || /^-[\d.]/.test(arg)) {
			tokens.positionals.push(token.kind === 'positional' ? token.value : arg);
			continue;
		}
		// -h is the one short option: "-hx" is unknown, named as typed, as "--nope=1" is named --nope.
		const typed = arg.split('=', 1)[0]!;
		const name = token.rawName.startsWith('--') ? token.name : typed === '-h' ? 'help' : '';
		if (!isOptionName(name)) {
			throw new NQueensInputError('unknown-option', `unknown option ${typed}; see nqueens --help.`);
		}
		if (tokens.options[name] !== undefined) {
			throw new NQueensInputError(
				'conflicting-options',
				`--${name} is given twice; give each option once.`,
			);
		}
		if (OPTIONS[name].type === 'boolean') {
			// parseArgs splits "-h=1" into -h, -= and -1: its "=" is a value all the same.
			if (token.value !== undefined || arg !== typed) {
				throw new NQueensInputError(
					'bad-option',
					`--${name} is a switch and takes no value, but got ${echo(arg)}.`,
				);
			}
			tokens.options[name] = true;
		} else {
			tokens.options[name] = token.value ?? null;
		}
	}
	return tokens;
}

/** Pairs of options that ask for contradicting things, and why. */
export const CONFLICTS: readonly [OptionName, OptionName, string][] = [
	['first', 'limit', '--first already stops after one solution; keep one of them'],
	['first', 'count', 'a count goes through every solution; --first stops at one'],
	['limit', 'count', 'a count goes through every solution; --limit stops early'],
];

/** A value option's text, or the one sentence that explains a missing value. */
export function valueOf(
	tokens: Tokens,
	name: OptionName,
	choices: readonly string[],
): string | undefined {
	const value = tokens.options[name];
	if (value === null) {
		throw new NQueensInputError(
			'bad-option',
			`--${name} needs a value: one of ${choices.join(', ')}.`,
		);
	}
	return value === true ? undefined : value;
}
