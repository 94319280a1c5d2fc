import { describe, expect, test } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import BugReplay from '../../components/bug-replay/BugReplay.svelte';
import { analyseBug, reportBugs } from '../../src/solver/bugs/index.ts';
import { englishIn } from './english-in.ts';

/** The solver's report, as BugReplay.astro makes it when the site is built. */
const report = reportBugs(8);

describe('the bug replay in Chinese', () => {
	test('the versions, the question and the explanation are in Chinese, with no English left', async () => {
		const user = userEvent.setup();
		const { container } = render(BugReplay, { report, locale: 'zh-cn' });
		expect(screen.getByTestId('board-count')).toHaveTextContent('0 个棋盘');
		const picker = screen.getByRole('group', { name: '程序的版本' });
		expect(picker).toHaveTextContent('打印出 92 个棋盘');
		expect(screen.getByRole('radio', { name: /第一次尝试：从不撤销/ })).toBeChecked();

		await user.click(screen.getByRole('button', { name: '是这一步吗？' }));
		expect(screen.getByText(/^还没到：重放停在第 0 步/)).toBeInTheDocument();

		await user.click(screen.getByRole('button', { name: '告诉我' }));
		const step = analyseBug('no-undo').firstStale!.index + 1;
		await waitFor(() =>
			expect(screen.getByRole('option', { selected: true })).toHaveTextContent(
				'第 5 行第 5 列：与第 5 行第 4 列的皇后同行',
			),
		);
		expect(screen.getByText(/^这里，第 5 行第 5 列被拒绝/)).toHaveTextContent(
			/第 5 行第 8 列也因为同一个错误被拒绝/,
		);
		expect(
			screen.getByRole('region', { name: '重放第 1 个版本：第一次尝试：从不撤销' }),
		).toBeInTheDocument();
		expect(
			screen.getByRole('grid', { name: new RegExp(`^第 ${step} 步之后的`) }),
		).toBeInTheDocument();
		expect(screen.getByRole('list', { name: '这个版本的循环，用文字描述' })).toHaveTextContent(
			'访问(row)：',
		);
		expect(englishIn(container)).toEqual([]);
	});

	test('version 4 explains its fewer checks in Chinese', async () => {
		const user = userEvent.setup();
		render(BugReplay, { report, locale: 'zh-cn' });
		await user.click(screen.getByRole('radio', { name: /打印之后也清空/ }));
		const missing = 15_720 - analyseBug('fixed').stats.checks;
		expect(screen.getByTestId('checks-note')).toHaveTextContent(
			`这比正确搜索的 15,720 次检查少了 ${missing.toLocaleString('en-US')} 次。`,
		);
	});
});
