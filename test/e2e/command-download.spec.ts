import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { knownCount } from '../../src/solver/count/index.ts';

/*
 * A reader of the command's page gets the command from the page itself: the link downloads
 * nqueens.mjs, and the downloaded file runs under the machine's Node 20 as the page says.
 */

for (const [path, name] of [
	['/nqueens-command/', 'nqueens.mjs'],
	['/zh-cn/nqueens-command/', 'nqueens.mjs'],
] as const) {
	test(`${path}: the link downloads the command, and it counts 8 queens under Node 20`, async ({
		page,
	}) => {
		await page.goto(path);
		const downloading = page.waitForEvent('download');
		await page.getByRole('link', { name, exact: true }).click();
		const download = await downloading;
		expect(download.suggestedFilename()).toBe(name);
		const file = join(mkdtempSync(join(tmpdir(), 'nqueens-download-')), name);
		await download.saveAs(file);
		const run = spawnSync('/usr/bin/node', [file, '8', '--count'], { encoding: 'utf8' });
		// OEIS A000170
		expect(run).toMatchObject({ status: 0, stdout: `${knownCount(8)}\n`, stderr: '' });
	});
}

/*
 * The recipes of "Count in shares": each link downloads the page's file as it is, docs/recipes/ in
 * English and its copy with Chinese comments, docs/recipes-zh-cn/, on the Chinese page.
 */
for (const [path, folder] of [
	['/nqueens-command/', 'docs/recipes'],
	['/zh-cn/nqueens-command/', 'docs/recipes-zh-cn'],
] as const) {
	test(`${path}: every recipe link downloads its file of ${folder}/`, async ({ page }) => {
		await page.goto(path);
		const files = readdirSync(folder);
		expect(files).toEqual(readdirSync('docs/recipes'));
		for (const name of files) {
			const downloading = page.waitForEvent('download');
			await page.getByRole('link', { name, exact: true }).click();
			const download = await downloading;
			expect(download.suggestedFilename()).toBe(name);
			const file = join(mkdtempSync(join(tmpdir(), 'nqueens-recipe-')), name);
			await download.saveAs(file);
			expect(readFileSync(file, 'utf8')).toBe(readFileSync(`${folder}/${name}`, 'utf8'));
			// The page shows the same file, captioned by its path.
			await expect(page.locator('figure.nq-code', { hasText: `${folder}/${name}` })).toHaveCount(1);
		}
	});
}
