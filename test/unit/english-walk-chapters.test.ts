import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/*
 * What the English learner's walk found in chapters 1–5's text (issue 28), each held to the page
 * the learner reads.
 */

const CHAPTERS = readdirSync('content')
	.filter((file) => /^\d\d-.*\.mdx$/.test(file))
	.sort()
	.map((file) => ({
		file,
		number: Number(file.slice(0, 2)),
		text: readFileSync(`content/${file}`, 'utf8'),
	}));

/** The paragraphs of a chapter, each on one line. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' '));

describe('chapters 1–5, as a first-year reads them', () => {
	test('the paragraph that announces TypeScript sends the reader to the first cell, not past it', () => {
		const firstCell = CHAPTERS.find(({ text }) => text.includes('<CodeCellFrame'))!;
		const announcing = CHAPTERS.find(({ text }) => /The book's code is TypeScript/.test(text))!;
		expect(announcing.number).toBeLessThanOrEqual(firstCell.number);
		const said = paragraphs(announcing.text).find((p) =>
			p.includes("The book's code is TypeScript"),
		)!;
		// It says the cells take both, and names no later chapter for them than the first cell's.
		expect(said).toMatch(/cells? takes? either/);
		for (const [, chapter] of said.matchAll(/chapter (\d+)/g))
			expect(Number(chapter)).toBeLessThanOrEqual(firstCell.number);
		// And it comes before the first code with types the reader meets: chapter 2's first player
		// shows `placeRow(row: number)` in its code panel.
		const announced = announcing.text.indexOf("The book's code is TypeScript");
		const firstCode = Math.min(
			...['<Trace', '<SolverCode', '<CodeCellFrame']
				.map((tag) => announcing.text.indexOf(tag))
				.filter((at) => at >= 0),
		);
		expect(announced).toBeLessThan(firstCode);
	});

	test('chapters 1–5 say which chapter they point ahead to, and their links land on a heading', () => {
		const early = CHAPTERS.filter(({ number }) => number <= 5);
		for (const { file, text } of early) expect(text, file).not.toMatch(/\ba later chapter\b/i);
		for (const { file, text } of early)
			for (const [, target, anchor] of text.matchAll(/\]\(\/(\d\d-[\w-]+)\/#([\w-]+)\)/g)) {
				const chapter = CHAPTERS.find((c) => c.file === `${target}.mdx`);
				expect(chapter, `${file} links to ${target}`).toBeDefined();
				const slugs = [...chapter!.text.matchAll(/^#{2,4} (.+)$/gm)].map(([, heading]) =>
					heading!
						.toLowerCase()
						.replace(/[^\w\s-]/g, '')
						.trim()
						.replace(/\s+/g, '-'),
				);
				expect(slugs, `${file} links to ${target}/#${anchor}`).toContain(anchor);
			}
	});
});
