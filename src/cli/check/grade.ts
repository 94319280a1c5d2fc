import { catalogIn } from '../../i18n/load.ts';
import { cellCatalogs } from '../../i18n/cell.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ExerciseId } from '../../notebook/exercises/index.ts';
import { exerciseVerdict, type ExerciseVerdict } from '../../notebook/worker/index.ts';
import { readLearnerFile, type LearnerFile } from './read-files.ts';
import { startSlot, type RunJob, type RunSlot, type SlotOptions } from './runs.ts';
import { bundledFile } from './threads.ts';

/*
 * A class graded on every core: a bounded pool of slots (one run at a time each, as many slots as
 * workers), handed the next run as each finishes, files in the order given so that they finish in
 * that order too. Cancelling ends every thread at once and says how many files were graded.
 */

/** One exercise as graded: its language and the page's verdict, or why it was not run. */
export interface ExerciseGrade extends ExerciseVerdict {
	language: 'js' | 'python';
	/** Why this cell was not run (Python without a Pyodide), when it was not. */
	notRun?: string;
}

/** A file graded, or refused. */
export type FileGrade =
	| {
			file: string;
			learner?: string;
			locale: Locale;
			exercises: Partial<Record<ExerciseId, ExerciseGrade>>;
	  }
	| { file: string; refused: string };

/** How the class is graded. */
export interface GradeOptions extends Omit<SlotOptions, 'pythonSnapshot'> {
	workers: number;
	/** Why Python cells cannot run here, when they cannot (the bundle without --pyodide). */
	noPython?: string;
	/** Told as each file is finished (graded or refused), in the order given. */
	onFile?: (grade: FileGrade, done: number, total: number) => void;
	signal?: AbortSignal;
}

/** Grading was cancelled (Ctrl-C): every thread has ended; `graded` holds the files finished. */
export class CheckCancelledError extends Error {
	override name = 'AbortError';
	readonly graded: FileGrade[];
	constructor(graded: FileGrade[]) {
		super('Grading was cancelled.');
		this.graded = graded; // a plain field: Node's type stripping has no parameter properties
	}
}

/** Grades every file; resolves with each file's grade, in the order given. */
export async function gradeClass(
	files: readonly string[],
	options: GradeOptions,
): Promise<FileGrade[]> {
	const { signal } = options;
	const grades: (FileGrade | undefined)[] = files.map(() => undefined);
	const finished: FileGrade[] = [];
	let announced = 0;
	const announce = () => {
		while (announced < files.length && grades[announced]) {
			const grade = grades[announced++]!;
			finished.push(grade);
			options.onFile?.(grade, announced, files.length);
		}
	};
	const slots: RunSlot[] = [];
	/** Pyodide's memory after loading, taken once, when the first Python run is reached. */
	let snapshot: ReturnType<typeof makeSnapshot> | undefined;
	const makeSnapshot = () => {
		const bundle = bundledFile();
		const made = import('../../notebook/python/node-python.ts').then(({ makePythonSnapshot }) =>
			makePythonSnapshot({
				...(bundle ? { threadFrom: bundle } : {}),
				...(options.pyodide === undefined ? {} : { pyodideFolder: options.pyodide }),
			}),
		);
		return {
			// Without a snapshot each interpreter loads whole: slower, the same verdicts.
			taken: made.then((one) => one.snapshot).catch(() => undefined),
			cancel: () => void made.then((one) => one.cancel()),
		};
	};
	const pythonSnapshot = () => (snapshot ??= makeSnapshot()).taken;
	/** The runs still to hand out, file by file, and the file each belongs to. */
	const queue: { job: RunJob; file: number; done: (verdict: ExerciseGrade) => void }[] = [];
	const cancelled = new Promise<never>((_, reject) => {
		const stop = () => {
			snapshot?.cancel();
			for (const slot of slots) slot.terminate();
			reject(new CheckCancelledError(finished));
		};
		if (signal?.aborted) stop();
		signal?.addEventListener('abort', stop, { once: true });
	});
	cancelled.catch(() => undefined);

	const work = (async () => {
		// Every file is read first (small, and a refusal is known at once), then its runs queued.
		const read = await Promise.all(files.map((file) => readLearnerFile(file)));
		const pending: Promise<void>[] = [];
		for (const [index, file] of read.entries()) {
			pending.push(queueFile(file, index));
		}
		const size = Math.max(1, Math.min(options.workers, queue.length));
		const runners = Array.from({ length: queue.length === 0 ? 0 : size }, () => {
			const slot = startSlot({ ...options, pythonSnapshot });
			slots.push(slot);
			return drain(slot);
		});
		try {
			await Promise.all([...runners, ...pending]);
		} finally {
			// Every thread ends with the grading, spares too, or after a failure it would keep Node alive.
			for (const slot of slots) slot.terminate();
		}
		return grades as FileGrade[];
	})();

	/** Queues a file's runs; resolves when all have ended and its grade is recorded. */
	function queueFile(file: LearnerFile, index: number): Promise<void> {
		if (!file.ok) {
			grades[index] = { file: file.file, refused: file.reason };
			announce();
			return Promise.resolve();
		}
		const exercises: Partial<Record<ExerciseId, ExerciseGrade>> = {};
		const runs = file.exercises.map(
			(saved) =>
				new Promise<void>((resolve) => {
					const done = (grade: ExerciseGrade) => {
						exercises[saved.exercise] = grade;
						resolve();
					};
					const job = { ...saved, locale: file.locale };
					queue.push({ job, file: index, done });
				}),
		);
		return Promise.all(runs).then(() => {
			// The chapter's order, whatever order the runs finished in.
			const ordered = Object.fromEntries(
				file.exercises.map(({ exercise }) => [exercise, exercises[exercise]!]),
			);
			grades[index] = {
				file: file.file,
				...(file.learner ? { learner: file.learner } : {}),
				locale: file.locale,
				exercises: ordered,
			};
			announce();
		});
	}

	/** Runs queued jobs on one slot until none is left. */
	async function drain(slot: RunSlot): Promise<void> {
		for (let next = queue.shift(); next; next = queue.shift()) {
			const { job, done } = next;
			const t = await catalogIn(cellCatalogs, job.locale);
			if (job.language === 'python' && options.noPython) {
				done({
					language: 'python',
					passed: false,
					checksPassed: 0,
					checksTotal: 0,
					firstMessage: options.noPython,
					notRun: options.noPython,
				});
				continue;
			}
			const end = await slot.run(job);
			done({ language: job.language, ...exerciseVerdict(t, end) });
		}
	}

	return Promise.race([work, cancelled]);
}
