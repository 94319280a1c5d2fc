import { lazyInNode, type Lazy } from './load.ts';
import type { RuntimeMessages } from './en/runtime.ts';

/**
 * The runner's words in every language, each loaded on first use: the cell worker loads its run's
 * language with `catalogIn(runtimeCatalogs, locale)`, the helpers' list (CellHelpers.astro) its
 * page's. No top-level await here: the cell worker is a classic script.
 */
export const runtimeCatalogs: Lazy<RuntimeMessages> = import.meta.env
	? import.meta.glob<{ default: RuntimeMessages }>('./*/runtime.ts')
	: lazyInNode<RuntimeMessages>(import.meta.url, 'runtime.ts');

export type { RuntimeMessages };
