import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
	differences,
	expectFirstViewHydrated,
	firstView,
	holdIslands,
	islandCount,
	islandsSeen,
	openTabbedIslands,
	sweepPage,
	type Seen,
} from './first-view.ts';
import { hydrateEveryIsland, pageIdle, pagesWithIslands } from './pages.ts';
import { FIRST } from './cells.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';

/*
 * A press that reaches a widget before its code has loaded acts once the code is there, exactly
 * once (src/site/held-presses.ts), whatever the widget's directive: on a phone (touch, no hover)
 * as on a desktop (a click with no hover first, a key). Each test holds the widget's component
 * module back (page.route), so the press surely lands on the server's HTML, checks the island has
 * not hydrated, lets the code through, and reads what the press did: a count that a lost press
 * leaves at 0 and a doubled one takes to 2. Besides these, every island of every page is pressed
 * on the first control of each kind it has (below), so a new island cannot go untested.
 */

/** Events in a search, as the trace player's status counts them. */
const eventsOf = (events: Iterable<unknown>) => formatCount([...events].length);

/** The island a widget is drawn in. */
const islandOf = (widget: Locator) => widget.locator('xpath=ancestor::astro-island[1]');

/** The widget's island, still waiting for its code. */
async function stillWaiting(widget: Locator): Promise<void> {
	await expect(islandOf(widget)).toHaveAttribute('ssr');
}

/** Lets the held code through and waits until the widget's island has hydrated. */
async function letHydrate(widget: Locator, release: () => void): Promise<void> {
	release();
	await expect(islandOf(widget)).not.toHaveAttribute('ssr');
}

/** Goes to `path` with the modules of the components named by `only` held back. */
async function openHeld(page: Page, path: string, only: RegExp) {
	const held = await holdIslands(page, path, only);
	expect(held.urls.length, `${only} is on ${path}`).toBeGreaterThan(0);
	await page.goto(path);
	return held.release;
}

const stepStatus = (player: Locator) => player.locator('.step-status');

test.describe('on a phone (touch, no hover)', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('chapter 6: a tap on version 2 before the replay hydrates switches to it, once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		// Before any code: the known step count, and buttons that do not look disabled.
		await expect(stepStatus(widget)).toHaveText(`Step 0 of ${eventsOf(buggySearch('no-undo', 8))}`);
		await expect(widget.getByRole('button', { name: 'Show me' })).toBeEnabled();
		await widget.getByText(/^2\. Half fix/).tap();
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(widget.getByRole('radio', { name: /half fix/i })).toBeChecked();
		await expect(widget.getByRole('region', { name: /^Replay of version 2/ })).toBeVisible();
		await expect(stepStatus(widget)).toHaveText(
			`Step 0 of ${eventsOf(buggySearch('half-fix', 8))}`,
		);
	});

	test('chapter 6: a tap on Step forward before the replay hydrates steps once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		await widget.getByRole('button', { name: 'Step forward' }).tap();
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(stepStatus(widget)).toHaveText(`Step 1 of ${eventsOf(buggySearch('no-undo', 8))}`);
	});

	test('chapter 2: a tap on Step forward before the trace player hydrates steps once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /TracePlayer/);
		const player = page.getByRole('region', { name: /trace player/i }).first();
		await player.scrollIntoViewIfNeeded();
		const events = eventsOf(backtrack({ n: 4, check: 'formula-up' }));
		await expect(stepStatus(player)).toHaveText(`Step 0 of ${events}`);
		await player.getByRole('button', { name: 'Step forward' }).tap();
		await stillWaiting(player);
		await letHydrate(player, release);
		await expect(stepStatus(player)).toHaveText(`Step 1 of ${events}`);
	});

	test('chapter 8: a tap on a cell’s first hint before the cell hydrates shows one hint', async ({
		page,
	}) => {
		const release = await openHeld(page, '/08-exercises/', /CodeCell/);
		const cell = page.getByRole('region', { name: FIRST, exact: true });
		const hint = cell.getByRole('button', { name: /^Show hint 1 of \d+$/ });
		await hint.scrollIntoViewIfNeeded();
		await expect(hint).toBeEnabled();
		const total = Number((await hint.textContent())!.match(/of (\d+)/)![1]);
		await hint.tap();
		await stillWaiting(cell);
		await letHydrate(cell, release);
		await expect(cell.getByRole('button', { name: `Show hint 2 of ${total}` })).toBeVisible();
		await expect(cell.locator('.nq-hints-list li')).toHaveCount(1);
	});

	test('chapter 8: Run tapped before the cell hydrates runs the cell', async ({ page }) => {
		const release = await openHeld(page, '/08-exercises/', /CodeCell/);
		const cell = page.getByRole('region', { name: FIRST, exact: true });
		const run = cell.getByRole('button', { name: 'Run', exact: true });
		await run.scrollIntoViewIfNeeded();
		await run.tap();
		await stillWaiting(cell);
		await letHydrate(cell, release);
		await expect(cell.locator('p.status[role="status"]')).toHaveText(/^Finished in /, {
			timeout: 60_000,
		});
	});

	test('chapter 7: a tap on Fundamental only before the gallery hydrates ticks it, once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/07-all-92/', /SolutionGallery/);
		const widget = page.locator('.nq-gallery');
		const box = widget.getByRole('checkbox', { name: /Fundamental only/ });
		await box.scrollIntoViewIfNeeded();
		await box.tap();
		await stillWaiting(widget);
		await expect(box).not.toBeChecked(); // held: the box waits for the code
		await letHydrate(widget, release);
		await expect(box).toBeChecked();
		await expect(widget.getByText(/^12 fundamental solutions/)).toBeVisible();
	});

	test('chapter 1: a tap on a square before the board hydrates puts down one queen', async ({
		page,
	}) => {
		const release = await openHeld(page, '/01-puzzle-by-hand/', /PlayBoard/);
		const grid = page.getByRole('grid').first();
		await grid.scrollIntoViewIfNeeded();
		await grid.getByRole('gridcell', { name: /^Row 1, column 2[,(]/ }).tap();
		await stillWaiting(grid);
		await letHydrate(grid, release);
		await expect(grid).toHaveAccessibleDescription(/1 of 4 queens placed/);
	});

	test('chapter 2: a guess typed and sent before the question hydrates is checked', async ({
		page,
	}) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /Predict/);
		const predict = page.getByRole('group', { name: /is this square safe/ });
		await predict.scrollIntoViewIfNeeded();
		await predict.getByRole('textbox', { name: 'Your guess' }).fill('20');
		await predict.getByRole('button', { name: 'Check my guess' }).tap();
		await stillWaiting(predict);
		await letHydrate(predict, release);
		const checks = countWithCheck({ n: 4, check: 'formula-up' }).checks;
		await expect(predict.getByRole('status')).toHaveText(
			`You guessed 20; the search asks ${checks} times: about ${Math.round(checks / 20)} times more.`,
		);
	});

	test('chapter 2: "Show anyway" tapped before its fold hydrates opens it, once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /Fold/);
		const fold = page.locator('details.nq-fold').first();
		await fold.scrollIntoViewIfNeeded();
		await fold.getByText('Show anyway').tap();
		await stillWaiting(fold);
		await expect(fold).not.toHaveAttribute('open');
		await letHydrate(fold, release);
		await expect(fold).toHaveAttribute('open');
	});
});

test.describe('on a desktop', () => {
	test('chapter 6: version 3 clicked with no hover first switches to it', async ({ page }) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		await widget.getByText(/^3\. Clear the row/).click();
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(
			widget.getByRole('radio', { name: /clear the row when its loop ends/i }),
		).toBeChecked();
		await expect(stepStatus(widget)).toHaveText(
			`Step 0 of ${eventsOf(buggySearch('clear-on-exit', 8))}`,
		);
	});

	test('chapter 2: → on the focused player before it hydrates steps once', async ({ page }) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /TracePlayer/);
		const player = page.getByRole('region', { name: /trace player/i }).first();
		await player.scrollIntoViewIfNeeded();
		await player.focus();
		await page.keyboard.press('ArrowRight');
		await stillWaiting(player);
		await letHydrate(player, release);
		const events = eventsOf(backtrack({ n: 4, check: 'formula-up' }));
		await expect(stepStatus(player)).toHaveText(`Step 1 of ${events}`);
	});

	test('chapter 1: a size picked before the board hydrates sets the board', async ({ page }) => {
		const release = await openHeld(page, '/01-puzzle-by-hand/', /PlayBoard/);
		const widget = page.locator('.nq-play').nth(1);
		await widget.scrollIntoViewIfNeeded();
		const menu = widget.getByRole('combobox');
		const size = (await menu.locator('option').allTextContents()).find((s) => /6/.test(s))!;
		await menu.selectOption({ label: size });
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(widget.getByRole('gridcell')).toHaveCount(36);
		await expect(menu).toHaveValue('6');
	});

	test('chapter 6: Enter on "Show me" before the replay hydrates shows the moment', async ({
		page,
	}) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		await widget.getByRole('button', { name: 'Show me' }).focus();
		await page.keyboard.press('Enter');
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(widget.getByText(/^Here row 5, column 5 is refused/)).toBeVisible();
	});
});

/*
 * Every island of every page, whatever it is (issue 40: chapter 4's diagonal explorer lost the
 * first tap and no test had pressed it). Each island is pressed on the first visible, enabled
 * control of each kind it shows (a button, a summary, a board square, a radio not yet picked, a
 * box), the islands side by side: in a round, every island presses its next kind, so a page takes
 * as many rounds as its island with the most kinds has, not one a kind. A round loads the page
 * with its code and presses; where an island's view, once settled, shows nothing new (Reset at
 * step 0, a read-only board's square), the next control of the kind is tried in a later round, in
 * islands no press has acted in yet. Then the controls that acted are pressed again on the page
 * loaded with every island's code held back, the code is let through, and each pressed island must
 * show something else than before the press (read from its own first element, so another island
 * pushing it down the page does not count). first-view.spec.ts holds an island's first view equal
 * to its hydrated, idle view, so a change is the press acting; and a press known to act with the
 * code that does nothing once the code comes was lost. Every island must act on some press.
 * English pages are clicked, as on a desktop; Chinese ones tapped, as on a phone: every island of
 * each language, both kinds of press on each widget. Each page's test starts by holding its first
 * view to its hydrated view (`expectFirstViewHydrated`), on the load its first round then uses.
 */

/** The kinds of control a first press lands on, each found by a selector. */
const CONTROLS = {
	button: 'button, [role="button"]',
	summary: 'summary',
	square: '[role="gridcell"]',
	radio: 'input[type="radio"]:not(:checked)',
	checkbox: 'input[type="checkbox"]',
} as const;
type Kind = keyof typeof CONTROLS;

/** One island's control: the `place`-th (0: the first) a reader can press of its `kind`. */
interface Control {
	kind: Kind;
	place: number;
}

/**
 * How long a press made before the code may take to show once the code is there. It is known to
 * act with the code loaded, so only a lost press waits this out: sized for a slow, busy machine.
 */
const ACTS_WITHIN_MS = 30_000;

/** Controls of one kind tried in an island while each does nothing, even with the code. */
const TRIES = 3;

/**
 * How many controls of each kind every island shows a reader now (seen, not disabled, not plain
 * HTML passed in as a slot), island by island in page order; marks with `data-first-press` the
 * control `plan` names in each of its islands, where the island has it.
 */
function surveyControls(
	page: Page,
	plan: Map<number, Control> = new Map(),
): Promise<Record<Kind, number>[]> {
	return page.evaluate(
		({ wanted, controls }) => {
			const islands = [...document.querySelectorAll('astro-island')].filter(
				(island) => !island.parentElement?.closest('astro-island'),
			);
			return islands.map((island, i) => {
				const pressable = (kind: Kind) =>
					[...island.querySelectorAll(controls[kind])].filter(
						(el) =>
							!el.closest('astro-slot') &&
							el.getClientRects().length > 0 &&
							!(el as HTMLButtonElement).disabled &&
							el.getAttribute('aria-disabled') !== 'true',
					);
				const control = wanted.find(([at]) => at === i)?.[1];
				if (control)
					pressable(control.kind)[control.place]?.setAttribute('data-first-press', String(i));
				return Object.fromEntries(
					Object.keys(controls).map((kind) => [kind, pressable(kind as Kind).length]),
				) as Record<Kind, number>;
			});
		},
		{ wanted: [...plan], controls: CONTROLS },
	);
}

/** Marks the controls `plan` names; returns the islands whose control was there to mark. */
async function markControls(page: Page, plan: Map<number, Control>): Promise<number[]> {
	const shown = await surveyControls(page, plan);
	return [...plan]
		.filter(([i, { kind, place }]) => (shown[i]?.[kind] ?? 0) > place)
		.map(([i]) => i)
		.sort((a, b) => a - b);
}

/**
 * What island `i` shows, element by element, placed from its first element: another island's
 * press that moves this one down the page is not this one acting.
 */
function viewOf(view: Seen[], i: number): Seen[] {
	const own = view.filter((seen) => seen.key.startsWith(`island ${i} (`));
	const [x, y] = own[0]?.box ?? [0, 0];
	return own.map((seen) => {
		const [left, top, width, height] = seen.box;
		return { ...seen, box: [left - x, top - y, width, height] };
	});
}

/** Whether island `i` shows something else in `now` than in `before`. */
const changed = (before: Seen[], now: Seen[], i: number) =>
	differences(viewOf(before, i), viewOf(now, i)).length > 0;

/** Presses island `i`'s marked control as the profile does: a tap on a phone, else a click. */
async function pressMarked(page: Page, i: number, touch: boolean): Promise<void> {
	const control = page.locator(`[data-first-press="${i}"]`);
	await control.scrollIntoViewIfNeeded();
	if (touch) await control.tap();
	else {
		await control.click();
		// The mouse rests off every widget, so nothing the page does later is read as a pointing.
		await page.mouse.move(0, 0);
	}
}

/** Goes to `path` with its code loaded, every island hydrated and scrolled back to the top. */
async function openLoaded(page: Page, path: string): Promise<void> {
	await page.unrouteAll({ behavior: 'ignoreErrors' });
	await page.goto(path);
	await openTabbedIslands(page);
	await hydrateEveryIsland(page);
	await page.evaluate(() => scrollTo(0, 0));
}

/** Goes to `path` with every island's code held, every island on the screen somewhere. */
async function openAllHeld(page: Page, path: string): Promise<() => void> {
	await page.unrouteAll({ behavior: 'ignoreErrors' });
	const { release } = await holdIslands(page, path);
	await page.goto(path);
	await openTabbedIslands(page);
	await sweepPage(page);
	return release;
}

/**
 * The islands among `pressed` whose view differs from `before`, and the rest, read until every
 * one has changed or `timeoutMs` has passed. With `settled`, also until those that have not
 * changed show two views alike with the page drawing and going idle between: what a press started
 * (a re-render, a status) is on the screen by then. A press that set something going (Play) is
 * seen at its first change, not waited out.
 */
async function whichActed(
	page: Page,
	pressed: number[],
	before: Seen[],
	{ timeoutMs, settled = false }: { timeoutMs: number; settled?: boolean },
): Promise<{ acted: number[]; still: number[] }> {
	const until = Date.now() + timeoutMs;
	let still = pressed;
	let last: Seen[] | undefined;
	for (;;) {
		await page.evaluate(() => scrollTo(0, 0));
		const now = await firstView(page);
		still = still.filter((i) => !changed(before, now, i));
		const stood = settled && last && still.every((i) => !changed(last!, now, i));
		if (still.length === 0 || stood || Date.now() > until) break;
		last = now;
		await pageIdle(page);
	}
	return { acted: pressed.filter((i) => !still.includes(i)), still };
}

/** What is left to press in one island: the kinds it shows not yet pressed, from the one now. */
interface Pending {
	kinds: Kind[];
	/** The place of the control of `kinds[0]` pressed next. */
	place: number;
	/** How many controls of `kinds[0]` have been pressed and did nothing. */
	tries: number;
}

/**
 * Presses, in every island of `path`, a control of each kind that acts once the code is there,
 * before the code loads, and holds each island to acting once it has.
 */
async function pressEveryIsland(page: Page, path: string, touch: boolean): Promise<void> {
	const lost: string[] = [];
	const idle: string[] = [];
	const covered = new Set<number>();
	const actedHeld = new Set<number>();
	// The page's first view is its hydrated view (first-view.spec.ts), read on this load, which
	// then serves the first round's presses with the code loaded.
	await expectFirstViewHydrated(page, path, touch ? 'phone' : 'desktop');
	const islands = await islandCount(page);
	// A kind an island does not show on this load it shows on no load: it costs no round to try.
	const pending = new Map<number, Pending>();
	(await surveyControls(page)).forEach((shown, i) => {
		const kinds = (Object.keys(CONTROLS) as Kind[]).filter((kind) => shown[kind] > 0);
		if (kinds.length > 0) pending.set(i, { kinds, place: 0, tries: 0 });
	});
	for (let round = 0; pending.size > 0; round++) {
		if (round > 0) await openLoaded(page, path);
		const plan = new Map(
			[...pending].map(([i, { kinds, place }]) => [i, { kind: kinds[0]!, place }] as const),
		);
		const before = await firstView(page);
		const pressed = await markControls(page, plan);
		for (const i of pressed) await pressMarked(page, i, touch);
		const { acted } = await whichActed(page, pressed, before, {
			timeoutMs: 30_000,
			settled: true,
		});
		const acting = new Map<number, Control>();
		for (const [i, control] of plan) {
			const island = pending.get(i)!;
			const didNothing = pressed.includes(i) && !acted.includes(i);
			if (acted.includes(i)) {
				acting.set(i, control);
				covered.add(i);
			}
			if (didNothing) idle.push(`island ${i}: ${control.kind} ${control.place + 1}`);
			// The next of the kind only where no press has acted yet: each island must act once.
			if (didNothing && !covered.has(i) && ++island.tries < TRIES) island.place++;
			else {
				island.kinds.shift();
				Object.assign(island, { place: 0, tries: 0 });
				if (island.kinds.length === 0) pending.delete(i);
			}
		}
		if (acting.size === 0) continue;

		const release = await openAllHeld(page, path);
		const heldBefore = await firstView(page);
		expect(islandsSeen(heldBefore).size, 'every island is on the page to be pressed').toBe(islands);
		const names = new Map(
			heldBefore.map((seen) => [
				Number(/^island (\d+)/.exec(seen.key)![1]),
				seen.key.split(')')[0]!,
			]),
		);
		const heldPressed = await markControls(page, acting);
		expect(heldPressed, 'the controls that act are on the page before the code').toEqual(
			[...acting.keys()].sort((a, b) => a - b),
		);
		for (const i of heldPressed) await pressMarked(page, i, touch);
		expect(
			await page.locator('astro-island:not([ssr])').count(),
			'every press landed before any code',
		).toBe(0);
		release();
		await hydrateEveryIsland(page);
		const held = await whichActed(page, heldPressed, heldBefore, { timeoutMs: ACTS_WITHIN_MS });
		for (const i of held.acted) actedHeld.add(i);
		for (const i of held.still) {
			const { kind, place } = acting.get(i)!;
			lost.push(`${names.get(i)}): ${kind} ${place + 1}`);
		}
	}
	const summary =
		`${path}: ${islands} islands, ${actedHeld.size} acted on a first press before their code; ` +
		`controls that do nothing even with the code: ${idle.join('; ') || 'none'}`;
	console.log(summary);
	test.info().annotations.push({ type: 'first press', description: summary });
	expect(lost, 'presses made before the code that did nothing once it came').toEqual([]);
	expect(actedHeld.size, 'every island acted on a press made before its code').toBe(islands);
}

test.describe('every island, pressed before its code', () => {
	// Each page's test stands alone: the workers may share them.
	test.describe.configure({ mode: 'parallel' });
	for (const path of pagesWithIslands()) {
		const touch = path.startsWith('/zh-cn/');
		test.describe(touch ? 'on a phone' : 'on a desktop', () => {
			if (touch)
				test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
			test(`${path}: the first view is the hydrated view, and the first press on each kind of control acts once the code is there`, async ({
				page,
			}) => {
				test.setTimeout(600_000);
				await pressEveryIsland(page, path, touch);
			});
		});
	}
});
