import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';

// Two projects: the pure solver in Node, and the Svelte widgets in jsdom.
export default defineConfig({
	plugins: [svelte(), svelteTesting()],
	test: {
		projects: [
			{
				extends: true,
				test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
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
