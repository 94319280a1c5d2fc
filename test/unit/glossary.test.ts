import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import zhCountRace from '../../src/i18n/zh-cn/count-race.ts';
import zhRecipes from '../../src/i18n/zh-cn/recipes.ts';
import zhStarters from '../../src/i18n/zh-cn/starters.ts';
import zhTrace from '../../src/i18n/zh-cn/trace.ts';
import zhWords from '../../src/i18n/zh-cn/words.ts';

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

/*
 * The slips a Chinese editor found (issue 27), each a rule: one kind of slip, where it may not
 * appear, and why. `docs/i18n.md` lists them.
 */

/** The learner-facing words of a text: pages without their imports, code and maths; catalogs whole. */
function words(file: string, text: string): string {
	if (!file.endsWith('.mdx')) return text;
	return text
		.split('\n')
		.filter((line) => !/^(import|export)\s/.test(line))
		.join('\n')
		.replace(/\$\$[\s\S]*?\$\$/g, 'x')
		.replace(/\$[^$\n]+\$/g, 'x')
		.replace(/`[^`\n]*`/g, 'x');
}

/** The maths of a page: every $…$ and $$…$$. */
function maths(text: string): string[] {
	return text.match(/\$\$[\s\S]*?\$\$|\$[^$\n]+\$/g) ?? [];
}

const HAN = '\\u4e00-\\u9fff';

const SLIPS: { name: string; pattern: RegExp }[] = [
	// 八皇后 and 四皇后, never 8 皇后: a puzzle's size in Chinese numerals ("n 皇后" for a letter).
	{ name: 'a digit before 皇后', pattern: /\d\s*皇后|\}\s+皇后/ },
	// 增长 5 倍 reads as "grows to 6 times": write 变为原来的 5 倍.
	{ name: '增长 N 倍', pattern: /增长[^。，；：]{0,16}倍/ },
	// Chinese counts large numbers in 万 and 亿, not thousands, millions, billions.
	{ name: 'billions', pattern: /乘以[十百千]?[万亿]|十亿倍|百万倍|billion|million/i },
	// Columns in a sentence: 第 2、4、1、3 列, never "2, 4, 1" nor "2 4 1" nor "第 无 列".
	{
		name: 'a half-width comma in a Chinese sentence',
		pattern: new RegExp(`[${HAN}，。]\\s*,|,\\s*[${HAN}]`),
	},
	{ name: 'a column list with spaces or commas', pattern: /\d(?:,? \d)+ 列|第 无 列|列 \d \d/ },
	// No space between two Chinese characters ("约 12 秒 到 48 秒").
	{ name: 'a space inside Chinese', pattern: new RegExp(`[${HAN}] +[${HAN}]`) },
	// One ellipsis: ……, and a lone … only in a sequence of code or maths (0, 1, …, n − 1).
	{ name: 'a lone …', pattern: /(?<![…,\w] ?)…(?!…)|(?<!…)…(?! ?[…,\w\]])/ },
	// Words that turned the meaning over or read as translated.
	{ name: 'meaning turned over', pattern: /遥遥领先|白白|免费的礼物/ },
	{
		name: 'translated wording',
		pattern: /小程序库|簿记|走任意远|比一场赛|隔 \d 个|进度行数的|在\*\*在/,
	},
	// The exercises' graders are 自动检查; a bare 检查 is the safety check.
	{ name: 'a grader called a bare 检查', pattern: /(?<!自动|安全|网格|错误的)检查(?:会|先放)/ },
	// A button named in prose is quoted and called a button, not followed by a bare 。.
	{ name: 'a button without “”', pattern: /\*\*是这一步吗？\*\*。|旁边的'/ },
];

describe.each(SLIPS)('no $name', ({ pattern }) => {
	test('in the Chinese pages and catalogs', () => {
		const found = TEXTS.flatMap(({ file, text }) => {
			const match = words(file, text).match(pattern);
			return match ? [`${file}: ${match[0]}`] : [];
		});
		expect(found).toEqual([]);
	});
});

test('maths on a Chinese page has no Latin words (\\text{or} is \\text{或})', () => {
	const found = TEXTS.filter(({ file }) => file.endsWith('.mdx')).flatMap(({ file, text }) =>
		maths(text).flatMap((math) =>
			[...math.matchAll(/\\(?:text|mathrm|textrm|mbox)\{([^}]*)\}/g)]
				.filter((m) => /[A-Za-z]{2,}/.test(m[1]!))
				.map((m) => `${file}: ${m[0]}`),
		),
	);
	expect(found).toEqual([]);
});

test('article titles on the sources page are in 《》', () => {
	const titles = readFileSync('content/zh-cn/sources.mdx', 'utf8')
		.split('\n')
		.filter((line) => line.startsWith('- **标题**：'))
		.map((line) => line.slice('- **标题**：'.length));
	expect(titles.length).toBe(5);
	expect(titles.filter((title) => !title.startsWith('《') && !title.includes('没有标题'))).toEqual(
		[],
	);
});

/** Sentences the catalogs build at run time, as a learner meets them. */
function builtSentences(): string[] {
	const event = zhWords.event;
	const drawing = zhTrace.drawing;
	return [
		event.solution(1, event.columns([2, 4, 1, 3])),
		event.candidate(event.columns([0, 1, 2, 3])),
		event.refused(
			event.square(2, 1),
			event.attackedBy(event.attacker(event.square(1, 1), 'column')),
		),
		drawing.whole('1', '0', '0', drawing.path([])),
		drawing.whole('9', '3', '5', drawing.path([2, 4, 1])),
		drawing.folded('9', drawing.path([2, 4, 1])),
		zhTrace.page.named(8, false, false),
		zhTrace.page.named(4, true, true),
		zhCountRace.count.range('12 秒', '48 秒'),
		// Chapter 8's recipes and what the notebook's code prints (issue 27).
		zhRecipes.firstSolution(8, [0, 4, 7, 5, 2, 6, 1, 3]),
		zhRecipes.firstSaves(5.6, 17.9),
		zhRecipes.generated(8, 40320, 92),
		zhRecipes.fewerQuestions(2.6, 9),
		zhRecipes.gridScan(14200, 10103868, 1140),
		zhRecipes.bitMasks(14200n, 856188, 20),
		zhRecipes.occupancy(92, 92n, true),
		zhStarters.prints.attackedCount('1', '6'),
		zhStarters.prints.boardSays(zhStarters.prints.checkSays('formula', 'true', '1', '1'), 'false'),
	];
}

describe.each(SLIPS)('no $name in a built sentence', ({ pattern }) => {
	test.each(builtSentences())('%s', (sentence) => {
		expect(sentence).not.toMatch(pattern);
	});
});
