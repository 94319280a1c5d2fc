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

/** A check's name inside a sentence: "formula check (nearest row first)" keeps its commas out. */
const noun = (check: CheckName) => CHECK_WORDS[check].replace(/, (.*)$/, ' ($1)');

/** "the grid scan", "the grid scan and the bit-mask check", "the a, the b and the c". */
function names(results: readonly RaceResult[]): string {
	const each = results.map((r) => `the ${noun(r.check)}`);
	return each.length < 2 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A few words for one check's bar: quickest, tied within the noise, or how many times as long. */
export function noiseNote(verdict: RaceVerdict, check: CheckName): string {
	const { ranked, leaders } = verdict;
	const quickest = ranked[0];
	const result = ranked.find((r) => r.check === check);
	if (verdict.tooQuick || ranked.length < 2 || !quickest || !result) return '';
	if (leaders.length === ranked.length) return 'within the noise of the others';
	if (result === quickest) return leaders.length === 1 ? 'quickest' : 'quickest, within the noise';
	if (leaders.includes(result)) return 'within the noise of the quickest';
	return `${formatRatio(result.ms / quickest.ms)}× the quickest`;
}

/**
 * The verdict in sentences: the quickest check and how much quicker it is than the slowest, or
 * which checks are within the noise of each other (so another run may order them differently),
 * and whether time follows comparisons. Nothing is ranked when the runs were too short to time.
 */
export function describeVerdict(verdict: RaceVerdict): string[] {
	const { ranked, leaders } = verdict;
	const quickest = ranked[0];
	const slowest = ranked.at(-1);
	if (!quickest || !slowest || ranked.length < 2) return [];
	if (verdict.tooQuick) {
		return [
			'At this size a search ends too quickly for the clock to compare the checks; try a larger n.',
		];
	}
	if (leaders.length === ranked.length) {
		const none = ranked.length === 2 ? 'neither is clearly quicker' : 'none is clearly quickest';
		return [
			`${capital(names(ranked))} are ${ranked.length === 2 ? '' : 'all '}within the noise of each other: at this size ${none}, and another run may put them in another order.`,
		];
	}
	const sentences: string[] = [];
	const howMuch = formatRatio(slowest.ms / quickest.ms);
	if (leaders.length === 1) {
		sentences.push(
			`The ${noun(quickest.check)} is quickest, about ${howMuch}× faster than the ${noun(slowest.check)}.`,
		);
	} else {
		sentences.push(
			`${capital(names(leaders))} are within the noise of each other, so ${leaders.length === 2 ? 'either' : 'any of them'} could come out quickest on another run; the ${noun(slowest.check)}, slowest, takes about ${howMuch}× as long.`,
		);
	}
	for (let i = Math.max(0, leaders.length - 1); i + 1 < ranked.length; i++) {
		const pair = [ranked[i]!, ranked[i + 1]!];
		if (withinNoise(pair[0]!, pair[1]!)) {
			sentences.push(`${capital(names(pair))} are within the noise of each other.`);
		}
	}
	const timeRatio = slowest.ms / quickest.ms;
	const cmpRatio = slowest.stats.comparisons / quickest.stats.comparisons;
	sentences.push(
		cmpRatio > 1 && timeRatio < cmpRatio
			? `The ${noun(slowest.check)} made ${formatRatio(cmpRatio)}× as many comparisons as the ${noun(quickest.check)} but took only ${formatRatio(timeRatio)}× as long: trying, placing and removing queens costs the same whichever check answers.`
			: 'Time does not follow comparisons closely here: a comparison costs more in some checks than in others, and the clock also counts work the comparison count leaves out.',
	);
	return sentences;
}
