import { describeEvent, ENGLISH_EVENT_PHRASES } from '../solver/words/index.ts';
import type { SearchEvent, SearchStats } from '../solver/events/index.ts';
import { getFormat } from '../solver/format/index.ts';
import type { Request } from './arguments.ts';

/** How a request's output is written, one piece at a time, so nothing waits for the whole search. */
export interface Printer {
	/** Text before the first solution (the opening of the JSON object; nothing for text). */
	head(): string;
	/** One step of the search in words, for --trace. */
	traceLine(event: SearchEvent): string;
	/** One solution (nothing when only counting). */
	solution(columns: readonly number[]): string;
	/** Text after the search: count, summary, statistics, the end of the JSON object. */
	tail(count: number, complete: boolean, stats: SearchStats): string;
}

// JSON.rawJSON (Node 21+) is not in TypeScript's lib yet.
const rawJSON = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

/** JSON.stringify that writes a BigInt as its exact digits (n = 27 counts 234907967154122528, past 2^53). */
export function toJson(value: unknown): string {
	return JSON.stringify(value, (_key, item: unknown) =>
		typeof item === 'bigint' ? rawJSON(item.toString()) : item,
	);
}

/** "92 solutions", "1 solution". */
export function plural(count: number | bigint, word: string): string {
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

/** The whole output of a fast count: the number, or one JSON object with it. */
export function countText(request: Request, count: bigint): string {
	if (request.format !== 'json') return `${count}\n`;
	const { n, method, check } = request;
	// "fast": the bit-mask counter answered, so there are no step statistics to report.
	return `${toJson({ n, method, check, count, complete: true, fast: true })}\n`;
}

/** The printer for a step-by-step search in the request's format. */
export function createPrinter(request: Request): Printer {
	return request.format === 'json' ? jsonPrinter(request) : textPrinter(request);
}

/** Boards, digit lines or chess squares, a summary line for boards, statistics as text. */
function textPrinter(request: Request): Printer {
	const layout = getFormat(request.format === 'board' ? request.boardStyle : request.format);
	const after = layout.multiline ? '\n\n' : '\n';
	return {
		head: () => '',
		traceLine: (event) => `${describeEvent(event, 1, ENGLISH_EVENT_PHRASES)}\n`,
		solution: (columns) => (request.count ? '' : `${layout.format(columns)}${after}`),
		tail(count, complete, stats) {
			let text = '';
			if (request.count) text += `${count}\n`;
			else if (request.format === 'board') {
				const stopped = request.first ? 'stopped after the first' : 'stopped at the limit';
				text += complete
					? `${plural(count, 'solution')}\n`
					: `${plural(count, 'solution')} (${stopped}; there may be more)\n`;
			}
			if (request.stats) text += `\n${statsText(stats)}`;
			return text;
		},
	};
}

/**
 * One JSON object written as the search goes: the head, then each solution (or trace sentence)
 * serialised on its own, then count, complete and stats. With --trace the trace array is the one
 * that streams and the solutions wait for the tail (arguments.ts caps how many that can be).
 */
function jsonPrinter(request: Request): Printer {
	const { n, method, check } = request;
	const listing = !request.count;
	const held: string[] = [];
	let items = 0; // entries written to the streaming array so far, for the commas
	const item = (value: unknown): string => `${items++ === 0 ? '' : ','}${JSON.stringify(value)}`;
	const array = request.trace ? 'trace' : listing ? 'solutions' : undefined;
	return {
		head: () =>
			`${toJson({ n, method, check }).slice(0, -1)}${array ? `,${JSON.stringify(array)}:[` : ''}`,
		traceLine: (event) => item(describeEvent(event, 1, ENGLISH_EVENT_PHRASES)),
		solution(columns) {
			if (!listing) return '';
			if (!request.trace) return item(columns);
			held.push(JSON.stringify(columns));
			return '';
		},
		tail(count, complete, stats) {
			let text = array ? ']' : '';
			if (request.trace && listing) text += `,"solutions":[${held.join(',')}]`;
			return `${text},${toJson({ count, complete, stats }).slice(1)}\n`;
		},
	};
}
