import { COUNT_PHRASES } from '../../solver/count/index.ts';

/** The count race's words in English: the shape of every language's. */
const en = {
	/** Between a label and its note, set side by side: a space in English, none in Chinese. */
	space: ' ',
	/** The widget's heading. */
	title: 'Count race',
	/** The count in failure sentences ("The count stopped: …", src/i18n/jobs). */
	jobName: 'count',
	question: 'Question:',
	controls: {
		from: 'From n',
		to: 'to n',
		/** What each menu's number is called when it is refused. */
		fromRefused: 'From n',
		toRefused: 'To n',
		allowSlow: (from: number, to: number) => `Allow n = ${from} to ${to} (slow)`,
		/** Under the controls: how long a count takes; `time` is the solver's estimate for n = `slowMax`. */
		hint: (fastMax: number, slowMax: number, time: string) =>
			`Pick the same number twice to count a single n. Up to n = ${fastMax} the whole range takes well under a second. The menu stops at n = ${slowMax}: ${time}.`,
	},
	progress: {
		label: 'Progress',
		value: (percent: number, doneParts: number, parts: number, doneSizes: number, sizes: number) =>
			`${percent}% of the estimated work, ${doneParts} of ${parts} parts, ${doneSizes} of ${sizes} sizes done`,
		elapsed: (time: string) => `Elapsed: ${time}`,
	},
	status: {
		/** The sizes counted: one n, or a range. */
		range: (from: number, to: number) => (from === to ? `n = ${from}` : `n = ${from} to ${to}`),
		sizes: (done: number, all: number) => `${done} of ${all} board ${all === 1 ? 'size' : 'sizes'}`,
		running: (range: string, workers: number, sizes: string, latest: string) =>
			`Counting ${range} on ${workers} ${workers === 1 ? 'worker' : 'workers'}: ${sizes} done.${latest}`,
		done: (range: string, time: string) =>
			`Done: ${range} counted in ${time}; every count matches the published table.`,
		doneWrong: (wrong: readonly number[]) =>
			`Done, but n = ${wrong.join(', ')} ${wrong.length === 1 ? 'does' : 'do'} not match the published table.`,
		cancelled: (time: string, sizes: string) =>
			`Cancelled after ${time}: ${sizes} finished; the workers were stopped.`,
		/** The newest finished size, after the running sentence. */
		latest: (n: number, solutions: string, same: boolean) =>
			` Latest: n = ${n}, ${solutions} solutions${same ? ', matches the published count' : ', differs from the published count'}.`,
	},
	table: {
		/** The caption, around its link to the sources page's OEIS section. */
		captionBefore: 'Solutions of n queens: the published counts (',
		captionLink: 'OEIS',
		captionAfter: (maxKnown: number) =>
			` A000170, n = 1 to ${maxKnown}) and the ones counted in this page, with the search nodes (queens placed by the counter, which searches one board of each family of turned and mirrored boards) and the time the workers spent counting each n (its parts added up, without starting the workers). ✓ marks a count that matches the published one.`,
		n: 'n',
		published: 'Published',
		counted: 'Counted here',
		nodes: 'Search nodes',
		time: 'Counting time',
		hidden: ' (shown once you answer the question or count it)',
		matches: ', matches',
		differs: '✗ differs',
		counting: (done: number, parts: number) => `counting… ${done} of ${parts} parts`,
		waiting: 'waiting',
		cancelled: 'cancelled',
		notFinished: 'not finished',
		beyond: (from: number, to: number) =>
			`Published counts too large for a browser to count (n = ${from} to ${to})`,
	},
	chart: {
		/** Between a label and its note, set side by side: a space in English, none in Chinese. */
		space: ' ',
		title: 'Solutions and search nodes against n, logarithmic scale',
		axes: (from: number, to: number) =>
			`Logarithmic vertical axis from 1 to 10 to the 10th; n from ${from} to ${to} along the bottom. A dotted line shows the published solution counts.`,
		/** Under the legend: why n = 2 and 3 have no mark. */
		zero: 'A count of 0 has no place on a log scale, so n = 2 and 3 (no solution, no queen placed) have no mark.',
		nothingYet: 'Nothing counted yet.',
		/** What was counted, in the chart's description. */
		counted: (
			sizes: readonly number[],
			first: { n: number; solutions: string; nodes: string },
			last: { n: number; solutions: string; nodes: string },
		) =>
			`Counted here for ${sizes.join(', ')}: solutions from ${first.solutions} (n = ${first.n}) to ${last.solutions} (n = ${last.n}), search nodes from ${first.nodes} to ${last.nodes}. The table lists every number.`,
		xAxis: 'n (board size)',
		yAxis: 'count (log scale)',
		nodesLegend: 'search nodes (queens placed) counted here, dashed line with circles',
		solutionsLegend: 'solutions counted here, solid line with squares',
		publishedLegend: 'published solutions, dotted line',
	},
	/** The solver's words for estimates, progress and failures (src/solver/count/count-estimate.ts). */
	count: COUNT_PHRASES,
};

export default en;

/** The count race's words, in any language. */
export type CountRaceMessages = typeof en;
