import { exercisesIn } from '../../i18n/exercises.ts';
import type { CodeNames, ExercisesMessages } from '../../i18n/en/exercises.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
	formatValue,
	type AskedSquare,
	type HelperCounts,
	type LearnerFunction,
} from '../runtime/index.ts';
import { LIMITS } from '../../solver/input/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import { codeNamesOf, type CodeLanguage } from './code-names.ts';
import type { MistakeId } from './mistakes.ts';

/*
 * What every exercise check shares: calling the learner's function (counting its isSafe calls and
 * catching what it throws), failing with a sentence that helps, and describing a board the way
 * the chapters do, rows and columns counted from 1 in words.
 *
 * The language of the verdicts: `CheckRunOptions.locale?: Locale` ('en' | 'zh-cn', English when
 * absent). The runner (src/notebook/runtime/runner.ts) passes the cell request's locale there, in
 * the worker, so the learner's code cannot choose it; each check reads `kit.t`, the words in that
 * language (src/i18n/<locale>/exercises.ts), and names itself with `nameIn(locale, language)`.
 *
 * The language of the learner's code: `CheckRunOptions.language` ('js' | 'python', JavaScript
 * when absent), which the Python runner sets (python-run.ts). The checks are the same for both;
 * whatever they name of the learner's code (isSafe or is_safe, null or None) comes from
 * `kit.code` (code-names.ts), which every message that names code takes.
 */

/** The verdict of one hidden check, as the page lists it. */
export interface CheckOutcome {
	name: string;
	passed: boolean;
	message: string;
	/** The mistake a failure's message names (mistakes.ts), when it names one. */
	mistake?: MistakeId;
}

/** A function the learner defined in the cell: the runner finds it, the checks call it. */
export type { LearnerFunction };

/** One call of the learner's function: its answer, the isSafe calls it made and its milliseconds. */
interface LearnerCall {
	value: unknown;
	calls: number;
	ms: number;
	/** The most queens a `columns` given to isSafe held during the call (0 without isSafe). */
	longest: number;
	/** The last square the call asked isSafe about. */
	last?: { row: number; col: number };
	/** The call's isSafe calls themselves, in order, the first RECORDED_CALLS of them. */
	asked: readonly AskedSquare[];
}

/** One timed call of the learner's function: its answer and its milliseconds, nothing counted. */
interface TimedCall {
	value: unknown;
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
	/**
	 * Calls the function once more, with nothing counted (isSafe records no call), and times just
	 * that call by the checks' clock: from right before it to right after it returns, before its
	 * answer is copied. For timing the learner's search as it is, beside the book's (`time`).
	 */
	timed(label: string, ...args: unknown[]): TimedCall;
	/** Milliseconds `run` takes by the checks' clock (for timing the book's own code beside the learner's). */
	time(run: () => void): number;
	/** The language the verdicts are written in (the page's, never the learner's code's choice). */
	locale: Locale;
	/** The exercises' words in that language. */
	t: ExercisesMessages;
	/** The language of the learner's code: a check names its methods as that language does. */
	language: CodeLanguage;
	/** The code the messages name, as that language writes it (is_safe in Python). */
	code: CodeNames;
}

/** One hidden check of an exercise: passes or throws `CheckFailed` with its message. */
export interface ExerciseCheck {
	/** The check's name in English (what the tests find it by). */
	name: string;
	/** The check's name in a language, naming code as `language` writes it (JavaScript unless told). */
	nameIn(locale: Locale, language?: CodeLanguage): string;
	/** The message of a pass, or a thrown CheckFailed with the message of a failure. */
	run(kit: CheckKit): string;
}

/** A check named in every language by `name`, from the exercises' words and the code's names. */
export function defineCheck(
	name: (t: ExercisesMessages, code: CodeNames) => string,
	run: (kit: CheckKit) => string,
): ExerciseCheck {
	return {
		name: name(exercisesIn('en'), codeNamesOf('js')),
		nameIn: (locale, language) => name(exercisesIn(locale), codeNamesOf(language)),
		run,
	};
}

/** A failed check, thrown from inside `run`, with the mistake its message names. */
class CheckFailed extends Error {
	override name = 'CheckFailed';
	readonly mistake: MistakeId | undefined;
	constructor(message: string, mistake?: MistakeId) {
		super(message);
		this.mistake = mistake;
	}
}

/** Fails the running check with `message`, which names `mistake` (a test finds it by its id). */
export function fail(message: string, mistake?: MistakeId): never {
	throw new CheckFailed(message, mistake);
}

/** How the runner describes a thrown value: message and line; plain words when not told. */
type ErrorDescriber = (error: unknown) => string;

/**
 * An error in words without the runner's help: "TypeError: x is not a function", cut to
 * LIMITS.cellErrorChars with the rest counted. Never throws, whatever the value carries.
 */
function describeThrown(error: unknown, locale: Locale = 'en'): string {
	const t = exercisesIn(locale);
	let text: string;
	try {
		text =
			error instanceof Error
				? `${String(error.name)}: ${String(error.message)}`
				: t.kit.thrownValue(formatValue(error));
	} catch {
		text = t.kit.thrownValue(typeof error);
	}
	const max = LIMITS.cellErrorChars.max;
	if (text.length <= max) return text;
	return t.answer.moreCharacters(text.slice(0, max), formatCount(text.length - max));
}

/** How runChecks runs: its language, words for thrown values, the clock, who hears of each check. */
export interface CheckRunOptions {
	/** The language of the checks' names and messages ('en' unless told): the request's, in the worker. */
	locale?: Locale;
	/** Describes what the learner's code threw (message and line); plain words unless told. */
	describe?: ErrorDescriber;
	/** The clock calls are timed by (performance.now unless told). */
	now?: () => number;
	/** The language of the learner's code ('js' unless told): the messages name code as it does. */
	language?: CodeLanguage;
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
function plainAnswer(value: unknown, label: string, locale: Locale = 'en'): unknown {
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
		return fail(exercisesIn(locale).kit.notCopyable(label), 'not-plain');
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
	const locale = options.locale ?? 'en';
	const t = exercisesIn(locale);
	const describe = options.describe ?? ((error: unknown) => describeThrown(error, locale));
	const now = options.now ?? (() => performance.now());
	const memo = new Map<
		string,
		LearnerCall | { thrown: unknown } | { failed: string; mistake?: MistakeId }
	>();
	// Each error the learner's code throws is told in full once; a later check that meets the same
	// error names the check that told it, so one long message is not repeated in every check.
	const told = new Map<string, string>();
	let checking = '';
	const threw = (label: string, error: unknown): never => {
		const what = describe(error);
		const first = told.get(what);
		if (first !== undefined && first !== checking) {
			return fail(t.kit.threwAgain(label, first), 'threw');
		}
		told.set(what, checking);
		return fail(t.kit.threw(label, what), 'threw');
	};
	const attempt = <T>(label: string, run: () => T): T => {
		let value: T;
		try {
			value = run();
		} catch (error) {
			if (error instanceof CheckFailed) throw error;
			return threw(label, error);
		}
		return plainAnswer(value, label, locale) as T;
	};
	/** Starts watching one call: isSafe's count so far, and a fresh record of what it is asked. */
	const watch = () => {
		counts.longest = 0;
		counts.last = undefined; // never deleted: see HelperCounts
		counts.asked = [];
		return counts.isSafe;
	};
	/** What isSafe saw since `before`, for the call's record. */
	const seen = (before: number) => ({
		calls: counts.isSafe - before,
		longest: counts.longest,
		asked: counts.asked,
		...(counts.last && { last: counts.last }),
	});
	const callFresh = (label: string, ...args: unknown[]): LearnerCall => {
		const before = watch();
		const started = now();
		const value = attempt(label, () => (fn as (...a: unknown[]) => unknown)(...args));
		return { value, ms: now() - started, ...seen(before) };
	};
	const call = (label: string, ...args: unknown[]): LearnerCall => {
		const key = JSON.stringify(args);
		let answer = memo.get(key);
		if (!answer) {
			const before = watch();
			const started = now();
			try {
				const value = plainAnswer((fn as (...a: unknown[]) => unknown)(...args), label, locale);
				answer = { value, ms: now() - started, ...seen(before) };
			} catch (error) {
				// Kept raw, so a later check told the same error names the check that told it first.
				answer =
					error instanceof CheckFailed
						? { failed: error.message, ...(error.mistake && { mistake: error.mistake }) }
						: { thrown: error };
			}
			memo.set(key, answer);
		}
		if ('thrown' in answer) return threw(label, answer.thrown);
		return 'failed' in answer ? fail(answer.failed, answer.mistake) : answer;
	};
	const timed = (label: string, ...args: unknown[]): TimedCall => {
		let started = 0;
		let ended = 0;
		counts.counting = false;
		try {
			const value = attempt(label, () => {
				started = now();
				try {
					return (fn as (...a: unknown[]) => unknown)(...args);
				} finally {
					ended = now();
				}
			});
			return { value, ms: ended - started };
		} finally {
			counts.counting = true;
		}
	};
	const time = (run: () => void): number => {
		const started = now();
		run();
		return now() - started;
	};
	const language = options.language ?? 'js';
	const code = codeNamesOf(language);
	const kit: CheckKit = { call, callFresh, attempt, timed, time, locale, t, language, code };
	return checks.map((check, index) => {
		const name = check.nameIn(locale, language);
		checking = name;
		options.onStart?.(name, index);
		let outcome: CheckOutcome;
		try {
			outcome = { name, passed: true, message: check.run(kit) };
		} catch (error) {
			const failed = error instanceof CheckFailed;
			const message = failed ? error.message : describeThrown(error, locale);
			outcome = { name, passed: false, message };
			if (failed && error.mistake) outcome.mistake = error.mistake;
		}
		options.onEnd?.(outcome, index);
		return outcome;
	});
}

/** "3 of 5 checks passed", in `locale` (English unless told). */
export function summarise(results: readonly CheckOutcome[], locale: Locale = 'en'): string {
	const passed = results.filter((result) => result.passed).length;
	return exercisesIn(locale).kit.summary(passed, results.length);
}

/** Milliseconds as a check says them ("420 ms", "2.35 s"): the site's one duration formatter. */
export { formatDuration as duration } from '../../solver/format/index.ts';

/** The words for answers: what is wrong with a board, queens in words, a value capped. */
export { boardFault, boardProblem, describeQueens, shown } from './answer-words.ts';
