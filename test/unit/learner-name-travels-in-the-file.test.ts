import { expect, test } from 'vitest';
import {
	exportCells,
	MAX_LEARNER_CHARS,
	readNotebook,
	saveCell,
	saveLearner,
} from '../../src/notebook/storage/index.ts';
import { MemoryStorage } from './helpers.ts';

/*
 * Issue 38: the notebook file carries the page's language and, optionally, the learner's name.
 * The name comes from a file the teacher did not write, so the reader takes only one line of plain
 * text of at most MAX_LEARNER_CHARS characters, and refuses the file otherwise.
 */

/** An export of one cell, with `extra` fields laid over it. */
function fileWith(extra: Record<string, unknown>): string {
	const storage = new MemoryStorage();
	saveCell(storage, 'first-solution', 'function firstSolution(n) {}', 'starter');
	return JSON.stringify({ ...JSON.parse(exportCells(storage)), ...extra });
}

test('an export carries the name kept and the page language; a file without them reads as English, unnamed', () => {
	const storage = new MemoryStorage();
	saveLearner(storage, '  李华  ');
	expect(readNotebook(exportCells(storage, 'zh-cn'))).toMatchObject({
		ok: true,
		learner: '李华',
		locale: 'zh-cn',
	});
	const plain = readNotebook(fileWith({}));
	expect(plain).toMatchObject({ ok: true, locale: 'en' });
	expect(plain).not.toHaveProperty('learner');
});

test.each([
	['a number', 42],
	['a line break', 'Ada\nLovelace'],
	['a control character', 'Ada\u0007'],
	['a direction override', 'Ada\u202eecalevol'],
	['one character too many', 'x'.repeat(MAX_LEARNER_CHARS + 1)],
])('a learner name with %s refuses the file, naming why', (_why, learner) => {
	expect(readNotebook(fileWith({ learner }))).toMatchObject({
		ok: false,
		code: 'bad-learner',
		message: expect.stringContaining('learner’s name'),
	});
});

test('a name of the longest length is read, and stacked marks do not count against it', () => {
	const longest = 'x'.repeat(MAX_LEARNER_CHARS);
	expect(readNotebook(fileWith({ learner: longest }))).toMatchObject({ learner: longest });
	const stacked = `A${'\u0301'.repeat(500)}da`;
	const read = readNotebook(fileWith({ learner: stacked }));
	expect(read.ok && read.learner!.length).toBeLessThanOrEqual(MAX_LEARNER_CHARS);
});

test('a language the book does not have reads as English', () => {
	expect(readNotebook(fileWith({ locale: 'xx-evil' }))).toMatchObject({ ok: true, locale: 'en' });
});

test('what the box takes is cleaned to a name a file may carry', () => {
	const storage = new MemoryStorage();
	saveLearner(storage, `Ada\u202e\n${'y'.repeat(200)}`);
	const read = readNotebook(exportCells(storage));
	expect(read.ok && read.learner).toMatch(/^Ada +y+$/);
	expect(read.ok && read.learner!.length).toBe(MAX_LEARNER_CHARS);
});
