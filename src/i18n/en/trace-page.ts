/**
 * The trace player's words that only its page says (src/widgets/trace/Trace.astro, rendered at build
 * time): never shipped to a browser, so they live apart from the player's own catalog.
 */
const en = {
	/** Trace.astro's name for a player: size and search, so two players on a page differ. */
	named: (n: number, stack: boolean, first: boolean) =>
		`Trace player: ${n} queens, ${stack ? 'explicit stack' : 'recursive search'}${first ? ', to the first solution' : ''}`,
	/** What a page without JavaScript shows instead of the player (Trace.astro). */
	noScript: (n: number, stack: boolean, first: boolean) =>
		`This player needs JavaScript: it replays the ${stack ? 'explicit-stack' : 'recursive'} search for ${n} queens ${first ? 'up to its first solution' : 'to the end'}, one event at a time, with the board, the log in words and the code line that produced each step. Without it, the code of the search is shown below.`,
};

export default en;

/** The words Trace.astro says around the trace player, in any language. */
export type TracePageMessages = typeof en;
