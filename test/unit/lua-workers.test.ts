import { afterEach, expect, test, vi } from 'vitest';

/*
 * The page's side of Lua cells (src/notebook/lua/index.ts): as with Python, no page pays for
 * Lua before its first Lua run. Importing the face starts nothing; the pool makes a worker only
 * when a run takes one or warms one, and names it after the page's language.
 */

/** The workers made, as the page would start them. */
const made: { url: string; options: WorkerOptions }[] = [];

class StubWorker {
	onmessage = null;
	onerror = null;
	constructor(url: URL, options: WorkerOptions) {
		made.push({ url: String(url), options });
	}
	postMessage(): void {}
	terminate(): void {}
}

afterEach(() => {
	vi.unstubAllGlobals();
	made.length = 0;
});

test('importing the Lua face starts no worker; warming the pool starts one, named for the page', async () => {
	vi.stubGlobal('Worker', StubWorker);
	const { pageLuaWorkers } = await import('../../src/notebook/lua/index.ts');
	expect(made).toEqual([]);
	const pool = pageLuaWorkers('zh-cn');
	expect(made).toEqual([]);
	pool.warm();
	pool.warm();
	expect(made).toHaveLength(1);
	expect(made[0]!.url).toMatch(/\/src\/notebook\/lua\/lua\.worker\.ts$/);
	expect(made[0]!.options).toEqual({ type: 'module', name: 'lua zh-cn' });
	pool.take();
	expect(made).toHaveLength(1);
	pool.take();
	expect(made).toHaveLength(2);
});
