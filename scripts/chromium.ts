/**
 * Debian's Chromium, the browser a reader runs: Lighthouse's performance, the measures and the
 * load scripts use it. This machine never downloads Playwright's own browser builds.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the same Blink
 * and V8 without the desktop browser around them, as Playwright's own headless runs use. The
 * browser tests run in it: it spends about half the CPU (docs/decisions/test-browser.md).
 */
export const TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Flags Chromium needs here: headless as root, and no background traffic, since this machine's
 * closed network refuses it (many connections at once, and lookups of Google's hosts at start).
 */
export const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
