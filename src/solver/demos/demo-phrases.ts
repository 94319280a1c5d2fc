/*
 * How the demos' reports (demos.ts) are said in one language: the phrases every report takes.
 * English is demo-english.ts; a page in another language passes its own
 * (src/i18n/<locale>/demos.ts), so the solver never needs to know which languages there are. Each
 * phrase is one line of a report and gets the numbers as the solver counted them; it writes them
 * as its language does.
 */

/** One line of a demo's report per phrase, in one language. */
export interface DemoPhrases {
	/** Exercise 1: the first solution, `columns` counted from 0 (a phrase may count them from 1). */
	firstSolution: (n: number, columns: readonly number[]) => string;
	/** Safety checks made to the first solution. */
	checksToFirst: (checks: number) => string;
	/** Safety checks made to find all `solutions`. */
	checksToAll: (solutions: number, checks: number) => string;
	/** How much of the full search's work stopping at the first did: a percentage, and "times fewer". */
	firstSaves: (percent: number, times: number) => string;
	/** Exercise 2: n! permutations generated, `kept` of them solutions. */
	generated: (n: number, generated: number, kept: number) => string;
	/** The safety checks generate-and-test made. */
	permutationChecks: (checks: number) => string;
	/** Backtracking's solutions and safety checks. */
	backtracking: (solutions: number, checks: number) => string;
	/** Backtracking asked `thanPermutations` times fewer questions than n!, `thanTesting` fewer than generate-and-test. */
	fewerQuestions: (thanPermutations: number, thanTesting: number) => string;
	/** Exercise 3: the plain search with the grid scan, and its time. */
	gridScan: (solutions: number, checks: number, ms: number) => string;
	/** The bit-mask count with mirror symmetry, and its time. */
	bitMasks: (solutions: bigint, placed: number, ms: number) => string;
	/** The published count (undefined when the book has none), and whether both counts match it. */
	published: (count: bigint | undefined, bothMatch: boolean) => string;
	/** Exercise 4: the solution's squares in chess notation, "a8 b2 c4 …". */
	chessSolution: (squares: string) => string;
	/** Exercise 5: the occupancy arrays' solutions, against the published count. */
	occupancy: (solutions: number, published: bigint | undefined, matches: boolean) => string;
	/** The occupancy arrays' checks and look-ups. */
	occupancyCost: (checks: number, lookUps: number) => string;
	/** The formula check's solutions, checks and comparisons. */
	formula: (solutions: number, checks: number, comparisons: number) => string;
	/** What the two checks share. */
	sameAnswers: string;
}
