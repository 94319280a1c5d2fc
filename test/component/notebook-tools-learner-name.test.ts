import { afterEach, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import NotebookTools from '../../components/code-cell/NotebookTools.svelte';
import { exportCells, readNotebook } from '../../src/notebook/storage/index.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * Issue 38: the toolbar asks for the learner's name, optionally, in the page's language; what is
 * typed is kept in the browser and goes into the exported file, for the teacher's gradebook.
 */

afterEach(() => cleanup());

test.each([
	['en', 'Your name (optional, for your teacher)'],
	['zh-cn', '你的名字（可不填，给老师看）'],
] as const)('in %s, the name typed in "%s" goes into the export', async (locale, label) => {
	const storage = new MemoryStorage();
	render(NotebookTools, { storage, locale });
	const box = screen.getByRole('textbox', { name: label });
	await userEvent.setup().type(box, 'Ada Lovelace');
	const read = readNotebook(exportCells(storage, locale));
	expect(read).toMatchObject({ ok: true, learner: 'Ada Lovelace', locale });
});

test('a name kept from before is shown again, and emptying the box forgets it', async () => {
	const storage = new MemoryStorage();
	render(NotebookTools, { storage, locale: 'en' });
	await userEvent.setup().type(screen.getByRole('textbox'), 'Grace');
	cleanup();
	render(NotebookTools, { storage, locale: 'en' });
	const box = screen.getByRole('textbox', { name: 'Your name (optional, for your teacher)' });
	expect(box).toHaveValue('Grace');
	await userEvent.setup().clear(box);
	expect(readNotebook(exportCells(storage))).not.toHaveProperty('learner');
});
