import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import NotebookTools from '../../components/code-cell/NotebookTools.svelte';
import { exportCells, recordPass, saveCell } from '../../src/notebook/storage/index.ts';
import { MemoryStorage } from '../unit/helpers.ts';

afterEach(() => cleanup());

/** Picks `text` as the file of the toolbar's (hidden) file input. */
async function importText(text: string) {
	const user = userEvent.setup();
	const input = screen.getByLabelText<HTMLInputElement>('要导入的笔记本文件');
	await user.upload(input, new File([text], 'nqueens-notebook.json', { type: 'application/json' }));
}

describe('the notebook toolbar in Chinese (issue 21)', () => {
	test('its group, buttons and progress line are Chinese, with no English left', () => {
		const storage = new MemoryStorage();
		recordPass(storage, 'first-solution');
		const { container } = render(NotebookTools, {
			storage,
			exercises: [
				{ id: 'first-solution', title: '练习 1' },
				{ id: 'permutations', title: '练习 2' },
			],
			locale: 'zh-cn',
		});
		const tools = screen.getByRole('group', { name: '你的笔记本' });
		expect(tools).toHaveTextContent('在这个浏览器中，2 道练习已通过 1 道（练习 1）。');
		expect(within(tools).getByRole('button', { name: '导出全部代码单元' })).toBeInTheDocument();
		expect(within(tools).getByRole('button', { name: '导入代码单元……' })).toBeInTheDocument();
		// Jupyter is a name, the one word the Chinese toolbar keeps in Latin letters.
		expect(container.textContent?.replaceAll('Jupyter', '')).not.toMatch(/\b[A-Za-z]{3,}\b/);
	});

	test('an import says what it brought, and a refusal says why, in Chinese', async () => {
		const from = new MemoryStorage();
		saveCell(from, 'first-solution', '// 我的代码', 'starter');
		recordPass(from, 'first-solution');
		render(NotebookTools, { storage: new MemoryStorage(), locale: 'zh-cn' });
		await importText(exportCells(from));
		await waitFor(() =>
			expect(screen.getByRole('status')).toHaveTextContent(
				'已导入 1 个代码单元和 1 次练习通过记录。',
			),
		);
		await importText('{ not json');
		await waitFor(() =>
			expect(screen.getByRole('status')).toHaveTextContent(
				'这个文件不是 JSON，所以不是笔记本的导出文件。',
			),
		);
	});
});
