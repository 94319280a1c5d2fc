import { writeFileSync, mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { builtPages } from './pages.ts';
import { replaceCode } from './cells.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { EXERCISES, exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import type cellEn from '../../src/i18n/en/cell.ts';
import type teachingEn from '../../src/i18n/en/teaching.ts';
import type traceEn from '../../src/i18n/en/trace.ts';
import type playEn from '../../src/i18n/en/play-board.ts';
import type bugEn from '../../src/i18n/en/bug-replay.ts';
import type galleryEn from '../../src/i18n/en/gallery.ts';
import type jobsEn from '../../src/i18n/en/jobs.ts';
import type fileEn from '../../src/i18n/en/notebook-file.ts';
import type programEn from '../../src/i18n/en/program-run.ts';

/*
 * A learner's walk (issues 27 and 28), in one language: every page of that language, every widget
 * on it run as a first-year would run it (a board played, an illegal move among them; players
 * stepped, backtracked and run to the end; the bug replay asked and shown; the races run; the
 * gallery turned; every Predict answered wrong, then right, then skipped; every exercise run wrong
 * and then with its worked solution, its verdicts checked on the way: the starter fails a check,
 * the notes unfold, the solution passes every check and is counted), and every sentence the
 * widgets show or announce after each action collected: their text, their live regions and their
 * labels. Each sentence is held to the language's rules (`WalkWords.rules`: test/zh-rules.ts,
 * test/en-rules.ts).
 *
 * Each page and each exercise is walked once in each language, at 1280 × 800 or on a 390 × 844
 * touch phone, the two taking turns down the book's order, the other way round in the other
 * language (`onThePhone`): so every page is walked at both widths and in both languages. A widget
 * says the same sentences at both widths; what the phone adds is touch and a narrow screen, which
 * are the same in both languages.
 *
 * Left out of the rules, and why:
 * - Code, maths and the editor (`code`, `pre`, `.katex`, `.cm-editor`): they quote programs.
 * - What a program printed (`PRINTED`: a cell's console output, a demo's output) is read and
 *   flagged `printed`: each language's rules say which of them it keeps (the Chinese ones all
 *   but the English-word rule: what the engine prints of values, `true`, `null`, `ms`, is code;
 *   docs/i18n.md, "Error messages left in English").
 *
 * <env>_OUT=<folder> (ZH_WALK_OUT, EN_WALK_OUT) writes each test's sentences there, to be read by
 * a person; <env>_TIMEOUT sets each test's timeout, <env>_DEBUG logs each action.
 */

/** What the walk of one language needs: its words, how its statuses end, and its rules. */
export interface WalkWords {
	locale: Locale;
	/** "English", "Chinese": in the tests' names. */
	language: string;
	/** "an English learner's": the describe block's name. */
	learner: string;
	/** The prefix of the environment variables: `EN_WALK`, `ZH_WALK`. */
	env: string;
	cell: typeof cellEn;
	teaching: typeof teachingEn;
	trace: typeof traceEn;
	play: typeof playEn;
	bug: typeof bugEn;
	gallery: typeof galleryEn;
	jobs: typeof jobsEn;
	file: typeof fileEn;
	program: typeof programEn;
	/** A race's status once it has finished or was cancelled. */
	raceOver: RegExp;
	/** A demo's status once it has finished or was cancelled. */
	demoOver: RegExp;
	/** The gallery's count while it is still searching. */
	searching: RegExp;
	/** The end of a cell's run, in its status line. */
	runOver: RegExp;
	/** A cell editor's accessible name. */
	editor: RegExp;
	/** What a learner types into a Predict's number box that is not a number. */
	notANumber: string;
	/** The message of an error a cell throws. */
	stop: string;
	/** The rules' name, in the failure message ("the glossary"). */
	rulesName: string;
	/** Every rule one sentence breaks; `printed`: a program printed it. */
	rules: (sentence: string, seen: { printed: boolean }) => { rule: string; match: string }[];
}

/** The names `replaceCode` finds a cell's editor and Edit button by. */
const names = (walk: Walk) => ({ editor: walk.words.editor, edit: walk.words.cell.toolbar.edit });

/** Text in these is code or maths, not a sentence. */
const SKIP = 'script,style,noscript,template,code,pre,kbd,samp,.katex,.cm-editor,[translate="no"]';
/** What a program printed: a cell's console output and a demo's output. */
const PRINTED = '.output pre.text, .nq-demo pre';
/** Attributes a screen reader announces. */
const SAID = [
	'aria-label',
	'title',
	'alt',
	'placeholder',
	'aria-valuetext',
	'aria-description',
	'aria-roledescription',
];

interface Seen {
	/** Where it was first seen: the widget and the action before. */
	where: string;
	printed: boolean;
}

/** Every sentence seen in one test, with where it was first seen. */
class Walk {
	readonly sentences = new Map<string, Seen>();
	readonly widgets: string[] = [];
	constructor(
		readonly page: Page,
		readonly words: WalkWords,
	) {}

	/** Reads every sentence the element at `root` shows or announces now. */
	async collect(root: Locator, where: string): Promise<void> {
		if (process.env[`${this.words.env}_DEBUG`]) console.log(where);
		await settle(this.page);
		const { said, printed } = await root.evaluate(readSentences, { SKIP, PRINTED, SAID });
		for (const text of said)
			if (!this.sentences.has(text)) this.sentences.set(text, { where, printed: false });
		for (const text of printed)
			if (!this.sentences.has(text)) this.sentences.set(text, { where, printed: true });
	}
}

/**
 * In the page: every line of text under `root` as laid out (block boxes break lines; code and
 * maths stand as "x", as test/unit/glossary.test.ts reads them), every announced attribute, and
 * the lines of what a program printed, apart.
 */
function readSentences(
	root: Element,
	{ SKIP, PRINTED, SAID }: { SKIP: string; PRINTED: string; SAID: string[] },
): { said: string[]; printed: string[] } {
	const printed: string[] = [];
	const textOf = (el: Element): string => {
		let out = '';
		// Two texts side by side, a space at the end of one and the start of the other, show one.
		const add = (text: string) => {
			out += out.endsWith(' ') && text.startsWith(' ') ? text.slice(1) : text;
		};
		for (const node of el.childNodes) {
			if (node.nodeType === Node.TEXT_NODE) {
				// Whitespace as laid out, but a run of spaces inside one text (a slip of the source:
				// "the  board") kept as two, for the rule that looks for it.
				const text = (node.textContent ?? '').replace(/\s+/g, (run) =>
					/^ {2,}$/.test(run) ? '  ' : ' ',
				);
				add(text);
			} else if (node instanceof Element) {
				if (node.matches(PRINTED)) {
					printed.push(...(node.textContent ?? '').split('\n'));
					out += '\n';
				} else if (node.matches('script,style,noscript,template')) continue;
				else if (node.matches(SKIP)) out += 'x';
				// A drawing's title and description are said apart, each a text of its own.
				else if (node.matches('svg title, svg desc')) out += `\n${textOf(node)}\n`;
				else {
					const display = getComputedStyle(node).display;
					const inline = display === 'inline' || display === 'contents';
					add(inline ? textOf(node) : `\n${textOf(node)}\n`);
				}
			}
		}
		return out;
	};
	const lines = textOf(root).split('\n');
	for (const el of [root, ...root.querySelectorAll('*')]) {
		if (el.closest('.katex')) continue;
		for (const name of SAID) {
			const value = el.getAttribute(name);
			if (value) lines.push(value);
		}
	}
	const tidy = (lines: string[]) =>
		lines
			.map((line) => line.replace(/\s+/g, (run) => (/^ {2,}$/.test(run) ? '  ' : ' ')).trim())
			.filter((line) => /\S/.test(line));
	return { said: tidy(lines), printed: tidy(printed) };
}

/** Two frames: what a click changed is on the page. Only what is read waits on it, never a verdict. */
async function settle(page: Page): Promise<void> {
	await page.evaluate(
		() =>
			new Promise<void>((done) => {
				requestAnimationFrame(() => requestAnimationFrame(() => done()));
				setTimeout(done, 1_000); // a page in the background draws no frames
			}),
	);
}

/** An island's props as Astro serialises them: [0, value] or [1, [list of those]]. */
function decodeProps(raw: string | null): Record<string, unknown> {
	const decode = ([kind, value]: [number, unknown]): unknown =>
		kind === 1 ? (value as [number, unknown][]).map(decode) : value;
	const props = JSON.parse(raw ?? '{}') as Record<string, [number, unknown]>;
	return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, decode(value)]));
}

interface Island {
	name: string;
	root: Locator;
	props: Record<string, unknown>;
}

/**
 * Brings an island into view and waits until it has hydrated, pointing at one that hydrates on
 * intent (a code cell) as a learner would; the wait has a timeout, so a stuck island fails here.
 */
async function wake(island: Locator): Promise<void> {
	await intoView(island);
	if ((await island.getAttribute('client')) === 'intent')
		await island.evaluate((el) => {
			const boxed = [...el.querySelectorAll('*')].find((e) => e.getClientRects().length > 0);
			(boxed ?? el).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
		});
	await expect(island).not.toHaveAttribute('ssr', { timeout: 90_000 });
}

/** The page's islands (those of one component if named), hydrated. */
async function islands(page: Page, name?: string): Promise<Island[]> {
	const all = page.locator(name ? `astro-island[opts*='"name":"${name}"']` : 'astro-island');
	const out: Island[] = [];
	for (let i = 0; i < (await all.count()); i++) {
		const root = all.nth(i);
		const opts = JSON.parse((await root.getAttribute('opts')) ?? '{}') as { name?: string };
		await wake(root);
		out.push({
			name: opts.name ?? '?',
			root,
			props: decodeProps(await root.getAttribute('props')),
		});
	}
	return out;
}

/** Scrolls an island (`display: contents`, no box of its own) to its first boxed element. */
async function intoView(island: Locator): Promise<void> {
	await island.evaluate((el) => {
		const boxed = [...el.querySelectorAll('*')].find((e) => e.getClientRects().length > 0);
		boxed?.scrollIntoView({ block: 'center' });
	});
}

/**
 * Clicks a button by its exact Chinese name if the widget shows it now; false if it does not, or
 * if the button went before it could be pressed (Pause, once playing has ended).
 */
async function press(root: Locator, name: string): Promise<boolean> {
	const button = root.getByRole('button', { name, exact: true }).first();
	if (!(await button.isVisible())) return false;
	return button.click({ timeout: 10_000 }).then(
		() => true,
		() => false,
	);
}

/** Waits until the text of `status` changed after `action` and matches `done`. */
async function untilChanged(
	status: Locator,
	action: () => Promise<unknown>,
	done: RegExp,
	timeout = 180_000,
): Promise<void> {
	await status.evaluate((el) => {
		el.removeAttribute('data-walk-changed');
		new MutationObserver((_, observer) => {
			el.setAttribute('data-walk-changed', '');
			observer.disconnect();
		}).observe(el, { childList: true, subtree: true, characterData: true });
	});
	await action();
	await expect(status).toHaveAttribute('data-walk-changed', '', { timeout });
	await expect(status).toHaveText(done, { timeout });
}

// ---- The widgets, each driven as a learner would.

type Driver = (walk: Walk, island: Island) => Promise<void>;

const board = (root: Locator) => root.getByRole('grid').first();
const square = (grid: Locator, row: number, col: number) =>
	grid.getByRole('row').nth(row).getByRole('gridcell').nth(col);

/** The first solution of an n × n board, as the book's search finds it. */
function firstSolution(n: number): number[] {
	for (const event of backtrack({ n, first: true }))
		if (event.type === 'solution') return [...event.columns];
	throw new Error(`no solution for ${n}`);
}

/** The leftmost safe square of each row, row by row, until a row has none: a dead end. */
function leftmostUntilStuck(n: number): number[] {
	const columns: number[] = [];
	for (let row = 0; row < n; row++) {
		const col = [...Array(n).keys()].find((c) =>
			columns.every((q, r) => q !== c && Math.abs(q - c) !== row - r),
		);
		if (col === undefined) break;
		columns.push(col);
	}
	return columns;
}

const playBoard: Driver = async (walk, { root }) => {
	const where = (action: string) => `board: ${action}`;
	const grid = board(root);
	const n = await grid.getByRole('row').count();
	await walk.collect(root, where('hydrated'));
	await square(grid, 0, 0).click();
	await walk.collect(root, where('one queen'));
	// Illegal: a second queen in the same row, then one on the first's diagonal.
	await square(grid, 0, 1).click();
	await walk.collect(root, where('two in a row'));
	await square(grid, 0, 1).click();
	await square(grid, 1, 1).click();
	await walk.collect(root, where('on a diagonal'));
	await press(root, walk.words.play.clear);
	await walk.collect(root, where('cleared'));
	// The leftmost square each time, to the dead end, and what backtracking would do.
	for (const [row, col] of leftmostUntilStuck(n).entries()) await square(grid, row, col).click();
	await walk.collect(root, where('dead end'));
	if (await press(root, walk.words.play.whatNext)) await walk.collect(root, where('what next'));
	await press(root, walk.words.play.clear);
	// A solution, then one queen too many.
	for (const [row, col] of firstSolution(n).entries()) await square(grid, row, col).click();
	await walk.collect(root, where('solved'));
	await square(grid, 0, firstSolution(n)[0] === 0 ? 1 : 0).click();
	await walk.collect(root, where('one too many'));
	// Keys: Enter on a focused square.
	await press(root, walk.words.play.clear);
	await square(grid, 1, 0).focus();
	await walk.page.keyboard.press('Enter');
	await walk.collect(root, where('Enter'));
	const size = root.getByRole('combobox').first();
	const sizes = await size
		.locator('option')
		.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
	const other = sizes.find((s) => s !== String(n));
	if (other) {
		await size.selectOption(other);
		await walk.collect(root, where(`size ${other}`));
	}
};

/** Runs a trace player's controls: steps, back, backtrack, solution, the end, its presets and options. */
async function drivePlayer(walk: Walk, root: Locator, name: string): Promise<void> {
	const t = walk.words.trace.transport;
	const where = (action: string) => `${name}: ${action}`;
	await walk.collect(root, where('hydrated'));
	for (let i = 0; i < 3; i++) {
		await press(root, t.stepForward);
		await walk.collect(root, where(`step ${i + 1}`));
	}
	await press(root, t.stepBack);
	await walk.collect(root, where('step back'));
	await press(root, t.nextBacktrack);
	await walk.collect(root, where('next backtrack'));
	await press(root, t.nextSolution);
	await walk.collect(root, where('next solution'));
	await readLog(walk, root, where('log'));
	// To the end: the End key on the player.
	const player = root
		.getByRole('region', { name: new RegExp(walk.words.trace.player.label) })
		.first();
	const focusable = (await player.count()) > 0 ? player : root;
	await focusable
		.locator('.log, [role="listbox"]')
		.first()
		.focus()
		.catch(() => undefined);
	await walk.page.keyboard.press('End');
	await walk.collect(root, where('to the end'));
	await press(root, t.nextSolution);
	await walk.collect(root, where('no more solutions'));
	await readLog(walk, root, where('log at the end'));
	const presets = root.getByRole('group', { name: walk.words.trace.player.tryThis, exact: true });
	if ((await presets.count()) > 0) {
		const buttons = presets.first().getByRole('button');
		for (let i = 0; i < (await buttons.count()); i++) {
			await buttons.nth(i).click();
			await walk.collect(root, where(`preset ${i + 1}`));
		}
	}
	const menus = root.getByRole('combobox');
	for (let m = 0; m < (await menus.count()); m++) {
		const menu = menus.nth(m);
		if (!(await menu.isVisible()) || (await menu.isDisabled())) continue;
		const values = await menu
			.locator('option')
			.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
		const before = await menu.inputValue();
		// Every check and search; of the boards, the smallest (its tree drawn whole) and 8 (folded
		// to the path): the log and the tree say the same at the sizes between and above.
		const boards = values.every((v) => /^\d+$/.test(v));
		for (const value of boards ? values.filter((v, i) => i === 0 || v === '8') : values) {
			await menu.selectOption(value);
			await press(root, t.nextSolution);
			await walk.collect(root, where(`option ${value}, next solution`));
		}
		await menu.selectOption(before);
	}
	for (const box of await root.getByRole('checkbox').all()) {
		if (!(await box.isVisible())) continue;
		await box.click();
		await press(root, t.nextSolution);
		await walk.collect(root, where('checkbox, next solution'));
		await box.click();
	}
	if (await press(root, t.play)) {
		await walk.collect(root, where('playing'));
		await press(root, t.pause);
		await walk.collect(root, where('paused'));
	}
	await press(root, t.reset);
	await walk.collect(root, where('reset'));
}

/** Scrolls a player's log from top to bottom, reading its rows (it draws only those in view). */
async function readLog(walk: Walk, root: Locator, where: string): Promise<void> {
	const log = root.locator('.log').first();
	if ((await log.count()) === 0 || !(await log.isVisible())) return;
	const height = await log.evaluate((el) => [el.scrollHeight, el.clientHeight] as const);
	// Its rows repeat a handful of sentence shapes: eight screens read them all.
	const steps = Math.min(8, Math.ceil(height[0] / Math.max(1, height[1])));
	for (let i = 0; i <= steps; i++) {
		await log.evaluate((el, top) => el.scrollTo({ top }), i * height[1]);
		await walk.collect(log, `${where} ${i}`);
	}
}

const tracePlayer: Driver = async (walk, { root }) => drivePlayer(walk, root, 'trace player');

const bugReplay: Driver = async (walk, { root }) => {
	const radios = root.getByRole('radio');
	const count = await radios.count();
	await walk.collect(root, 'bug replay: hydrated');
	for (let v = 0; v < count; v++) {
		const where = (action: string) => `bug replay ${v + 1}: ${action}`;
		await radios.nth(v).check();
		await walk.collect(root, where('picked'));
		await press(root, walk.words.bug.ask);
		await walk.collect(root, where('asked at once'));
		await press(root, walk.words.trace.transport.stepForward);
		await press(root, walk.words.bug.ask);
		await walk.collect(root, where('asked after a step'));
		await press(root, walk.words.bug.showMe);
		await walk.collect(root, where('shown'));
		await press(root, walk.words.trace.transport.stepForward);
		await press(root, walk.words.bug.ask);
		await walk.collect(root, where('asked too late'));
		await press(root, walk.words.trace.transport.nextSolution);
		await press(root, walk.words.trace.transport.nextSolution);
		await walk.collect(root, where('two solutions on'));
	}
	await drivePlayer(walk, root, 'bug replay, player');
};

const checkRace: Driver = async (walk, { root }) => {
	await walk.collect(root, 'check race: hydrated');
	const status = root.locator('p.progress[role="status"]');
	await untilChanged(
		status,
		() => root.getByRole('button', { name: walk.words.jobs.buttons.run, exact: true }).click(),
		walk.words.raceOver,
	);
	await walk.collect(root, 'check race: done');
	await root.getByRole('checkbox').first().click();
	await walk.collect(root, 'check race: log scale');
	// A small board, where one search is too quick for the clock, then a cancelled race.
	const size = root.getByRole('combobox').first();
	const smallest = await size.locator('option').first().getAttribute('value');
	await size.selectOption(smallest!);
	await untilChanged(
		status,
		() => root.getByRole('button', { name: walk.words.jobs.buttons.run, exact: true }).click(),
		walk.words.raceOver,
	);
	await walk.collect(root, `check race: done at ${smallest}`);
	await untilChanged(
		status,
		async () => {
			await root.getByRole('button', { name: walk.words.jobs.buttons.run, exact: true }).click();
			await cancel(walk, root);
		},
		walk.words.raceOver,
	);
	await walk.collect(root, 'check race: cancelled');
};

/**
 * Presses Cancel while the job runs. On a busy machine a short race can end before the press:
 * Cancel is disabled then, and the race's own "Done" ends the wait instead (never a verdict on speed).
 */
async function cancel(walk: Walk, root: Locator): Promise<void> {
	await root
		.getByRole('button', { name: walk.words.jobs.buttons.cancel, exact: true })
		.click({ timeout: 15_000 })
		.catch(() => undefined);
}

const countRace: Driver = async (walk, { root }) => {
	await walk.collect(root, 'count race: hydrated');
	const status = root.locator('p.status[role="status"]');
	await untilChanged(
		status,
		() => root.getByRole('button', { name: walk.words.jobs.buttons.run, exact: true }).click(),
		walk.words.raceOver,
	);
	await walk.collect(root, 'count race: done');
	const slow = root.getByRole('checkbox').first();
	if ((await slow.count()) > 0) {
		await slow.check();
		await walk.collect(root, 'count race: slow sizes allowed');
		// The largest size: its time is said before it runs; then cancelled.
		const to = root.getByRole('combobox').nth(1);
		const last = await to.locator('option').last().getAttribute('value');
		await to.selectOption(last!);
		await walk.collect(root, `count race: up to ${last}`);
		await untilChanged(
			status,
			async () => {
				await root.getByRole('button', { name: walk.words.jobs.buttons.run, exact: true }).click();
				await walk.collect(root, 'count race: running');
				await cancel(walk, root);
			},
			walk.words.raceOver,
		);
		await walk.collect(root, 'count race: cancelled');
	}
};

const diagonals: Driver = async (walk, { root }) => {
	const grid = board(root);
	await walk.collect(root, 'diagonals: hydrated');
	await square(grid, 0, 7).hover();
	await walk.collect(root, 'diagonals: pointed at the top right');
	await square(grid, 2, 3).focus();
	await walk.page.keyboard.press('ArrowRight');
	await walk.collect(root, 'diagonals: focused, arrow right');
	for (const radio of await root.getByRole('radio').all()) {
		await radio.check();
		await square(grid, 3, 3).focus();
		await walk.collect(root, 'diagonals: counted from the other end');
	}
	const size = root.getByRole('combobox').first();
	const first = await size.locator('option').first().getAttribute('value');
	await size.selectOption(first!);
	await walk.collect(root, `diagonals: size ${first}`);
};

/** Chapter 4's bit row: a bit flipped, another column picked, every operation pressed. */
const bitRow: Driver = async (walk, { root }) => {
	await walk.collect(root, 'bit row: hydrated');
	await root.getByRole('group').first().getByRole('button').nth(1).click();
	await walk.collect(root, 'bit row: a bit flipped');
	await root.getByRole('combobox').selectOption('4');
	const operations = await root.getByRole('group').last().getByRole('button').all();
	for (const [i, operation] of operations.entries()) {
		await operation.click();
		await walk.collect(root, `bit row: operation ${i + 1}`);
	}
};

const gallery: Driver = async (walk, { root }) => {
	const where = (action: string) => `gallery: ${action}`;
	await walk.collect(root, where('hydrated'));
	const cards = root.locator('.card button');
	await cards.nth(1).click();
	await walk.collect(root, where('picked'));
	const turns = root.getByRole('group', { name: walk.words.gallery.selected.transforms });
	for (const button of await turns.getByRole('button').all()) {
		await button.click();
		await walk.collect(root, where(`turned: ${await button.textContent()}`));
	}
	const format = root.getByRole('combobox', { name: walk.words.gallery.selected.format });
	for (const value of await format
		.locator('option')
		.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
		await format.selectOption(value);
		await walk.collect(root, where(`format ${value}`));
	}
	await press(root, walk.words.gallery.selected.copy);
	await walk.collect(root, where('copied'));
	// Each view on its own (grouping is offered only while every solution is shown).
	for (const name of [
		walk.words.gallery.controls.grouped,
		walk.words.gallery.controls.fundamentalOnly,
	]) {
		const box = root.getByRole('checkbox', { name });
		await box.check();
		await walk.collect(root, where(`${name} on`));
		await cards.nth(0).click();
		await walk.collect(root, where(`${name} on, picked the first`));
		await box.uncheck();
	}
	if (await press(root, walk.words.gallery.pager.next))
		await walk.collect(root, where('next page'));
	await press(root, walk.words.gallery.pager.previous);
	const size = root.getByRole('combobox').first();
	for (const value of await size
		.locator('option')
		.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
		if (Number(value) > 8) continue;
		await size.selectOption(value);
		await expect(root.locator('p.count[role="status"]')).not.toHaveText(walk.words.searching);
		await walk.collect(root, where(`size ${value}`));
	}
};

const demo: Driver = async (walk, { root }) => {
	const where = (action: string) => `demo: ${action}`;
	await walk.collect(root, where('hydrated'));
	const status = root.locator('p.status[role="status"]');
	await untilChanged(
		status,
		() => root.getByRole('button', { name: walk.words.jobs.buttons.run, exact: true }).click(),
		walk.words.demoOver,
	);
	await walk.collect(root, where('ran'));
};

const hints: Driver = async (walk, { root }) => {
	await walk.collect(root, 'hints: hydrated');
	for (let i = 0; i < 10; i++) {
		const button = root.locator('.nq-hints > button, .nq-hints button.nq-button').last();
		if ((await button.count()) === 0 || !(await button.isVisible())) break;
		await button.click();
		await walk.collect(root, `hints: pressed ${i + 1}`);
	}
};

const fold: Driver = async (walk, { root }) => {
	await walk.collect(root, 'fold: folded');
	if (await press(root, walk.words.teaching.fold.showAnyway))
		await walk.collect(root, 'fold: shown');
};

const notebookTools: Driver = async (walk, { root }) => {
	const page = walk.page;
	await walk.collect(root, 'notebook: hydrated');
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		root.getByRole('button', { name: walk.words.file.tools.exportAll }).click(),
	]);
	await walk.collect(root, 'notebook: exported');
	const exported = await download.path().then((path) => (path ? path : ''));
	const input = root.getByLabel(walk.words.file.tools.fileInput);
	await input.setInputFiles({
		name: 'x.json',
		mimeType: 'application/json',
		buffer: Buffer.from('{ nope'),
	});
	await walk.collect(root, 'notebook: a file that is not JSON');
	if (exported) {
		await input.setInputFiles(exported);
		await walk.collect(root, 'notebook: its own file again');
	}
};

/** Runs a cell's code as it stands and waits for the run (and its checks) to end. */
async function runCell(walk: Walk, root: Locator): Promise<void> {
	await untilChanged(
		root.locator('p.status[role="status"]').first(),
		() => root.getByRole('button', { name: walk.words.cell.toolbar.run, exact: true }).click(),
		walk.words.runOver,
	);
}

const codeCell: Driver = async (walk, { root, props }) => {
	const page = walk.page;
	const id = String(props['id']);
	const where = (action: string) => `cell ${id}: ${action}`;
	const exercise = EXERCISES.some((e) => e.id === id)
		? getExercise(id, walk.words.locale)
		: undefined;
	await walk.collect(root, where('hydrated'));
	// The notes under an exercise print its answers: folded until the exercise is run.
	const index = EXERCISES.findIndex((e) => e.id === id);
	const fold = page.locator('details.nq-fold').nth(index);
	if (exercise && !exercise.challenge) await expect(fold).not.toHaveAttribute('open');
	// As it stands: a chapter cell's code, or an exercise's starter (the wrong answer).
	await runCell(walk, root);
	await walk.collect(root, where(exercise ? 'the starter, wrong' : 'ran'));
	if (exercise) {
		// The starter fails a check, and the exercise is not passed.
		await expect(root).toContainText(walk.words.cell.checks.failed);
		await expect(root).toContainText(walk.words.cell.progress.notYet);
		if (!exercise.challenge) {
			await fold.scrollIntoViewIfNeeded(); // a client:visible island: it hydrates, then hears the run
			await expect(fold).toHaveAttribute('open');
			await intoView(root);
		}
	}
	if (await press(root, walk.words.cell.toolbar.showOnBoard)) {
		await walk.collect(root, where('on the board'));
		const replay = root.getByRole('region', { name: walk.words.cell.cell.replayLabel }).first();
		if ((await replay.count()) > 0) {
			await press(replay, walk.words.trace.transport.stepForward);
			await press(replay, walk.words.trace.transport.nextSolution);
			await walk.collect(root, where('replay stepped'));
		}
	}
	if (exercise) {
		// The hints, one at a time, and the worked solution; then the worked solution, run.
		for (let i = 0; i < 10; i++) {
			const ladder = root.locator('.nq-hints button.nq-button');
			if ((await ladder.count()) === 0 || !(await ladder.last().isVisible())) break;
			await ladder.last().click();
			await walk.collect(root, where(`hint ${i + 1}`));
		}
		await replaceCode(page, root, exercise.solution, names(walk));
		await runCell(walk, root);
		// Every check passes, and the notebook counts the exercise as the one passed.
		await expect(root).toContainText(walk.words.cell.progress.passed, { timeout: 60_000 });
		await expect(root).toContainText(walk.words.cell.checks.solved);
		await expect(root).not.toContainText(walk.words.cell.checks.failed);
		const tools = page.getByRole('group', { name: walk.words.file.tools.group });
		await tools.scrollIntoViewIfNeeded(); // a client:visible island: it hydrates in view
		await expect(tools).toContainText(
			walk.words.file.tools.progress(1, EXERCISES.length, [exerciseLabel(exercise)]),
		);
		await walk.collect(root, where('the worked solution, right'));
		await expectNoAxeViolations(page, '.nq-cell');
		return;
	}
	// A chapter cell: a slip of syntax, an error thrown, a loop stopped, then reset.
	await replaceCode(page, root, 'const a = ;', names(walk));
	await runCell(walk, root);
	await walk.collect(root, where('syntax error'));
	await replaceCode(
		page,
		root,
		`printBoard([0, 2]);\nthrow new Error(${JSON.stringify(walk.words.stop)});`,
		names(walk),
	);
	await runCell(walk, root);
	await walk.collect(root, where('thrown'));
	await replaceCode(page, root, 'printBoard([0, 0, 5, 1]);\nreturn [1, 3, 0, 2];', names(walk));
	await runCell(walk, root);
	await walk.collect(root, where('a bad board printed, a good one returned'));
	await replaceCode(page, root, 'console.log(1);\nwhile (true) {}', names(walk));
	await untilChanged(
		root.locator('p.status[role="status"]').first(),
		async () => {
			await root.getByRole('button', { name: walk.words.cell.toolbar.run, exact: true }).click();
			await root.getByRole('button', { name: walk.words.cell.toolbar.stop, exact: true }).click();
		},
		walk.words.runOver,
	);
	await walk.collect(root, where('stopped'));
	await press(root, walk.words.cell.toolbar.reset);
	await walk.collect(root, where('reset asked'));
	await press(root, walk.words.cell.toolbar.confirmYes);
	await walk.collect(root, where('reset'));
};

/** Run under a source article's Python program: its tab chosen, the program run to its end. */
const programRun: Driver = async (walk, { root }) => {
	const tabs = root.locator('xpath=ancestor::starlight-tabs[1]');
	await tabs.getByRole('tab', { name: 'Python', exact: true }).click();
	await intoView(root);
	await walk.collect(root, 'program: hydrated');
	await untilChanged(
		root.locator('[role="status"]').first(),
		() => root.getByRole('button', { name: walk.words.program.run, exact: true }).click(),
		walk.words.runOver,
	);
	await walk.collect(root, 'program: ran');
};

/** A Predict is answered later, in its own passes (`answerPredicts`). */
const predictLater: Driver = async () => undefined;

const DRIVERS: Record<string, Driver> = {
	PlayBoard: playBoard,
	TracePlayer: tracePlayer,
	BugReplay: bugReplay,
	CheckRace: checkRace,
	CountRace: countRace,
	DiagonalExplorer: diagonals,
	BitRow: bitRow,
	SolutionGallery: gallery,
	RunDemo: demo,
	Hints: hints,
	Fold: fold,
	NotebookTools: notebookTools,
	CodeCell: codeCell,
	Predict: predictLater,
	ProgramRun: programRun,
};

type Answer = 'wrong' | 'right' | 'none';

/** Answers every Predict of the page one way, reading what each says. */
async function answerPredicts(walk: Walk, answer: Answer): Promise<void> {
	const predicts = await islands(walk.page, 'Predict');
	for (const [i, { root, props }] of predicts.entries()) {
		const t = walk.words.teaching.predict;
		const where = (action: string) => `predict ${i + 1} (${String(props['id'])}): ${action}`;
		await intoView(root);
		const right = props['answer'] as number | string;
		const choices = props['choices'] as string[] | undefined;
		const max = props['max'] as number | undefined;
		if (answer === 'none') {
			await root.getByRole('button', { name: t.showMe }).click();
		} else if (choices) {
			if (answer === 'wrong') {
				await root.getByRole('button', { name: t.check }).click();
				await walk.collect(root, where('nothing chosen'));
			}
			const pick = answer === 'right' ? right : choices.find((c) => c !== right)!;
			await root.getByRole('radio', { name: String(pick), exact: true }).check();
			await root.getByRole('button', { name: t.check }).click();
		} else {
			const box = root.getByRole('textbox', { name: t.yourGuess });
			const value = Number(right);
			if (answer === 'wrong') {
				await box.fill(walk.words.notANumber);
				await root.getByRole('button', { name: t.check }).click();
				await walk.collect(root, where('not a number'));
				if (max !== undefined) {
					await box.fill(String(max + 1));
					await root.getByRole('button', { name: t.check }).click();
					await walk.collect(root, where('more than there are'));
				}
			}
			const far = max === undefined ? value * 3 + 7 : Math.min(max, value * 3 + 7);
			const wrong = far === value ? Math.max(0, value - 1) : far;
			await box.fill(String(answer === 'right' ? value : wrong));
			await root.getByRole('button', { name: t.check }).click();
		}
		await expect(root.getByRole('status')).not.toBeEmpty();
		await walk.collect(root, where(`answered ${answer}`));
	}
}

/** Static widgets (no island): the language tabs, code figures and the growth chart. */
async function readStatic(walk: Walk): Promise<void> {
	const page = walk.page;
	for (const tabs of await page.locator('starlight-tabs').all()) {
		for (const tab of await tabs.getByRole('tab').all()) {
			if (!(await tab.isVisible())) continue;
			await tab.click();
			await walk.collect(tabs, 'language tabs');
		}
	}
	for (const figure of await page.locator('figure.nq-code, figure.nq-chart').all())
		await walk.collect(figure, 'figure');
}

/**
 * One walk over a page: widgets first (those `only` keeps), then, unless `widgetsOnly`, what the
 * page says around them and its Predicts answered wrong, right and skipped.
 */
async function walkPage(
	walk: Walk,
	path: string,
	{ only, widgetsOnly = false }: { only?: (island: Island) => boolean; widgetsOnly?: boolean } = {},
): Promise<void> {
	const page = walk.page;
	await page.goto(path);
	const all = await islands(page);
	const mine = only ? all.filter(only) : all;
	const unknown = mine.filter((island) => !DRIVERS[island.name]).map((island) => island.name);
	expect(unknown, 'widgets the walk does not know how to run').toEqual([]);
	for (const island of mine) {
		walk.widgets.push(island.name);
		await intoView(island.root);
		await DRIVERS[island.name]!(walk, island);
	}
	if (widgetsOnly) return;
	await readStatic(walk);
	await answerPredicts(walk, 'wrong');
	// What the answers unfolded or revealed (folds, the counts of the bug replay and the race).
	for (const island of await islands(page))
		await walk.collect(island.root, `${island.name}: after the answers`);
	// The other answers, each on a fresh load: a page with no Predict has none to give.
	if ((await page.locator(`astro-island[opts*='"name":"Predict"']`).count()) === 0) return;
	for (const answer of ['right', 'none'] as const) {
		await page.reload();
		await answerPredicts(walk, answer);
	}
}

/** Holds every sentence collected to the rules, and hands them to a reader. */
function check(walk: Walk, info: TestInfo): void {
	const lines = [...walk.sentences].map(
		([text, seen]) => `${seen.printed ? '[printed] ' : ''}${text}\t← ${seen.where}`,
	);
	const out = process.env[`${walk.words.env}_OUT`];
	if (out) {
		mkdirSync(out, { recursive: true });
		const name = info.titlePath
			.slice(1)
			.join(' ')
			.replace(/[^\w一-龥-]+/g, '_');
		writeFileSync(`${out}/${name}.txt`, `${lines.join('\n')}\n`);
	}
	void info.attach('sentences.txt', { body: lines.join('\n'), contentType: 'text/plain' });
	const broken = [...walk.sentences].flatMap(([text, seen]) =>
		walk.words
			.rules(text, { printed: seen.printed })
			.map(({ rule, match }) => `${rule} (${match}): ${text.slice(0, 160)}  ← ${seen.where}`),
	);
	if (walk.widgets.length > 0)
		expect(walk.sentences.size, 'the walk read nothing').toBeGreaterThan(0);
	expect(broken, `sentences that break ${walk.words.rulesName}`).toEqual([]);
}

/**
 * Whether `locale`'s walk takes the page or exercise at `index` (the same order in every language)
 * on the phone, or else at 1280 px: the two take turns, the other way round in each language.
 */
export function onThePhone(locale: Locale, index: number): boolean {
	return index % LOCALES.length === LOCALES.indexOf(locale);
}

const VIEWPORTS = [
	{ name: '1280 × 800', phone: false, use: { viewport: { width: 1280, height: 800 } } },
	{
		name: '390 × 844 touch',
		phone: true,
		use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
	},
];

/**
 * Registers the walk of one language's pages: a test per page, and one per exercise (chapter 8's
 * cells run one test each, so the workers share the longest page), each at the width its turn
 * gives it (`onThePhone`).
 */
export function learnerWalk(words: WalkWords): void {
	const prefix = words.locale === 'en' ? '/' : `/${words.locale}/`;
	const others = LOCALES.filter((l) => l !== 'en' && l !== words.locale).map((l) => `/${l}/`);
	const pages = builtPages().filter(
		(path) => path.startsWith(prefix) && !others.some((other) => path.startsWith(other)),
	);
	const exercisePage = `${prefix}08-exercises/`;
	const timeout = () => Number(process.env[`${words.env}_TIMEOUT`] ?? 360_000);
	const atWidth = (phone: boolean) => (_: unknown, index: number) =>
		onThePhone(words.locale, index) === phone;

	test.describe.configure({ mode: 'parallel' });

	test(`the walk covers every ${words.language} page`, () => {
		expect(pages.length).toBeGreaterThanOrEqual(12);
		expect(pages).toContain(exercisePage);
		// The walks take turns down the same list in every language (`onThePhone`).
		const english = builtPages().filter((path) => !LOCALES.some((l) => path.startsWith(`/${l}/`)));
		expect(pages.map((path) => path.slice(prefix.length - 1))).toEqual(english);
	});

	for (const viewport of VIEWPORTS) {
		test.describe(`${words.learner} walk at ${viewport.name}`, () => {
			test.use(viewport.use);

			for (const exercise of EXERCISES.filter(atWidth(viewport.phone))) {
				test(`${exercisePage}: ${exercise.id}, wrong and then right`, async ({ page }, info) => {
					test.setTimeout(timeout());
					const walk = new Walk(page, words);
					await walkPage(walk, exercisePage, {
						only: (island) => island.name === 'CodeCell' && island.props['id'] === exercise.id,
						widgetsOnly: true,
					});
					expect(walk.widgets).toEqual(['CodeCell']);
					check(walk, info);
				});
			}

			for (const path of pages.filter(atWidth(viewport.phone))) {
				test(`${path}: every widget run, every sentence read`, async ({ page }, info) => {
					test.setTimeout(timeout());
					const walk = new Walk(page, words);
					await walkPage(walk, path, {
						only: (island) =>
							path !== exercisePage ||
							island.name !== 'CodeCell' ||
							!EXERCISES.some((e) => e.id === island.props['id']),
					});
					check(walk, info);
				});
			}
		});
	}
}
