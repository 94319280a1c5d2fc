import { expect, test } from 'vitest';
import type { ExerciseGrade, FileGrade } from '../../src/cli/check/grade.ts';
import { csvField, csvText, jsonText, tableText } from '../../src/cli/check/report.ts';
import { EXERCISES } from '../../src/notebook/exercises/index.ts';

/*
 * Issue 38, point 1: what `nqueens check` prints of a graded class. The CSV is a gradebook a
 * spreadsheet or a learning platform imports: a header, one row per learner (the name the file
 * carries, else the file's), RFC 4180 quoting, and no cell a spreadsheet would run as a formula.
 * The JSON is the whole record; the table lines up, Chinese names too.
 */

const passed: ExerciseGrade = {
	language: 'js',
	passed: true,
	checksPassed: 7,
	checksTotal: 7,
	firstMessage: '7 of 7 checks passed',
};
const notYet: ExerciseGrade = {
	language: 'python',
	passed: false,
	checksPassed: 2,
	checksTotal: 5,
	firstMessage: 'For n = 4, "your" answer, has a comma',
};

const CLASS: FileGrade[] = [
	{
		file: 'class/ada.json',
		learner: 'Lovelace, "Ada"',
		locale: 'en',
		exercises: { 'first-solution': passed, permutations: notYet },
	},
	{ file: 'class/li.json', learner: '李华', locale: 'zh-cn', exercises: { 'count-12': notYet } },
	{ file: 'class/=HYPERLINK("x").json', locale: 'en', exercises: {} },
	{ file: 'class/broken.json', refused: 'The file is not JSON, so it is not a notebook export.' },
];

/** Parses CSV as RFC 4180 reads it (quoted fields, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let field = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const char = text[i]!;
		if (quoted && char === '"' && text[i + 1] === '"') {
			field += '"';
			i++;
		} else if (quoted && char === '"') {
			quoted = false;
		} else if (quoted) {
			field += char;
		} else if (char === '"') {
			quoted = true;
		} else if (char === ',') {
			row.push(field);
			field = '';
		} else if (char === '\r' && text[i + 1] === '\n') {
			row.push(field);
			rows.push(row);
			row = [];
			field = '';
			i++;
		} else {
			field += char;
		}
	}
	return rows;
}

test('the CSV has a header and one row per graded learner, named by the file when it carries no name', () => {
	const rows = parseCsv(csvText(CLASS));
	const ids = EXERCISES.map((exercise) => exercise.id);
	expect(rows[0]).toEqual([
		'learner',
		'file',
		'exercises passed',
		...ids.flatMap((id) => [id, `${id} checks passed`, `${id} checks`]),
	]);
	expect(rows.map((row) => row[0])).toEqual([
		'learner',
		'Lovelace, "Ada"',
		'李华',
		`'=HYPERLINK("x").json`,
	]);
	expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true);
	const ada = Object.fromEntries(rows[0]!.map((name, i) => [name, rows[1]![i]]));
	expect(ada).toMatchObject({
		'exercises passed': '1',
		'first-solution': 'passed',
		'first-solution checks passed': '7',
		'first-solution checks': '7',
		permutations: 'not yet',
		'permutations checks passed': '2',
		'permutations checks': '5',
		'count-13': 'not yet',
		'count-13 checks': '',
	});
});

test.each([
	['=1+1', `'=1+1`],
	['+SUM(A1:A9)', `'+SUM(A1:A9)`],
	['-2+3', `'-2+3`],
	['@cmd', `'@cmd`],
	['\t=1', `'\t=1`],
	['a, b', '"a, b"'],
	['say "hi"', '"say ""hi"""'],
	['two\nlines', '"two\nlines"'],
	['Ada', 'Ada'],
])('a CSV field %j is written %j', (value, written) => {
	expect(csvField(value)).toBe(written);
});

test('numbers are written as numbers, a negative one too', () => {
	expect(csvField(-3)).toBe('-3');
});

test('the JSON is the whole record: each file, or why it was refused', () => {
	expect(JSON.parse(jsonText(CLASS))).toEqual({
		files: [
			{
				file: 'class/ada.json',
				learner: 'Lovelace, "Ada"',
				locale: 'en',
				exercises: { 'first-solution': passed, permutations: notYet },
			},
			{
				file: 'class/li.json',
				learner: '李华',
				locale: 'zh-cn',
				exercises: { 'count-12': notYet },
			},
			{ file: 'class/=HYPERLINK("x").json', locale: 'en', exercises: {} },
			{
				file: 'class/broken.json',
				refused: 'The file is not JSON, so it is not a notebook export.',
			},
		],
	});
});

test('the table has a row per file, its columns lined up on a terminal, Chinese names too', () => {
	const lines = tableText(CLASS).trimEnd().split('\n');
	expect(lines).toHaveLength(CLASS.length + 1);
	expect(lines[1]).toMatch(/passed 7\/7 +not yet 2\/5/);
	expect(lines[4]).toMatch(/broken\.json +refused$/);
	// Where the first exercise's column starts, in terminal columns (a Chinese character takes two).
	const column = (line: string) => {
		const at = line.search(/(passed|not yet|—|first-solution|refused)/);
		return [...line.slice(0, at)].reduce(
			(sum, char) => sum + (/\p{Script=Han}/u.test(char) ? 2 : 1),
			0,
		);
	};
	expect(new Set(lines.map(column)).size).toBe(1);
});
