import { queensPuzzle } from './words.ts';
import type { CountRaceMessages } from '../en/count-race.ts';

export default {
	space: '',
	title: '计数比赛',
	jobName: '计数',
	question: '问题：',
	controls: {
		from: '从 n',
		to: '到 n',
		fromRefused: 'n 的起始值',
		toRefused: 'n 的结束值',
		allowSlow: (from, to) => `允许 n = ${from} 到 ${to}（较慢）`,
		hint: (fastMax, slowMax, time) =>
			`两个菜单选同一个数，就只计数这一个 n。n 不超过 ${fastMax} 时，整个范围用时远不到一秒。菜单最大到 n = ${slowMax}：${time}。`,
	},
	progress: {
		label: '进度',
		value: (percent, doneParts, parts, doneSizes, sizes) =>
			`已完成估计工作量的 ${percent}%，${parts} 个部分中的 ${doneParts} 个，${sizes} 个棋盘大小中的 ${doneSizes} 个`,
		elapsed: (time) => `用时：${time}`,
	},
	status: {
		range: (from, to) => (from === to ? `n = ${from}` : `n = ${from} 到 ${to}`),
		sizes: (done, all) => `${all} 个棋盘大小中的 ${done} 个`,
		running: (range, workers, sizes, latest) =>
			`正在用 ${workers} 个后台线程计数 ${range}：已完成 ${sizes}。${latest}`,
		done: (range, time) => `完成：${range} 用时 ${time}；每个计数都与已发表的表一致。`,
		doneWrong: (wrong) => `完成，但 n = ${wrong.join('、')} 与已发表的表不一致。`,
		cancelled: (time, sizes) => `已在 ${time}后取消：完成了 ${sizes}；后台线程已停止。`,
		latest: (n, solutions, same) =>
			`最新：n = ${n}，${solutions} 个解，${same ? '与已发表的计数一致' : '与已发表的计数不同'}。`,
	},
	table: {
		captionBefore: 'n 皇后问题的解的个数：已发表的计数（',
		captionLink: 'OEIS',
		captionAfter: (maxKnown) =>
			` A000170，n = 1 到 ${maxKnown}）和本页算出的计数，以及搜索结点数（计数器放置的皇后数；每个对称类只搜索其中一个棋盘）和后台线程计数每个 n 所用的时间（各部分相加，不含启动后台线程的时间）。✓ 表示计数与已发表的一致。`,
		n: 'n',
		published: '已发表',
		counted: '本页算出',
		nodes: '搜索结点',
		time: '计数用时',
		hidden: '（回答问题或在本页算出后显示）',
		matches: '，一致',
		differs: '✗ 不一致',
		counting: (done, parts) => `计数中……${parts} 个部分中的 ${done} 个`,
		waiting: '等待中',
		cancelled: '已取消',
		notFinished: '未完成',
		beyond: (from, to) => `太大、浏览器无法计数的已发表计数（n = ${from} 到 ${to}）`,
	},
	chart: {
		space: '',
		title: '解的个数和搜索结点数随 n 的变化，对数刻度',
		axes: (from, to) =>
			`纵轴为对数刻度，从 1 到 10 的 10 次方；横轴为 n，从 ${from} 到 ${to}。点线表示已发表的解的个数。`,
		zero: '对数刻度上画不出 0，所以 n = 2 和 3（没有解，也没有放置皇后）没有标记。',
		nothingYet: '还没有算出任何计数。',
		counted: (sizes, first, last) =>
			`本页算出了 n = ${sizes.join('、')}：解的个数从 ${first.solutions}（n = ${first.n}）到 ${last.solutions}（n = ${last.n}），搜索结点数从 ${first.nodes} 到 ${last.nodes}。表格列出了每个数。`,
		xAxis: 'n（棋盘大小）',
		yAxis: '个数（对数刻度）',
		nodesLegend: '本页算出的搜索结点数（放置的皇后数），虚线加圆圈',
		solutionsLegend: '本页算出的解的个数，实线加方块',
		publishedLegend: '已发表的解的个数，点线',
	},
	count: {
		units: { years: '年', days: '天', h: '小时', min: '分钟', s: '秒' },
		range: (quick, slow) => `约 ${quick}到 ${slow}`,
		countTime: (n, range, [q16, s16], [qGrowth, sGrowth]) =>
			`在双核处理器的计算机上（与测量这些时间的机器相同），计数 n = ${n} 需要${range}（n = 16 需要 ${q16}–${s16} 秒，之后 n 每增加 1，用时变为原来的 ${qGrowth}–${sGrowth} 倍）`,
		estimating: '正在估计剩余时间',
		left: (time) => `约剩 ${time}`,
		pace: (sizes, done, total, elapsed, left) =>
			`正在计数 ${sizes}：${total} 个部分中已完成 ${done} 个，已用 ${elapsed}，${left}`,
		failed: (n, part, message) => `计数${queensPuzzle(n)}时在第 ${part} 部分出错：${message}`,
	},
} satisfies CountRaceMessages;
