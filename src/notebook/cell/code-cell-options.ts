import type { WorkerLike } from '../../jobs/index.ts';
import type { CellReply, CellRequest } from '../worker/cell-messages.ts';
import type { StorageLike } from '../storage/storage.ts';
import type { Locale } from '../../i18n/locales.ts';

/** The worker a cell talks to (a real one, or a stand-in in tests). */
export type CellWorker = WorkerLike<CellRequest, CellReply>;

/** What a cell's state needs. */
export interface CodeCellOptions {
	id: string;
	starter: string;
	/**
	 * The starter saves are made from, the same on every language's page (the English one): its
	 * comments are the only part a translation changes, and a learner's saves carry no language.
	 * `starter` unless told.
	 */
	savedStarter?: string | undefined;
	exercise?: string | undefined;
	storage: StorageLike | null;
	createWorker: () => CellWorker;
	timeLimitMs?: number;
	/** Milliseconds between the last keystroke and the save. */
	saveDelayMs?: number;
	/** A page event (page-events.ts) to announce when a run finishes: opens notes folded until then. */
	announces?: string | undefined;
	/** The page's language: the cell's words, and the worker's (English unless told). */
	locale?: Locale | undefined;
}
