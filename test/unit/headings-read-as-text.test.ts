import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/*
 * A heading is plain text (Starlight puts it in the page's contents too, where no maths is drawn),
 * so it cannot lean on code notation a first-year may not read: chapter 9's "Counts beyond 2^53"
 * said a power with a caret (issue 28's walk). A power in a heading is written with superscript
 * digits (2⁵³), in every language.
 */

const PAGES = [
	...readdirSync('content').map((file) => `content/${file}`),
	...readdirSync('content/zh-cn').map((file) => `content/zh-cn/${file}`),
].filter((file) => file.endsWith('.mdx'));

const HEADINGS = PAGES.flatMap((file) =>
	readFileSync(file, 'utf8')
		.replace(/^```[\s\S]*?^```/gm, '')
		.split('\n')
		.filter((line) => /^#{1,6} /.test(line))
		.map((line) => ({ file, line })),
);

test('the pages have headings', () => {
	expect(HEADINGS.length).toBeGreaterThan(100);
});

test('no heading writes a power with ^ or **', () => {
	const caret = HEADINGS.filter(({ line }) => /\d\s*(\^|\*\*)\s*\d/.test(line));
	expect(caret.map(({ file, line }) => `${file}: ${line}`)).toEqual([]);
});
