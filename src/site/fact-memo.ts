/*
 * One cache for the whole build: every chapter that quotes a fact, and every fact that needs the
 * same search, shares one computation instead of running the solver again.
 */

const cache = new Map<string, unknown>();

/** `compute()`'s value under `key`, computed the first time it is asked for in this build. */
export function memo<T>(key: string, compute: () => T): T {
	if (!cache.has(key)) cache.set(key, compute());
	return cache.get(key) as T;
}
