/*
 * The one way the site writes a duration or a count: demos, the races, the notebook's cells and
 * checks, the players and the command say times through `formatDuration` and counts through
 * `formatCount`, so a second language changes them in one place.
 */

// Whole numbers (every count) are grouped by hand: in Chromium `toLocaleString` builds a formatter
// on each call (22 µs) and the first Intl formatter of a page costs 15 to 20 ms, which a trace
// player writing a few hundred counts as it mounts paid on a phone's main thread. Anything else
// (fractions, -0, NaN, huge floats) goes to one Intl formatter, made on first need. Both write
// what `toLocaleString('en-US')` writes (test/unit/format-numbers.test.ts).
let countFormat: Intl.NumberFormat | undefined;

/** A count with thousands separators: 15720 → "15,720"; a BigInt keeps every digit. */
export function formatCount(value: number | bigint): string {
	if (typeof value === 'bigint' || (Number.isSafeInteger(value) && !Object.is(value, -0))) {
		const digits = String(value);
		const sign = digits.startsWith('-') ? '-' : '';
		return sign + digits.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ',');
	}
	countFormat ??= new Intl.NumberFormat('en-US');
	return countFormat.format(value);
}

/** How `formatDuration` writes a time; the default reads "18 ms", "1.14 s", "2 min 5 s". */
export interface DurationOptions {
	/**
	 * A bare number of milliseconds, for a table or sentence that already says "ms": three decimals
	 * under 1 ms, two under 10, one under 100, then whole with thousands separators ("0.950", "1,234").
	 */
	bareMs?: boolean;
	/** The units' words; English ("ms", "s", "min") unless a page in another language passes its own. */
	units?: DurationUnits;
}

/** The words `formatDuration` writes after its numbers. */
export interface DurationUnits {
	ms: string;
	s: string;
	min: string;
}

/** The units in English, as the command and the English pages write them. */
export const DURATION_UNITS: DurationUnits = { ms: 'ms', s: 's', min: 'min' };

/** A time in words: '—' when unknown, "< 1 ms", "18 ms", "1.14 s", "35.2 s", "2 min 5 s". */
export function formatDuration(ms: number, options: DurationOptions = {}): string {
	if (!Number.isFinite(ms) || ms < 0) return '—';
	if (options.bareMs) return bareMs(ms);
	const { ms: msUnit, s: sUnit, min } = options.units ?? DURATION_UNITS;
	if (ms < 1) return `< 1 ${msUnit}`;
	// Each unit is chosen after rounding, so 999.6 ms reads "1 s", never "1000 ms".
	const wholeMs = Math.round(ms);
	if (wholeMs < 1000) return `${wholeMs} ${msUnit}`;
	const hundredths = Math.round(ms / 10) / 100;
	if (hundredths < 10) return `${hundredths} ${sUnit}`;
	const tenths = Math.round(ms / 100) / 10;
	if (tenths < 60) return `${tenths} ${sUnit}`;
	const seconds = Math.round(ms / 1000);
	const minutes = Math.floor(seconds / 60);
	const rest = seconds % 60;
	return rest === 0 ? `${minutes} ${min}` : `${minutes} ${min} ${rest} ${sUnit}`;
}

/** Milliseconds without the unit, about three significant figures: "0.950", "2.10", "1,234". */
function bareMs(ms: number): string {
	if (ms < 1) return ms.toFixed(3);
	if (ms < 10) return ms.toFixed(2);
	if (ms < 100) return ms.toFixed(1);
	return formatCount(Math.round(ms));
}
