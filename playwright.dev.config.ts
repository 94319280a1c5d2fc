import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// DEV_PORT lets two people on one machine each start a dev server of their own.
const port = Number(process.env['DEV_PORT'] ?? 4329);

/**
 * The README's first command, `npm run dev`, tested (`npm run test:dev`, in the gate): the same
 * Chromium as the e2e tests, against `astro dev` instead of the built site. The dev server compiles
 * each page on its first request (the first one takes about 30 s on a quiet two-core machine), so
 * its start and every test are given what a machine five times slower would need.
 */
export default defineConfig({
	...base,
	testDir: 'test/dev',
	timeout: 600_000,
	expect: { timeout: 150_000 },
	use: {
		...base.use,
		baseURL: `http://localhost:${port}`,
		navigationTimeout: 300_000,
		actionTimeout: 150_000,
	},
	webServer: {
		// Node 24 from node_modules, as the npm scripts run Astro. `port`, not `url`: a page that
		// answers 500 must fail a test that names it, not leave Playwright waiting for the server.
		command: `node_modules/.bin/node node_modules/astro/bin/astro.mjs dev --port ${port}`,
		port,
		reuseExistingServer: !process.env['CI'],
		timeout: 300_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
});
