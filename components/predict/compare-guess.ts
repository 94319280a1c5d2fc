import { formatCount } from '#src/solver/format/index.ts';
import { teachingMessages, type TeachingMessages } from '#src/i18n/teaching.ts';

/**
 * How far a guess is from the answer, in words: "about 4 times more", "exactly right". Predict's
 * verdict; `t` is the page's language (English unless told, as in tests and on English pages).
 */
export function compareGuess(
	guess: number,
	answer: number,
	t: TeachingMessages['predict'] = teachingMessages('en').predict,
): string {
	if (guess === answer) return t.exact;
	const diff = Math.abs(answer - guess);
	const more = answer > guess;
	if (guess <= 0 || answer <= 0) return more ? t.more(diff) : t.fewer(diff);
	const ratio = more ? answer / guess : guess / answer;
	if (ratio < 1.1) return t.close;
	if (ratio < 1.5) return more ? t.more(diff) : t.fewer(diff);
	const times = ratio < 2 ? ratio.toFixed(1) : formatCount(Math.round(ratio));
	return more ? t.timesMore(times) : t.timesFewer(times);
}
