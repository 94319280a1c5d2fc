import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Flush once this much text waits (bytes of UTF-16, near enough). */
const FLUSH_SIZE = 1 << 16;
/** …or once this many milliseconds of work have passed since the last flush. */
const FLUSH_MS = 4;

/**
 * Writes pieces of output to a stream: the first piece at once, then batched but never held longer
 * than a few milliseconds; waits for 'drain' when the reader falls behind, and gives the event loop
 * a turn at every flush so an 'error' (EPIPE: the reader has gone) is seen while work goes on.
 */
export class PieceWriter {
	private parts: string[] = [];
	private size = 0;
	private lastFlush = 0;
	private started = false; // the first text leaves at once, unbatched
	private readonly stream: NodeJS.WritableStream;
	constructor(stream: NodeJS.WritableStream) {
		this.stream = stream; // a plain field: Node's type stripping has no parameter properties
	}

	/** Queues a piece (empty is fine: a chance to flush) and returns a promise when it flushed. */
	write(piece: string): Promise<void> | undefined {
		if (piece !== '') {
			this.parts.push(piece);
			this.size += piece.length;
		}
		const now = performance.now();
		const first = !this.started && this.size > 0;
		if (!first && this.size < FLUSH_SIZE && now - this.lastFlush < FLUSH_MS) return undefined;
		this.started ||= first;
		this.lastFlush = now;
		return this.flush();
	}

	/** Writes whatever waits, respecting backpressure, then lets pending events run. */
	async flush(): Promise<void> {
		if (this.size > 0) {
			const chunk = this.parts.join('');
			this.parts = [];
			this.size = 0;
			if (!this.stream.write(chunk)) await once(this.stream, 'drain');
		}
		await nextTurn();
	}
}
