import { NQueensInputError, echo } from '../solver/input/index.ts';

/*
 * The command's options, read against its own table: unknown, repeated and contradicting options
 * are found here from argv itself, never from the wording of another parser's error messages.
 */

/** The command's options; anything else starting with "-" is refused (except negative numbers). */
const OPTIONS = {
	first: { value: false },
	limit: { value: true },
	method: { value: true },
	check: { value: true },
	format: { value: true },
	'board-style': { value: true },
	count: { value: false },
	trace: { value: false },
	stats: { value: false },
	workers: { value: true },
	part: { value: true },
	plan: { value: false },
	parts: { value: true },
	sum: { value: false },
	help: { value: false },
} as const satisfies Record<string, { value: boolean }>;

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

/** Splits argv against the option table: unknown and repeated options are refused here. */
export function tokenize(argv: readonly string[]): Tokens {
	const tokens: Tokens = { options: {}, positionals: [] };
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!;
		if (arg === '--') {
			tokens.positionals.push(...argv.slice(i + 1));
			break;
		}
		// "-3" and "-.5" are (bad) board sizes for validateN to word, not options.
		if (!arg.startsWith('-') || arg === '-' || /^-[\d.]/.test(arg)) {
			tokens.positionals.push(arg);
			continue;
		}
		const equals = arg.indexOf('=');
		const typed = equals === -1 ? arg : arg.slice(0, equals);
		const name = typed === '-h' ? 'help' : typed.startsWith('--') ? typed.slice(2) : '';
		if (!isOptionName(name)) {
			throw new NQueensInputError('unknown-option', `unknown option ${typed}; see nqueens --help.`);
		}
		if (tokens.options[name] !== undefined) {
			throw new NQueensInputError(
				'conflicting-options',
				`--${name} is given twice; give each option once.`,
			);
		}
		if (!OPTIONS[name].value) {
			if (equals !== -1) {
				throw new NQueensInputError(
					'bad-option',
					`--${name} is a switch and takes no value, but got ${echo(arg)}.`,
				);
			}
			tokens.options[name] = true;
		} else if (equals !== -1) {
			tokens.options[name] = arg.slice(equals + 1);
		} else {
			// The next word is the value whatever it looks like, so "--limit -3" is a bad limit, not a flag.
			tokens.options[name] = argv[i + 1] ?? null;
			i++;
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
