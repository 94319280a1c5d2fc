import { knownCount } from '../../solver/count/index.ts';
import {
	boardFault,
	defineCheck,
	fail,
	shown,
	type CheckKit,
	type ExerciseCheck,
} from './check-kit.ts';
import { sizesIn } from './check-sizes.ts';
import { firstSolutionOf, fullSearchChecks } from './solver-facts.ts';
import {
	askedCall,
	departsFromSearch,
	isSafeCall,
	neverUndoes,
	slipOf,
	stoppedAtDeadEnd,
} from './mistakes.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * Exercise 1's checks: firstSolution(n) returns the first solution the search meets (or null) and
 * stops there. A returned board is judged by the attack rule first, then compared with the
 * solver's first solution. The work is the learner's isSafe calls, in order, against the calls
 * the solver makes to reach that solution, trying the columns from 0 up in every row: each call's
 * row, column and queens placed so far must be the search's (mistakes.ts's departsFromSearch),
 * and their number exact: a search that stops a row early makes fewer, one that goes on after
 * the solution makes more.
 * Sizes the page never shows (5, 6, 10) are there so that no answer can be copied from it.
 */

/** What the learner's answer for n is, in words, or a failure saying what would be right. */
function judgeBoard(kit: CheckKit, n: number): string {
	const { t, locale, language, code } = kit;
	const show = (value: unknown) => shown(value, locale, language);
	const words = t.firstSolution;
	const label = t.common.forN(n);
	const { value, calls, longest, last } = kit.call(label, n);
	const first = firstSolutionOf(n).columns;
	const right = first === null ? value === null : shown(value) === shown(first);
	// A wrong answer from a search that never takes a queen back: name that, not its symptom.
	if (!right && neverUndoes(n, longest)) {
		return fail(t.mistakes.neverUndone(label, longest, n, code), 'never-undone');
	}
	if (!right) slipped(kit, label, n, value, calls);
	if (!right && stoppedAtDeadEnd(n, calls, last, true)) {
		return fail(t.mistakes.gaveUp(label, isSafeCall(last, code), last.row, code), 'gave-up');
	}
	if (first === null) {
		if (value === null) return words.nullRight(label, n, code);
		// A full board where none exists breaks a rule: name the rule it broke before the null.
		const fault =
			Array.isArray(value) && value.length === n && boardFault(n, value, locale, language);
		if (fault) return fail(words.problem(label, fault.text, show(value)), fault.mistake);
		return fail(words.nullWanted(label, show(value), n, code), 'null-wanted');
	}
	if (value === null || value === undefined) {
		return fail(words.noBoard(label, show(value), n, formatCount(knownCount(n)!)), 'no-board');
	}
	const problem = boardFault(n, value, locale, language);
	if (problem) return fail(words.problem(label, problem.text, show(value)), problem.mistake);
	if (shown(value) !== shown(first)) {
		return fail(words.notFirst(label, show(value), show(first)), 'not-first');
	}
	return words.right(label, show(value));
}

/**
 * Fails naming an off-by-one slip when the learner's search for n gave exactly what that slip
 * gives (its board and its isSafe calls): the loop past n, from 1, a stop a row early or late.
 */
function slipped(kit: CheckKit, label: string, n: number, value: unknown, calls: number): void {
	const slip = slipOf(n, value, calls, true);
	if (!slip) return;
	const { t, code, locale, language } = kit;
	const said = t.mistakes.youReturned(shown(value, locale, language));
	const words = {
		'loop-past-last-column': () => t.mistakes.pastLastColumn(label, said, n, code),
		'loop-starts-at-one': () => t.mistakes.startsAtOne(label, said, n, code),
		'stop-row-early': () => t.mistakes.stopRowEarly(label, said, n, code),
		'stop-row-late': () => t.mistakes.stopRowLate(label, said, code),
		'never-goes-back': () => t.mistakes.neverGoesBack(label, said),
	};
	fail(words[slip](), slip);
}

/** Exercise 1: firstSolution(n) returns the search's first solution, or null, for each size. */
function firstSolutionCheck(sizes: readonly number[]): ExerciseCheck {
	const some = sizes.some((n) => firstSolutionOf(n).columns === null);
	return defineCheck(
		(t, code) => t.firstSolution.name(sizesIn(t, sizes), some, code),
		(kit) =>
			sizes
				.map((n, i) => lookingAhead(kit, n, sizes.slice(i + 1), () => judgeBoard(kit, n)))
				.join(kit.t.common.verdictsJoin),
	);
}

/**
 * A size's verdict; when it fails and the learner's search made no isSafe call for it (a loop from
 * 1 over one column never runs), the larger sizes of the check are looked at too, and an
 * off-by-one slip they show is named, rather than the first size's symptom.
 */
function lookingAhead(kit: CheckKit, n: number, later: readonly number[], judge: () => string) {
	try {
		return judge();
	} catch (error) {
		if (callsFor(kit, n) === 0) {
			for (const m of later) {
				const answer = answerFor(kit, m);
				if (answer && answer.calls > 0) {
					slipped(kit, kit.t.common.forN(m), m, answer.value, answer.calls);
				}
			}
		}
		throw error;
	}
}

/** The learner's answer for n (memoised by the kit), or undefined when it threw. */
function answerFor(kit: CheckKit, n: number): { value: unknown; calls: number } | undefined {
	try {
		return kit.call(kit.t.common.forN(n), n);
	} catch {
		return undefined;
	}
}

/** The isSafe calls the learner's search made for n, or undefined when it threw. */
function callsFor(kit: CheckKit, n: number): number | undefined {
	return answerFor(kit, n)?.calls;
}

/** The learner's isSafe calls for n against the solver's exact count to the first solution. */
function judgeWork(kit: CheckKit, n: number): string {
	const { t, code } = kit;
	const words = t.firstSolution;
	const label = t.common.forN(n);
	const { value, calls, longest, last, asked } = kit.call(label, n);
	const exact = firstSolutionOf(n).checks;
	if (calls !== exact && neverUndoes(n, longest)) {
		return fail(t.mistakes.neverUndone(label, longest, n, code), 'never-undone');
	}
	if (calls !== exact) slipped(kit, label, n, value, calls);
	// Calls that are not the search's, in its order: a count of them is no evidence of a search.
	const departed = departsFromSearch(n, asked);
	if (departed) {
		const { index, yours, book } = departed;
		const [mine, theirs] = [askedCall(yours, code), askedCall(book, code)];
		return fail(t.mistakes.notTheSearch(label, index, mine, theirs), 'not-the-search');
	}
	const all = fullSearchChecks(n);
	const solutions = formatCount(knownCount(n)!);
	const [yours, needed, whole] = [formatCount(calls), formatCount(exact), formatCount(all)];
	if (calls === exact) return words.exact(label, yours, solutions, whole, code);
	if (calls === 0) return fail(words.never(label, code), 'never-called');
	if (calls >= all) {
		return fail(words.allOfThem(label, yours, needed, solutions, whole, code), 'searched-on');
	}
	if (calls > exact) {
		return fail(
			words.tooMany(label, yours, formatCount(calls - exact), needed, code),
			'searched-on',
		);
	}
	if (stoppedAtDeadEnd(n, calls, last, true)) {
		return fail(t.mistakes.gaveUp(label, isSafeCall(last, code), last.row, code), 'gave-up');
	}
	return fail(words.tooFew(label, yours, needed, n, code), 'stopped-short');
}

/** Exercise 1: stopping at the first solution, not before and not after, shows in the isSafe calls. */
function stopsCheck(sizes: readonly number[]): ExerciseCheck {
	return defineCheck(
		(t) => t.firstSolution.stopsName(sizesIn(t, sizes)),
		(kit) => sizes.map((n) => judgeWork(kit, n)).join(kit.t.common.verdictsJoin),
	);
}

/** Exercise 1's checks, small boards first. */
export const FIRST_SOLUTION_CHECKS: readonly ExerciseCheck[] = [
	firstSolutionCheck([1, 2, 3]),
	firstSolutionCheck([4, 5, 6]),
	stopsCheck([4, 5, 6]),
	firstSolutionCheck([8]),
	stopsCheck([8]),
	firstSolutionCheck([10]),
	stopsCheck([10]),
];
