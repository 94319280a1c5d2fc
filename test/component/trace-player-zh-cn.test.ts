import { describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import TracePlayer from '../../components/trace/TracePlayer.svelte';
import { TraceController } from '../../components/trace/trace-player.svelte.ts';
import { extractRegion } from '../../src/site/regions.ts';
import { englishIn } from './english-in.ts';

// The real regions as plain escaped HTML, as in trace-player.test.ts.
const searchFile = readFileSync(resolve('src/solver/search/search.ts'), 'utf8');
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sourceOf = (name: string) => {
	const region = extractRegion(searchFile, name);
	return { ...region, lines: region.code.split('\n').map(escape), file: 'search.ts' };
};
const sources = { recursive: sourceOf('recursive-search'), stack: sourceOf('stack-search') };

const button = (name: string) => screen.getByRole('button', { name });
const stepText = () =>
	(document.querySelector('.step-status')?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the trace player in Chinese', () => {
	test('its controls, log and counters are named in Chinese, and no English is left', async () => {
		const user = userEvent.setup();
		const { container } = render(TracePlayer, { n: 4, sources, locale: 'zh-cn' });
		const player = screen.getByRole('region', { name: '追踪播放器' });
		for (const name of ['重置', '上一步', '播放', '下一步', '下一个解', '下一次回退'])
			expect(button(name)).toBeInTheDocument();
		expect(screen.getByRole('slider', { name: '速度' })).toHaveAttribute(
			'aria-valuetext',
			'每秒 8 步',
		);
		expect(screen.getByRole('combobox', { name: '棋盘' })).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: '找到第一个解就停下' })).toBeInTheDocument();
		expect(container.querySelector('.now')).toHaveTextContent('空棋盘：搜索还没有开始。');

		for (let i = 0; i < 5; i++) await user.click(button('下一步'));
		const log = screen.getByRole('listbox', { name: '日志' });
		expect(within(log).getByRole('option', { selected: true })).toHaveTextContent(
			'第 2 行第 1 列：与第 1 行第 1 列的皇后同列',
		);
		expect(stepText()).toMatch(/^第 5 步，共 \d+ 步$/);
		expect(screen.getByRole('grid', { name: '第 5 步之后的追踪棋盘（4×4）' })).toBeInTheDocument();
		expect(container.querySelector('.counters')).toHaveTextContent(
			/检查次数\s*2\s*比较次数\s*1\s*放置次数\s*1/,
		);
		await waitFor(() =>
			expect(player.querySelector(':scope > .sr-only[aria-live="polite"]')).toHaveTextContent(
				'第 5 步，第 2 行第 1 列：与第 1 行第 1 列的皇后同列',
			),
		);

		await user.click(button('下一个解'));
		await user.click(button('下一个解'));
		await user.click(button('下一个解'));
		expect(container.querySelector('.notice')).toHaveTextContent(
			'这一步之后没有解了：搜索一共找到 2 个解。',
		);
		await screen.findByTestId('tree-drawing');
		expect(englishIn(player)).toEqual([]);
	});

	test('the search tree and the stack panel speak Chinese too', async () => {
		const user = userEvent.setup();
		render(TracePlayer, { n: 4, locale: 'zh-cn', show: ['tree', 'stack', 'columns'] });
		await screen.findByTestId('tree-drawing');
		for (let i = 0; i < 5; i++) await user.click(button('下一步'));
		const drawing = screen.getByRole('region', { name: '搜索树，追踪播放器' });
		expect(drawing.querySelector('[data-node="refused"] title')).toHaveTextContent(
			'第 1 列被拒绝：与第 1 行的皇后在同一列上',
		);
		expect(screen.getByRole('table')).toHaveTextContent('当前路径之下');
		expect(screen.getByRole('heading', { name: /调用栈/ })).toBeInTheDocument();
		expect(screen.getByText('第 1 行：第 1 列')).toBeInTheDocument();
		expect(englishIn(screen.getByRole('region', { name: '追踪播放器' }))).toEqual([]);
	});

	test('a size past the limit is refused in Chinese, and the last good size kept', () => {
		const controller = new TraceController({ n: 4 }, 'zh-cn');
		controller.configure({ n: 99 });
		expect(controller.error).toMatch(/^棋盘大小为 99，在这里太大了；最大允许 \d+。$/);
		expect(controller.options.n).toBe(4);
		controller.destroy();
	});
});
