import type { Locale } from '../../i18n/locales.ts';
import { CHAPTER_CELLS, chapterCell, type ChapterCellName } from './chapter-cells.ts';
import { EXERCISES, getExercise } from './exercises.ts';

/*
 * A cell's starter code by the cell's id, in a language: what Reset puts back. The code is the
 * same in every language, only its comments differ, so a learner's saved code (which carries no
 * language) runs the same on either page.
 */

/** What the book's cell `id` (an exercise's or a chapter cell's) starts with, its comments in `locale`; undefined for another id. */
export function starterFor(id: string, locale: Locale = 'en'): string | undefined {
	if (EXERCISES.some((exercise) => exercise.id === id)) return getExercise(id, locale).starter;
	const name = (Object.keys(CHAPTER_CELLS) as ChapterCellName[]).find(
		(key) => CHAPTER_CELLS[key].id === id,
	);
	return name === undefined ? undefined : chapterCell(name, locale).starter;
}
