import { describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import CodeCell from '../../components/code-cell/CodeCell.svelte';
import { serveCell } from '../../src/notebook/worker/serve-cell.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { loadProgress, saveCell, type StorageLike } from '../../src/notebook/storage/storage.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type {
	CellProgress,
	CellReply,
	CellRequest,
	CellResult,
} from '../../src/notebook/worker/cell-messages.ts';
import { englishIn } from './english-in.ts';
import { InProcessWorker, ManualWorker } from './stand-in-workers.ts';
import { MemoryStorage } from '../unit/helpers.ts';

/*
 * The code cell on a Chinese page (issue 21): its controls have Chinese names, its status lines,
 * errors and notices are Chinese, the worker is told the page's language (the runner's sentences
 * come back in it), and nothing outside the code is left in English. A learner's code and pass do
 * not depend on the language: one earned on the English page shows on the Chinese one.
 */

const exercise = getExercise('first-solution');
/** The cell's title as a Chinese page gives it (the exercises' own titles are N1's). */
const LABEL = '练习 1：找到第一个解';

type AnyWorker =
	InProcessWorker<CellRequest, CellResult, CellProgress> | ManualWorker<CellRequest, CellReply>;

/** The cell for exercise 1 in `locale`, with the real worker handler run in this thread. */
function renderCell(
	options: {
		locale?: Locale;
		storage?: StorageLike;
		timeLimitMs?: number;
		worker?: () => ManualWorker<CellRequest, CellReply>;
		label?: string;
		starter?: string;
		savedStarter?: string;
	} = {},
) {
	const made: AnyWorker[] = [];
	const label = options.label ?? LABEL;
	const storage = options.storage ?? new MemoryStorage();
	render(CodeCell, {
		id: 'first-solution',
		label,
		starter: options.starter ?? exercise.starter,
		...(options.savedStarter === undefined ? {} : { savedStarter: options.savedStarter }),
		exercise: 'first-solution',
		hints: [...exercise.hints],
		storage,
		createWorker: () => {
			const worker =
				options.worker?.() ?? new InProcessWorker<CellRequest, CellResult, CellProgress>(serveCell);
			made.push(worker);
			return worker;
		},
		locale: options.locale ?? 'zh-cn',
		...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
	});
	const cell = screen.getByRole('region', { name: label });
	const output = () => within(cell).getByRole('region', { name: `输出：${label}` });
	const run = () => userEvent.setup().click(within(cell).getByRole('button', { name: '运行' }));
	return { cell, output, made, storage, run };
}

/** Saved edits for exercise 1, as the cell writes them. */
function savedStorage(code: string) {
	const storage = new MemoryStorage();
	saveCell(storage, 'first-solution', code, exercise.starter);
	return storage;
}

describe('a code cell on a Chinese page', () => {
	test('its controls, regions and notes have Chinese names; nothing outside the code is English', () => {
		const { cell, output } = renderCell();
		for (const name of ['运行', '停止', '编辑', '重置'])
			expect(within(cell).getByRole('button', { name })).toBeInTheDocument();
		expect(within(cell).getByRole('button', { name: '停止' })).toBeDisabled();
		expect(output()).toBeInTheDocument();
		expect(
			within(cell).getByLabelText(/^代码：练习 1：找到第一个解（初始代码，只读/),
		).toBeVisible();
		expect(cell).toHaveTextContent(
			/按 Shift \+ Enter 或 Ctrl \+ Enter 运行代码（最多运行 \d+ 秒）/,
		);
		expect(cell).toHaveTextContent('尚未通过：点击“运行”即可检查你的代码。');
		expect(englishIn(cell)).toEqual([]);
		// The check can fail: the English cell is full of English.
		expect(englishIn(renderCell({ locale: 'en', label: 'Exercise 1' }).cell)).toContain('Run');
	});

	test('the run request names the page’s language, and the status and board speak Chinese', async () => {
		const { cell, output, made, run } = renderCell();
		await run();
		const ran = made.filter((worker) => worker.requests.length > 0);
		expect(ran[0]!.requests).toEqual([
			{ code: exercise.starter, exercise: 'first-solution', locale: 'zh-cn' },
		]);
		await vi.waitFor(() =>
			expect(within(cell).getAllByRole('status')[0]).toHaveTextContent(/^运行完成，用时 .+。$/),
		);
		await vi.waitFor(() => expect(output()).toHaveTextContent('7 项检查中通过了 1 项。'));
		expect(output()).toHaveTextContent('✗ 未通过：');
		expect(within(output()).getByRole('grid', { name: /^输出的第 1 个棋盘：/ })).toBeVisible();
		expect(output()).toHaveTextContent('未通过：');
		expect(englishIn(cell)).toEqual([]);
	});

	test('the runner’s errors come back in Chinese, with line and column', async () => {
		const { cell, output, run } = renderCell({
			storage: savedStorage('const a = 1;\nboard.place(9, a);'),
		});
		await run();
		await vi.waitFor(() =>
			expect(output()).toHaveTextContent(
				'你的代码抛出了错误（第 2 行，第 7 列）：board.place(9, 1)：这个 8×8 棋盘的行号和列号是从 0 到 7 的整数。',
			),
		);
		expect(within(cell).getAllByRole('status')[0]).toHaveTextContent(
			/^运行 \S+ \S+后因错误停止。$/,
		);
		await vi.waitFor(() =>
			expect(output()).toHaveTextContent('检查没有执行：代码因错误而停止（第 2 行）。'),
		);
		expect(englishIn(cell)).toEqual([]);
	});

	test('a thrown value, a missing name and a syntax error read in Chinese', async () => {
		const thrown = renderCell({ storage: savedStorage('throw "nope";') });
		await thrown.run();
		await vi.waitFor(() => expect(thrown.output()).toHaveTextContent('你的代码抛出了值 "nope"。'));
		thrown.cell.remove();

		const fetched = renderCell({ storage: savedStorage('fetch("x");') });
		await fetched.run();
		await vi.waitFor(() =>
			expect(fetched.output()).toHaveTextContent(
				'笔记本的代码单元里关闭了 fetch：代码单元的代码不能访问网络、网站的存储或页面。',
			),
		);
		fetched.cell.remove();

		const broken = renderCell({ storage: savedStorage('const b = (1 + ;') });
		await broken.run();
		await vi.waitFor(() =>
			expect(broken.output()).toHaveTextContent(/^语法错误（第 1 行，第 \d+ 列）：意外的符号/),
		);
	});

	test('Stop and the time limit say so in Chinese', async () => {
		const silent = () => new ManualWorker<CellRequest, CellReply>();
		const stopped = renderCell({ worker: silent });
		await stopped.run();
		await userEvent.setup().click(within(stopped.cell).getByRole('button', { name: '停止' }));
		expect(within(stopped.cell).getByRole('status')).toHaveTextContent(
			'已停止。下次运行会从头开始。',
		);
		stopped.cell.remove();

		const slow = renderCell({ worker: silent, timeLimitMs: 30 });
		await slow.run();
		const alert = await within(slow.cell).findByRole('alert');
		expect(alert).toHaveTextContent('你的代码运行超过了 30 毫秒，已被停止');
		expect(englishIn(slow.cell)).toEqual([]);
	});

	test('the time limit in the checks keeps their verdicts and names the one cut short, in Chinese', async () => {
		const worker = () =>
			new ManualWorker<CellRequest, CellReply>((stub) =>
				queueMicrotask(() => {
					stub.send({
						type: 'progress',
						progress: {
							kind: 'check',
							index: 0,
							outcome: { name: '第一项', passed: true, message: '对了' },
						},
					});
					stub.send({
						type: 'progress',
						progress: { kind: 'check-start', name: '第二项', index: 1 },
					});
				}),
			);
		const { cell, output, run } = renderCell({ worker, timeLimitMs: 50 });
		await run();
		const alert = await within(cell).findByRole('alert');
		expect(alert).toHaveTextContent(
			'检查调用你的代码时，它运行超过了 50 毫秒，已被停止。已完成的检查列在下方。',
		);
		await vi.waitFor(() =>
			expect(output()).toHaveTextContent(
				'1 项检查已完成（1 项通过）；到了时间限制时，“第二项”仍在运行',
			),
		);
		expect(output()).toHaveTextContent('✓ 通过：第一项。对了');
		// The checks that finished all passed, but one was cut short: the exercise is not solved.
		expect(output()).not.toHaveTextContent('练习已完成');
		expect(englishIn(cell)).toEqual([]);
	});

	test('the replay of the learner’s board speaks Chinese', async () => {
		const user = userEvent.setup();
		const code = 'board.start(4);\nboard.isSafe(0, 1);\nboard.place(0, 1);';
		const { cell, run } = renderCell({ storage: savedStorage(code) });
		await run();
		await user.click(await within(cell).findByRole('button', { name: '在棋盘上显示' }));
		const box = await within(cell).findByLabelText('你的代码，产生当前这一步的行已标出');
		expect(box).toHaveTextContent('board.place(0, 1);');
		expect(within(cell).getByRole('region', { name: '你的代码在棋盘上的搜索' })).toBeVisible();
		expect(englishIn(cell)).toEqual([]);
	});

	test('Reset asks in Chinese', async () => {
		const user = userEvent.setup();
		const { cell } = renderCell({ storage: savedStorage('console.log("mine")') });
		await user.click(within(cell).getByRole('button', { name: '重置' }));
		const ask = within(cell).getByRole('group', { name: '确认重置' });
		expect(ask).toHaveTextContent('用初始代码替换你的代码吗？');
		expect(within(ask).getByRole('button', { name: '是，重置' })).toHaveFocus();
		await user.click(within(ask).getByRole('button', { name: '保留我的代码' }));
		expect(cell).toHaveTextContent('console.log("mine")');
	});
});

describe('the language never changes what is saved', () => {
	test('code saved and a pass earned on the English page show on the Chinese one', async () => {
		const storage = savedStorage(exercise.solution);
		const english = renderCell({ locale: 'en', label: 'Exercise 1', storage });
		await userEvent.setup().click(within(english.cell).getByRole('button', { name: 'Run' }));
		await vi.waitFor(() =>
			expect(english.cell).toHaveTextContent('Passed: this browser remembers it.'),
		);
		expect(loadProgress(storage)).toEqual({ 'first-solution': true });
		english.cell.remove();

		const { cell } = renderCell({ storage });
		expect(cell).toHaveTextContent('✓ 已通过：这个浏览器会记住。');
		expect(within(cell).getByLabelText(/^代码：.*（你的版本/)).toHaveTextContent(
			exercise.solution.split('\n')[0]!,
		);
	});

	/** Exercise 1's starter as a Chinese page has it: the same code, its comments in Chinese. */
	const chineseStarter = exercise.starter.replace(/^(\/\/.*\n)+/, '// 改成在第一个解处停下。\n');

	test('edits saved on the English page are the learner’s own on the Chinese one, not an old starter', () => {
		const storage = savedStorage('console.log("mine")');
		const { cell } = renderCell({
			storage,
			starter: chineseStarter,
			savedStarter: exercise.starter,
		});
		expect(cell).toHaveTextContent('console.log("mine")');
		expect(cell).not.toHaveTextContent('初始代码有了改动');
		cell.remove();
		// Without the English starter to compare with, the same save would read as an old one.
		const unaware = renderCell({ storage, starter: chineseStarter });
		expect(unaware.cell).toHaveTextContent('你编辑之后，这个代码单元的初始代码有了改动。');
	});

	test('with nothing saved the Chinese starter is shown, unedited, and nothing is written', () => {
		const storage = new MemoryStorage();
		const { cell } = renderCell({
			storage,
			starter: chineseStarter,
			savedStarter: exercise.starter,
		});
		expect(cell).toHaveTextContent('// 改成在第一个解处停下。');
		expect(within(cell).getByRole('button', { name: '重置' })).toBeDisabled();
		expect(storage.length).toBe(0);
	});
});
