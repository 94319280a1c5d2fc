import { createWorkerPool, type WorkerPool } from '../worker/index.ts';
import type { WorkerLike } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { LuaReply, LuaRequest } from './lua-messages.ts';

/** A Lua worker as the page talks to it. */
export type LuaWorker = WorkerLike<LuaRequest, LuaReply>;

/** The page's Lua workers: one pool for every cell on the page, made on first use. */
let pagePool: WorkerPool<LuaWorker> | undefined;

/**
 * The pool of Lua workers (Vite bundles lua.worker.ts from this URL): one per run, the next
 * started ahead. Nothing of Lua loads before the first call. Each worker is named after the
 * page's language.
 */
export function pageLuaWorkers(locale: Locale = 'en'): WorkerPool<LuaWorker> {
	pagePool ??= createWorkerPool(
		() =>
			new Worker(new URL('./lua.worker.ts', import.meta.url), {
				type: 'module',
				name: `lua ${locale}`,
			}) as unknown as LuaWorker,
	);
	return pagePool;
}
