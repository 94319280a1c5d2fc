import { RACE_PHRASES, VERDICT_PHRASES } from '../../solver/race/index.ts';

/** The check race's words in English: the shape of every language's. */
const en = {
	/** The widget's heading. */
	title: 'Check race',
	/** The race in failure sentences ("The race stopped: …", src/i18n/jobs). */
	jobName: 'race',
	controls: {
		boardSize: 'Board size',
		/** A board size in the size menu: "8 × 8". */
		sizeOption: (n: number) => `${n} × ${n}`,
		logScale: 'Logarithmic bars',
		/** Under the controls: how long a race takes. */
		hint: (seconds: number) =>
			`Each check runs the whole search for all solutions, again and again, the five in turns, for up to about ${seconds} seconds. On 12 × 12 one round takes a second or more, so the race stops after a few rounds.`,
	},
	progress: {
		label: 'Race progress',
		/** The progress bar's value in words. */
		value: (rounds: number, percent: number) =>
			`${rounds} ${rounds === 1 ? 'round' : 'rounds'} done, ${percent}% of the race`,
		/** The live status line: `rounds` done, each check timed once in each. */
		round: (rounds: number, n: number) =>
			`Round ${rounds}: each check timed ${rounds === 1 ? 'once' : `${rounds} times`}, in turns, on ${n} × ${n}…`,
		starting: (n: number) => `Starting the race on ${n} × ${n}…`,
		done: (checks: number, rounds: number, n: number) =>
			`Done: each of the ${checks} checks timed ${rounds === 1 ? 'once' : `${rounds} times`}, in turns, on ${n} × ${n}.`,
		cancelledEarly: 'Cancelled before the first round finished.',
		cancelled: (rounds: number) =>
			`Cancelled after ${rounds} ${rounds === 1 ? 'round' : 'rounds'}: the times are from those rounds only.`,
	},
	table: {
		/** The table's caption: the board, the solutions found and how the times were taken. */
		caption: (n: number, solutions: string, times: string) =>
			`The five checks on ${n} × ${n}${solutions}. ${times}. Times vary from run to run and from machine to machine.`,
		/** Every check timed found `count` solutions (`all`: all five were timed). */
		sameSolutions: (all: boolean, count: string) =>
			`: ${all ? 'every check' : 'every check timed'} found ${count} solutions`,
		/** The checks found different counts: each check's name and count. */
		eachSolutions: (each: readonly (readonly [string, string])[]) =>
			`: solutions found ${each.map(([check, count]) => `${check} ${count}`).join(', ')}`,
		timesBefore: 'Times are per search, the median of runs taken in turns',
		/** How the times were taken: `runs` per check, `batch` searches per run. */
		times: (runs: number, batch: string | null) =>
			`Time is per search, the median of ${runs} ${runs === 1 ? 'run' : 'runs'} of each check taken in turns${batch === null ? '' : `, each run ${batch} searches in a row`}; the middle half of the runs lies in the last column`,
		check: 'Check',
		calls: 'Checks (calls)',
		comparisons: 'Comparisons',
		perCheck: 'Per check',
		time: 'Time (ms)',
		middleHalf: 'Middle half (ms)',
		timing: 'timing…',
		notRun: 'not run',
	},
	bars: {
		comparisons: (log: boolean) => `Comparisons${log ? ', logarithmic scale' : ''}`,
		time: (log: boolean) =>
			`Time per search, median of the runs (in brackets and as a line: the middle half)${log ? ', logarithmic scale' : ''}`,
		/** A time bar's numbers: median and middle half, in milliseconds. */
		ms: (ms: string, low: string, high: string) => `${ms} ms (${low}–${high})`,
	},
	verdictTitle: 'What the times say',
	ratiosTitle: 'What the ratios mean',
	/** The solver's sentences about comparisons (describeRace). */
	race: RACE_PHRASES,
	/** The solver's reading of the times (describeVerdict, noiseNote). */
	verdict: VERDICT_PHRASES,
};

export default en;

/** The check race's words, in any language. */
export type CheckRaceMessages = typeof en;
