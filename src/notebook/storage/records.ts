/*
 * What the notebook keeps in a browser's storage, record by record: the keys, a cell's record and
 * how to tell a sound one, the fingerprint of a starter, and how a refused write is named.
 */

/** The part of the Web Storage API the notebook uses. */
export interface StorageLike {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
	readonly length: number;
	key(index: number): string | null;
}

/** The language of a cell's code: JavaScript/TypeScript, Python or Lua. */
export type CellLanguage = 'js' | 'python' | 'lua';

/** The languages, in the order a cell offers them. */
export const CELL_LANGUAGES: readonly CellLanguage[] = ['js', 'python', 'lua'];

/**
 * The language of SavedCell.other when it names none: Python beside JavaScript and JavaScript
 * beside Python (as every record before Lua reads), and JavaScript beside Lua.
 */
export function partnerOf(language: CellLanguage): CellLanguage {
	return language === 'js' ? 'python' : 'js';
}

/** What is kept per cell. */
export interface SavedCell {
	code: string;
	/**
	 * The language the code is in, beside it: 'python', or absent for JavaScript/TypeScript (so
	 * every record and file from before the language choice reads as it did).
	 */
	language?: 'python' | 'lua';
	/** FNV-1a hash of the starter the code was written from: tells when the book's starter changed. */
	starterHash: string;
	/** ISO 8601 time of saving. */
	savedAt: string;
	/**
	 * The code last written in the cell's other language (Python's beside JavaScript, or
	 * JavaScript's beside Python), when it differs from that language's starter, with the hash of
	 * that starter: a switch back brings it again, after a reload too. Absent in records and files
	 * from before (they read as they did).
	 */
	other?: OtherCode;
	/**
	 * The code last written in the cell's third language, which it names (a cell offers three:
	 * JavaScript, Python and Lua), kept as `other` is. Absent in records from before Lua.
	 */
	third?: OtherCode & { language: CellLanguage };
}

/**
 * The code of a cell's other language, kept beside its code (SavedCell.other): its language is
 * partnerOf the cell's unless it names another.
 */
interface OtherCode {
	code: string;
	starterHash: string;
	language?: CellLanguage;
}

/** Whether a parsed value is the code of a cell's other language. */
function isOtherCode(value: unknown): value is OtherCode {
	const other = value as Partial<OtherCode> | null;
	return (
		typeof other === 'object' &&
		other !== null &&
		typeof other.code === 'string' &&
		typeof other.starterHash === 'string' &&
		(other.language === undefined || CELL_LANGUAGES.includes(other.language))
	);
}

/**
 * Every language's code a record holds, by language: its own, `other`'s and `third`'s, each with
 * the hash of the starter it was written from.
 */
export function codesOf(
	saved: SavedCell,
): Partial<Record<CellLanguage, { code: string; starterHash: string }>> {
	const own = saved.language ?? 'js';
	const codes: Partial<Record<CellLanguage, { code: string; starterHash: string }>> = {
		[own]: { code: saved.code, starterHash: saved.starterHash },
	};
	const { other, third } = saved;
	if (other) codes[other.language ?? partnerOf(own)] ??= other;
	if (third) codes[third.language] ??= third;
	return codes;
}

/** JSON.parse that gives undefined instead of throwing. */
export function safeParse(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/** Why a storage threw: "full" (every browser names it a little differently) or "unavailable". */
export function writeProblemOf(error: unknown): 'full' | 'unavailable' {
	const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
	return /quota/i.test(`${String(name)} ${String(message)}`) ? 'full' : 'unavailable';
}

/** Prefix of every cell's key. */
export const CELL_KEY_PREFIX = 'nqueens-notebook:cell:';

/** The key of the exercises passed (a JSON object: id → true). */
export const PROGRESS_KEY = 'nqueens-notebook:progress';

/** What an id of a cell or an exercise may look like (in keys and in imported files). */
export const CELL_ID = /^[\w-]{1,100}$/;

/** The storage key of a cell. */
export function cellKey(id: string): string {
	return CELL_KEY_PREFIX + id;
}

/** 32-bit FNV-1a of a text's UTF-16 code units, as 8 hex digits: a small, stable fingerprint. */
export function hashText(text: string): string {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(16).padStart(8, '0');
}

/** Whether a parsed value is a saved cell. */
export function isSavedCell(value: unknown): value is SavedCell {
	const cell = value as Partial<SavedCell> | null;
	return (
		typeof cell === 'object' &&
		cell !== null &&
		typeof cell.code === 'string' &&
		typeof cell.starterHash === 'string' &&
		typeof cell.savedAt === 'string' &&
		(cell.language === undefined || cell.language === 'python' || cell.language === 'lua') &&
		(cell.other === undefined || isOtherCode(cell.other)) &&
		(cell.third === undefined || (isOtherCode(cell.third) && cell.third.language !== undefined))
	);
}
