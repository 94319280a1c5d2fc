import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/*
 * What a Chinese editor found changed in meaning (issue 40, point 11), each held to the pages: a
 * paragraph translated from an older English and set after the widget it introduces, a link to
 * an exercise lost for "a later chapter", and words the English weighs ("far", "small") left out.
 * (快了 N 倍 for "N times as fast" is a slip of test/zh-rules.ts.)
 */

const PAGES = readdirSync('content/zh-cn')
	.filter((file) => file.endsWith('.mdx'))
	.sort()
	.map((file) => ({
		file,
		chinese: readFileSync(`content/zh-cn/${file}`, 'utf8'),
		english: readFileSync(`content/${file}`, 'utf8'),
	}));

/** The paragraphs of a page, each on one line. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' '));

/** Where the first code a reader meets on a page is: a player, a listing or a cell. */
const firstCode = (text: string) =>
	Math.min(
		...['<Trace', '<SolverCode', '<CodeCellFrame', '<LanguageTabs']
			.map((tag) => text.indexOf(tag))
			.filter((at) => at >= 0),
	);

/** A heading's anchor as Starlight writes it: "练习 2：所有排列" → "练习-2所有排列". */
const slug = (heading: string) =>
	heading
		.replace(/<[^>]+>/g, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s_-]/gu, '')
		.trim()
		.replace(/ /g, '-');

/** The pages a page links to, without the language prefix or the anchor: "/08-exercises/". */
const linkedPages = (text: string) =>
	new Set(
		[...text.matchAll(/\]\((\/[^)#\s]*)/g)].map(([, path]) => path!.replace(/^\/zh-cn\//, '/')),
	);

test('the paragraph that says the code is TypeScript comes before the first player, as in English', () => {
	const english = PAGES.find(({ english }) => english.includes("The book's code is TypeScript"))!;
	const said = '本书的代码是 <span translate="no">TypeScript</span>';
	expect(english.chinese).toContain(said);
	expect(english.chinese.indexOf(said)).toBeLessThan(firstCode(english.chinese));
	const paragraph = paragraphs(english.chinese).find((p) => p.includes(said))!;
	// Today's English: the player shows the code beside the board, every cell takes either
	// language, starting with the one further down this page (not chapter 8's).
	expect(paragraph).toMatch(/播放器.*棋盘旁边.*代码/);
	expect(paragraph).toMatch(/每个代码单元都接受这两种写法/);
	expect(paragraph).not.toMatch(/第 \d+ 章/);
});

describe.each(PAGES)('content/zh-cn/$file', ({ file, chinese, english }) => {
	test('links to every page the English page links to', () => {
		expect([...linkedPages(english)].filter((path) => !linkedPages(chinese).has(path))).toEqual([]);
	});

	test('says which chapter it points ahead to, and its links to a heading land on one', () => {
		expect(chinese).not.toMatch(/后面有一章|后面的一章|以后的某一章/);
		for (const [, target, anchor] of chinese.matchAll(/\]\(\/zh-cn\/([\w-]+)\/#([^)\s]+)\)/g)) {
			const page = PAGES.find((p) => p.file === `${target}.mdx`);
			expect(page, `${file} links to ${target}`).toBeDefined();
			const slugs = [...page!.chinese.matchAll(/^#{2,4} (.+)$/gm)].map(([, heading]) =>
				slug(heading!),
			);
			expect(slugs, `${file} links to ${target}/#${anchor}`).toContain(anchor);
		}
	});
});

/** Words of the English that weigh a claim, and the Chinese that must carry them (issue 40). */
const WEIGHED: [file: string, english: RegExp, chinese: RegExp][] = [
	// "What is left grows far more like the number of solutions than like n!".
	['09-beyond-eight.mdx', /grows far more like the number of solutions/, /远比 \$n!\$ 温和/],
	// "the solver behind the widgets is a small TypeScript library".
	['index.mdx', /is a small TypeScript library/, /求解器是一个不大的程序库/],
];

test.each(WEIGHED)('%s keeps the English %s', (file, english, chinese) => {
	const page = PAGES.find((p) => p.file === file)!;
	expect(page.english.replace(/\s+/g, ' ')).toMatch(english);
	expect(page.chinese).toMatch(chinese);
});
