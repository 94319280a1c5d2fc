import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/svelte';
import { afterEach, vi } from 'vitest';

// Unmount every widget between tests so renders never pile up in the shared document.
afterEach(() => cleanup());

/*
 * A widget's worker or lazy part can take seconds to answer when both cores are busy (the gate
 * runs beside builds and browsers). The libraries wait 1 s by default, which flaked at load 22;
 * every wait here gets 30 s unless a test asks for longer. A wait that still runs out is a bug.
 */
const PATIENCE_MS = 30_000;
configure({ asyncUtilTimeout: PATIENCE_MS });
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) => {
	const asked = typeof options === 'number' ? { timeout: options } : (options ?? {});
	return waitFor(callback, { ...asked, timeout: Math.max(asked.timeout ?? 0, PATIENCE_MS) });
}) as typeof vi.waitFor;
