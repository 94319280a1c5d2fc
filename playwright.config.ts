import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.ts';
// The tests import the notebook's Python (.py files) as Vite's ?raw imports do: this gives plain
// Node the same, before any test file is loaded.
import './src/notebook/runtime/raw-text.ts';

// E2E_PORT and E2E_DIST let one engineer test another build on another port of a shared machine.
const port = Number(process.env['E2E_PORT'] ?? 4322);
const dist = process.env['E2E_DIST'] ?? 'dist';
const isCI = Boolean(process.env['CI']);

/**
 * End-to-end tests run against the built site (`npm run build` first) served by `astro preview`,
 * in Debian's headless shell of Chromium (scripts/chromium.ts): Playwright's own browser downloads
 * are never used on this machine.
 */
export default defineConfig({
	testDir: 'test/e2e',
	outputDir: 'test-results',
	fullyParallel: false,
	forbidOnly: isCI,
	retries: 0,
	// One more worker than cores: with two, both cores were 13% idle (a test waiting on its page),
	// and the browser tests took 636 s quiet; with three, 3% idle and 566 s (docs/performance.md).
	workers: 3,
	reporter: 'list',
	// Sized for a loaded two-core machine (both cores busy, another browser running), where a step
	// that takes a second when quiet can take ten: no test may fail for speed alone. Widget tests
	// run axe on their widget only; whole pages once each in every-page.spec.ts.
	timeout: 120_000,
	expect: { timeout: 20_000 },
	use: {
		baseURL: `http://localhost:${port}`,
		trace: 'off',
		screenshot: 'only-on-failure',
	},
	projects: [
		{
			name: 'chromium',
			use: {
				...devices['Desktop Chrome'],
				launchOptions: {
					executablePath: TEST_CHROMIUM_PATH,
					args: CHROMIUM_ARGS,
				},
			},
		},
	],
	webServer: {
		// Node 24 from node_modules runs Astro explicitly (the system Node is too old for Astro 7).
		command: `node_modules/.bin/node node_modules/astro/bin/astro.mjs preview --port ${port} --outDir ${dist}`,
		url: `http://localhost:${port}/`,
		reuseExistingServer: !isCI,
		timeout: 60_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
});
