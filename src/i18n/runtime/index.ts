import { loadCatalogs } from '../load.ts';
import type { RuntimeMessages } from './en.ts';
import { runtimeLoaders } from './loaders.ts';

/**
 * The runner's words, by language: for the pages (the helpers' list). The cell worker loads only
 * its run's language, with `loadCatalog(runtimeLoaders, locale)`.
 */
export const runtimeMessages = await loadCatalogs<RuntimeMessages>(runtimeLoaders);

export { runtimeLoaders };
export type { RuntimeMessages };
