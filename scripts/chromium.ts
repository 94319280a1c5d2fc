/** Debian's Chromium: this machine never downloads Playwright's own browser builds. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
