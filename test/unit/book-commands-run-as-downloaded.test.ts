import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/*
 * The reader gets the command as one file, nqueens.mjs, and runs it with Node (the nqueens command
 * page, "Get it"): nothing puts an `nqueens` on their PATH. So every shell block of the book that
 * runs the command runs it as `node nqueens.mjs …`, the way the reader can type it (issue 28's
 * walk: chapter 9's share commands said `nqueens 20 --plan …`, which a shell answers with
 * "command not found").
 */

/** Every page of the book, in every language. */
function pages(): string[] {
	const under = (folder: string) =>
		readdirSync(folder)
			.filter((file) => file.endsWith('.mdx'))
			.map((file) => `${folder}/${file}`);
	return [...under('content'), ...under('content/zh-cn')];
}

/** The lines of a page's shell blocks (```sh, ```bash, ```console), comments left out. */
function shellLines(text: string): string[] {
	const blocks = [...text.matchAll(/^\s*```(?:sh|bash|shell|console)\n([\s\S]*?)^\s*```/gm)];
	return blocks
		.flatMap((block) => block[1]!.split('\n'))
		.map((line) => line.trim())
		.filter((line) => line !== '' && !line.startsWith('#'));
}

const LINES = pages().flatMap((file) =>
	shellLines(readFileSync(file, 'utf8')).map((line) => ({ file, line })),
);

test('the book has shell lines that run the command', () => {
	expect(LINES.filter(({ line }) => /\bnqueens\.mjs\b/.test(line)).length).toBeGreaterThan(10);
});

test('every shell line that runs the command runs the downloaded file with Node', () => {
	const bare = LINES.filter(({ line }) => /(^|[;&|]\s*|\bdo\s+)nqueens\b(?!\.mjs)/.test(line));
	expect(bare.map(({ file, line }) => `${file}: ${line}`)).toEqual([]);
});
