import { availableParallelism } from 'node:os';
import { NQueensInputError } from '../../solver/input/index.ts';
import { maxWorkers } from '../count-workers.ts';
import { RUN_LIMIT_MS } from './runs.ts';

/*
 * The arguments of `nqueens check FILE… [options]`: the files to grade and how to report them.
 * Each option may be given once; anything else is refused with one line (status 2), as the rest
 * of the command does.
 */

/** How the report is printed on stdout. */
type CheckFormat = 'table' | 'csv' | 'json';

/** The formats, in the order the help lists them. */
const CHECK_FORMATS: readonly CheckFormat[] = ['table', 'csv', 'json'];

/** What `nqueens check` was asked to do. */
export interface CheckRequest {
	files: string[];
	format: CheckFormat;
	/** A folder to write one feedback page per learner into. */
	feedback?: string;
	/** Threads grading side by side (default: every core). */
	workers: number;
	/** A folder holding Pyodide's files, for Python cells. */
	pyodide?: string;
	/** Each run's time limit in milliseconds (the page's unless told). */
	limitMs: number;
}

/** The options that take a value. */
const VALUED = ['--format', '--feedback', '--workers', '--pyodide', '--time-limit'] as const;

/** The longest time limit --time-limit takes, in seconds. */
const MAX_LIMIT_S = 600;

/** Reads the arguments after `check`; throws NQueensInputError for anything it cannot use. */
export function parseCheck(args: readonly string[]): CheckRequest | 'help' {
	const files: string[] = [];
	const given = new Map<string, string>();
	for (let i = 0; i < args.length; i++) {
		const arg = args[i]!;
		if (arg === '-h' || arg === '--help') return 'help';
		if (arg === '--') {
			files.push(...args.slice(i + 1));
			break;
		}
		if (!arg.startsWith('--') || arg === '-') {
			files.push(arg);
			continue;
		}
		const [name, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
		if (!(VALUED as readonly string[]).includes(name!)) {
			throw new NQueensInputError(
				'unknown-option',
				`check does not know the option ${name}; nqueens check --help lists its options.`,
			);
		}
		if (given.has(name!)) {
			throw new NQueensInputError('bad-option', `check takes ${name} once.`);
		}
		const value = inline ?? args[++i];
		if (value === undefined || value === '') {
			throw new NQueensInputError('bad-option', `${name} needs a value.`);
		}
		given.set(name!, value);
	}
	if (files.length === 0) {
		throw new NQueensInputError(
			'bad-option',
			'check needs at least one notebook file: nqueens check FILE… (nqueens check --help).',
		);
	}
	const format = given.get('--format') ?? 'table';
	if (!(CHECK_FORMATS as readonly string[]).includes(format)) {
		throw new NQueensInputError(
			'unknown-format',
			`check prints --format ${CHECK_FORMATS.join(', ')}, not ${format}.`,
		);
	}
	const workers = workersFrom(given.get('--workers'));
	const limitMs = limitFrom(given.get('--time-limit'));
	const feedback = given.get('--feedback');
	const pyodide = given.get('--pyodide');
	return {
		files,
		format: format as CheckFormat,
		workers,
		limitMs,
		...(feedback === undefined ? {} : { feedback }),
		...(pyodide === undefined ? {} : { pyodide }),
	};
}

/**
 * Each run's time limit: the page's (RUN_LIMIT_MS) unless told, in whole seconds. A slow or busy
 * machine may need more, where the page's limit would stop a sound answer.
 */
function limitFrom(text: string | undefined): number {
	if (text === undefined) return RUN_LIMIT_MS;
	const seconds = Number(text);
	if (!/^\d+$/.test(text) || seconds < 1 || seconds > MAX_LIMIT_S) {
		throw new NQueensInputError(
			'bad-option',
			`--time-limit takes a whole number of seconds from 1 to ${MAX_LIMIT_S}, not ${text}.`,
		);
	}
	return seconds * 1000;
}

/** The number of threads: every core unless told, at most maxWorkers(). */
function workersFrom(text: string | undefined): number {
	if (text === undefined) return availableParallelism();
	const workers = Number(text);
	if (!/^\d+$/.test(text) || workers < 1 || workers > maxWorkers()) {
		throw new NQueensInputError(
			'bad-option',
			`--workers takes a whole number from 1 to ${maxWorkers()}, not ${text}.`,
		);
	}
	return workers;
}
