import { describe, expect, test } from 'vitest';
import {
	cellKey,
	hashText,
	importCells,
	importParsed,
	MAX_FILE_BYTES,
	parseFileAside,
	PROGRESS_KEY,
} from '../../src/notebook/storage/index.ts';
import {
	fileShapeProblem,
	MAX_FILE_DEPTH,
	MAX_FILE_VALUES,
	parseFile,
} from '../../src/notebook/storage/file-shape.ts';
import { MARKS_PER_CHARACTER } from '../../src/notebook/runtime/index.ts';
import zhFile from '../../src/i18n/zh-cn/notebook-file.ts';
import { MemoryStorage } from './helpers.ts';

/*
 * Issue 37, point 3, on import: a file the import refuses is refused before JSON.parse builds a
 * tree the page would wait seconds for, and code whose combining marks would hold the page when
 * drawn comes in cleaned, with a sentence that says what was removed.
 */

const ACUTE = '\u0301';
const SAVED = { starterHash: hashText('s'), savedAt: '2026-11-23T00:00:00.000Z' };

/** An export of the given cells (id → saved record). */
function exportOf(cells: Record<string, object>): string {
	return JSON.stringify({ format: 'nqueens-notebook-cells', version: 1, cells, progress: {} });
}

/** A file of 13 MB: brackets nested `half` deep and closed again, as the attack sent. */
const deepBrackets = (half: number) => '['.repeat(half) + ']'.repeat(half);

describe('the shape of a file is read before it is parsed', () => {
	test.each([
		['an export', exportOf({ 'first-solution': { code: 'x', ...SAVED } }), undefined],
		['brackets exactly as deep as allowed', deepBrackets(MAX_FILE_DEPTH), undefined],
		['one bracket deeper', deepBrackets(MAX_FILE_DEPTH + 1), 'too-deep'],
		['13 MB of nested brackets', deepBrackets(6_500_000), 'too-deep'],
		['brackets inside a string', JSON.stringify({ code: '['.repeat(100) }), undefined],
		['an escaped quote does not end a string', `{"a":"\\"${'['.repeat(20)}"}`, undefined],
		['as many values as allowed', `[${'0,'.repeat(MAX_FILE_VALUES - 1)}0]`, undefined],
		['one value too many', `[${'0,'.repeat(MAX_FILE_VALUES)}0]`, 'too-many-values'],
		['13 MB of empty objects', `[${'{},'.repeat(4_000_000)}{}]`, 'too-many-values'],
		['text that is not JSON', 'not json at all', undefined],
	])('%s', (_name, text, problem) => {
		expect(fileShapeProblem(text)).toBe(problem);
	});

	test('the attack is refused in one sentence and writes nothing', () => {
		const text = deepBrackets(6_500_000);
		expect(text.length).toBeLessThan(MAX_FILE_BYTES); // under the size limit: the scan refuses it
		const storage = new MemoryStorage();
		storage.setItem('starlight-theme', 'dark');
		const before = storage.snapshot();
		expect(importCells(storage, text)).toEqual({
			ok: false,
			code: 'too-deep',
			message: `The file nests its brackets more than ${MAX_FILE_DEPTH} deep, which no notebook export does.`,
		});
		expect(importCells(storage, text, new Date(), zhFile.file)).toMatchObject({
			ok: false,
			message: `这个文件的括号嵌套超过 ${MAX_FILE_DEPTH} 层，笔记本导出文件不会这样。`,
		});
		expect(storage.snapshot()).toEqual(before);
	});

	test.each([
		['an export', exportOf({}), { ok: true, data: JSON.parse(exportOf({})) }],
		['13 MB of nested brackets', deepBrackets(6_500_000), { ok: false, code: 'too-deep' }],
		['text that is not JSON', '{"cells":', { ok: false, code: 'not-json' }],
	])('parsing, where a worker does it, sees the same: %s', async (_name, text, parsed) => {
		expect(parseFile(text)).toEqual(parsed);
		// Node has no Web Worker: parseFileAside parses on its own thread, as jsdom's page does.
		expect(await parseFileAside(new Blob([text]))).toEqual(parsed);
		expect(importParsed(new MemoryStorage(), parseFile(text))).toEqual(
			importCells(new MemoryStorage(), text),
		);
	});

	test('a file of too many values is refused in one sentence', () => {
		expect(importCells(new MemoryStorage(), `[${'{},'.repeat(4_000_000)}{}]`)).toEqual({
			ok: false,
			code: 'too-many-values',
			message: 'The file holds more than 100,000 values, which no notebook export does.',
		});
	});
});

describe('an imported run of combining marks is cut to the cap, and the import says so', () => {
	const kept = ACUTE.repeat(MARKS_PER_CHARACTER);

	test('the attack: one letter and 99,999 marks in Exercise 1', () => {
		const storage = new MemoryStorage();
		const file = exportOf({ 'first-solution': { code: `x${ACUTE.repeat(99_999)}`, ...SAVED } });
		expect(importCells(storage, file)).toEqual({
			ok: true,
			cells: 1,
			passes: 0,
			message:
				'Imported 1 cell and no passes. In the cell "first-solution", 99,991 combining marks stacked on single characters were removed: a character keeps at most 8.',
		});
		expect(JSON.parse(storage.getItem(cellKey('first-solution'))!)).toMatchObject({
			code: `x${kept}`,
		});
		expect(storage.getItem(PROGRESS_KEY)).toBeNull();
	});

	test('the same run hidden in the other language’s code, beside a second cell', () => {
		const storage = new MemoryStorage();
		const file = exportOf({
			'first-solution': {
				code: 'fine',
				...SAVED,
				language: 'python',
				other: { code: `y${ACUTE.repeat(50)}`, starterHash: hashText('t') },
			},
			permutations: { code: `z${ACUTE.repeat(9)}`, ...SAVED },
		});
		const result = importCells(storage, file, new Date(), zhFile.file);
		expect(result).toEqual({
			ok: true,
			cells: 2,
			passes: 0,
			message:
				'已导入 2 个代码单元，没有练习通过记录。2 个代码单元（例如 "first-solution"）中叠在单个字符上的 43 个组合符号已被删除：每个字符最多保留 8 个。',
		});
		const saved = JSON.parse(storage.getItem(cellKey('first-solution'))!);
		expect(saved).toMatchObject({ code: 'fine', other: { code: `y${kept}` } });
		expect(JSON.parse(storage.getItem(cellKey('permutations'))!).code).toBe(`z${kept}`);
	});

	test.each([
		['Vietnamese, decomposed', '// Tiếng Việt'.normalize('NFD')],
		['Devanagari', '// क्षत्रिय हैं संस्कृतम्'],
		['Burmese, four marks on a consonant', '// ကြိုး'],
		['exactly the cap', `// a${kept}`],
	])('writing keeps its marks and the import says nothing more: %s', (_name, code) => {
		const storage = new MemoryStorage();
		const result = importCells(storage, exportOf({ 'first-solution': { code, ...SAVED } }));
		expect(result).toMatchObject({ ok: true, message: 'Imported 1 cell and no passes.' });
		expect(JSON.parse(storage.getItem(cellKey('first-solution'))!).code).toBe(code);
	});
});
