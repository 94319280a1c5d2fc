import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { createRawSnippet } from 'svelte';
import Hints from '../../components/hints/Hints.svelte';

afterEach(() => cleanup());

const solution = createRawSnippet(() => ({
	render: () => '<p>Pass <code>first: true</code>.</p>',
}));
const hints = [
	'Where does the search find a solution?',
	'Count solutions in `found`.',
	'Return early.',
];

describe('hints', () => {
	test('hints appear one at a time, then the worked solution, each taking the focus', async () => {
		const user = userEvent.setup();
		render(Hints, { hints, solution, label: 'Exercise 2.1' });
		expect(screen.getByRole('group', { name: 'Hints for Exercise 2.1' })).toBeInTheDocument();
		expect(screen.queryByRole('listitem')).toBeNull();
		expect(screen.queryByText(/first: true/)).toBeNull();

		for (let i = 1; i <= 3; i++) {
			await user.click(screen.getByRole('button', { name: `Show hint ${i} of 3` }));
			const items = screen.getAllByRole('listitem');
			expect(items).toHaveLength(i);
			expect(items[i - 1]).toHaveFocus();
			expect(items[i - 1]).toHaveTextContent(
				`Hint ${i} of 3: ${hints[i - 1]!.replaceAll('`', '')}`,
			);
		}
		expect(screen.getByText('found').tagName).toBe('CODE');

		await user.click(screen.getByRole('button', { name: 'Show the worked solution' }));
		const region = screen.getByRole('region', { name: 'Worked solution' });
		expect(region).toHaveFocus();
		expect(region).toHaveTextContent('Pass first: true.');
		expect(screen.queryByRole('button')).toBeNull();
	});

	test('the keyboard alone reveals everything', async () => {
		const user = userEvent.setup();
		render(Hints, { hints: hints.slice(0, 2), solution });
		await user.tab();
		expect(screen.getByRole('button', { name: 'Show hint 1 of 2' })).toHaveFocus();
		await user.keyboard('{Enter}');
		await user.tab();
		await user.keyboard('{Enter}');
		expect(screen.getAllByRole('listitem')[1]).toHaveFocus();
		await user.tab();
		await user.keyboard(' ');
		expect(screen.getByRole('region', { name: 'Worked solution' })).toHaveFocus();
	});

	test('with no hints it is a worked solution behind one button named after it', async () => {
		const user = userEvent.setup();
		render(Hints, { hints: [], solution, label: 'exercise 1, the solver’s own code' });
		expect(
			screen.getByRole('group', { name: 'Worked solution of exercise 1, the solver’s own code' }),
		).toBeInTheDocument();
		expect(screen.queryByText(/first: true/)).toBeNull();
		await user.click(
			screen.getByRole('button', { name: 'Show exercise 1, the solver’s own code' }),
		);
		expect(screen.getByRole('region', { name: 'Worked solution' })).toHaveFocus();
		expect(screen.queryByRole('button')).toBeNull();
	});

	test('without a worked solution the button goes away after the last hint', async () => {
		const user = userEvent.setup();
		render(Hints, { hints: ['Only one.'] });
		await user.click(screen.getByRole('button', { name: 'Show hint 1 of 1' }));
		expect(screen.queryByRole('button')).toBeNull();
	});
});

describe('in Chinese (issue 21)', () => {
	test('the buttons, the group and the hint labels are Chinese', async () => {
		const user = userEvent.setup();
		const { container } = render(Hints, {
			hints: ['搜索在哪里找到解？', '用 `found` 计数。'],
			solution: createRawSnippet(() => ({
				render: () => '<p>传入 <code>first: true</code>。</p>',
			})),
			label: '练习 2.1',
			locale: 'zh-cn',
		});
		expect(screen.getByRole('group', { name: '提示：练习 2.1' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: '显示提示 1/2' }));
		await user.click(screen.getByRole('button', { name: '显示提示 2/2' }));
		expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('提示 2/2：用 found 计数。');
		await user.click(screen.getByRole('button', { name: '显示参考解法' }));
		expect(screen.getByRole('region', { name: '参考解法' })).toHaveFocus();
		const text = [...container.querySelectorAll('li, p')]
			.map((el) => el.cloneNode(true) as HTMLElement)
			.map((el) => (el.querySelectorAll('code').forEach((c) => c.remove()), el.textContent))
			.join(' ');
		expect(text).not.toMatch(/\b[A-Za-z]{3,}\b/);
	});
});
