import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { solverRegion } from '../../src/site/index.ts';
import codeCommentsZhCn from '../../src/i18n/zh-cn/code-comments.ts';

/*
 * The small slips a first-year's walk found (issue 40, point 10), each held where it was: what a
 * comment says its line does, what a count counts, and where a sequence's name leads.
 */

const read = (path: string) => readFileSync(path, 'utf8');

describe('the stack search says what `col = back + 1` does', () => {
	const line = solverRegion('stack-search')
		.code.split('\n')
		.find((text) => text.includes('col = back + 1'))!;
	const comment = line.slice(line.indexOf('//') + 2).trim();

	test('it moves the queen a column, in the row above', () => {
		expect(comment).toMatch(/\bcolumn\b/);
		expect(comment).not.toMatch(/one row up/);
	});

	test('the Chinese listing has the same comment in Chinese, about a column', () => {
		const zh = new Map<string, string>(codeCommentsZhCn.map(([en, zh]) => [en, zh])).get(comment);
		expect(zh).toMatch(/列/);
	});
});

test.each([
	['content/02-backtracking-step-by-step.mdx', /empty board at the root/],
	['content/zh-cn/02-backtracking-step-by-step.mdx', /根上的空棋盘/],
])('%s: the nodes backtracking visits are counted with the root named', (path, root) => {
	// The sentence that gives the count of nodes the search visits (the queens it places).
	const sentence = read(path)
		.split(/(?<=\.)\s+|(?<=。)/)
		.find((text) => /(visits|访问)[^.。]*search\.8\.formula\.placements/.test(text));
	expect(sentence).toMatch(root);
});

test.each(['content/sources.mdx', 'content/zh-cn/sources.mdx'])(
	'%s links each OEIS sequence it names to the sequence itself',
	(path) => {
		const text = read(path);
		for (const sequence of ['A000170', 'A002562'])
			expect(text).toContain(`[${sequence}](https://oeis.org/${sequence})`);
	},
);
