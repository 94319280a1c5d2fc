import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/svelte';
import { teachingMessages } from '../../src/i18n/teaching.ts';
import userEvent from '@testing-library/user-event';
import Predict from '../../components/predict/Predict.svelte';
import { compareGuess } from '../../components/predict/compare-guess.ts';
import { announced, forgetAnnouncements } from '../../components/page/page-events.ts';

const status = () => screen.getByRole('status');

describe('compareGuess says how far a guess is from the answer', () => {
	test.each([
		[200, 876, 'about 4 times more'],
		[876, 200, 'about 4 times fewer'],
		[100, 100, 'exactly right'],
		[100, 105, 'close: within 10% of your guess'],
		[100, 130, '30 more than you guessed'],
		[100, 170, 'about 1.7 times more'],
		[0, 60, '60 more than you guessed'],
		[1000, 15720, 'about 16 times more'],
	])('guess %d, answer %d: %s', (guess, answer, words) => {
		expect(compareGuess(guess, answer)).toBe(words);
	});
});

describe('Predict asks first, then answers', () => {
	test('the answer is not in the page until the learner commits to a guess', async () => {
		const user = userEvent.setup();
		render(Predict, {
			question: 'How many squares will the search try?',
			answer: 876,
			says: 'the search tried {answer} squares',
		});
		expect(document.body.textContent).not.toContain('876');
		await user.type(screen.getByRole('textbox', { name: 'Your guess' }), '200');
		await user.click(screen.getByRole('button', { name: 'Check my guess' }));
		expect(status()).toHaveTextContent(
			'You guessed 200; the search tried 876 squares: about 4 times more.',
		);
	});

	test('an empty or negative guess is refused in words, and nothing is revealed', async () => {
		const user = userEvent.setup();
		render(Predict, { question: 'How many?', answer: 60 });
		await user.click(screen.getByRole('button', { name: 'Check my guess' }));
		expect(screen.getByRole('alert')).toHaveTextContent(/Type a number/);
		await user.type(screen.getByRole('textbox', { name: 'Your guess' }), '-3');
		await user.click(screen.getByRole('button', { name: 'Check my guess' }));
		expect(screen.getByRole('alert')).toHaveTextContent(/Type a number/);
		expect(status()).toBeEmptyDOMElement();
	});

	test('"Show me" without a guess reveals the answer and says there was no guess', async () => {
		const user = userEvent.setup();
		render(Predict, {
			question: 'How many?',
			answer: 15720,
			says: 'the search asked {answer} times',
		});
		await user.click(screen.getByRole('button', { name: 'Show me without guessing' }));
		expect(status()).toHaveTextContent('You did not guess; the search asked 15,720 times.');
	});

	test('choices are radio buttons; the chosen answer is named right or not', async () => {
		const user = userEvent.setup();
		const onreveal = vi.fn();
		render(Predict, {
			question: 'Which row has no safe square first?',
			choices: ['row 4', 'row 5', 'row 6'],
			answer: 'row 6',
			onreveal,
		});
		await user.click(screen.getByRole('radio', { name: 'row 5' }));
		await user.click(screen.getByRole('button', { name: 'Check my guess' }));
		expect(status()).toHaveTextContent('You chose “row 5”; the answer is row 6.');
		expect(onreveal).toHaveBeenCalledWith('row 5');
		// Answered is answered: no second guess at a question whose answer is on the screen.
		expect(screen.queryByRole('button', { name: 'Guess again' })).toBeNull();
		expect(screen.queryByRole('button', { name: 'Check my guess' })).toBeNull();
	});

	test('the right choice is named right', async () => {
		const user = userEvent.setup();
		render(Predict, {
			question: 'Which row has no safe square first?',
			choices: ['row 4', 'row 5', 'row 6'],
			answer: 'row 6',
		});
		await user.click(screen.getByRole('radio', { name: 'row 6' }));
		await user.click(screen.getByRole('button', { name: 'Check my guess' }));
		expect(status()).toHaveTextContent('You chose “row 6”: right, the answer is row 6.');
	});

	test('a guess past the largest that makes sense is refused, and says the range', async () => {
		const user = userEvent.setup();
		render(Predict, { question: 'How many of the other 15 squares?', answer: 6, max: 15 });
		await user.type(screen.getByRole('textbox', { name: 'Your guess' }), '40');
		await user.click(screen.getByRole('button', { name: 'Check my guess' }));
		expect(screen.getByRole('alert')).toHaveTextContent('Type a number from 0 to 15 first');
		expect(status()).toHaveTextContent('');
	});

	test('a guess sent with Enter moves focus to the answer, not to the page', async () => {
		const user = userEvent.setup();
		render(Predict, { question: 'How many?', answer: 6 });
		await user.type(screen.getByRole('textbox', { name: 'Your guess' }), '5{Enter}');
		await waitFor(() => expect(document.activeElement).toBe(status()));
		expect(status()).toHaveTextContent('You guessed 5');
	});

	test('revealing announces its id on the page, so folded notes can open', async () => {
		forgetAnnouncements();
		const user = userEvent.setup();
		render(Predict, { question: 'How many?', answer: 2, id: 'predict-test' });
		expect(announced('predict-test')).toBeUndefined();
		await user.click(screen.getByRole('button', { name: 'Show me without guessing' }));
		expect(announced('predict-test')).toBe('answer');
	});
});

describe('in Chinese (issue 21)', () => {
	afterEach(() => cleanup());

	test('the buttons, the refusal and the verdict are Chinese; the page gives question and sentence', async () => {
		const user = userEvent.setup();
		const { container } = render(Predict, {
			question: '搜索会尝试多少个格子？',
			answer: 876,
			says: '搜索尝试了 {answer} 个格子',
			locale: 'zh-cn',
		});
		await user.click(screen.getByRole('button', { name: '核对我的预测' }));
		expect(screen.getByRole('alert')).toHaveTextContent(/^请先输入一个数/);
		await user.type(screen.getByRole('textbox', { name: '你的预测' }), '200');
		await user.click(screen.getByRole('button', { name: '核对我的预测' }));
		expect(status()).toHaveTextContent(
			'你预测的是 200；搜索尝试了 876 个格子：大约是你预测的 4 倍。',
		);
		expect(container.textContent).not.toMatch(/\b[A-Za-z]{3,}\b/);
	});

	test('without a guess, and with choices', async () => {
		const user = userEvent.setup();
		render(Predict, { question: '哪一个？', answer: '甲', choices: ['甲', '乙'], locale: 'zh-cn' });
		await user.click(screen.getByRole('button', { name: '核对我的预测' }));
		expect(screen.getByRole('alert')).toHaveTextContent(
			'请先选一个答案，或按“不预测，直接看答案”。',
		);
		await user.click(screen.getByRole('button', { name: '不预测，直接看答案' }));
		expect(status()).toHaveTextContent('你没有预测；答案是 甲。');
	});

	test.each([
		[95, 100, '很接近：与你的预测相差不到 10%'],
		[100, 130, '比你的预测多 30'],
		[400, 100, '大约只有你预测的 1/4'],
		[7, 7, '完全正确'],
	])('a guess of %i for %i reads: %s', (guess, answer, words) => {
		expect(compareGuess(guess, answer, teachingMessages('zh-cn').predict)).toBe(words);
	});
});
