import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/*
 * One Chinese term per idea (docs/glossary-zh-cn.md): the Chinese pages and catalogs use each
 * term of the glossary somewhere, and never the alternatives it rules out.
 */

interface Row {
	english: string;
	term: string;
	never: string[];
}

/** The glossary's table rows: English, the term (its first form), the words it rules out. */
function glossary(): Row[] {
	const rows = readFileSync('docs/glossary-zh-cn.md', 'utf8')
		.split('\n')
		.filter(
			(line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('| ---'),
		);
	return rows.map((line) => {
		const [english = '', term = '', never = ''] = line
			.split('|')
			.slice(1)
			.map((cell) => cell.trim());
		const first = term
			.replace(/（[^）]*）/g, '')
			.split(/\s*[/，、]\s*/)[0]!
			.replace(/^n×n\s*/, '')
			.trim();
		const words = never.split(/\s*,\s*/).filter((word) => word !== '');
		return { english, term: first, never: words };
	});
}

/** Everything Chinese the learner reads: the pages' prose and every area's catalog. */
function chineseText(): { file: string; text: string }[] {
	const pages = readdirSync('content/zh-cn')
		.filter((file) => file.endsWith('.mdx'))
		.map((file) => `content/zh-cn/${file}`);
	const catalogs = readdirSync('src/i18n/zh-cn')
		.filter((file) => file.endsWith('.ts'))
		.map((file) => `src/i18n/zh-cn/${file}`);
	return [...pages, ...catalogs].map((file) => ({
		file,
		// Code blocks quote programs, which may say anything; prose and messages may not.
		text: readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, ''),
	}));
}

const ROWS = glossary();
const TEXTS = chineseText();

test('the glossary has its rows', () => {
	expect(ROWS.length).toBeGreaterThan(30);
	expect(ROWS.find((row) => row.english === 'queen')).toMatchObject({
		term: '皇后',
		never: ['王后'],
	});
});

describe.each(ROWS.filter((row) => row.never.length > 0))('$english: $term', ({ never }) => {
	test.each(never)(`not %s`, (word) => {
		expect(TEXTS.filter(({ text }) => text.includes(word)).map(({ file }) => file)).toEqual([]);
	});
});

test.each(ROWS.map((row) => [row.english, row.term] as const))('%s: %s is used', (_, term) => {
	expect(TEXTS.some(({ text }) => text.includes(term))).toBe(true);
});
