import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';

// Two projects: the pure solver in Node, and the Svelte widgets in jsdom.
export default defineConfig({
	plugins: [svelte(), svelteTesting()],
	test: {
		// Sized for a loaded two-core machine: tests that spawn processes, threads or workers may run
		// ten times slower than on a quiet one, and no test may fail for speed alone.
		testTimeout: 120_000,
		hookTimeout: 120_000,
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
				},
			},
		],
	},
});
