import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { teachingMessages } from '../../src/i18n/teaching.ts';

/*
 * A fold sits under a heading that already says what it holds ("### What to notice"). When its
 * summary repeats the heading word for word, a learner reads the same words twice in a row and
 * wonders whether two things are meant. Each fold's label, given or default, differs from the
 * heading right above it, on every page of every language.
 */

function pagesOf(locale: Locale): string[] {
	const dir = locale === LOCALES[0] ? 'content' : join('content', locale);
	return readdirSync(dir)
		.filter((name) => name.endsWith('.mdx'))
		.map((name) => join(dir, name));
}

test.each(LOCALES)('%s: no fold repeats the heading above it', (locale) => {
	const repeated: string[] = [];
	let folds = 0;
	for (const file of pagesOf(locale)) {
		let heading = '';
		for (const line of readFileSync(file, 'utf8').split('\n')) {
			const title = /^#{2,4} (.+)$/.exec(line);
			if (title) heading = title[1]!.trim();
			if (!line.trimStart().startsWith('<Fold')) continue;
			folds++;
			const label = /\blabel="([^"]*)"/.exec(line)?.[1] ?? teachingMessages(locale).fold.label;
			if (label === heading) repeated.push(`${file}: ${label}`);
		}
	}
	expect(folds).toBeGreaterThan(15);
	expect(repeated).toEqual([]);
});
