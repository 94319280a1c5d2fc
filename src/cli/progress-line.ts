import { countPaceText } from '../solver/count/index.ts';
import type { PoolProgress } from './count-workers.ts';

/*
 * Progress of a long count on a terminal's stderr: one line rewritten in place, shown only after
 * the count has run a while, erased at the end. Nothing is written when stderr is not a terminal,
 * so pipes and log files never see it.
 */

/** Milliseconds a count runs before progress appears (a quick count shows nothing). */
export const PROGRESS_AFTER_MS = 1500;
/** Least time between two redraws. */
const REDRAW_MS = 200;
/** Carriage return, then erase to the end of the line. */
const ERASE = '\r\u001b[K';

/**
 * "counting n = 17: 120 of 512 parts, 4 s so far, about 13 s left (Ctrl-C stops)": the page's
 * count race says the same (src/solver/count/count-estimate.ts), without the Ctrl-C.
 */
export function progressText(n: number, progress: PoolProgress): string {
	return `${countPaceText(`n = ${n}`, progress)} (Ctrl-C stops)`;
}

/** Where progress goes: a terminal stream, or anything that says it is not one. */
export interface ProgressStream {
	isTTY?: boolean;
	write(text: string): unknown;
}

/** Shows a count's progress on `stream` when it is a terminal; `clear` erases what was shown. */
export class ProgressLine {
	#shown = false;
	#lastDraw = -Infinity;
	readonly #stream: ProgressStream;
	readonly #n: number;

	constructor(stream: ProgressStream, n: number) {
		this.#stream = stream;
		this.#n = n;
	}

	/** Redraws the line, if the stream is a terminal and the count has run long enough. */
	update(progress: PoolProgress): void {
		if (!this.#stream.isTTY || progress.elapsedMs < PROGRESS_AFTER_MS) return;
		if (progress.elapsedMs - this.#lastDraw < REDRAW_MS && progress.done < progress.total) return;
		this.#lastDraw = progress.elapsedMs;
		this.#stream.write(ERASE + progressText(this.#n, progress));
		this.#shown = true;
	}

	/** Erases the line if one was drawn, leaving the terminal as it was. */
	clear(): void {
		if (this.#shown) this.#stream.write(ERASE);
		this.#shown = false;
	}
}
