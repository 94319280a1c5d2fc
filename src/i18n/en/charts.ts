/** The growth chart's words in English (components/book/GrowthChart.astro): the shape of every language's. */
const en = {
	growth: {
		/** Each series: its name, and how its line and markers look. */
		series: {
			factorial: { label: 'n! (the bound)', look: 'dotted line, hollow diamonds' },
			placements: {
				label: 'queens placed by the row-by-row search',
				look: 'solid line, filled circles',
			},
			bitmask: {
				label: 'queens placed by the bit-mask counter (half the first row, mirrored)',
				look: 'dashed line, crosses',
			},
			solutions: { label: 'solutions', look: 'dash-dot line, filled squares' },
		},
		/** A legend entry: the series, then its look. */
		legend: (label: string, look: string) => `${label}: ${look}`,
		title: (from: number, to: number) =>
			`Work against board size, n = ${from} to ${to}, logarithmic scale`,
		/** The chart's description; the numbers are the largest board's, already formatted. */
		description: (
			top: string,
			last: {
				n: number;
				factorial: string;
				placements: string;
				bitmask: string;
				solutions: string;
			},
		) =>
			`Logarithmic vertical axis from 1 to ${top}; n along the bottom. ` +
			`Four lines rise from left to right, from top to bottom: n!, the queens placed by the row-by-row search, ` +
			`the queens placed by the bit-mask counter (just under the row-by-row search: about half as many), and the solutions. ` +
			`n! climbs steepest and pulls away from the others. At n = ${last.n}: n! is ${last.factorial}, ` +
			`the row-by-row search places ${last.placements} queens, the bit-mask counter ` +
			`${last.bitmask}, and there are ${last.solutions} solutions. The table below lists every number.`,
		xAxis: 'n (board size)',
		yAxis: 'count (log scale)',
		tableSummary: "The chart's numbers as a table",
		columns: {
			n: 'n',
			factorial: 'n!',
			placements: 'row-by-row search',
			bitmask: 'bit-mask counter',
			solutions: 'solutions',
		},
	},
};

export default en;

/** The charts' words, in any language. */
export type ChartsMessages = typeof en;
