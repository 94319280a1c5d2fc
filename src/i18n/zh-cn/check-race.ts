import type { CheckRaceMessages } from '../en/check-race.ts';

/** "甲和乙"，"甲、乙和丙". */
const list = (names: readonly string[]) =>
	names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join('、')}和${names.at(-1)}`;

const CHECKS = {
	grid: '逐格扫描',
	formula: '公式检查',
	'formula-up': '公式检查（从最近的行起）',
	occupancy: '占用数组检查',
	bitmask: '位掩码检查',
};

export default {
	title: '检查方法比赛',
	jobName: '比赛',
	controls: {
		boardSize: '棋盘大小',
		sizeOption: (n) => `${n}×${n}`,
		logScale: '对数刻度',
		hint: (seconds) =>
			`每种检查都把求全部解的整个搜索一遍又一遍地运行，五种轮流进行，最多约 ${seconds} 秒。在 12×12 的棋盘上一轮就要一秒或更久，所以比赛几轮之后就会停止。`,
	},
	progress: {
		label: '比赛进度',
		value: (rounds, percent) => `已完成 ${rounds} 轮，比赛进度 ${percent}%`,
		round: (rounds, n) => `第 ${rounds} 轮：每种检查已在 ${n}×${n} 棋盘上轮流计时 ${rounds} 次……`,
		starting: (n) => `正在 ${n}×${n} 棋盘上开始比赛……`,
		done: (checks, rounds, n) =>
			`完成：${checks} 种检查在 ${n}×${n} 棋盘上各轮流计时 ${rounds} 次。`,
		cancelledEarly: '第一轮还没结束就已取消。',
		cancelled: (rounds) => `已在 ${rounds} 轮后取消：时间只来自这几轮。`,
	},
	table: {
		caption: (n, solutions, times) =>
			`五种检查在 ${n}×${n} 棋盘上的结果${solutions}。${times}。时间每次运行都不同，每台机器也不同。`,
		sameSolutions: (all, count) => `：${all ? '每种检查' : '每种计时的检查'}都找到 ${count} 个解`,
		eachSolutions: (each) =>
			`：找到的解的个数分别是 ${each.map(([check, count]) => `${check} ${count} 个`).join('，')}`,
		timesBefore: '时间按每次搜索计，取轮流运行的中位数',
		times: (runs, batch) =>
			`时间按每次搜索计，取每种检查轮流运行 ${runs} 次的中位数${batch === null ? '' : `，每次连续搜索 ${batch} 遍`}；最后一列是中间一半运行的范围`,
		check: '检查',
		calls: '检查次数（调用）',
		comparisons: '比较次数',
		perCheck: '平均比较次数',
		time: '时间（毫秒）',
		middleHalf: '中间一半（毫秒）',
		timing: '计时中……',
		notRun: '未运行',
	},
	bars: {
		comparisons: (log) => `比较次数${log ? '，对数刻度' : ''}`,
		time: (log) =>
			`每次搜索的时间，取各次运行的中位数（括号里和细线表示中间一半）${log ? '，对数刻度' : ''}`,
		ms: (ms, low, high) => `${ms} 毫秒（${low}–${high}）`,
	},
	verdictTitle: '时间说明了什么',
	ratiosTitle: '倍数说明了什么',
	race: {
		checks: CHECKS,
		sameQuestions: (checks, solutions) =>
			`每种检查都被调用了同样的 ${checks} 次，找到同样的 ${solutions} 个解：搜索完全相同，不同的只是每次回答的开销。`,
		moreComparisons: (a, ratio, b) => `${a}的比较次数是${b}的 ${ratio} 倍。`,
		oneComparisonEach: (comparisons) =>
			`位掩码检查每次只用一次比较就能回答，所以它的 ${comparisons} 次比较正好等于检查的次数。`,
	},
	verdict: {
		checks: CHECKS,
		tooQuick: '在这个大小下，一次搜索结束得太快，时钟分不出各种检查的快慢；请换一个更大的 n。',
		allTied: (checks) =>
			`${list(checks)}的时间相差都在误差范围内：在这个大小下，${checks.length === 2 ? '两者都不明显更快' : '没有哪一种明显最快'}，再运行一次，顺序可能不同。`,
		quickest: (quickest, ratio, slowest) =>
			`${quickest}最快，${slowest}用的时间约是它的 ${ratio} 倍。`,
		leadersTied: (leaders, slowest, ratio) =>
			`${list(leaders)}的时间相差在误差范围内，换一次运行，${leaders.length === 2 ? '两者' : '其中'}任何一种都可能最快；最慢的${slowest}用的时间约是最快者的 ${ratio} 倍。`,
		pairTied: (pair) => `${list(pair)}的时间相差在误差范围内。`,
		timeBelowComparisons: (slowest, comparisons, quickest, time) =>
			`${slowest}的比较次数是${quickest}的 ${comparisons} 倍，用的时间却只是它的 ${time} 倍：无论由哪种检查来回答，尝试、放置和拿走皇后的开销都一样。`,
		timeNotComparisons:
			'在这里，时间并不紧跟比较次数：有些检查中一次比较更费时，而且时钟还计入了比较次数没有算进去的工作。',
		note: {
			allTied: '与其他检查相差在误差范围内',
			quickest: '最快',
			quickestTied: '最快，但在误差范围内',
			tiedWithQuickest: '与最快者相差在误差范围内',
			times: (ratio) => `用时是最快者的 ${ratio} 倍`,
		},
	},
} satisfies CheckRaceMessages;
