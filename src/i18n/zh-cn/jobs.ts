import { formatDuration } from '../../solver/format/index.ts';
import durations from './durations.ts';
import type { JobsMessages } from '../en/jobs.ts';

/** A time in Chinese units: "18 毫秒", "1.14 秒". */
const time = (ms: number) => formatDuration(ms, { units: durations.units });

export default {
	buttons: {
		run: '运行',
		cancel: '取消',
	},
	job: {
		cannotStart: (name, detail) => `这个浏览器无法启动${name}：${detail}`,
		timeout: (name, limitMs) => `${name}超过了 ${time(limitMs)}的时间限制，已被停止。`,
		cannotSend: (name, detail) => `${name}无法交给后台线程：${detail}`,
		crashed: (name, detail) => `${name}的后台线程出错停止了：${detail}。`,
		vanished: (name) => `${name}的后台线程没能启动，或意外停止了。请重新加载页面再试。`,
		stopped: (name, message) => `${name}停止了：${message}`,
	},
	demo: {
		space: '',
		name: '示例程序',
		question: '问题：',
		size: '棋盘大小 n',
		running: '正在后台运行……',
		runningHeavy: '正在后台运行（需要几秒钟）……',
		finished: (ms) => `已完成，用时 ${time(ms)}。`,
		cancelled: '已取消。',
		runs: (title) => `运行：${title}`,
		unknown: (demo) => `示例程序“${demo}”`,
		output: (title) => `${title}的输出`,
		titles: {
			'first-solution': '找到第一个解就停下（n = {n}）',
			'permutations-vs-backtracking': '8 列的全部排列与回溯对比',
			'count-12': '计算十二皇后问题的解的个数',
			'chess-notation': '用国际象棋记谱法写出八皇后问题的第一个解',
			'occupancy-check': '用占用数组完成八皇后问题的完整搜索',
		},
	},
} satisfies JobsMessages;
