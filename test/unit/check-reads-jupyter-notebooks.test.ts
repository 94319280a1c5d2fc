import { expect, test } from 'vitest';
import chineseFile from '../../src/i18n/zh-cn/notebook-file.ts';
import { EXERCISES } from '../../src/notebook/exercises/index.ts';
import { exportJupyter, saveCell, saveLearner } from '../../src/notebook/storage/index.ts';
import { checkCommand, classFolder, solution } from '../class-files.ts';
import { MemoryStorage } from './helpers.ts';

/*
 * Issue 38, point 1: `nqueens check` reads the page's "Export for Jupyter" notebook as it reads
 * the notebook file: the learner's Python, their name, and the language of the page that wrote it.
 */

test('an exported .ipynb is graded: its Python cells, its learner and its page language', async () => {
	const storage = new MemoryStorage();
	saveCell(
		storage,
		'chess-notation',
		solution('chess-notation', 'python').code,
		'',
		new Date(),
		'python',
	);
	saveCell(storage, 'first-solution', 'function firstSolution(n) { return []; }', '');
	saveLearner(storage, '王芳');
	const notebook = exportJupyter(
		storage,
		EXERCISES,
		chineseFile.jupyter,
		'https://example.org/zh-cn/08-exercises/',
	);
	const { paths } = classFolder({ 'wang.ipynb': notebook });
	const run = await checkCommand([paths['wang.ipynb']!, '--format', 'json', '--time-limit', '50']);
	expect(run.status, run.stderr).toBe(0);
	const [file] = JSON.parse(run.stdout).files;
	expect(file).toMatchObject({ learner: '王芳', locale: 'zh-cn' });
	// The JavaScript went in as text, which a Python notebook keeps but does not run.
	expect(Object.keys(file.exercises)).toEqual(['chess-notation']);
	expect(file.exercises['chess-notation']).toMatchObject({
		language: 'python',
		passed: true,
		checksTotal: 3,
	});
}, 300_000);
