import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { followRequests, hydrated } from './pages.ts';
import { cellOutput, EXERCISES_PAGE, openCell, replaceCode } from './cells.ts';
import { corpus } from '../mistakes-corpus.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/index.ts';
import { luaSolution } from '../../src/notebook/exercises/lua-code.ts';
import { codeNamesOf } from '../../src/notebook/exercises/code-names.ts';
import { exercisesIn } from '../../src/i18n/exercises.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import cellEn from '../../src/i18n/en/cell.ts';
import cellZh from '../../src/i18n/zh-cn/cell.ts';

/*
 * Issue 39, done when: a learner answers both of the Lua article's exercises in Lua, on an English
 * and a Chinese page, and sees them checked (a wrong answer told its mistake, then a right one
 * passing every check and remembered); no request leaves the site while Lua loads and runs; a
 * page where no Lua ran fetches nothing of Lua, not even after a JavaScript run; and chapter 4's
 * cell beside the Lua tab runs in Lua and replays its search on the board.
 */

// The first Lua run fetches wasmoon (about 200 KiB); a busy two-core machine is slow at it.
test.describe.configure({ timeout: 180_000 });

/** A Lua run's result may take this long on a loaded machine (the first loads the runtime). */
const RUN_MS = 120_000;

const WORDS = { en: cellEn, 'zh-cn': cellZh } as const;

/** The built files that are Lua's: the worker, its WebAssembly, and the chunk that starts them. */
const LUA_FILES = (() => {
	const folder = `${process.env['E2E_DIST'] ?? 'dist'}/_astro/`;
	return readdirSync(folder).filter(
		(file) =>
			/lua\.worker|\.wasm$/.test(file) ||
			(file.endsWith('.js') && readFileSync(folder + file, 'utf8').includes('lua.worker')),
	);
})();

/** Whether a request fetched part of the Lua box. */
const isLua = (url: string) => LUA_FILES.some((file) => url.endsWith(`/_astro/${file}`));

/** The exercise cell `id` on `locale`'s chapter 8, switched to Lua, with `code` in it. */
async function luaCell(page: Page, id: string, locale: Locale, code: string): Promise<Locator> {
	const label = exerciseLabel(getExercise(id, locale));
	const path = locale === 'en' ? EXERCISES_PAGE : `/${locale}${EXERCISES_PAGE}`;
	if (new URL(page.url(), 'http://x').pathname !== path) await page.goto(path);
	const cell = await hydrated(page, page.getByRole('region', { name: label, exact: true }));
	const lua = cell.getByRole('radio', { name: 'Lua' });
	await lua.check();
	await expect(lua).toBeChecked();
	const t = WORDS[locale];
	await replaceCode(page, cell, code, {
		editor: new RegExp(`^${t.code.editor('')}`),
		edit: t.toolbar.edit,
	});
	return cell;
}

/** Runs exercise `id`'s cell and waits for its checks' summary, in the output it returns. */
async function run(cell: Locator, id: string, locale: Locale, summary: string): Promise<Locator> {
	const t = WORDS[locale];
	await cell.getByRole('button', { name: t.toolbar.run, exact: true }).click();
	const label = exerciseLabel(getExercise(id, locale));
	const output = cell.getByRole('region', { name: t.cell.outputOf(label) });
	await expect(output).toContainText(summary, { timeout: RUN_MS });
	return output;
}

/** Exercise 1 as the article's program stands (the corpus's entry): it keeps the first, searches on. */
const SEARCHES_ON = corpus('lua').find((entry) => entry.file === 'first-searches-on.lua')!.code;

/** Exercise 2 answered with the solutions alone, without the count of candidates. */
const SOLUTIONS_ALONE = `function permutationsolutions(N)
  local a, used, solutions = {}, {}, {}
  local function permute(n)
    if n > N then
      for row = 2, N do
        if not isplaceok(a, row, a[row]) then return end
      end
      solutions[#solutions + 1] = table.move(a, 1, N, 1, {})
      return
    end
    for c = 1, N do
      if not used[c] then
        used[c], a[n] = true, c
        permute(n + 1)
        used[c] = false
      end
    end
  end
  permute(1)
  return solutions
end`;

test('a page with no Lua run fetches nothing of Lua, even after a JavaScript run', async ({
	page,
}) => {
	expect(LUA_FILES.filter((file) => file.endsWith('.wasm')).length).toBeGreaterThan(0);
	const fetched: string[] = [];
	page.context().on('request', (request) => fetched.push(request.url()));
	const requests = followRequests(page, isLua);
	const cell = await openCell(page);
	await cell.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(cellOutput(cell)).toContainText('First solution:', { timeout: RUN_MS });
	// Reaching for the Lua choice fetches nothing either: only a Lua run does.
	await cell.getByRole('radio', { name: 'Lua' }).hover();
	await requests.settled();
	expect(fetched.length, 'the page fetched something').toBeGreaterThan(0);
	expect(fetched.filter(isLua)).toEqual([]);
});

for (const locale of ['en', 'zh-cn'] as const) {
	test(`${locale}: both exercises answered in Lua, wrong then right, are checked; nothing leaves the site`, async ({
		page,
		baseURL,
	}) => {
		const fetched: string[] = [];
		page.context().on('request', (request) => fetched.push(request.url()));
		const t = exercisesIn(locale);
		const passed = WORDS[locale].progress.passed;

		// Exercise 1: the article's search goes on past the first solution; then it stops.
		const first = await luaCell(page, 'first-solution', locale, SEARCHES_ON);
		const wrong = await run(first, 'first-solution', locale, t.kit.summary(4, 7));
		await expect(wrong).toContainText('isplaceok');
		await expect(first.getByText(passed)).toHaveCount(0);
		await replaceCode(page, first, luaSolution('first-solution', locale)!, {
			editor: new RegExp(`^${WORDS[locale].code.editor('')}`),
			edit: WORDS[locale].toolbar.edit,
		});
		const right = await run(first, 'first-solution', locale, t.kit.summary(7, 7));
		await expect(right).toContainText('1 5 8 6 3 7 2 4');
		await expect(first.getByText(passed)).toBeVisible();

		// Exercise 2: the solutions alone are no record; every permutation, counted, is.
		const second = await luaCell(page, 'permutations', locale, SOLUTIONS_ALONE);
		const notRecord = await run(second, 'permutations', locale, t.kit.summary(0, 5));
		await expect(notRecord).toContainText(codeNamesOf('lua').permutationsAnswer);
		await replaceCode(page, second, luaSolution('permutations', locale)!, {
			editor: new RegExp(`^${WORDS[locale].code.editor('')}`),
			edit: WORDS[locale].toolbar.edit,
		});
		const all = await run(second, 'permutations', locale, t.kit.summary(5, 5));
		// The article's comparison: 8! permutations against backtracking's 15,720 isplaceok calls.
		await expect(all).toContainText('40,320');
		await expect(all).toContainText('15,720');
		await expect(second.getByText(passed)).toBeVisible();

		// Lua was fetched, from the site, and nothing else left it.
		expect(fetched.filter(isLua).length).toBeGreaterThan(0);
		const origin = new URL(baseURL!).origin;
		const away = fetched.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
		expect(away).toEqual([]);
	});
}

test('chapter 4’s cell beside the Lua tab runs in Lua, and its search replays on the board', async ({
	page,
}) => {
	const label = 'Try it: swap the check';
	const cell = await openCell(page, label, '/04-checking-for-attacks/');
	await cell.getByRole('radio', { name: 'Lua' }).check();
	await cell.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(cellOutput(cell)).toContainText('formula: 92 solutions', { timeout: RUN_MS });
	await cell.getByRole('button', { name: 'Show on the board' }).click();
	const code = cell.locator('pre[aria-label^="Your code"]');
	await expect(code).toBeVisible();
	await code.focus();
	await page.keyboard.press('ArrowRight');
	// The first step is the learner's own Lua line: rows and columns counted from 1.
	await expect(code.locator('[aria-current="step"]')).toContainText('board.issafe(row, col)');
});
