/*
 * One snapshot of Pyodide's memory for a page's Python workers. Loading the interpreter costs
 * seconds of CPU, and every run gets a worker of its own (the next started ahead): so the page's
 * first worker loads it afresh and, before it seals the interpreter and long before any learner's
 * code can run, posts a copy of its memory on a port of its own (python.worker.ts). Every worker
 * after that starts from the copy: still a new interpreter, sealed and walled as any other, for
 * about a tenth of the CPU (as `nqueens check` does in Node, node-python.ts). What arrives on the
 * port is taken once, checked, and the port closed; anything else leaves the next workers to load
 * afresh, as before.
 */
import type { PythonStart } from './python-messages.ts';

/** Most bytes a snapshot may have: Pyodide's memory just after it loads is tens of MiB. */
export const SNAPSHOT_MOST_BYTES = 256 * 2 ** 20;

/** Whether a message to the worker is its start (the page's first message to it). */
export function isPythonStart(message: unknown): message is PythonStart {
	return (
		typeof message === 'object' && message !== null && (message as PythonStart).kind === 'start'
	);
}

/** The snapshot a worker posted, if that is what it is and not too large; otherwise undefined. */
export function snapshotIn(message: unknown): Uint8Array | undefined {
	if (typeof message !== 'object' || message === null) return undefined;
	const snapshot = (message as { snapshot?: unknown }).snapshot;
	if (!(snapshot instanceof Uint8Array)) return undefined;
	return snapshot.byteLength > 0 && snapshot.byteLength <= SNAPSHOT_MOST_BYTES
		? snapshot
		: undefined;
}

/** What starts one worker: the message, and the port it carries (to transfer). */
interface StartOfWorker {
	message: PythonStart;
	transfer: MessagePort[];
}

/** The page's snapshot: how each new worker starts. */
export interface SnapshotKeeper {
	/** The start of the next worker: from the snapshot, or the first asked to make it, or afresh. */
	nextStart(): StartOfWorker;
	/** Whether a snapshot has arrived. */
	has(): boolean;
}

/** A keeper with no snapshot yet: the first worker it starts is asked for one. */
export function keepPythonSnapshot(): SnapshotKeeper {
	let snapshot: Uint8Array | undefined;
	let asked = false;
	return {
		nextStart() {
			if (snapshot) return { message: { kind: 'start', snapshot }, transfer: [] };
			if (asked) return { message: { kind: 'start' }, transfer: [] };
			asked = true;
			const channel = new MessageChannel();
			// One message, taken once: the port closes on it, whatever it holds, and a message
			// already queued behind it is not read.
			let answered = false;
			channel.port1.onmessage = (event: MessageEvent) => {
				channel.port1.close();
				if (answered) return;
				answered = true;
				snapshot = snapshotIn(event.data);
			};
			return {
				message: { kind: 'start', snapshotTo: channel.port2 },
				transfer: [channel.port2],
			};
		},
		has: () => snapshot !== undefined,
	};
}
