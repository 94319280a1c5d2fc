import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';

// Two projects: the pure solver in Node, and the Svelte widgets in jsdom.
export default defineConfig({
	plugins: [svelte(), svelteTesting()],
	test: {
		// No test may fail for speed alone. Every limit is sized for a machine five times slower than
		// the quiet two-core one the figures come from (a loaded one is that slow): 120 s a test or
		// hook, 30 s for expect.poll (the component tests' waitFor too, test/component/setup.ts). A
		// test sets no smaller limit of its own; one whose work takes over 24 s quiet gets five times
		// that. What depends on speed is measured in `npm run bench` and `npm run measure`.
		testTimeout: 120_000,
		hookTimeout: 120_000,
		// One test file per core. Vitest's default leaves a core for its own process, which on this
		// two-core machine ran every file on one worker: `--project component` took 88 s on one
		// worker and 46 s on two (2026-12-01, load 3.3).
		maxWorkers: '100%',
		expect: { poll: { timeout: 30_000 } },
		projects: [
			{
				extends: true,
				test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
			},
			{
				extends: true,
				test: { name: 'batch', include: ['test/batch/**/*.test.ts'], environment: 'node' },
			},
			{
				extends: true,
				test: {
					name: 'component',
					include: ['test/component/**/*.test.ts'],
					environment: 'jsdom',
					setupFiles: ['test/component/setup.ts'],
					// The widget files share one module graph per worker: each file's own import of
					// Svelte, CodeMirror and the solver was most of its time (`--project component`
					// alone, quiet: 65 s isolated, 29 s shared; it passes in shuffled order too). setup.ts
					// unmounts every widget after each test, so no file sees another's widgets.
					isolate: false,
				},
			},
		],
	},
});
