import type { BugSummary, BuggyVariant } from '#src/solver/bugs/index.ts';
import { formatCount } from '#src/solver/format/index.ts';
import { describeConflict, describeSquare, type EventPhrases } from '#src/solver/words/index.ts';
import type { BugReplayMessages } from '#src/i18n/bug-replay.ts';

/*
 * The bug replay's sentences, put together from its catalog (src/i18n/<locale>/bug-replay.ts): each
 * version's loop as plain pseudocode, and what the moment it goes wrong means (from the solver's
 * analysis), with squares and attacks said as the trace log says them.
 */

/** The variant's loop as plain pseudocode; `missing` lines are what it forgets to do. */
export interface CodeLine {
	text: string;
	depth: number;
	/** The event type this line produces, to mark it as the replay passes. */
	at?: 'try' | 'check' | 'replace' | 'place' | 'solution' | 'after-print' | 'exit';
	missing?: boolean;
}

/** The loop of version `v`, in the words of `code` (a catalog's `code`). */
export function codeFor(v: BuggyVariant, code: BugReplayMessages['code']): CodeLine[] {
	const replaces = v !== 'no-undo';
	const clearsOnExit = v === 'clear-on-exit' || v === 'fixed';
	return [
		{ text: code.visit, depth: 0 },
		{ text: code.forEach, depth: 1, at: 'try' },
		{ text: v === 'no-undo' ? code.skipWithRow : code.skip, depth: 2, at: 'check' },
		replaces
			? { text: code.replace, depth: 2, at: 'replace' }
			: { text: code.noReplace, depth: 2, missing: true },
		{ text: code.place, depth: 2, at: 'place' },
		{ text: code.ifLast, depth: 2 },
		{ text: code.print, depth: 3, at: 'solution' },
		v === 'fixed'
			? { text: code.liftAfterPrint, depth: 3, at: 'after-print' }
			: { text: code.noLiftAfterPrint, depth: 3, missing: true },
		{ text: code.return, depth: 3 },
		{ text: code.visitNext, depth: 2 },
		clearsOnExit
			? { text: code.liftOnExit, depth: 1, at: 'exit' }
			: { text: code.noLiftOnExit, depth: 1, missing: true },
	];
}

/** What the jump lands on, in words: the refusal, where its queen comes from, what it costs. */
export function explain(r: BugSummary, t: BugReplayMessages, phrases: EventPhrases): string {
	const shows = r.firstStale;
	if (!shows)
		return t.explain.nothingWrong(formatCount(r.stats.placements), formatCount(r.stats.removals));
	const { refusal } = shows;
	const here = t.explain.here(
		describeSquare(refusal.row, refusal.col, 1, phrases),
		describeConflict(refusal.conflict, 1, phrases),
		t.why[shows.kind],
	);
	const parts = r.firstWrong;
	if (!parts) return here;
	if (parts.index === shows.index) return t.explain.wrongHere(here);
	const square = describeSquare(parts.refusal.row, parts.refusal.col, 1, phrases);
	return t.explain.wrongLater(here, parts.index - shows.index, square);
}

/** A catalog sentence cut at its `{name}`-style slots: ['{name}', ' prints ', '{count}', …]. */
export function slots(sentence: string): string[] {
	return sentence.split(/(\{\w+\})/).filter((part) => part !== '');
}
