import { readFileSync } from 'node:fs';
import { englishWords } from './english-allowed.ts';

/*
 * The rules a Chinese sentence of the book keeps, said once: docs/glossary-zh-cn.md's terms and
 * the slips a Chinese editor found (issue 27). test/unit/glossary.test.ts holds the pages and
 * catalogs to them; test/e2e/chinese-learner-walk.spec.ts holds every sentence the widgets say on
 * the Chinese pages. `docs/i18n.md` lists them.
 */

/** One row of the glossary's table. */
export interface GlossaryRow {
	english: string;
	/** The term, its first form ("棋盘" of "棋盘，n×n 棋盘"). */
	term: string;
	/** The words it rules out. */
	never: string[];
}

/** The glossary's table rows: English, the term (its first form), the words it rules out. */
export function glossary(file = 'docs/glossary-zh-cn.md'): GlossaryRow[] {
	const rows = readFileSync(file, 'utf8')
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

/** A Chinese character (the CJK Unified Ideographs block). */
export const HAN = '\\u4e00-\\u9fff';

/** One kind of slip: its name, and a pattern that finds it in a sentence. */
export interface Slip {
	name: string;
	pattern: RegExp;
}

/** The slips a Chinese editor found (issue 27), each a rule. */
export const SLIPS: readonly Slip[] = [
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
	{
		name: 'a column list with spaces or commas',
		pattern: /\d(?:,? \d)+ 列|第 无 列|列 \d \d|列：\d+ \d/,
	},
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
	// A button named in prose is quoted and called a button (按“播放”按钮), and a menu is quoted
	// (“格式”菜单): never bold inside the quotes nor bold before 按钮 or 菜单.
	// 快了 5 倍 reads as six times as fast, as 增长 5 倍 does: write 速度是它的 5 倍 (issue 40).
	{ name: '快了 N 倍', pattern: /快了[^。，；]{0,16}倍/ },
	// Phrasings that read as translated (issue 40, point 12): each was rewritten, none comes back.
	{
		name: 'translated wording (issue 40)',
		pattern:
			/放了一部分皇后的棋盘|\*\*是\*\*什么样子|同样这最上面的一行|以不同的方式忘了|逐行进行的搜索|每一步都赢得更多|更像解的个数，而不像|测量本书时间所用|不能被多算|已经为此做好了准备|方法是用一个命令|用你的检查进行的搜索|本该不在棋盘上的皇后拒绝的格子|本应已经不在的皇后拒绝|检查完成前被停止|时间限制停止运行|没有检查完成|打破这个时间|进行比较|的位置下|凡是和时间有关的地方/,
	},
	// A question in bold keeps its ？ inside the bold: **……吗？**, never **……吗**？ (issue 40).
	{ name: 'a ？ outside the bold', pattern: /\*\*[^*\n]+\*\*？/ },
	// Rows and columns are numbered in digits, as the boards label them: 第 6 行, never 第六行.
	{ name: 'a row or column numbered in words', pattern: /第[一二三四五六七八九十]+[行列]/ },
	// Large round numbers in digits and 万 or 亿, as the counts are: 100 万, 10 亿, never 一百万.
	{ name: 'a large number in words', pattern: /[一二三四五六七八九十两][十百千]?[万亿]|百[万亿]/ },
	// A board's size is 4×4, n×n, as the glossary writes n×n 棋盘: never 4 × 4 (a product keeps
	// its spaces: 8 × (1 + 2,056), and so does a term of a sum, as chapter 7's 42 × 8 + 4 × 4).
	{
		name: 'a board size with spaces (4 × 4)',
		pattern: /(?<![\d.]|[+−-] )(\d+|n) × \1(?![\d.]| [+−-])|\$\{(\w+)\} × \$\{\2\}/,
	},
	{
		name: 'a button without “”',
		pattern: /\*\*是这一步吗？\*\*。|旁边的'|“(?:\*\*|<strong>)|(?:\*\*|<\/strong>)(?:按钮|菜单)/,
	},
];

/** Full-width punctuation, beside which Chinese sets no space (the ellipsis may close a sequence). */
const FULL_WIDTH = '，。；：！？、（）“”《》—';

/**
 * Spacing (the glossary's "Numbers"): one space between a Chinese character and a Latin letter or
 * a digit, none beside full-width punctuation (a code comment's closing `*\/` aside).
 */
export const SPACING: readonly Slip[] = [
	{
		name: 'no space between Chinese and a Latin letter or digit',
		pattern: new RegExp(`[${HAN}][A-Za-z0-9]|[A-Za-z0-9][${HAN}]`),
	},
	{
		name: 'a space beside full-width punctuation',
		pattern: new RegExp(` [${FULL_WIDTH}]|[${FULL_WIDTH}] (?!\\*/)`),
	},
];

/** What is wrong with one sentence a learner reads. */
export interface Broken {
	rule: string;
	/** The part of the sentence that breaks it. */
	match: string;
}

interface SentenceOptions {
	/** The glossary's rows (read once by the caller). */
	rows?: readonly GlossaryRow[];
	/** Check for English words (false for what a program printed: its own strings). */
	latin?: boolean;
}

/**
 * Every rule one sentence breaks: a word the glossary rules out, a slip, spacing, and (unless
 * told not to) an English word outside test/english-allowed.ts.
 */
export function brokenRules(
	sentence: string,
	{ rows = glossary(), latin = true }: SentenceOptions = {},
): Broken[] {
	const broken: Broken[] = [];
	for (const row of rows)
		for (const word of row.never)
			if (sentence.includes(word)) broken.push({ rule: `glossary: ${row.term}`, match: word });
	for (const { name, pattern } of [...SLIPS, ...SPACING]) {
		const match = sentence.match(pattern);
		if (match) broken.push({ rule: name, match: match[0] });
	}
	// A file's path names a file, in any language: "代码：src/solver/search/search.ts，第 59–79 行".
	const prose = sentence.replace(/[\w.-]+(?:\/[\w.-]+)+\.\w+/g, 'x');
	if (latin)
		for (const word of englishWords(prose)) broken.push({ rule: 'an English word', match: word });
	return broken;
}

/**
 * A widget's counter named in prose (issue 40): quoted as the widget shows it, “比较次数”一栏,
 * never in bold nor cut short (**比较**一栏). The names of what breaks the rule in `text`.
 */
export function misnamedCounters(text: string, labels: readonly string[]): string[] {
	return [...text.matchAll(/(\*\*|“)([^*“”\n]{1,12})(\*\*|”)一栏/g)]
		.filter(([, open, label]) => open !== '“' || !labels.includes(label!))
		.map(([found]) => found);
}

/**
 * A comment wrapped across two lines breaks after punctuation, a space, or a Latin letter or
 * digit, never between two Chinese characters: the break may split a word (没/有, 顺/序), and
 * Chinese has no mark to show it did (issue 40). The breaks in `code` that split Chinese, as
 * "没|有".
 */
export function splitAcrossLines(code: string): string[] {
	const lines = code.split('\n');
	const comment = /^\s*(?:\/\/|#|--|\*|\/\*\*?)\s?(.*)$/;
	const han = new RegExp(`[${HAN}]`);
	return lines.slice(1).flatMap((line, index) => {
		const before = lines[index]!.match(comment)?.[1];
		const after = line.match(comment)?.[1];
		if (before === undefined || after === undefined) return [];
		const last = before.trimEnd().at(-1) ?? '';
		const first = after.at(0) ?? '';
		return han.test(last) && han.test(first) ? [`${last}|${first}`] : [];
	});
}
