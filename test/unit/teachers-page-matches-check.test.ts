import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseCheck } from '../../src/cli/check/check-arguments.ts';
import { RUN_LIMIT_MS } from '../../src/cli/check/runs.ts';
import { fact } from '../../src/site/book-facts.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

/*
 * The page for teachers and the command page's check section, in both languages, say what
 * `nqueens check` does: every command line they show is one `check` accepts, and the time limit
 * the teachers' page quotes is the one the command gives each run.
 */

const PAGES = [
	'content/for-teachers.mdx',
	'content/zh-cn/for-teachers.mdx',
	'content/nqueens-command.mdx',
	'content/zh-cn/nqueens-command.mdx',
];

/** The `check` lines of a page's shell blocks, as the words after `check` (the redirect left out). */
function checkLines(page: string): { line: string; args: string[] }[] {
	const text = readFileSync(page, 'utf8');
	const blocks = [...text.matchAll(/^\s*```sh\n([\s\S]*?)^\s*```/gm)].map((block) => block[1]!);
	return blocks
		.flatMap((block) => block.split('\n'))
		.map((line) => line.trim())
		.filter((line) => /^(node nqueens\.mjs|npx nqueens) check\b/.test(line))
		.map((line) => ({
			line,
			// Both ways of running it are three words up to `check`.
			args: line
				.replace(/\s*>.*$/, '')
				.split(/\s+/)
				.slice(3),
		}));
}

test.each(PAGES)('%s shows check lines', (page) => {
	expect(checkLines(page).length).toBeGreaterThan(0);
});

test.each(PAGES.flatMap((page) => checkLines(page).map(({ line, args }) => [page, line, args])))(
	'%s: `%s` is a line check accepts',
	(_page, _line, args) => {
		expect(() => parseCheck(args as string[])).not.toThrow();
	},
);

test("the teachers' page's time limit is the command's, a cell's in the page", () => {
	expect(Number(fact('limit.cellRunMs.seconds')) * 1000).toBe(RUN_LIMIT_MS);
	expect(RUN_LIMIT_MS).toBe(LIMITS.cellRunMs.max);
});

test.each(['limit.nothing', 'limit.cellRunMs.minutes', 'limit.cellBoard.seconds', 'limit'])(
	'the fact %s is refused',
	(name) => {
		expect(() => fact(name)).toThrow(/Unknown fact/);
	},
);
