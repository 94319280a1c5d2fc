import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import { LIMITS } from '../../solver/input/index.ts';
import { RETURNED_CHARS } from './hostile.ts';

/*
 * Values as a notebook cell prints them, close to a browser console: strings bare at the top
 * level and quoted inside, arrays as [0, 4, 7], objects as { key: value }. Deep or long values are
 * shortened, so printing a huge array costs little and a value that contains itself ends.
 */

/** How much of a value is shown. */
const MAX_ITEMS = 100;
const MAX_DEPTH = 3;

/** The name of a value's class, for objects that are not plain. */
function className(value: object): string {
	const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
	return typeof name === 'string' && name !== 'Object' ? `${name} ` : '';
}

/** The words a value's shortening uses. */
type ValueWords = RuntimeMessages['values'];

/** A list of shown items, with a note of how many more were left out. */
function list(
	items: string[],
	more: number,
	open: string,
	close: string,
	words: ValueWords,
): string {
	if (more > 0) items.push(words.more(more));
	return items.length === 0 ? open.trim() + close.trim() : `${open}${items.join(', ')}${close}`;
}

/**
 * The first MAX_ITEMS entries of a Map or Set and its size, read through the built-in methods (a
 * subclass's own `entries` or `size`, which could go on for ever, never runs).
 */
function firstEntries(
	object: Map<unknown, unknown> | Set<unknown>,
	isMap: boolean,
): [[unknown, unknown][], number] {
	const proto = isMap ? Map.prototype : Set.prototype;
	const size = Reflect.apply(Reflect.getOwnPropertyDescriptor(proto, 'size')!.get!, object, []);
	const iterator = Reflect.apply(proto.entries, object, []) as Iterator<[unknown, unknown]>;
	const entries: [unknown, unknown][] = [];
	for (let step = iterator.next(); !step.done && entries.length < MAX_ITEMS; step = iterator.next())
		entries.push(step.value);
	return [entries, size as number];
}

/** One value, nested `depth` deep, with the objects already on the path in `seen`. */
function show(value: unknown, depth: number, seen: Set<object>, words: ValueWords): string {
	switch (typeof value) {
		case 'string':
			return JSON.stringify(value);
		case 'boolean':
			return String(value);
		case 'bigint':
			return `${value}n`;
		case 'number':
			return Object.is(value, -0) ? '-0' : String(value);
		case 'function':
			return value.name ? `[function ${value.name}]` : '[function]';
		case 'symbol':
			return value.toString();
		case 'undefined':
			return 'undefined';
		default:
			break;
	}
	if (value === null) return 'null';
	const object = value as object;
	if (object instanceof Error) return `${object.name}: ${object.message}`;
	if (seen.has(object)) return words.circular;
	if (depth >= MAX_DEPTH) return Array.isArray(object) ? '[…]' : '{…}';
	seen.add(object);
	try {
		if (Array.isArray(object) || ArrayBuffer.isView(object)) {
			const array = object as ArrayLike<unknown>;
			const shown = Array.from({ length: Math.min(array.length, MAX_ITEMS) }, (_, i) =>
				show(array[i], depth + 1, seen, words),
			);
			const prefix = Array.isArray(object) ? '' : className(object);
			return prefix + list(shown, array.length - shown.length, '[', ']', words);
		}
		if (object instanceof Map || object instanceof Set) {
			const isMap = object instanceof Map;
			const [entries, size] = firstEntries(object, isMap);
			const shown = entries.map(([k, v]) =>
				isMap
					? `${show(k, depth + 1, seen, words)} => ${show(v, depth + 1, seen, words)}`
					: show(v, depth + 1, seen, words),
			);
			const head = `${className(object).trim()}(${size}) `;
			return head + list(shown, size - shown.length, '{ ', ' }', words);
		}
		const keys = Object.keys(object);
		const shown = keys
			.slice(0, MAX_ITEMS)
			.map(
				(key) =>
					`${key}: ${show((object as Record<string, unknown>)[key], depth + 1, seen, words)}`,
			);
		return className(object) + list(shown, keys.length - shown.length, '{ ', ' }', words);
	} finally {
		seen.delete(object);
	}
}

/**
 * A value as one printed text: strings bare, everything else as a console shows it; what is left
 * out is said in `words` (English unless told).
 */
export function formatValue(value: unknown, words: RuntimeMessages = english): string {
	return typeof value === 'string' ? value : show(value, 0, new Set(), words.values);
}

/** The arguments of one console.log call, joined by spaces. */
export function formatArguments(
	values: readonly unknown[],
	words: RuntimeMessages = english,
): string {
	return values.map((value) => formatValue(value, words)).join(' ');
}

/**
 * An error's text as the page is sent it: its first LIMITS.cellErrorChars characters, and the
 * length of the rest in `words` (a thrown message of a million characters crosses as a line).
 */
export function cutErrorText(text: string, words: RuntimeMessages = english): string {
	const max = LIMITS.cellErrorChars.max;
	return text.length <= max ? text : words.values.longText(text.slice(0, max), text.length);
}

/** Items of a long returned array shown in its summary. */
const SUMMARY_ITEMS = 16;

/**
 * What a cell returned, as the page shows it, bounded however large the value: a long array as
 * "an array of 2,000,000 items; the first 16 are [7, 7, …]", long text cut with its length.
 */
export function formatReturned(value: unknown, words: RuntimeMessages = english): string {
	if (Array.isArray(value) && value.length > MAX_ITEMS) {
		const first = show(value.slice(0, SUMMARY_ITEMS), 0, new Set(), words.values).slice(0, -1);
		return words.values.longArray(value.length, SUMMARY_ITEMS, first);
	}
	const text = formatValue(value, words);
	if (text.length <= RETURNED_CHARS) return text;
	return words.values.longText(text.slice(0, RETURNED_CHARS), text.length);
}
