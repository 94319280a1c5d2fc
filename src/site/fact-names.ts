import { CHECK_NAMES, type CheckName } from '../solver/board/index.ts';
import { formatChess, formatColumns, formatDigits } from '../solver/format/index.ts';
import type { SearchStats } from '../solver/events/index.ts';

/*
 * The parts of a fact's name (`search.8.formula.checks`, `first.8.digits`): each read and checked,
 * with a sentence naming the fact when a part is wrong, so a typo in a chapter fails the build.
 */

/** A board size read from a fact name, checked. */
export function size(text: string | undefined, max: number, name: string): number {
	const n = Number(text);
	if (!Number.isInteger(n) || n < 1 || n > max) {
		throw new Error(`Fact "${name}": board size ${text} is not a whole number from 1 to ${max}.`);
	}
	return n;
}

/** A check named in a fact name, checked. */
export function checkName(text: string | undefined, name: string): CheckName {
	if (!(CHECK_NAMES as readonly string[]).includes(text ?? '')) {
		throw new Error(`Fact "${name}": unknown check ${text}; use one of ${CHECK_NAMES.join(', ')}.`);
	}
	return text as CheckName;
}

/** One counter of a search named in a fact name (`checks`, `nodes.5`, …). */
export function stat(stats: SearchStats, path: string[], name: string): number {
	const [key, row] = path;
	if (key === 'nodes') {
		const value = stats.nodesPerLevel[Number(row) - 1];
		if (value === undefined) throw new Error(`Fact "${name}": no row ${row}.`);
		return value;
	}
	const known = ['checks', 'comparisons', 'placements', 'removals', 'solutions'] as const;
	if (!(known as readonly string[]).includes(key ?? '') || path.length !== 1) {
		throw new Error(`Fact "${name}": unknown statistic ${path.join('.')}.`);
	}
	return stats[key as (typeof known)[number]];
}

/** A board in the form a fact name asks for. */
export function boardForm(
	columns: readonly number[],
	form: string | undefined,
	name: string,
): string {
	if (form === 'digits') return formatDigits(columns);
	if (form === 'columns1') return formatColumns(columns).replace(/,/g, ' ');
	if (form === 'chess') return formatChess(columns);
	throw new Error(`Fact "${name}": unknown board form ${form}; use digits, columns1 or chess.`);
}
