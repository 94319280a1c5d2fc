import { formatCount } from '../../solver/format/index.ts';
import type { TeachingMessages } from '../en/teaching.ts';

export default {
	predict: {
		tag: '预测',
		yourGuess: '你的预测',
		check: '核对我的预测',
		showMe: '不预测，直接看答案',
		pickFirst: '请先选一个答案，或按“不预测，直接看答案”。',
		typeFirst: '请先输入一个数（0 或更大），或按“不预测，直接看答案”。',
		typeUpTo: (max: number) =>
			`请先输入 0 到 ${formatCount(max)} 之间的一个数，或按“不预测，直接看答案”。`,
		answerIs: (answer) => `答案是 ${answer}`,
		noGuess: (sentence) => `你没有预测；${sentence}。`,
		choseRight: (choice, sentence) => `你选了“${choice}”：对了，${sentence}。`,
		chose: (choice, sentence) => `你选了“${choice}”；${sentence}。`,
		guessedHow: (guess, sentence, how) => `你预测的是 ${guess}；${sentence}：${how}。`,
		guessed: (guess, sentence) => `你预测的是 ${guess}；${sentence}。`,
		exact: '完全正确',
		more: (diff) => `比你的预测多 ${formatCount(diff)}`,
		fewer: (diff) => `比你的预测少 ${formatCount(diff)}`,
		close: '很接近：与你的预测相差不到 10%',
		timesMore: (times) => `大约是你预测的 ${times} 倍`,
		timesFewer: (times) => `大约只有你预测的 1/${times}`,
	},
	fold: {
		space: '',
		label: '要点',
		fold: '（点击收起）',
		folded: (until) => `——已收起，${until}之后会自动展开。`,
		showAnyway: '直接展开',
		openedByRun: (label) => `${label}：已展开，因为你已动手试过上面的内容。`,
		openedByAnswer: (label) => `${label}：已展开，因为你回答了问题。`,
	},
	hints: {
		space: '',
		label: '这道练习',
		showHint: (next, of) => `显示提示 ${formatCount(next)}/${formatCount(of)}`,
		showSolution: '显示参考解法',
		show: (label) => `显示${label}`,
		group: (label) => `提示：${label}`,
		solutionGroup: (label) => `参考解法：${label}`,
		hint: (i, of) => `提示 ${formatCount(i)}/${formatCount(of)}：`,
		solution: '参考解法',
	},
} satisfies TeachingMessages;
