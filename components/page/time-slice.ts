/*
 * The one way a widget drains a long search on the page's own thread: a little work at a time,
 * in slices of a few milliseconds, handing the thread back to the page between slices so that
 * clicks, typing and drawing go on. The solution gallery collects its boards this way and the
 * trace player records its timeline; heavier work goes to a Web Worker instead.
 */

/** How `runInSlices` paces itself; the clock and the scheduler can be replaced in tests. */
export interface SliceOptions {
	/** Longest a slice may hold the thread, in milliseconds. */
	budgetMs: number;
	/** Runs after every slice, to draw progress (and before `ondone` after the last). */
	onslice?: () => void;
	/** Runs once when `step` says the work is done. */
	ondone?: () => void;
	/** Runs once, instead of carrying on, if `step` throws. */
	onerror?: (error: unknown) => void;
	/** Milliseconds now. */
	clock?: () => number;
	/** Calls `next` after the page has had its turn. */
	schedule?: (next: () => void) => () => void;
}

/** A running job of slices: `cancel` stops it before its next slice; it never calls back after. */
export interface SlicedRun {
	cancel(): void;
	/** Whether it has finished, failed or been cancelled. */
	readonly ended: boolean;
}

/** The page's turn: a macrotask, so input and rendering can run first. */
function nextTask(next: () => void): () => void {
	const timer = setTimeout(next, 0);
	return () => clearTimeout(timer);
}

/**
 * Calls `step` again and again, each call a small piece of work that returns true while more
 * remains, in slices of at most `budgetMs`; the first slice runs at once.
 */
export function runInSlices(step: () => boolean, options: SliceOptions): SlicedRun {
	const clock = options.clock ?? (() => performance.now());
	const schedule = options.schedule ?? nextTask;
	let ended = false;
	let unschedule: (() => void) | undefined;
	const slice = (): void => {
		unschedule = undefined;
		if (ended) return;
		const started = clock();
		let more: boolean;
		try {
			do more = step();
			while (more && clock() - started < options.budgetMs);
		} catch (error) {
			ended = true;
			options.onerror?.(error);
			return;
		}
		options.onslice?.();
		if (more) {
			unschedule = schedule(slice);
			return;
		}
		ended = true;
		options.ondone?.();
	};
	slice();
	return {
		cancel() {
			ended = true;
			unschedule?.();
		},
		get ended() {
			return ended;
		},
	};
}
