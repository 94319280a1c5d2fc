import type { CheckName } from '../board/board.ts';
import { CHECK_WORDS, formatRatio, MIN_TIMED_MS, type RaceResult } from './race.ts';
import { withinNoise } from './race-stats.ts';

/*
 * What the check race's times say, in words a learner reads: which check is quickest by its
 * median, which are within the noise of each other (a tie, not a win), and how times set against
 * comparisons. Every number comes from the results; the widget only shows the sentences.
 */

/** The race's times read: the checks by median, and the quickest with those within its noise. */
export interface RaceVerdict {
	/** Every check timed, quickest median first. */
	ranked: RaceResult[];
	/** The quickest and every check within the noise of it, quickest first. */
	leaders: RaceResult[];
	/** Whether some timed run was too short for the clock to tell checks apart. */
	tooQuick: boolean;
}

/** Ranks the checks by median time and finds those within the noise of the quickest. */
export function raceVerdict(results: readonly RaceResult[]): RaceVerdict {
	const ranked = [...results].sort((a, b) => a.ms - b.ms);
	const quickest = ranked[0];
	return {
		ranked,
		leaders: quickest ? ranked.filter((r) => withinNoise(quickest, r)) : [],
		tooQuick: results.some((r) => r.ms * r.batch < MIN_TIMED_MS),
	};
}

/** The words the verdict is said with; `VERDICT_PHRASES` is English. */
export interface VerdictPhrases {
	/** Each check's name inside a sentence. */
	checks: Record<CheckName, string>;
	/** The runs were too short to compare the checks. */
	tooQuick: string;
	/** Every check timed is within the noise of every other (`checks`: their names, quickest first). */
	allTied: (checks: readonly string[]) => string;
	/** One check is clearly quickest, `ratio` times quicker than the slowest. */
	quickest: (quickest: string, ratio: string, slowest: string) => string;
	/** Several checks share the lead within the noise; the slowest takes `ratio` times as long. */
	leadersTied: (leaders: readonly string[], slowest: string, ratio: string) => string;
	/** Two checks side by side in the ranking are within the noise of each other. */
	pairTied: (pair: readonly string[]) => string;
	/** Time grew less than comparisons from the quickest to the slowest check. */
	timeBelowComparisons: (
		slowest: string,
		comparisons: string,
		quickest: string,
		time: string,
	) => string;
	/** Time does not follow comparisons. */
	timeNotComparisons: string;
	/** The few words beside each bar. */
	note: {
		allTied: string;
		quickest: string;
		quickestTied: string;
		tiedWithQuickest: string;
		/** How many times the quickest's time this check took. */
		times: (ratio: string) => string;
	};
}

/** "the grid scan", "the grid scan and the bit-mask check", "the a, the b and the c". */
function theNames(checks: readonly string[]): string {
	const each = checks.map((name) => `the ${name}`);
	return each.length < 2 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The verdict in English: a check's name keeps its commas out ("formula check (nearest row first)"). */
export const VERDICT_PHRASES: VerdictPhrases = {
	checks: Object.fromEntries(
		Object.entries(CHECK_WORDS).map(([check, words]) => [check, words.replace(/, (.*)$/, ' ($1)')]),
	) as Record<CheckName, string>,
	tooQuick:
		'At this size a search ends too quickly for the clock to compare the checks; try a larger n.',
	allTied: (checks) => {
		const none = checks.length === 2 ? 'neither is clearly quicker' : 'none is clearly quickest';
		return `${capital(theNames(checks))} are ${checks.length === 2 ? '' : 'all '}within the noise of each other: at this size ${none}, and another run may put them in another order.`;
	},
	quickest: (quickest, ratio, slowest) =>
		`The ${quickest} is quickest, about ${ratio}× faster than the ${slowest}.`,
	leadersTied: (leaders, slowest, ratio) =>
		`${capital(theNames(leaders))} are within the noise of each other, so ${leaders.length === 2 ? 'either' : 'any of them'} could come out quickest on another run; the ${slowest}, slowest, takes about ${ratio}× as long.`,
	pairTied: (pair) => `${capital(theNames(pair))} are within the noise of each other.`,
	timeBelowComparisons: (slowest, comparisons, quickest, time) =>
		`The ${slowest} made ${comparisons}× as many comparisons as the ${quickest} but took only ${time}× as long: trying, placing and removing queens costs the same whichever check answers.`,
	timeNotComparisons:
		'Time does not follow comparisons closely here: a comparison costs more in some checks than in others, and the clock also counts work the comparison count leaves out.',
	note: {
		allTied: 'within the noise of the others',
		quickest: 'quickest',
		quickestTied: 'quickest, within the noise',
		tiedWithQuickest: 'within the noise of the quickest',
		times: (ratio) => `${ratio}× the quickest`,
	},
};

/** A few words for one check's bar: quickest, tied within the noise, or how many times as long. */
export function noiseNote(
	verdict: RaceVerdict,
	check: CheckName,
	phrases: VerdictPhrases = VERDICT_PHRASES,
): string {
	const { ranked, leaders } = verdict;
	const quickest = ranked[0];
	const result = ranked.find((r) => r.check === check);
	if (verdict.tooQuick || ranked.length < 2 || !quickest || !result) return '';
	const { note } = phrases;
	if (leaders.length === ranked.length) return note.allTied;
	if (result === quickest) return leaders.length === 1 ? note.quickest : note.quickestTied;
	if (leaders.includes(result)) return note.tiedWithQuickest;
	return note.times(formatRatio(result.ms / quickest.ms));
}

/**
 * The verdict in sentences: the quickest check and how much quicker it is than the slowest, or
 * which checks are within the noise of each other (so another run may order them differently),
 * and whether time follows comparisons. Nothing is ranked when the runs were too short to time.
 * English unless `phrases` says otherwise.
 */
export function describeVerdict(
	verdict: RaceVerdict,
	phrases: VerdictPhrases = VERDICT_PHRASES,
): string[] {
	const { ranked, leaders } = verdict;
	const quickest = ranked[0];
	const slowest = ranked.at(-1);
	if (!quickest || !slowest || ranked.length < 2) return [];
	if (verdict.tooQuick) return [phrases.tooQuick];
	const name = (r: RaceResult) => phrases.checks[r.check];
	if (leaders.length === ranked.length) return [phrases.allTied(ranked.map(name))];
	const sentences: string[] = [];
	const howMuch = formatRatio(slowest.ms / quickest.ms);
	if (leaders.length === 1) {
		sentences.push(phrases.quickest(name(quickest), howMuch, name(slowest)));
	} else {
		sentences.push(phrases.leadersTied(leaders.map(name), name(slowest), howMuch));
	}
	for (let i = Math.max(0, leaders.length - 1); i + 1 < ranked.length; i++) {
		const pair = [ranked[i]!, ranked[i + 1]!];
		if (withinNoise(pair[0]!, pair[1]!)) sentences.push(phrases.pairTied(pair.map(name)));
	}
	const timeRatio = slowest.ms / quickest.ms;
	const cmpRatio = slowest.stats.comparisons / quickest.stats.comparisons;
	sentences.push(
		cmpRatio > 1 && timeRatio < cmpRatio
			? phrases.timeBelowComparisons(
					name(slowest),
					formatRatio(cmpRatio),
					name(quickest),
					formatRatio(timeRatio),
				)
			: phrases.timeNotComparisons,
	);
	return sentences;
}
