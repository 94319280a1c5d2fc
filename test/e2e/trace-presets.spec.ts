import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { builtPages } from './pages.ts';
import {
	backtrack,
	backtrackWithStack,
	landmarkStep,
	LANDMARKS,
	type Landmark,
} from '../../src/solver/search/index.ts';
import type { CheckName } from '../../src/solver/board/index.ts';

/*
 * A "try this" button of a given name goes to the same moment of the search in every chapter and
 * language (issue 40: chapter 5's "First retreat" stopped on the first solution, chapter 2's
 * "First dead end" on the take-back after it). Every preset of every page is pressed, in both
 * languages; its name says which moment (NAMES), the button says the moment it goes to, and the
 * step it lands on is the step the solver's event stream has that moment at, for the search the
 * player then shows.
 */

const DIST = process.env['E2E_DIST'] ?? 'dist';

/** The words of a preset's name that say where it goes, in each language. */
const NAMES: readonly [RegExp, Landmark][] = [
	[/first solution|第一个解/i, 'first-solution'],
	[/first dead end|第一条死路/i, 'first-dead-end'],
	[/first retreat|第一次回退/i, 'first-retreat'],
	[/to the end|走到底/i, 'end'],
];

/** The pages whose players have "try this" buttons, read from the built HTML. */
const PAGES = builtPages().filter((path) =>
	readFileSync(`${DIST}${path}${path.endsWith('/') ? 'index.html' : ''}`, 'utf8').includes(
		'class="presets',
	),
);

/** Brings a player into view and waits until its island has hydrated (the bug replay's on intent). */
async function hydratedPlayer(player: Locator): Promise<Locator> {
	await player.scrollIntoViewIfNeeded();
	await player.dispatchEvent('pointerover', { bubbles: true });
	await expect
		.poll(() => player.evaluate((el) => el.closest('astro-island')!.hasAttribute('ssr')))
		.toBe(false);
	return player;
}

/** The step a player shows, from its status line ("Step 37 of 1,234", "第 37 步"). */
async function stepOf(player: Locator): Promise<number> {
	const text = await player.locator('.step-status strong').textContent();
	return Number((text ?? '').replace(/\D/g, ''));
}

/** The step the solver's stream has `landmark` at, for the search the player says it shows. */
async function solverStep(player: Locator, landmark: Landmark): Promise<number> {
	const options = await player.evaluate((el: HTMLElement) => ({ ...el.dataset }));
	const search = options['search'] === 'stack' ? backtrackWithStack : backtrack;
	return landmarkStep(
		search({
			n: Number(options['n']),
			check: options['check'] as CheckName,
			first: options['first'] === 'true',
		}),
		landmark,
	);
}

test('the presets are found on both languages’ pages', () => {
	expect(PAGES.filter((path) => path.startsWith('/zh-cn/')).length).toBeGreaterThan(0);
	expect(PAGES.filter((path) => !path.startsWith('/zh-cn/')).length).toBeGreaterThan(0);
});

for (const path of PAGES)
	test(`${path}: each preset lands on the moment its name says, as the solver counts it`, async ({
		page,
	}) => {
		await page.goto(path);
		const players = page.locator('.nq-trace:has(.presets)');
		const seen = new Set<Landmark>();
		for (let p = 0; p < (await players.count()); p++) {
			const player = await hydratedPlayer(players.nth(p));
			const buttons = player.locator('.presets button');
			for (let b = 0; b < (await buttons.count()); b++) {
				const button = buttons.nth(b);
				const label = (await button.textContent())!.trim();
				const meant = NAMES.filter(([words]) => words.test(label)).map(([, landmark]) => landmark);
				expect(meant, `"${label}" names one moment of the search`).toHaveLength(1);
				const landmark = meant[0]!;
				expect(LANDMARKS).toContain(landmark);
				await expect(button, `"${label}" goes where its name says`).toHaveAttribute(
					'data-goto',
					landmark,
				);
				// From step 1, so a button that does nothing is seen.
				await player.locator('.bar button').nth(0).click(); // Reset
				await player.locator('.bar button').nth(3).click(); // Step forward
				await button.click();
				const expected = await solverStep(player, landmark);
				expect(expected, `the search has a ${landmark}`).toBeGreaterThan(0);
				await expect.poll(() => stepOf(player), `"${label}" on ${path}`).toBe(expected);
				seen.add(landmark);
			}
		}
		expect(seen.size, 'the page has presets').toBeGreaterThan(0);
	});
