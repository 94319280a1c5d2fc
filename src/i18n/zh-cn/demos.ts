import { formatCount, formatDuration } from '../../solver/format/index.ts';
import durations from './durations.ts';
import type { DemosMessages } from '../en/demos.ts';

/** A time in Chinese units: "18 毫秒", "1.14 秒". */
const time = (ms: number) => formatDuration(ms, { units: durations.units });

/** A published count, or a dash when the book has none. */
const count = (value: bigint | undefined) => (value === undefined ? '—' : formatCount(value));

export default {
	firstSolution: (n, columns) =>
		`第一个解（列从 1 数到 ${n}）：各行依次在第 ${columns.map((col) => col + 1).join('、')} 列`,
	checksToFirst: (checks) => `找到第一个解用了 ${formatCount(checks)} 次安全检查`,
	checksToAll: (solutions, checks) =>
		`找出全部 ${formatCount(solutions)} 个解用了 ${formatCount(checks)} 次安全检查`,
	firstSaves: (percent, times) =>
		`找到第一个解就停下，只做了 ${percent.toFixed(1)}% 的工作：完整搜索的检查次数是它的 ${times.toFixed(1)} 倍。`,
	generated: (n, generated, kept) =>
		`生成测试法：生成了 ${formatCount(generated)} 个排列（${n}! = ${formatCount(generated)}），留下 ${formatCount(kept)} 个。`,
	permutationChecks: (checks) =>
		`  它调用了 ${formatCount(checks)} 次安全检查（每个排列遇到第一次冲突就停下）。`,
	backtracking: (solutions, checks) =>
		`回溯：${formatCount(solutions)} 个解，调用了 ${formatCount(checks)} 次安全检查。`,
	fewerQuestions: (thanPermutations, thanTesting) =>
		`排列的个数是回溯提问次数的 ${thanPermutations.toFixed(1)} 倍，` +
		`生成测试法的提问次数是回溯的 ${thanTesting.toFixed(1)} 倍。`,
	gridScan: (solutions, checks, ms) =>
		`回溯加逐格扫描：${formatCount(solutions)} 个解，检查 ${formatCount(checks)} 次，用时 ${time(ms)}。`,
	bitMasks: (solutions, placed, ms) =>
		`位掩码加左右翻转对称：${formatCount(solutions)} 个解，放置了 ${formatCount(placed)} 个皇后，用时 ${time(ms)}。`,
	published: (published, bothMatch) =>
		`已发表的计数（OEIS A000170）：${count(published)}` +
		(bothMatch ? ' ✓ 两者都与它一致' : ' ✗ 不一致'),
	chessSolution: (squares) => `用国际象棋记谱法写出这个解：${squares}`,
	occupancy: (solutions, published, matches) =>
		`占用数组：${formatCount(solutions)} 个解` +
		`（${matches ? '✓' : '✗'} 与已发表的 ${count(published)} ${matches ? '一致' : '不一致'}）。`,
	occupancyCost: (checks, lookUps) =>
		`  检查 ${formatCount(checks)} 次，查表 ${formatCount(lookUps)} 次。`,
	formula: (solutions, checks, comparisons) =>
		`公式检查：${formatCount(solutions)} 个解，检查 ${formatCount(checks)} 次，比较 ${formatCount(comparisons)} 次。`,
	sameAnswers: '同样的问题，同样的回答：不同的只是每个回答的代价。',
} satisfies DemosMessages;
