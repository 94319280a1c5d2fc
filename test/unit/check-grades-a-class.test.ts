import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cellCatalogs } from '../../src/i18n/cell.ts';
import { catalogIn } from '../../src/i18n/load.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { runtimeCatalogs } from '../../src/i18n/runtime.ts';
import { getExercise } from '../../src/notebook/exercises/index.ts';
import { startPythonCells, type PythonCells } from '../../src/notebook/python/node-python.ts';
import { stripTypes } from '../../src/notebook/runtime/index.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { exerciseVerdict, type ExerciseVerdict } from '../../src/notebook/worker/index.ts';
import {
	allSolved,
	checkCommand,
	classFolder,
	notebookText,
	solution,
	wrongAnswers,
	type CheckRun,
	type ClassCell,
} from '../class-files.ts';
import { pythonSnapshot } from '../python-snapshot.ts';

/*
 * Issue 38, point 1: `nqueens check` gives each exercise of each learner's file the verdict and
 * the first message the page gives it. The class: worked solutions and wrong answers of the
 * mistake corpus (test/fixtures/mistakes/), in JavaScript and Python, in English and Chinese.
 * What the page gives is worked out here the page's way: its cell job's runExercise for
 * JavaScript, its Python worker's twin for Python, and the cell's verdict (run-words.ts).
 */

/** A learner's file of the class: its cells, its language, and its name if it carries one. */
interface Learner {
	name: string;
	cells: ClassCell[];
	locale: Locale;
	learner?: string;
}

/**
 * The exercises quick in every box: a count of 12 or 13 takes seconds (in Pyodide, or on a busy
 * machine), near the page's time limit, which would then decide the verdict, as it would on the
 * page; the benchmark (scripts/bench/check-class.ts) grades those.
 */
const QUICK = new Set(['first-solution', 'chess-notation', 'permutations', 'occupancy-check']);

/** Every fourth quick wrong answer in JavaScript, in both languages by turns. */
const JS_WRONG = wrongAnswers('js')
	.filter((wrong) => QUICK.has(wrong.cell.exercise))
	.filter((_, i) => i % 4 === 0)
	.map((wrong, i): Learner => ({
		name: `js-${wrong.file}.json`,
		cells: [wrong.cell],
		locale: i % 2 === 0 ? 'en' : 'zh-cn',
	}));

const PY_WRONG = wrongAnswers('python')
	.filter((wrong) => QUICK.has(wrong.cell.exercise))
	.filter((_, i) => i % 9 === 0)
	.slice(0, 2)
	.map((wrong): Learner => ({ name: `py-${wrong.file}.json`, cells: [wrong.cell], locale: 'en' }));

const CLASS: Learner[] = [
	{
		name: 'ada.json',
		cells: allSolved('js').filter((cell) => QUICK.has(cell.exercise)),
		locale: 'en',
		learner: 'Ada Lovelace',
	},
	{
		name: 'li.json',
		cells: [solution('first-solution', 'python'), solution('chess-notation', 'python')],
		locale: 'zh-cn',
		learner: '李华',
	},
	...JS_WRONG,
	...PY_WRONG,
];

/** The verdict the page gives a cell, worked out here. */
async function pageVerdict(cell: ClassCell, locale: Locale): Promise<ExerciseVerdict> {
	const t = await catalogIn(cellCatalogs, locale);
	if (cell.language === 'python') {
		const outcome = await python.run(cell.code, { exercise: cell.exercise, locale });
		const result = outcome.result!;
		return exerciseVerdict(t, {
			kind: 'done',
			checks: result.checks ?? [],
			summary: result.summary ?? '',
			error: result.run.error,
		});
	}
	const words = await catalogIn(runtimeCatalogs, locale);
	const stripped = stripTypes(cell.code, words);
	if (!stripped.ok) throw new Error(`${cell.exercise}: the corpus holds no syntax errors`);
	const { run, checks, summary } = runExercise(getExercise(cell.exercise), stripped.code, {
		locale,
		words,
		toSource: stripped.toSource,
	});
	return exerciseVerdict(t, { kind: 'done', checks, summary, error: run.error });
}

let python: PythonCells;
let run: CheckRun;
let record: { files: { file: string; learner?: string; locale: string; exercises: object }[] };
let paths: Record<string, string>;
const feedback = mkdtempSync(join(tmpdir(), 'nqueens-feedback-'));

beforeAll(async () => {
	python = startPythonCells({ snapshot: await pythonSnapshot() });
	({ paths } = classFolder(
		Object.fromEntries(
			CLASS.map((one) => [
				one.name,
				notebookText(one.cells, {
					locale: one.locale,
					...(one.learner ? { learner: one.learner } : {}),
				}),
			]),
		),
	));
	run = await checkCommand([
		...CLASS.map((one) => paths[one.name]!),
		'--format',
		'json',
		'--feedback',
		feedback,
		// The page's 10 s, five times over: a run on a machine five times slower still ends by itself.
		'--time-limit',
		'50',
	]);
	record = JSON.parse(run.stdout);
}, 600_000);

afterAll(async () => {
	await python.close();
});

test('the class is graded whole: status 0, one record per file in the order given', () => {
	expect(run.status, run.stderr).toBe(0);
	expect(record.files.map((file) => file.file)).toEqual(CLASS.map((one) => paths[one.name]));
});

test('the sample holds wrong answers of every quick exercise, and both languages', () => {
	const wrong = [...JS_WRONG, ...PY_WRONG].flatMap((one) => one.cells);
	expect(new Set(wrong.map((cell) => cell.exercise))).toEqual(QUICK);
	expect(new Set(wrong.map((cell) => cell.language))).toEqual(new Set(['js', 'python']));
});

describe.each(CLASS.map((one, i) => [one.name, one, i] as const))('%s', (_name, one, i) => {
	test('carries its learner and language', () => {
		expect(record.files[i]).toMatchObject({
			locale: one.locale,
			...(one.learner ? { learner: one.learner } : {}),
		});
	});

	test.each(one.cells.map((cell) => [cell.exercise, cell] as const))(
		'%s: the verdict and first message the page gives',
		async (_exercise, cell) => {
			const expected = await pageVerdict(cell, one.locale);
			const graded = (record.files[i]!.exercises as Record<string, object>)[cell.exercise];
			expect(graded).toEqual({ language: cell.language, ...expected });
			// A worked solution passes; a wrong answer does not.
			expect(expected.passed).toBe(!one.name.startsWith('js-') && !one.name.startsWith('py-'));
		},
	);
});

test('each learner gets a feedback page in their language, its messages as text', () => {
	const pages = readdirSync(feedback).sort();
	expect(pages).toHaveLength(CLASS.length);
	expect(pages).toContain('Ada-Lovelace.html');
	const li = readFileSync(join(feedback, '李华.html'), 'utf8');
	expect(li).toContain('<html lang="zh-CN">');
	expect(li).toContain('给 李华 的反馈');
	const wrong = JS_WRONG[0]!;
	const page = readFileSync(
		join(feedback, `${wrong.name.replace(/\.json$/, '').replace(/\./g, '-')}.html`),
		'utf8',
	);
	const message = (record.files[2]!.exercises as Record<string, { firstMessage: string }>)[
		wrong.cells[0]!.exercise
	]!.firstMessage;
	const asHtml = message
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
	expect(page).toContain(asHtml);
	expect(page).not.toMatch(/<script/i);
});
