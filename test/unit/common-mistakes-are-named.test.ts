import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import { runChecks, type LearnerFunction } from '../../src/notebook/exercises/check-kit.ts';
import { speedCheck } from '../../src/notebook/exercises/checks-challenge.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { CHALLENGE_FACTOR, knownCount } from '../../src/solver/count/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/*
 * A first-year's common mistakes, each named as itself rather than by its symptom (issue 28):
 * a queen never taken back, a return after the first recursive call, and a challenge count whose
 * advice follows from what it did (isSafe, a check already as cheap as occupancy arrays, or a scan
 * of its own). Each mistake is run as a learner would write it, in both languages; the message
 * must name the mistake and must not give the advice for another.
 */

type IsSafe = (columns: readonly number[], row: number, col: number) => boolean;

/** Exercise 1 with the undo forgotten: `columns.pop()` never runs. */
const forgottenUndo = (isSafe: IsSafe) => (n: number) => {
	const columns: number[] = [];
	const placeRow = (row: number): boolean => {
		if (row === n) return true;
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			if (placeRow(row + 1)) return true;
		}
		return false;
	};
	return placeRow(0) ? columns.slice(0, n) : null;
};

/** Exercise 1 returning right after the first recursive call, whatever it found. */
const earlyReturn = (isSafe: IsSafe) => (n: number) => {
	const columns: number[] = [];
	const placeRow = (row: number): boolean => {
		if (row === n) return true;
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			const found = placeRow(row + 1);
			if (!found) columns.pop();
			return found;
		}
		return false;
	};
	return placeRow(0) ? columns : null;
};

/** The message of exercise 1's named check run on a mistake, in `locale`; the check must fail. */
function firstSolutionMessage(
	mistake: (isSafe: IsSafe) => (n: number) => number[] | null,
	name: string,
	locale: Locale,
): string {
	const { helpers, counts } = createHelpers(() => {}, undefined);
	const fn = mistake(helpers.isSafe) as LearnerFunction;
	const { checks } = getExercise('first-solution');
	// By place: a check's outcome is named in the page's language, its check in English.
	const at = checks.findIndex((check) => check.name === name);
	expect(at, name).toBeGreaterThanOrEqual(0);
	const outcome = runChecks(checks, fn, counts, { locale })[at];
	expect(outcome?.passed, outcome?.message).toBe(false);
	return outcome!.message;
}

test.each([
	['en', 'n = 8: stops at the first solution', /is never taken back.*columns\.pop\(\)/],
	['en', 'n = 4 to 6: the first solution', /is never taken back/],
	['zh-cn', 'n = 8: stops at the first solution', /从来没有被拿走.*columns\.pop\(\)/],
] as const)('a queen never taken back is named (%s, %s)', (locale, name, said) => {
	const message = firstSolutionMessage(forgottenUndo, name, locale);
	expect(message).toMatch(said);
	// The symptom's advice is not given instead.
	expect(message).not.toMatch(/stop as soon as the last row|最后一行放置了皇后就立刻停下/);
});

test.each([
	['en', /stopped after isSafe\(columns, \d+, \d+\).*goes back to row \d+.*placeRow\(row \+ 1\)/],
	['zh-cn', /在 isSafe\(columns, \d+, \d+\) 之后就停了.*回退到第 \d+ 行/],
] as const)('a return after the first recursive call is named (%s)', (locale, said) => {
	const message = firstSolutionMessage(earlyReturn, 'n = 8: stops at the first solution', locale);
	expect(message).toMatch(said);
	expect(message).not.toMatch(/stop only when the row number reaches n|只有行号达到 n 时才能停下/);
});

/** Exercise 3's count returning inside its loop, after the first placed queen's subtree. */
const countReturnedTooEarly = (isSafe: IsSafe) => (n: number) => {
	const columns: number[] = [];
	const place = (row: number): number => {
		if (row === n) return 1;
		let count = 0;
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			count += place(row + 1);
			columns.pop();
			return count;
		}
		return count;
	};
	return place(0);
};

/** Exercise 3's count with the undo forgotten. */
const countNeverUndone = (isSafe: IsSafe) => (n: number) => {
	const columns: number[] = [];
	const place = (row: number): number => {
		if (row === n) return 1;
		let count = 0;
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			count += place(row + 1);
		}
		return count;
	};
	return place(0);
};

test.each([
	[
		'en',
		countReturnedTooEarly,
		/stopped after isSafe\(columns, \d+, \d+\).*return the total only after the last column/,
	],
	['zh-cn', countReturnedTooEarly, /之后就停了.*再返回总数/],
	['en', countNeverUndone, /is never taken back/],
	['zh-cn', countNeverUndone, /从来没有被拿走/],
] as const)('a count of 12 queens names its mistake (%s, %o)', (locale, mistake, said) => {
	const { helpers, counts } = createHelpers(() => {});
	const fn = mistake(helpers.isSafe) as LearnerFunction;
	const [first] = runChecks(getExercise('count-12').checks, fn, counts, { locale });
	expect(first!.passed, first!.message).toBe(false);
	expect(first!.message).toMatch(said);
	expect(first!.message).not.toMatch(/published count|公布的/);
});

/**
 * The challenge's speed check on a count that is right but slow: each of its calls "takes" `mine`
 * ms of a fake clock, the book's plain search `book`, and it calls isSafe when told to.
 */
function challengeMessage(mine: number, book: number, usesIsSafe: boolean, locale: Locale) {
	let t = 0;
	const { helpers, counts } = createHelpers(() => {});
	const fn = (n: number) => {
		t += mine;
		if (usesIsSafe) helpers.isSafe([], 0, 0);
		return Number(knownCount(n)!);
	};
	const plain = (n: number) => {
		t += book;
		return Number(knownCount(n)!);
	};
	const [outcome] = runChecks([speedCheck(12, plain)], fn, counts, { locale, now: () => t });
	expect(outcome!.passed, outcome!.message).toBe(false);
	return outcome!.message;
}

// Ratios well under the bar (CHALLENGE_FACTOR times): isSafe at 1.1, occupancy arrays at 1.4
// (issue 28's learner), a scan of its own at 1.0.
test.each([
	['en', 110, true, /calls isSafe.*occupancy arrays/, /Bit masks go further/],
	['en', 140, false, /already cheaper than a scan.*Bit masks go further/, /calls isSafe/],
	['en', 100, false, /costs about as much as a scan/, /already cheaper/],
	['zh-cn', 110, true, /调用了 isSafe.*占用数组/, /位掩码更进一步/],
	['zh-cn', 140, false, /已经比逐行扫描省事.*位掩码更进一步/, /调用了 isSafe/],
	['zh-cn', 100, false, /和逐行扫描上面各行差不多费事/, /已经比逐行扫描省事/],
] as const)(
	'the challenge advises from what the count did (%s, book %i ms against 100, isSafe: %s)',
	(locale, book, usesIsSafe, said, notSaid) => {
		expect(book / 100).toBeLessThan(CHALLENGE_FACTOR);
		const message = challengeMessage(100, book, usesIsSafe, locale);
		expect(message).toMatch(said);
		expect(message).not.toMatch(notSaid);
	},
);
