/**
 * A second browser at work, for scripts/gate-under-load.sh: Chromium opens every page of the built
 * site, scrolls it to the end and on to the next, round after round, until it is stopped. Pages
 * are read from dist/ as files, so no server is shared with the gate's own.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const DIST = resolve(process.argv[2] ?? 'dist');

/** Every HTML page under `dir`. */
function pages(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return pages(path);
		return name.endsWith('.html') ? [path] : [];
	});
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const stop = () => void browser.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const page = await browser.newPage();
for (;;) {
	// dist/ may not exist yet (the gate builds it): wait for it, busy on a blank page meanwhile.
	let files: string[];
	try {
		files = pages(DIST);
	} catch {
		await page.goto('about:blank');
		await page.waitForTimeout(2000);
		continue;
	}
	for (const file of files) {
		await page.goto(pathToFileURL(file).href).catch(() => {});
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)).catch(() => {});
	}
}
