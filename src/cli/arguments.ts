import { availableParallelism } from 'node:os';
import { CHECK_NAMES, type CheckName } from '../solver/board/index.ts';
import { isCheckName } from '../solver/checks/index.ts';
import { echo, LIMITS, NQueensInputError, validateN } from '../solver/input/index.ts';
import { LIMIT_REASONS } from '../solver/words/index.ts';
import { BOARD_STYLES, type BoardStyle, formatCount, MAX_CHESS_N } from '../solver/format/index.ts';
import { knownCount } from '../solver/count/index.ts';
import { maxWorkers, WORKERS_PER_CORE } from './count-workers.ts';
import { CONFLICTS, type Tokens, tokenize, valueOf } from './options.ts';
import { readShareOptions, type ShareOptions } from './share-arguments.ts';

/** The ways of searching the command offers. */
type Method = 'backtrack' | 'stack' | 'permutations' | 'bitmask';
/** Every method, in the order --help lists them. */
const METHODS: readonly Method[] = ['backtrack', 'stack', 'permutations', 'bitmask'];

/** What the command prints for each solution. */
type OutputFormat = 'board' | 'digits' | 'columns' | 'chess' | 'json';
/** Every output format, in the order --help lists them. */
const OUTPUT_FORMATS: readonly OutputFormat[] = ['board', 'digits', 'columns', 'chess', 'json'];

/** Largest n each method's step-by-step search accepts (bitmask lists with the bitmask check). */
const METHOD_MAX: Record<Method, number> = {
	backtrack: LIMITS.search.max,
	stack: LIMITS.search.max,
	permutations: LIMITS.permutations.max,
	bitmask: LIMITS.search.max,
};

/** Solutions `--trace --format json` may hold until the trace ends (a few tens of MB at most). */
const MAX_HELD_SOLUTIONS = 400_000;

/** Everything the command line asks for, checked (n is 0 for --sum, which reads files). */
export interface Request extends ShareOptions {
	n: number;
	method: Method;
	check: CheckName;
	format: OutputFormat;
	boardStyle: BoardStyle;
	first: boolean;
	limit: number | undefined;
	count: boolean;
	trace: boolean;
	stats: boolean;
	/** Worker threads for a fast count (--workers K); undefined: every core. */
	workers: number | undefined;
}

/** Whether `value` is one of `choices`. */
function isOneOf<T extends string>(value: string, choices: readonly T[]): value is T {
	return (choices as readonly string[]).includes(value);
}

/** Reads the one --limit rule: a whole number of solutions, at least 1, worded the same for every bad value. */
function parseLimit(value: string | true | null | undefined): number | undefined {
	if (value === undefined || value === true) return undefined;
	const text = value?.trim() ?? '';
	if (value === null || !/^\+?\d+$/.test(text) || !/[1-9]/.test(text)) {
		throw new NQueensInputError(
			'bad-limit',
			`--limit must be a whole number of solutions, at least 1 (like --limit 5), but got ${value === null ? 'nothing' : echo(value)}.`,
		);
	}
	// Beyond 2^53 every limit is out of reach of any count the search could make: no limit at all.
	return Math.min(Number(text), Number.MAX_SAFE_INTEGER);
}

/**
 * Reads --workers: a whole number of threads from 1 to maxWorkers() (WORKERS_PER_CORE for each of
 * the machine's cores), echoed as typed when it is not.
 */
function parseWorkers(value: string | true | null | undefined): number | undefined {
	if (value === undefined || value === true) return undefined;
	const text = value?.trim() ?? '';
	const k = /^\+?\d+$/.test(text) ? Number(text) : NaN;
	const max = maxWorkers();
	if (k > max) {
		const cores = availableParallelism();
		throw new NQueensInputError(
			'bad-option',
			`--workers ${text} is more threads than this machine can use: it has ${cores} core${cores === 1 ? '' : 's'}, and --workers takes at most ${max} (${WORKERS_PER_CORE} a core).`,
		);
	}
	if (!(k >= 1)) {
		throw new NQueensInputError(
			'bad-option',
			`--workers must be a whole number of threads from 1 to ${max} (like --workers 2), but got ${value === null ? 'nothing' : echo(value)}.`,
		);
	}
	return k;
}

/** Whether a count can use the fast counter: nothing asks for the search's steps or statistics. */
export function usesFastCount(request: Pick<Request, 'count' | 'trace' | 'stats'>): boolean {
	return request.count && !request.trace && !request.stats;
}

/** Reads and checks the command line; throws `NQueensInputError` for anything a user should fix. */
export function parseRequest(argv: readonly string[]): Request | 'help' {
	const tokens = tokenize(argv);
	if (tokens.options.help) return 'help';
	for (const [a, b, why] of CONFLICTS) {
		if (tokens.options[a] !== undefined && tokens.options[b] !== undefined) {
			throw new NQueensInputError('conflicting-options', `--${a} and --${b} conflict: ${why}.`);
		}
	}

	const shares = readShareOptions(tokens);
	const method = valueOf(tokens, 'method', METHODS) ?? 'backtrack';
	if (!isOneOf(method, METHODS)) {
		throw new NQueensInputError(
			'unknown-method',
			`unknown method ${echo(method)}; choose one of ${METHODS.join(', ')}.`,
		);
	}
	const check =
		valueOf(tokens, 'check', CHECK_NAMES) ?? (method === 'bitmask' ? 'bitmask' : 'formula');
	if (!isCheckName(check)) {
		throw new NQueensInputError(
			'unknown-check',
			`unknown check ${echo(check)}; choose one of ${CHECK_NAMES.join(', ')}.`,
		);
	}
	if (method === 'bitmask' && check !== 'bitmask') {
		throw new NQueensInputError(
			'conflicting-options',
			`--method bitmask always uses the bitmask check, not ${check}; drop --check or pick another method.`,
		);
	}
	const format = valueOf(tokens, 'format', OUTPUT_FORMATS) ?? 'board';
	if (!isOneOf(format, OUTPUT_FORMATS)) {
		throw new NQueensInputError(
			'unknown-format',
			`unknown format ${echo(format)}; choose one of ${OUTPUT_FORMATS.join(', ')}.`,
		);
	}
	const boardStyle = valueOf(tokens, 'board-style', BOARD_STYLES) ?? 'squares';
	if (!isOneOf(boardStyle, BOARD_STYLES)) {
		throw new NQueensInputError(
			'unknown-board-style',
			`unknown board style ${echo(boardStyle)}; choose one of ${BOARD_STYLES.join(', ')}.`,
		);
	}
	const request: Request = {
		n: 0,
		method,
		check,
		format,
		boardStyle,
		first: tokens.options.first === true,
		limit: parseLimit(tokens.options.limit),
		count: tokens.options.count === true,
		trace: tokens.options.trace === true,
		stats: tokens.options.stats === true,
		workers: parseWorkers(tokens.options.workers),
		...shares,
	};
	refuseIgnored(tokens, request);
	if (request.workers !== undefined && !usesFastCount(request)) {
		throw new NQueensInputError(
			'conflicting-options',
			'--workers shares out a fast count: it needs --count, without --trace or --stats.',
		);
	}
	request.n = shares.sumFiles ? 0 : parseN(tokens.positionals, request);
	return request;
}

/** Refuses an option the rest of the request would silently ignore, as conflicting. */
function refuseIgnored(tokens: Tokens, request: Request): void {
	const conflict = (a: string, b: string, why: string) =>
		new NQueensInputError('conflicting-options', `--${a} and --${b} conflict: ${why}.`);
	const { format, count, trace } = request;
	const formatGiven = tokens.options.format !== undefined;
	if (count && formatGiven && format !== 'json') {
		throw conflict(
			'count',
			'format',
			`a count prints only the number, so --format ${format} would change nothing (--format json writes it as JSON)`,
		);
	}
	if (trace && formatGiven && format !== 'board' && format !== 'json') {
		throw conflict(
			'trace',
			'format',
			`a trace is written in words, so --format ${format} would shape only the solution lines among them; use --format board or json`,
		);
	}
	if (tokens.options['board-style'] !== undefined && (count || format !== 'board')) {
		const printsNone = count ? 'a count prints none' : `--format ${format} prints none`;
		throw conflict(
			'board-style',
			count ? 'count' : 'format',
			`--board-style draws boards, and ${printsNone}`,
		);
	}
}

/** Longest list of extra words an error echoes before it is cut short. */
const MAX_ECHOED_LIST = 200;

/** The words as typed, each quoted, cut short with "…" and the number of words past MAX_ECHOED_LIST characters. */
function echoList(words: readonly string[]): string {
	let text = '';
	for (const [i, word] of words.entries()) {
		const next = `${text}${i === 0 ? '' : ' '}${echo(word)}`;
		if (next.length > MAX_ECHOED_LIST) {
			return `${text.slice(0, MAX_ECHOED_LIST)} … (${formatCount(words.length)} words in all)`;
		}
		text = next;
	}
	return text;
}

/** The board size: one positional, in decimal digits, within what the request's work allows. */
function parseN(positionals: readonly string[], request: Request): number {
	if (positionals.length === 0) {
		throw new NQueensInputError(
			'missing-n',
			'missing the board size n; try nqueens 8, or nqueens --help.',
		);
	}
	if (positionals.length > 1) {
		throw new NQueensInputError(
			'extra-argument',
			`expected one board size, but got ${echoList(positionals)}.`,
		);
	}
	const typed = positionals[0]!;
	// validateN words the common mistakes (abc, 2.5, 0, -3); decimal digits only after that (no 0x10 or 1e1).
	const n = validateN(typed, Infinity);
	const text = typed.trim();
	if (!/^\+?\d+$/.test(text)) {
		throw new NQueensInputError(
			'not-decimal',
			`write n in decimal digits, like 8, not ${echo(typed)}.`,
		);
	}
	// Messages show n as typed: 9007199254740993 is not rounded, and 400 digits are not "Infinity".
	if (usesFastCount(request) || request.planParts !== undefined) {
		if (n > LIMITS.count.max) {
			throw new NQueensInputError(
				'n-too-large',
				`n = ${text} is too large to count, which goes up to ${LIMITS.count.max}: ${LIMIT_REASONS.count}.`,
			);
		}
		return n;
	}
	const max = METHOD_MAX[request.method];
	if (n > max) {
		const hint = request.count
			? ` (--stats and --trace replay every step; without them --count goes up to ${LIMITS.count.max})`
			: `; --count alone goes up to ${LIMITS.count.max}`;
		throw new NQueensInputError(
			'n-too-large',
			`n = ${text} is too large for --method ${request.method}, which goes up to ${max}${hint}.`,
		);
	}
	if (request.format === 'chess' && n > MAX_CHESS_N && !request.count) {
		throw new NQueensInputError(
			'n-too-large',
			`chess notation names columns a to z, so it covers n up to ${MAX_CHESS_N}.`,
		);
	}
	const held = Math.min(request.first ? 1 : (request.limit ?? Infinity), Number(knownCount(n)));
	if (request.trace && request.format === 'json' && !request.count && held > MAX_HELD_SOLUTIONS) {
		throw new NQueensInputError(
			'too-much-output',
			`--trace --format json holds the solutions until the trace ends, and n = ${text} has ${held}, more than ${MAX_HELD_SOLUTIONS} fit; add --limit, or drop --trace or --format json.`,
		);
	}
	return n;
}
