import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * Browser measurements with a budget, for `npm run measure` (not the gate): how long the page's
 * thread is held by each widget control, each hostile cell and each endless Python loop
 * (test/measure/). They depend on the machine's load, so a shortfall here is a figure to look
 * into, not a failed gate; the gate holds the same controls to what they do, untimed. They run in
 * the Chromium a reader has, not the tests' headless shell.
 */
export default defineConfig({
	...base,
	testDir: 'test/measure',
	workers: 1,
	projects: (base.projects ?? []).map((project) => ({
		...project,
		use: {
			...project.use,
			launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
		},
	})),
});
