import { open } from 'node:fs/promises';
import type { Locale } from '../../i18n/locales.ts';
import { EXERCISES, type ExerciseId } from '../../notebook/exercises/index.ts';
import { MAX_FILE_BYTES, readNotebook } from '../../notebook/storage/index.ts';

/*
 * A learner's file, read for grading: the notebook's own export or a Jupyter notebook, with every
 * check the page's import makes (src/notebook/storage/notebook-file.ts), and never more than an
 * export can hold read into memory. What the file cannot be is said in one sentence.
 */

/** One exercise's code as the learner saved it, in its language. */
interface SavedExercise {
	exercise: ExerciseId;
	language: 'js' | 'python';
	code: string;
}

/** A file read and sound, or why it was refused. */
export type LearnerFile =
	| {
			ok: true;
			file: string;
			locale: Locale;
			learner?: string;
			/** The exercises with code saved, in the chapter's order. */
			exercises: SavedExercise[];
	  }
	| { ok: false; file: string; reason: string };

/** Reads and checks one file; never throws. */
export async function readLearnerFile(file: string): Promise<LearnerFile> {
	const refused = (reason: string): LearnerFile => ({ ok: false, file, reason });
	let text: string;
	try {
		const handle = await open(file, 'r');
		try {
			const stats = await handle.stat();
			if (!stats.isFile()) return refused('not a file.');
			// One byte past the cap is enough to know it is too big: a growing file is not read whole.
			const buffer = Buffer.alloc(Math.min(stats.size, MAX_FILE_BYTES) + 1);
			const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
			if (bytesRead > MAX_FILE_BYTES) {
				return refused(
					`larger than any notebook export (at most ${(MAX_FILE_BYTES / 1e6).toFixed(1)} MB).`,
				);
			}
			text = new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, bytesRead));
		} finally {
			await handle.close();
		}
	} catch (error) {
		if (error instanceof TypeError) return refused('not text (it is not UTF-8).');
		const code = (error as NodeJS.ErrnoException).code;
		return refused(code === 'ENOENT' ? 'no such file.' : `cannot be read (${code ?? 'error'}).`);
	}
	const read = readNotebook(text.replace(/^\uFEFF/, ''));
	if (!read.ok) return refused(read.message);
	const exercises = EXERCISES.flatMap(({ id }): SavedExercise[] => {
		const cell = read.cells.get(id);
		if (!cell) return [];
		return [
			{ exercise: id, language: cell.language === 'python' ? 'python' : 'js', code: cell.code },
		];
	});
	return {
		ok: true,
		file,
		locale: read.locale,
		...(read.learner ? { learner: read.learner } : {}),
		exercises,
	};
}
