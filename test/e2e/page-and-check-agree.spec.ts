import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openCell, replaceCode } from './cells.ts';
import { hydrated, literally } from './pages.ts';
import { corpus, type CorpusEntry } from '../mistakes-corpus.ts';
import { EXERCISES, exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import enCell from '../../src/i18n/en/cell.ts';
import zhCell from '../../src/i18n/zh-cn/cell.ts';
import enFile from '../../src/i18n/en/notebook-file.ts';
import zhFile from '../../src/i18n/zh-cn/notebook-file.ts';
import enPython from '../../src/i18n/en/python-cell.ts';
import zhPython from '../../src/i18n/zh-cn/python-cell.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { TIMED_RUNS } from '../../src/notebook/exercises/checks-count.ts';
import { exercisesIn } from '../../src/i18n/exercises.ts';

/*
 * Point 2 of issue 38: the page and `nqueens check` agree. Wrong answers of issue 37's corpus
 * (test/fixtures/mistakes/) go into chapter 8's exercise cells as a learner types them, in the
 * English and the Chinese page; each runs, and the page's verdict, checks passed of total and first
 * failing message are read. The notebook is exported through the toolbar's Export after each round
 * of answers (one answer per exercise per file), and `nqueens check --format json` on those files
 * must give every exercise the same verdict, the same count of checks and the same first message.
 *
 * What runs, for cost: every JavaScript entry of the corpus once, in one page or the other; of the
 * Python entries (3 to 5 s a run in the page, and about 6 s of CPU in the command:
 * docs/performance.md), a sample: the first entry (by file name) of each family of mistake
 * messages, the families being the groups src/notebook/exercises/mistakes.ts writes the MistakeId
 * union in (any search's slips, the shape of an answer, each exercise's own: every exercise is
 * met). A last round puts the worked solution of each exercise but exercise 3 (below), so a pass is
 * compared too. Rounds alternate between the two languages; each language's page is loaded once,
 * and the two languages run side by side.
 */

/** The words the test finds the page's parts by, per language (catalogs load by glob in Vite only). */
const WORDS = {
	en: { cell: enCell, file: enFile, python: enPython },
	'zh-cn': { cell: zhCell, file: zhFile, python: zhPython },
} satisfies Record<Locale, unknown>;

/** One answer put into one exercise's cell. */
interface Answer {
	exercise: string;
	language: 'js' | 'python';
	/** The corpus file it comes from, or the worked solution. */
	source: string;
	code: string;
}

/** What the page or the command says of one exercise. */
interface Verdict {
	passed: boolean;
	checksPassed: number;
	checksTotal: number;
	/** The first failing check's message, or the summary when every check passed. */
	firstMessage: string;
}

const MISTAKES_TS = fileURLToPath(
	new URL('../../src/notebook/exercises/mistakes.ts', import.meta.url),
);

/** Each MistakeId's family: the comment line above its group in mistakes.ts's union. */
function mistakeFamilies(): Map<string, string> {
	const source = readFileSync(MISTAKES_TS, 'utf8');
	const union = /export type MistakeId =([\s\S]*?);/.exec(source)![1]!;
	const families = new Map<string, string>();
	let family = '';
	for (const line of union.split('\n').map((l) => l.trim())) {
		if (line.startsWith('//')) family = line;
		const id = /^\| '([\w-]+)'/.exec(line)?.[1];
		if (id) families.set(id, family);
	}
	return families;
}

/** The Python sample: the first entry of each family of mistake messages. */
function pythonSample(entries: readonly CorpusEntry[]): CorpusEntry[] {
	const families = mistakeFamilies();
	const seen = new Set<string>();
	return entries.filter((entry) => {
		const family = families.get(entry.mistake);
		expect(family, `${entry.file}: ${entry.mistake} is no MistakeId`).toBeDefined();
		if (seen.has(family!)) return false;
		seen.add(family!);
		return true;
	});
}

/** The rounds of answers: round i holds the i-th answer of each exercise that has one. */
function rounds(): Answer[][] {
	const runnable = (language: 'js' | 'python') => corpus(language).filter((entry) => !entry.skip);
	const answer = (language: 'js' | 'python') => (entry: CorpusEntry) => ({
		exercise: entry.exercise,
		language,
		source: `${language}/${entry.file}`,
		code: entry.code,
	});
	// Python first, then JavaScript: each exercise's last rounds, the worked solutions' neighbours,
	// are JavaScript.
	const all: Answer[] = [
		...pythonSample(runnable('python')).map(answer('python')),
		...runnable('js').map(answer('js')),
	];
	const byExercise = EXERCISES.map((exercise) => all.filter((a) => a.exercise === exercise.id));
	const longest = Math.max(...byExercise.map((answers) => answers.length));
	// Each exercise's answers fill the last rounds: once a cell holds an answer, every later file
	// holds the next one, and the command grades no answer twice (but exercise 3's last, which
	// stays in its cell beside the worked solutions).
	const mistakes = Array.from({ length: longest }, (_, round) =>
		byExercise.flatMap((answers) => {
			const at = round - (longest - answers.length);
			return at < 0 ? [] : [answers[at]!];
		}),
	);
	// Not exercise 3's: its checks time a count of 12 queens beside the book's search, which on a
	// loaded machine can meet the time limit in one place and not the other.
	const worked = EXERCISES.filter(
		(exercise) => !exercise.challenge && exercise.id !== 'count-12',
	).map((exercise) => ({
		exercise: exercise.id,
		language: 'js' as const,
		source: 'worked solution',
		code: exercise.solution,
	}));
	return [...mistakes, worked];
}

const ROUNDS = rounds();

/** The rounds one language's page runs: every other one. */
const roundsOf = (locale: Locale) =>
	ROUNDS.map((answers, index) => ({ answers, index })).filter(
		({ index }) => index % LOCALES.length === LOCALES.indexOf(locale),
	);

/** The end of a cell's run, in its status line, in each language (as the learner walks read it). */
const RUN_OVER: Record<Locale, RegExp> = {
	en: /Finished in|Stopped with an error|Stopped/,
	'zh-cn': /运行完成|因错误停止|已停止/,
};

/** Runs a cell and waits until its status line, changed, says the run is over. */
async function run(cell: Locator, locale: Locale): Promise<void> {
	const status = cell.locator('p.status[role="status"]').first();
	await status.evaluate((el) => {
		el.removeAttribute('data-run-changed');
		new MutationObserver((_, observer) => {
			el.setAttribute('data-run-changed', '');
			observer.disconnect();
		}).observe(el, { childList: true, subtree: true, characterData: true });
	});
	await cell.getByRole('button', { name: WORDS[locale].cell.toolbar.run, exact: true }).click();
	await expect(status).toHaveAttribute('data-run-changed', '', { timeout: 120_000 });
	await expect(status).toHaveText(RUN_OVER[locale], { timeout: 120_000 });
}

/**
 * How exercise 3's race says it timed both searches ("median of 3 runs each, after a warm-up on
 * n = 10"), in every language and for every number of timed runs: as many as fit the race's
 * budget on the checks' clock (RACE_BUDGET_MS), three when the machine is quiet, fewer when busy.
 */
const RACE_RUNS = new RegExp(
	LOCALES.flatMap((locale) =>
		Array.from({ length: TIMED_RUNS }, (_, i) =>
			literally(exercisesIn(locale).count.measured(i + 1, 999)).replace('999', '\\d+'),
		),
	).join('|'),
	'g',
);

/**
 * A message with what the checks measured masked, as it differs from run to run, on the page and
 * in the command alike: each duration (the book's search took 352 ms on this device) and how many
 * timed runs the race made.
 */
const unmeasured = (message: string) =>
	message
		.replace(RACE_RUNS, '(timed runs)')
		.replace(/\d[\d,.]*\s?(?:ms|s|min|毫秒|秒|分钟)(?![A-Za-z])/g, '(a duration)');

/** What the cell's checks say after a run: its list of checks, read from the page. */
async function pageVerdict(cell: Locator): Promise<Verdict> {
	const checks = cell.locator('.checks li');
	const failed = cell.locator('.checks li.failed');
	const total = await checks.count();
	const failing = await failed.count();
	return {
		passed: total > 0 && failing === 0,
		checksPassed: total - failing,
		checksTotal: total,
		// What the learner reads first: the first failing check's message, else the summary.
		firstMessage: unmeasured(
			await (
				failing > 0 ? failed.first().locator('.message') : cell.locator('.checks .summary strong')
			).innerText(),
		),
	};
}

/** Puts one round's answers in their cells, runs each, and reads what the page says. */
async function answerRound(
	page: Page,
	locale: Locale,
	path: string,
	answers: readonly Answer[],
): Promise<Verdict[]> {
	const words = WORDS[locale].cell;
	const languages = WORDS[locale].python;
	const names = { editor: new RegExp(`^${words.code.editor('')}`), edit: words.toolbar.edit };
	const verdicts: Verdict[] = [];
	for (const answer of answers) {
		const cell = await openCell(page, exerciseLabel(getExercise(answer.exercise, locale)), path);
		const choice = answer.language === 'python' ? languages.python : languages.typescript;
		await cell.getByRole('radio', { name: choice, exact: true }).check();
		await replaceCode(page, cell, answer.code, names);
		await run(cell, locale);
		verdicts.push(await pageVerdict(cell));
	}
	return verdicts;
}

/** What `nqueens check --format json` says of each file. */
interface CheckedFile {
	file: string;
	learner?: string;
	locale?: string;
	refused?: string;
	exercises: Record<string, Verdict & { language: string }>;
}

const CLI = fileURLToPath(new URL('../../src/cli/nqueens.ts', import.meta.url));

/** Five times the page's time limit, in seconds: room for a machine five times slower. */
const PATIENT_LIMIT_S = (5 * LIMITS.cellRunMs.max) / 1000;

/**
 * Runs the command on the files and reads its JSON, with the page's time limit or, `patient`,
 * five times it. One run at a time (--workers 1): beside the other language's page on two cores,
 * two runs side by side pushed counts of 12 queens past the time limit the page had met (2 checks
 * of 4 finished, at load 20).
 */
function nqueensCheck(files: readonly string[], patient = false): Promise<CheckedFile[]> {
	const limit = patient ? ['--time-limit', String(PATIENT_LIMIT_S)] : [];
	return new Promise((resolve, reject) => {
		execFile(
			process.execPath,
			[CLI, 'check', '--format', 'json', '--workers', '1', ...limit, ...files],
			{ encoding: 'utf8', timeout: patient ? 600_000 : 300_000, maxBuffer: 64 * 2 ** 20 },
			(error, stdout, stderr) => {
				if (error) reject(new Error(`${error.message}\n${stderr}`));
				else resolve((JSON.parse(stdout) as { files: CheckedFile[] }).files);
			},
		);
	});
}

// The two languages side by side, one page each.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
	test(`in ${locale}, nqueens check gives each exported exercise the page's verdict and first message`, async ({
		page,
	}) => {
		// 3.5 minutes at load 8 to 14 (docs/performance.md), 6.5 under two busy loops and a second
		// browser; room for a machine busier still, and for a patient grading again.
		test.setTimeout(1_200_000);
		const mine = roundsOf(locale);
		const path = locale === 'en' ? '/08-exercises/' : `/${locale}/08-exercises/`;
		const tools = WORDS[locale].file.tools;
		const folder = mkdtempSync(join(tmpdir(), `nq-agree-${locale}-`));
		await page.goto(path);

		const exported: { file: string; learner: string; answers: Answer[]; seen: Verdict[] }[] = [];
		for (const { answers, index } of mine) {
			const seen = await answerRound(page, locale, path, answers);
			const toolbar = await hydrated(page, page.getByRole('group', { name: tools.group }));
			const learner = `${locale} ${index}`;
			await toolbar.getByRole('textbox', { name: tools.learnerName }).fill(learner);
			const [download] = await Promise.all([
				page.waitForEvent('download'),
				toolbar.getByRole('button', { name: tools.exportAll, exact: true }).click(),
			]);
			const file = join(folder, `round-${index}.json`);
			await download.saveAs(file);
			exported.push({ file, learner, answers, seen });
		}

		const files = exported.map(({ file }) => file);
		const checked = await nqueensCheck(files);
		expect(checked.map(({ file }) => file)).toEqual(files);
		const verdictOf = (record: CheckedFile, exercise: string): Verdict | undefined => {
			const graded = record.exercises[exercise];
			return graded && { ...graded, firstMessage: unmeasured(graded.firstMessage) };
		};
		// The time limit is wall-clock time, in the page and in the command alike: on a loaded
		// machine a run can meet it in one and not the other, and then fewer of its checks finish.
		// A file with such a run is graded once more, alone and with five times the limit (under
		// two busy loops and a second browser, a wrong Python answer listing every board of 10
		// queens met the limit twice at the page's 10 s); a real disagreement stays.
		const cutShort = exported.flatMap(({ file, answers, seen }, i) =>
			answers.some(
				(answer, j) =>
					(verdictOf(checked[i]!, answer.exercise)?.checksTotal ?? 0) < seen[j]!.checksTotal,
			)
				? [file]
				: [],
		);
		if (cutShort.length > 0) console.log(`${locale}: graded again, alone: ${cutShort.join(', ')}`);
		const regraded = cutShort.length > 0 ? await nqueensCheck(cutShort, true) : [];
		for (const [i, { file, learner, answers, seen }] of exported.entries()) {
			const record = regraded.find((again) => again.file === file) ?? checked[i]!;
			expect(record.refused, file).toBeUndefined();
			expect(record.learner).toBe(learner);
			expect(record.locale).toBe(locale);
			for (const [j, answer] of answers.entries()) {
				const where = `${answer.source} in ${file}`;
				expect(record.exercises[answer.exercise]?.language, where).toBe(answer.language);
				// Soft: one run reports every exercise that disagrees, not the first only.
				const { passed, checksPassed, checksTotal, firstMessage } = verdictOf(
					record,
					answer.exercise,
				)!;
				expect.soft({ passed, checksPassed, checksTotal, firstMessage }, where).toEqual(seen[j]);
			}
		}
		// The exported files stay for a look when a comparison failed.
		if (test.info().errors.length === 0) rmSync(folder, { recursive: true, force: true });
	});
}
