#!/usr/bin/env node
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import type { CheckName } from '../solver/board.ts';
import { CHECK_NAMES } from '../solver/board.ts';
import { CHECK_LABELS, isCheckName } from '../solver/checkers.ts';
import { countSolutionsFast } from '../solver/bitmask.ts';
import { describeEvent } from '../solver/describe.ts';
import { NQueensInputError, validateN } from '../solver/errors.ts';
import { LIMITS } from '../solver/limits.ts';
import type { SearchEvent, SearchStats } from '../solver/events.ts';
import type { BoardStyle } from '../solver/format.ts';
import { BOARD_STYLES, MAX_CHESS_N, getFormat } from '../solver/format.ts';
import { permutationSearch } from '../solver/permutations.ts';
import type { SearchOptions } from '../solver/search.ts';
import { backtrack, backtrackWithStack } from '../solver/search.ts';

/** The ways of searching the command offers. */
type Method = 'backtrack' | 'stack' | 'permutations' | 'bitmask';
const METHODS: readonly Method[] = ['backtrack', 'stack', 'permutations', 'bitmask'];

/** What the command prints for each solution. */
type OutputFormat = 'board' | 'digits' | 'columns' | 'chess' | 'json';
const OUTPUT_FORMATS: readonly OutputFormat[] = ['board', 'digits', 'columns', 'chess', 'json'];

/** Largest n each method accepts here (bitmask: the fast counter; listing goes through `backtrack`). */
const METHOD_MAX: Record<Method, number> = {
	backtrack: LIMITS.search.max,
	stack: LIMITS.search.max,
	permutations: LIMITS.permutations.max,
	bitmask: LIMITS.count.max,
};

/** From here on the step-by-step searches take long enough to deserve a warning (n = 13: about 30 s). */
const SLOW_N = 13;

const HELP = `Usage: nqueens <n> [options]

Place n queens on an n×n board so that no two attack each other, and print the solutions.

Options:
  --first              stop after the first solution
  --limit K            stop after K solutions
  --method M           how to search (default backtrack):
                         backtrack     recursive backtracking, row by row (n ≤ ${LIMITS.search.max})
                         stack         the same search with an explicit stack, no recursion (n ≤ ${LIMITS.search.max})
                         permutations  generate every permutation and test it (n ≤ ${LIMITS.permutations.max})
                         bitmask       with --count: the fast bit-mask counter (n ≤ ${LIMITS.count.max});
                                       otherwise (listing, --first, --limit, --trace): backtrack
                                       with the bitmask check (n ≤ ${LIMITS.search.max})
  --check C            the safety check (default formula; bitmask with --method bitmask):
${CHECK_NAMES.map((name) => `                         ${name.padEnd(13)} ${CHECK_LABELS[name]}`).join('\n')}
  --format F           how to print each solution (default board):
                         board    a picture of the board per solution, a blank line between
                                  boards, then a line such as "92 solutions"
                         digits   0-based columns, one line each: 1302 (commas when n > 10)
                         columns  1-based columns, one line each: 2 4 1 3
                         chess    squares file by file, one line each: a8 b2 … (n ≤ ${MAX_CHESS_N})
                         json     one JSON object: n, method, check, count, complete,
                                  solutions (0-based columns), stats
                       digits, columns and chess print one line per solution and no
                       summary line, so they pipe well (nqueens 8 --format digits | wc -l)
  --board-style S      the board picture (default squares):
${BOARD_STYLES.map((style) => `                         ${style.padEnd(8)} ${getFormat(style).label}`).join('\n')}
  --count              print only the number of solutions
  --trace              print every step of the search in words (rows and columns from 1);
                       with --format json the sentences go in a "trace" array
  --stats              append the search statistics (checks, comparisons, placements, …)
  -h, --help           show this help

Examples:
  nqueens 8                               all 92 boards
  nqueens 8 --first --format chess        the first solution in chess notation
  nqueens 4 --trace                       every try, check, placement and retreat for n = 4
  nqueens 12 --count --method bitmask     14200, quickly
  nqueens 6 --method permutations --stats --count

Bad input prints one line starting "nqueens: " on stderr and exits with status 2.
`;

/** Everything the command line asks for, checked. */
interface Request {
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
}

/** Options that take a value: their value is glued on with `=` so a value like -3 is not read as a flag. */
const VALUE_OPTIONS = new Set(['--limit', '--method', '--check', '--format', '--board-style']);

/** Rewrites argv so parseArgs sees negative numbers as the positional n and never as flags. */
function normaliseArgs(argv: readonly string[]): string[] {
	const args: string[] = [];
	const numbers: string[] = []; // "-3" is a (bad) board size, not an option
	let rest: readonly string[] = []; // after "--" everything is positional already
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!;
		const next = argv[i + 1];
		if (arg === '--') {
			rest = argv.slice(i + 1);
			break;
		} else if (VALUE_OPTIONS.has(arg) && next !== undefined) {
			args.push(`${arg}=${next}`);
			i++;
		} else if (/^-\.?\d/.test(arg)) {
			numbers.push(arg);
		} else {
			args.push(arg);
		}
	}
	return numbers.length + rest.length > 0 ? [...args, '--', ...numbers, ...rest] : args;
}

/** Whether `value` is one of `choices`. */
function isOneOf<T extends string>(value: string, choices: readonly T[]): value is T {
	return (choices as readonly string[]).includes(value);
}

/** Reads and checks the command line; throws `NQueensInputError` for anything a user should fix. */
function parseRequest(argv: readonly string[]): Request | 'help' {
	let parsed;
	try {
		parsed = parseArgs({
			args: normaliseArgs(argv),
			allowPositionals: true,
			strict: true,
			options: {
				first: { type: 'boolean' },
				limit: { type: 'string' },
				method: { type: 'string' },
				check: { type: 'string' },
				format: { type: 'string' },
				'board-style': { type: 'string' },
				count: { type: 'boolean' },
				trace: { type: 'boolean' },
				stats: { type: 'boolean' },
				help: { type: 'boolean', short: 'h' },
			},
		});
	} catch (error) {
		const code = (error as { code?: string }).code;
		if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
			const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? 'option';
			throw new NQueensInputError(
				'unknown-option',
				`unknown option ${option}; see nqueens --help.`,
			);
		}
		if (code?.startsWith('ERR_PARSE_ARGS')) {
			const first = (error as Error).message.split('. ')[0]!.replace(/\.$/, '');
			throw new NQueensInputError(
				'bad-option',
				`${first.charAt(0).toLowerCase()}${first.slice(1)}; see nqueens --help.`,
			);
		}
		throw error;
	}
	const { values, positionals } = parsed;
	if (values.help) return 'help';

	const method = values.method ?? 'backtrack';
	if (!isOneOf(method, METHODS)) {
		throw new NQueensInputError(
			'unknown-method',
			`unknown method ${JSON.stringify(method)}; choose one of ${METHODS.join(', ')}.`,
		);
	}
	const check = values.check ?? (method === 'bitmask' ? 'bitmask' : 'formula');
	if (!isCheckName(check)) {
		throw new NQueensInputError(
			'unknown-check',
			`unknown check ${JSON.stringify(check)}; choose one of ${CHECK_NAMES.join(', ')}.`,
		);
	}
	if (method === 'bitmask' && check !== 'bitmask') {
		throw new NQueensInputError(
			'conflicting-options',
			`--method bitmask always uses the bitmask check, not ${check}; drop --check or pick another method.`,
		);
	}
	const format = values.format ?? 'board';
	if (!isOneOf(format, OUTPUT_FORMATS)) {
		throw new NQueensInputError(
			'unknown-format',
			`unknown format ${JSON.stringify(format)}; choose one of ${OUTPUT_FORMATS.join(', ')}.`,
		);
	}
	const boardStyle = values['board-style'] ?? 'squares';
	if (!isOneOf(boardStyle, BOARD_STYLES)) {
		throw new NQueensInputError(
			'unknown-board-style',
			`unknown board style ${JSON.stringify(boardStyle)}; choose one of ${BOARD_STYLES.join(', ')}.`,
		);
	}

	let limit: number | undefined;
	if (values.limit !== undefined) {
		const text = values.limit.trim();
		if (!/^\+?\d+$/.test(text) || Number(text) < 1) {
			throw new NQueensInputError(
				'bad-limit',
				`--limit must be a whole number of solutions, at least 1, but got ${JSON.stringify(values.limit)}.`,
			);
		}
		limit = Number(text);
	}

	if (positionals.length === 0)
		throw new NQueensInputError(
			'missing-n',
			'missing the board size n; try nqueens 8, or nqueens --help.',
		);
	if (positionals.length > 1) {
		throw new NQueensInputError(
			'extra-argument',
			`expected one board size, but got ${positionals.map((p) => JSON.stringify(p)).join(' ')}.`,
		);
	}
	const nText = positionals[0]!;
	const request: Request = {
		n: 0,
		method,
		check,
		format,
		boardStyle,
		first: values.first ?? false,
		limit,
		count: values.count ?? false,
		trace: values.trace ?? false,
		stats: values.stats ?? false,
	};
	// validateN words the common mistakes (abc, 2.5, 0, -3); decimal digits only after that (no 0x10 or 1e1).
	const n = validateN(nText, Infinity);
	if (!/^\+?\d+$/.test(nText.trim()))
		throw new NQueensInputError(
			'not-decimal',
			`write n in decimal digits, like 8, not ${JSON.stringify(nText)}.`,
		);
	const max = usesFastCount(request)
		? METHOD_MAX.bitmask
		: Math.min(METHOD_MAX[method], LIMITS.search.max);
	if (n > max) {
		const hint =
			max < LIMITS.count.max ? `; --method bitmask --count goes up to ${LIMITS.count.max}` : '';
		throw new NQueensInputError(
			'n-too-large',
			`n = ${n} is too large for --method ${method}${usesFastCount(request) ? ' --count' : ''}, which goes up to ${max}${hint}.`,
		);
	}
	if (format === 'chess' && n > MAX_CHESS_N && !request.count) {
		throw new NQueensInputError(
			'n-too-large',
			`chess notation names columns a to z, so it covers n up to ${MAX_CHESS_N}.`,
		);
	}
	request.n = n;
	return request;
}

/** The fast counter only counts: it serves --method bitmask --count with no stopping rule and no trace. */
function usesFastCount(request: Omit<Request, 'n'>): boolean {
	return (
		request.method === 'bitmask' &&
		request.count &&
		!request.first &&
		request.limit === undefined &&
		!request.trace
	);
}

/** The event stream for the request. */
function startSearch(request: Request): Generator<SearchEvent, SearchStats> {
	const options: SearchOptions = { n: request.n, check: request.check, first: request.first };
	if (request.limit !== undefined) options.limit = request.limit;
	switch (request.method) {
		case 'stack':
			return backtrackWithStack(options);
		case 'permutations':
			return permutationSearch(options);
		default:
			return backtrack(options);
	}
}

/** Buffers text and writes it in large pieces, waiting when the reader falls behind. */
class Output {
	private parts: string[] = [];
	private size = 0;
	/** True once enough text waits that it is worth a write. */
	get full(): boolean {
		return this.size >= 1 << 20;
	}
	push(text: string): void {
		this.parts.push(text);
		this.size += text.length;
	}
	async flush(): Promise<void> {
		if (this.size === 0) return;
		const chunk = this.parts.join('');
		this.parts = [];
		this.size = 0;
		if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
	}
}

/** "92 solutions", "1 solution". */
function plural(count: number | bigint, word: string): string {
	return `${count} ${count === 1 || count === 1n ? word : `${word}s`}`;
}

/** The statistics as aligned text lines. */
function statsText(stats: SearchStats): string {
	const rows: [string, string][] = [
		['checks', String(stats.checks)],
		['comparisons', String(stats.comparisons)],
		['placements', String(stats.placements)],
		['removals', String(stats.removals)],
		['solutions', String(stats.solutions)],
		['nodes per level', stats.nodesPerLevel.join(' ')],
		['generated', String(stats.generated)],
		['tested', String(stats.tested)],
	];
	return `statistics\n${rows.map(([key, value]) => `  ${`${key}:`.padEnd(17)}${value}`).join('\n')}\n`;
}

/** Runs the request and prints the result. */
async function run(request: Request, out: Output): Promise<void> {
	const json = request.format === 'json';
	const head = `{"n":${request.n},"method":${JSON.stringify(request.method)},"check":${JSON.stringify(request.check)}`;

	if (usesFastCount(request)) {
		const result = countSolutionsFast(request.n);
		// Raw digits, not a JS number: past n = 25 the count no longer fits a double exactly.
		if (json)
			out.push(
				`${head},"count":${result.solutions},"complete":true,"stats":{"nodes":${result.nodes}}}\n`,
			);
		else {
			out.push(`${result.solutions}\n`);
			if (request.stats)
				out.push(
					`\nstatistics\n  nodes:           ${result.nodes} (queens placed; the counter searches half the first row and mirrors it)\n`,
				);
		}
		return;
	}

	if (request.n >= SLOW_N && request.limit === undefined && !request.first) {
		process.stderr.write(
			`nqueens: note: n = ${request.n} replays every step and can take minutes; --method bitmask --count is much faster\n`,
		);
	}

	const layout =
		request.format === 'board'
			? getFormat(request.boardStyle)
			: json
				? undefined
				: getFormat(request.format);
	const solutions: string[] = []; // JSON only: each solution as its array text
	const trace: string[] = []; // JSON only
	let count = 0;
	let done: Extract<SearchEvent, { type: 'done' }> | undefined;
	for (const event of startSearch(request)) {
		if (request.trace) {
			const line = describeEvent(event);
			if (json) trace.push(JSON.stringify(line));
			else out.push(`${line}\n`);
		}
		if (event.type === 'solution') {
			count++;
			if (json && !request.count) solutions.push(`[${event.columns.join(',')}]`);
			else if (layout && !request.count)
				out.push(
					layout.multiline
						? `${layout.format(event.columns)}\n\n`
						: `${layout.format(event.columns)}\n`,
				);
		} else if (event.type === 'done') {
			done = event;
		}
		if (out.full) await out.flush();
	}
	const stats = done!.stats;
	const complete = done!.complete;

	if (json) {
		out.push(`${head},"count":${count},"complete":${complete}`);
		if (!request.count) {
			out.push(',"solutions":[');
			for (let i = 0; i < solutions.length; i++) {
				out.push(i === 0 ? solutions[i]! : `,${solutions[i]}`);
				if (out.full) await out.flush();
			}
			out.push(']');
		}
		out.push(`,"stats":${JSON.stringify(stats)}`);
		if (request.trace) out.push(`,"trace":[${trace.join(',')}]`);
		out.push('}\n');
		return;
	}
	if (request.count) out.push(`${count}\n`);
	else if (request.format === 'board') {
		const stopped = request.first ? 'stopped after the first' : 'stopped at the limit';
		out.push(
			complete
				? `${plural(count, 'solution')}\n`
				: `${plural(count, 'solution')} (${stopped}; there may be more)\n`,
		);
	}
	if (request.stats) out.push(`\n${statsText(stats)}`);
}

/** Entry point: parse, run, report bad input in one line with status 2. */
async function main(argv: readonly string[]): Promise<void> {
	// A closed pipe (nqueens 8 | head) is the reader saying "enough": stop quietly.
	process.stdout.on('error', (error: NodeJS.ErrnoException) => {
		if (error.code === 'EPIPE') process.exit(0);
		process.stderr.write(`nqueens: cannot write the output: ${error.message}\n`);
		process.exit(1);
	});
	const out = new Output();
	try {
		const request = parseRequest(argv);
		if (request === 'help') out.push(HELP);
		else await run(request, out);
		await out.flush();
	} catch (error) {
		if (error instanceof NQueensInputError) {
			process.stderr.write(`nqueens: ${error.message}\n`);
			process.exitCode = 2;
		} else {
			process.stderr.write(
				`nqueens: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
			);
			process.exitCode = 1;
		}
	}
}

if (import.meta.main) await main(process.argv.slice(2));
