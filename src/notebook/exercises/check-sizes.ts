import { exercisesIn } from '../../i18n/exercises.ts';
import type { ExercisesMessages } from '../../i18n/en/exercises.ts';
import type { Locale } from '../../i18n/locales.ts';

/*
 * Board sizes as the checks name them. A check that covers several sizes tries them smallest
 * first and stops at the first one that goes wrong, so a slow answer reports the small boards
 * before a large one can run into the page's time limit.
 */

/** Sizes in words: "n = 4", "n = 5 and 6", "n = 1 to 8", "n = 4, 8 and 10" (English unless told). */
export function sizesLabel(sizes: readonly number[], locale: Locale = 'en'): string {
	return sizesIn(exercisesIn(locale), sizes);
}

/** Sizes in the words `t` of one language: "n = 1 to 8", "n = 1 到 8". */
export function sizesIn(t: ExercisesMessages, sizes: readonly number[]): string {
	const words = t.common;
	const run = sizes.every((n, i) => i === 0 || n === sizes[i - 1]! + 1);
	if (sizes.length > 2 && run) return words.sizesRun(sizes[0]!, sizes.at(-1)!);
	return words.sizesListed(words.listed(sizes.map(String)));
}

/** Words joined as a sentence lists them: "a", "a and b", "a, b and c" (English unless told). */
export function listed(words: readonly string[], locale: Locale = 'en'): string {
	return exercisesIn(locale).common.listed(words);
}

/** The whole numbers from `from` to `to`, both included. */
export function sizesFrom(from: number, to: number): number[] {
	return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
