import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';
import { cellOutput, replaceCode, SOLVED_FIRST } from './cells.ts';
import { englishWords } from '../english-allowed.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/index.ts';
import cellZh from '../../src/i18n/zh-cn/cell.ts';
import exercisesZh from '../../src/i18n/zh-cn/exercises.ts';
import cellEn from '../../src/i18n/en/cell.ts';
import traceZh from '../../src/i18n/zh-cn/trace.ts';
import checkRaceZh from '../../src/i18n/zh-cn/check-race.ts';
import countRaceZh from '../../src/i18n/zh-cn/count-race.ts';
import galleryZh from '../../src/i18n/zh-cn/gallery.ts';
import jobsZh from '../../src/i18n/zh-cn/jobs.ts';

/*
 * Every widget works on the Chinese pages, and what it says once it has run is Chinese too: the
 * page walk (chinese-pages.spec.ts) sees each widget as it first hydrates; these run them. The
 * controls are found by their names in the Chinese catalogs, so a widget that kept an English
 * name fails here.
 */

/** Latin words in a widget's text and labels, outside code and maths. */
async function englishIn(widget: Locator): Promise<string[]> {
	const texts = await widget.evaluate((root) => {
		const skip = 'code,pre,kbd,.katex,.cm-editor,[translate="no"]';
		const out: string[] = [];
		const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			if (!node.parentElement?.closest(skip) && node.textContent?.trim())
				out.push(node.textContent);
		}
		for (const el of root.querySelectorAll('[aria-label],[title],[aria-valuetext]')) {
			if (el.closest(skip)) continue;
			for (const name of ['aria-label', 'title', 'aria-valuetext'])
				out.push(el.getAttribute(name) ?? '');
		}
		return out;
	});
	return texts.flatMap((text) =>
		englishWords(text).map((word) => `${word} ← ${text.slice(0, 80)}`),
	);
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name }).first();

test('chapter 2 in Chinese: the trace player steps to its first solution and says so in Chinese', async ({
	page,
}) => {
	await page.goto('/zh-cn/02-backtracking-step-by-step/');
	const player = await hydrated(page, region(page, new RegExp(traceZh.player.label)));
	await player.getByRole('button', { name: traceZh.transport.stepForward }).click();
	await player.getByRole('button', { name: traceZh.transport.nextSolution }).click();
	await expect(player.getByRole('grid').getByRole('gridcell', { name: /皇后/ })).toHaveCount(4);
	expect(await englishIn(player)).toEqual([]);
	await expectNoAxeViolations(page, player);
});

test('chapter 4 in Chinese: the check race runs and gives its verdict in Chinese', async ({
	page,
}) => {
	await page.goto('/zh-cn/04-checking-for-attacks/');
	const race = await hydrated(page, region(page, checkRaceZh.title));
	await race.getByRole('button', { name: jobsZh.buttons.run }).click();
	const verdict = race.getByRole('status', { name: checkRaceZh.verdictTitle });
	await expect(verdict).toHaveText(/[一-龥]/, { timeout: 90_000 });
	// The same search for each of the five checks: 15,720 safety checks in each row's first column.
	const rows = race
		.getByRole('table')
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader') });
	await expect(rows).toHaveCount(5);
	for (const row of await rows.all())
		await expect(row.getByRole('cell').first()).toHaveText('15,720');
	expect(await englishIn(race)).toEqual([]);
});

test('chapter 7 in Chinese: the gallery shows the fundamental solutions', async ({ page }) => {
	await page.goto('/zh-cn/07-all-92/');
	const only = page.getByRole('checkbox', { name: galleryZh.controls.fundamentalOnly });
	await hydrated(page, only);
	const gallery = page.locator('astro-island', { has: only }).first();
	await only.check();
	await expect(page.getByText(/12 个基本解/)).toBeVisible();
	expect(await englishIn(gallery)).toEqual([]);
});

test('chapter 9 in Chinese: the count race counts and matches the published table', async ({
	page,
}) => {
	await page.goto('/zh-cn/09-beyond-eight/');
	const race = await hydrated(page, region(page, countRaceZh.title));
	await race.getByRole('button', { name: jobsZh.buttons.run }).click();
	await expect(race.getByRole('status').first()).toHaveText(/^完成：/, { timeout: 120_000 });
	expect(await englishIn(race)).toEqual([]);
});

test('chapter 8 in Chinese: a solved exercise passes in Chinese, and the pass shows on the English page', async ({
	page,
}) => {
	const zh = getExercise('first-solution', 'zh-cn');
	await page.goto('/zh-cn/08-exercises/');
	const cell = await hydrated(page, region(page, exerciseLabel(zh)));
	await replaceCode(page, cell, SOLVED_FIRST, {
		editor: new RegExp(`^${cellZh.code.editor('')}`),
		edit: cellZh.toolbar.edit,
	});
	await cell.getByRole('button', { name: cellZh.toolbar.run, exact: true }).click();
	const output = cell.getByRole('region', { name: cellZh.cell.outputOf(exerciseLabel(zh)) });
	await expect(output).toContainText(exercisesZh.kit.summary(7, 7), { timeout: 60_000 });
	await expect(cell).toContainText(cellZh.progress.passed);
	expect(await englishIn(cell)).toEqual([]);

	// One notebook: the English page shows the same code and the same pass.
	const en = getExercise('first-solution');
	await page.goto('/08-exercises/');
	const english = await hydrated(page, region(page, exerciseLabel(en)));
	await expect(english).toContainText(cellEn.progress.passed);
	await expect(english.locator('pre[aria-label]').first()).toContainText(
		'if (placeRow(row + 1)) return true;',
	);
	await expect(cellOutput(english)).toHaveCount(1);
});
