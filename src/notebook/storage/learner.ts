import { capMarks } from '../runtime/index.ts';
import type { StorageLike } from './records.ts';

/*
 * The learner's name, optional, kept in this browser and written into the notebook file so a
 * teacher's `nqueens check` can name the row of its gradebook. It is read from files the teacher
 * did not write, so it is checked as hostile input: plain text on one line (no control or
 * direction-changing characters), at most MAX_LEARNER_CHARS once runs of combining marks are cut.
 */

/** The key the name is kept under. */
const LEARNER_KEY = 'nqueens-notebook:learner';

/** The longest name a file may carry, in characters after capMarks. */
export const MAX_LEARNER_CHARS = 80;

/** Control characters, and the characters that reorder text on screen (bidirectional overrides). */
const NOT_TEXT = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** A name as a file may carry it (trimmed, marks capped), or undefined when it is no such text. */
export function learnerName(value: unknown): string | undefined {
	if (typeof value !== 'string' || NOT_TEXT.test(value)) return undefined;
	const name = capMarks(value.trim()).text;
	return name.length <= MAX_LEARNER_CHARS ? name : undefined;
}

/** What the learner typed, made a name a file may carry: other characters dropped, cut to the cap. */
function cleanLearnerName(typed: string): string {
	const chars = new RegExp(NOT_TEXT.source, 'gu');
	const name = capMarks(typed.replace(chars, ' ').trim()).text.slice(0, MAX_LEARNER_CHARS);
	return name.replace(/[\uD800-\uDBFF]$/, ''); // never half a character at the cut
}

/** The name kept in this browser ('' when none, or when it cannot be read). */
export function loadLearner(storage: StorageLike | null | undefined): string {
	try {
		return learnerName(storage?.getItem(LEARNER_KEY) ?? '') ?? '';
	} catch {
		return '';
	}
}

/** Keeps the name (cleaned; an empty one is forgotten). Returns whether the storage took it. */
export function saveLearner(storage: StorageLike | null | undefined, typed: string): boolean {
	const name = cleanLearnerName(typed);
	try {
		if (!storage) return false;
		if (name === '') storage.removeItem(LEARNER_KEY);
		else storage.setItem(LEARNER_KEY, name);
		return true;
	} catch {
		return false;
	}
}
