import { formatDuration } from '../../solver/format/index.ts';
import type { DemoName } from '../../solver/demos/index.ts';

/**
 * The words of work run in a worker, in English: the Run and Cancel buttons (JobButtons), why a
 * run failed (worker-job.svelte.ts) and the demos' Run box (RunDemo). The shape of every language's.
 */
const en = {
	buttons: {
		run: 'Run',
		cancel: 'Cancel',
	},
	/** Why a run failed; `name` is the job in a few words, as its widget calls it ("race"). */
	job: {
		cannotStart: (name: string, detail: string) =>
			`This browser could not start the ${name}: ${detail}`,
		timeout: (name: string, limitMs: number) =>
			`The ${name} took longer than ${formatDuration(limitMs)} and was stopped.`,
		cannotSend: (name: string, detail: string) =>
			`The ${name} could not be sent to its worker: ${detail}`,
		crashed: (name: string, detail: string) =>
			`The ${name} worker stopped with an error: ${detail}.`,
		vanished: (name: string) =>
			`The ${name} worker failed to start or stopped unexpectedly. Reload the page to try again.`,
		stopped: (name: string, message: string) => `The ${name} stopped: ${message}`,
	},
	demo: {
		/** Between a label and its note, set side by side: a space in English, none in Chinese. */
		space: ' ',
		/** The job's name in failure sentences. */
		name: 'demo',
		question: 'Question:',
		size: 'Board size n',
		running: 'Running in the background…',
		runningHeavy: 'Running in the background (this takes a few seconds)…',
		finished: (ms: number) => `Finished in ${formatDuration(ms)}.`,
		cancelled: 'Cancelled.',
		runs: (title: string) => `Runs: ${title}`,
		unknown: (demo: string) => `Demo "${demo}"`,
		output: (title: string) => `Output of ${title}`,
		/** What each demo's Run button runs; {n} stands for the chosen size. */
		titles: {
			'first-solution': 'stop at the first solution of {n} queens',
			'permutations-vs-backtracking': 'all permutations of 8 columns against backtracking',
			'count-12': 'count the solutions of 12 queens',
			'chess-notation': 'the first solution of 8 queens in chess notation',
			'occupancy-check': 'the full 8-queens search with occupancy arrays',
		} satisfies Record<DemoName, string> as Record<DemoName, string>,
	},
};

export default en;

/** The jobs' words, in any language. */
export type JobsMessages = typeof en;
