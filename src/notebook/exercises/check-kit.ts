import { formatValue } from '../runtime/format-value.ts';
import type { HelperCounts } from '../runtime/helpers.ts';

/*
 * What every exercise check shares: calling the learner's function (counting its isSafe calls and
 * catching what it throws), failing with a sentence that helps, and describing a board the way
 * the chapters do, rows and columns counted from 1 in words.
 */

/** The verdict of one hidden check, as the page lists it. */
export interface CheckOutcome {
	name: string;
	passed: boolean;
	message: string;
}

/** A function the learner defined in the cell. */
export type LearnerFunction = (...args: never[]) => unknown;

/** One call of the learner's function: its answer, the isSafe calls it made and its milliseconds. */
export interface LearnerCall {
	value: unknown;
	calls: number;
	ms: number;
}

/** What a check uses to run the learner's function. */
export interface CheckKit {
	/** Calls the function once per distinct argument list (later calls reuse the answer). */
	call(label: string, ...args: unknown[]): LearnerCall;
	/** Calls the function every time: for functions that return something with state. */
	callFresh(label: string, ...args: unknown[]): LearnerCall;
	/** Runs learner code reached through the value it returned, failing readably if it throws. */
	attempt<T>(label: string, run: () => T): T;
	/** Milliseconds `run` takes by the checks' clock (for timing the book's own code beside the learner's). */
	time(run: () => void): number;
}

/** One hidden check of an exercise: passes or throws `CheckFailed` with its message. */
export interface ExerciseCheck {
	name: string;
	/** The message of a pass, or a thrown CheckFailed with the message of a failure. */
	run(kit: CheckKit): string;
}

/** A failed check, thrown from inside `run`. */
export class CheckFailed extends Error {
	override name = 'CheckFailed';
}

/** Fails the running check with `message`. */
export function fail(message: string): never {
	throw new CheckFailed(message);
}

/** How the runner describes a thrown value: message and line; plain words when not told. */
export type ErrorDescriber = (error: unknown) => string;

/** An error in words without the runner's help: "TypeError: x is not a function". */
export function describeThrown(error: unknown): string {
	if (error instanceof Error) return `${error.name}: ${error.message}`;
	return `the value ${formatValue(error)}`;
}

/** How runChecks runs: words for thrown values, the clock, and who hears of each check. */
export interface CheckRunOptions {
	/** Describes what the learner's code threw (message and line); plain words unless told. */
	describe?: ErrorDescriber;
	/** The clock calls are timed by (performance.now unless told). */
	now?: () => number;
	/** Told as each check starts. */
	onStart?: (name: string, index: number) => void;
	/** Told as each check ends, with its verdict. */
	onEnd?: (outcome: CheckOutcome, index: number) => void;
}

/**
 * A copy of what the learner's code returned that its code can no longer reach: data by
 * structured clone (a Proxy, a getter or a replaced method is read once, here, or refused),
 * functions kept, so that the checks can call them through `attempt`, whose answers are copied
 * again. An object of methods (exercise 5's check) becomes a new object of the same methods.
 */
export function plainAnswer(value: unknown, label: string): unknown {
	if (typeof value === 'function' || value === null || typeof value !== 'object') return value;
	try {
		return structuredClone(value);
	} catch {
		// Not plain data: keep its own functions, copy the rest, or refuse it.
	}
	const copy: Record<string, unknown> = {};
	try {
		for (const key of Object.keys(value)) {
			const item: unknown = (value as Record<string, unknown>)[key];
			copy[key] = typeof item === 'function' ? item : structuredClone(item);
		}
	} catch {
		return fail(
			`${label} your code returned something that cannot be copied as plain data (numbers, strings, arrays, objects and functions are fine)`,
		);
	}
	return Object.freeze(copy);
}

/**
 * Runs every check on the learner's function; never throws. The checks' code runs outside the
 * learner's box and sees only copies of its answers (plainAnswer), so cell code cannot reach a
 * verdict.
 */
export function runChecks(
	checks: readonly ExerciseCheck[],
	fn: LearnerFunction,
	counts: HelperCounts,
	options: CheckRunOptions = {},
): CheckOutcome[] {
	const describe = options.describe ?? describeThrown;
	const now = options.now ?? (() => performance.now());
	const memo = new Map<string, LearnerCall | { thrown: string }>();
	const attempt = <T>(label: string, run: () => T): T => {
		let value: T;
		try {
			value = run();
		} catch (error) {
			if (error instanceof CheckFailed) throw error;
			return fail(`${label} your code threw ${describe(error)}`);
		}
		return plainAnswer(value, label) as T;
	};
	const callFresh = (label: string, ...args: unknown[]): LearnerCall => {
		const before = counts.isSafe;
		const started = now();
		const value = attempt(label, () => (fn as (...a: unknown[]) => unknown)(...args));
		return { value, calls: counts.isSafe - before, ms: now() - started };
	};
	const call = (label: string, ...args: unknown[]): LearnerCall => {
		const key = JSON.stringify(args);
		let answer = memo.get(key);
		if (!answer) {
			try {
				answer = callFresh(label, ...args);
			} catch (error) {
				answer = { thrown: (error as Error).message };
			}
			memo.set(key, answer);
		}
		return 'thrown' in answer ? fail(answer.thrown) : answer;
	};
	const time = (run: () => void): number => {
		const started = now();
		run();
		return now() - started;
	};
	const kit: CheckKit = { call, callFresh, attempt, time };
	return checks.map((check, index) => {
		options.onStart?.(check.name, index);
		let outcome: CheckOutcome;
		try {
			outcome = { name: check.name, passed: true, message: check.run(kit) };
		} catch (error) {
			const message = error instanceof CheckFailed ? error.message : describeThrown(error);
			outcome = { name: check.name, passed: false, message };
		}
		options.onEnd?.(outcome, index);
		return outcome;
	});
}

/** "3 of 5 checks passed". */
export function summarise(results: readonly CheckOutcome[]): string {
	const passed = results.filter((result) => result.passed).length;
	return `${passed} of ${results.length} ${results.length === 1 ? 'check' : 'checks'} passed`;
}

/** Milliseconds as a check says them ("420 ms", "2.35 s"): the site's one duration formatter. */
export { formatDuration as duration } from '../../solver/format/index.ts';

/** The words for answers: what is wrong with a board, queens in words, a value capped. */
export { boardProblem, describeQueens, shown } from './answer-words.ts';
