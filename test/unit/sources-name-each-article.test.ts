import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/*
 * The sources page gives each of the five articles what it names of itself: its title, its author
 * and every address it gives, and says so plainly where it names none (issue 28). The table below
 * is what each article says of itself; where the articles are beside the repository
 * (../shared/seeds/, see CONTRIBUTING.md), the table is checked against them too.
 */

const SEEDS = new URL('../../../shared/seeds/', import.meta.url);

interface Article {
	file: string;
	/** The section heading of the article on each page. */
	heading: { en: string; 'zh-cn': string };
	/** Its title, or null when it names none (then `opens`: the words it starts with). */
	title: string | null;
	opens?: string;
	/** Its author's name, or null when it names none. */
	author: string | null;
	/** Every address it gives: web addresses, and the site it names. */
	addresses: string[];
}

const ARTICLES: Article[] = [
	{
		file: '000_55abe6c1dc60e7df.txt',
		heading: { en: 'The QBASIC article', 'zh-cn': 'QBASIC 文章' },
		title: '“八皇后问题”思路初探',
		author: '卢建斌',
		addresses: [],
	},
	{
		file: '001_5e5d17fb5af6b3eb.txt',
		heading: { en: 'The Python article', 'zh-cn': 'Python 文章' },
		title: null,
		opens: '问题介绍',
		author: null,
		addresses: [],
	},
	{
		file: '002_b1f335f5f4b8fca3.txt',
		heading: { en: 'The C article', 'zh-cn': 'C 文章' },
		title: null,
		opens: '问题表述为',
		author: null,
		addresses: [],
	},
	{
		file: '003_44fb7bdbbbacc24f.txt',
		heading: { en: 'The Lua textbook', 'zh-cn': 'Lua 教材' },
		title: '插曲: 八皇后之谜',
		author: null,
		addresses: ['xfoss.com'],
	},
	{
		file: '004_6a5eae551948f74c.txt',
		heading: { en: 'The Java article', 'zh-cn': 'Java 文章' },
		title: '八皇后问题',
		author: null,
		addresses: [
			'https://www.jianshu.com/p/1ad1026c5a8b',
			'http://www.cnblogs.com/steven_oyj/archive/2010/05/22/1741376.html',
			'https://github.com/wardensky/blogs/blob/master/00.source-code/blogs/algorithm/src/main/java/com/zch/blogs/algorithm/topic/EightQueens.java',
		],
	},
];

/** How each page labels the three things, and how it says "none". */
const PAGES = {
	en: {
		file: 'content/sources.mdx',
		title: '- **Title:**',
		author: '- **Author:**',
		noTitle: /^it names none\./,
		noAuthor: /^(it|the page) (names none|gives no name)/,
		quote: (title: string) => `<span lang="zh">${title}</span>`,
	},
	'zh-cn': {
		file: 'content/zh-cn/sources.mdx',
		title: '- **标题**：',
		author: '- **作者**：',
		noTitle: /^文章没有标题。/,
		noAuthor: /^(文章|页面)没有(署名|写出姓名)/,
		quote: (title: string) => `《${title}》`,
	},
} as const;

/** A page's section for one article: from its heading to the next. */
function section(text: string, heading: string): string {
	const start = text.indexOf(`\n## ${heading}\n`);
	if (start < 0) throw new Error(`no section "${heading}"`);
	const end = text.indexOf('\n## ', start + 1);
	return text.slice(start, end < 0 ? undefined : end);
}

/** The text after a label, up to the next item at the same level (a line starting "- "). */
function item(text: string, label: string): string {
	const at = text.indexOf(label);
	if (at < 0) throw new Error(`no "${label}" item`);
	const rest = text.slice(at + label.length);
	const end = rest.search(/\n- /);
	return (end < 0 ? rest : rest.slice(0, end)).replace(/\s+/g, ' ').trim();
}

describe.each(Object.entries(PAGES))('the sources page in %s', (locale, page) => {
	const text = readFileSync(page.file, 'utf8');
	test.each(ARTICLES)('$file: its title, its author, every address it gives', (article) => {
		const own = section(text, article.heading[locale as keyof Article['heading']]);
		const title = item(own, page.title);
		if (article.title) expect(title.startsWith(page.quote(article.title))).toBe(true);
		else {
			expect(title).toMatch(page.noTitle);
			expect(title).toContain(article.opens!);
		}
		const author = item(own, page.author);
		if (article.author) expect(author).toContain(article.author);
		else expect(author).toMatch(page.noAuthor);
		for (const address of article.addresses) expect(own).toContain(address);
	});
});

describe.skipIf(!existsSync(SEEDS))('the table above, against the articles themselves', () => {
	test.each(ARTICLES)('$file names what the table says', (article) => {
		const text = readFileSync(new URL(article.file, SEEDS), 'utf8');
		const firstLine = text
			.split('\n')
			.map((line) => line.replace(/^#+\s*/, '').trim())
			.find(Boolean)!;
		if (article.title) expect(firstLine).toBe(article.title);
		else expect(firstLine.startsWith(article.opens!)).toBe(true);
		if (article.author) expect(text).toContain(article.author);
		// Every web address it gives is in the table (and so on the page), and nothing more.
		const web = text.match(/https?:\/\/[^\s)\]]+/g) ?? [];
		expect(article.addresses.filter((a) => a.startsWith('http')).sort()).toEqual([...web].sort());
		for (const address of article.addresses) expect(text).toContain(address);
	});
});
