import { formatCount } from '../../solver/format/index.ts';

/*
 * What the Run button under a source article's Python program says (issue 30): the program runs
 * in the page, in the notebook's Python box, and its output shows below it. In English.
 */
const en = {
	run: 'Run',
	/** The Run button's name for a screen reader: which program it runs. */
	runLabel: (file: string) => `Run ${file}`,
	stop: 'Stop',
	/** The run in the job's failure sentences: "The program stopped: …". */
	jobName: 'program',
	stopLabel: (file: string) => `Stop ${file}`,
	/** Under the buttons, before any run: where and how it runs. */
	note: (limitSeconds: number) =>
		`Runs in this page, in the same Python box as the exercises, for at most ${formatCount(limitSeconds)} s.`,
	/** The output's region. */
	output: (file: string) => `Output of ${file}`,
	/** While the Python interpreter loads (the first Python run of a page). */
	loading: 'Loading Python (about 6 MiB, once per visit)…',
	running: 'Running…',
	finished: (ms: number) => `Finished in ${formatCount(Math.round(ms))} ms.`,
	failed: (ms: number) => `Stopped with an error after ${formatCount(Math.round(ms))} ms.`,
	stopped: 'Stopped. What it printed is kept; Run starts it afresh.',
	timeout: (limitSeconds: number) =>
		`Stopped after ${formatCount(limitSeconds)} s, the time limit: a program that never ends, or waits for input, ends here. What it printed is kept.`,
	/** Under an error from input(): the page types nothing into a program. */
	noInput: 'Nothing can be typed into a program here: `input()` finds no more to read.',
	nothingPrinted: 'The program printed nothing.',
	/** When the worker itself failed (the job's own sentence follows). */
	couldNotRun: (why: string) => `Python could not run the program: ${why}`,
};

export type ProgramRunMessages = typeof en;
export default en;
