import { formatCount, formatDuration } from '../../solver/format/index.ts';
import type { CellMessages } from '../en/cell.ts';
import durations from './durations.ts';

/** "（第 4 行，第 12 列）", "（第 4 行）" or nothing: where an error is. */
const where = (line?: number, column?: number): string =>
	line === undefined
		? ''
		: column === undefined
			? `（第 ${line} 行）`
			: `（第 ${line} 行，第 ${column} 列）`;

/** "各行皇后依次在第 1、5、8、6、3、7、2、4 列" (the list joined by `output.columnSep`). */
const columns = (list: string): string => `各行皇后依次在第 ${list} 列`;

/** A duration in Chinese units: "5 秒", "120 毫秒", "1 分钟 5 秒". */
const duration = (ms: number): string => formatDuration(ms, { units: durations.units });

export default {
	duration,
	space: '',
	marksLeftOut: (count: number) => `［另有 ${formatCount(count)} 个组合符号未显示］`,
	cell: {
		defaultLabel: '代码单元',
		jobName: '代码运行',
		keys: (limit: string) =>
			`按 Shift + Enter 或 Ctrl + Enter 运行代码（最多运行 ${limit}）。在编辑器里，Tab 用于缩进；先按 Esc 再按 Tab，即可离开编辑器。`,
		outputOf: (label: string) => `输出：${label}`,
		replayLabel: '你的代码在棋盘上的搜索',
		editorFailed: (why: string) => `编辑器未能加载（${why}）。请检查网络连接，再按一次“编辑”。`,
		outputFailed: (why: string) => `无法显示输出（${why}）。请检查网络连接，再运行一次。`,
		replayFailed: (why: string) => `棋盘未能加载：${why}`,
	},
	code: {
		editor: (label: string) => `代码：${label}`,
		editorPhrases: {
			'Control character': '控制字符',
			'Selection deleted': '选中的内容已删除',
		},
		readOnly: (label: string, edited: boolean) =>
			`代码：${label}（${edited ? '你的版本' : '初始代码'}，只读：按“编辑”即可修改）`,
	},
	toolbar: {
		run: '运行',
		stop: '停止',
		edit: '编辑',
		loadingEditor: '正在加载编辑器……',
		reset: '重置',
		confirmGroup: '确认重置',
		confirmQuestion: '用初始代码替换你的代码吗？',
		confirmYes: '是，重置',
		keep: '保留我的代码',
		showOnBoard: '在棋盘上显示',
	},
	status: {
		running: '正在运行……',
		errorAfter: (duration: string) => `运行 ${duration}后因错误停止。`,
		finishedIn: (duration: string) => `运行完成，用时 ${duration}。`,
		stoppedAtLine: (line: number) =>
			`已停止；最后一次输出来自代码第 ${line} 行。下次运行会从头开始。`,
		stopped: '已停止。下次运行会从头开始。',
	},
	errors: {
		where,
		syntax: (where: string, message: string) => `语法错误${where}：${message}`,
		value: (where: string, message: string) => `你的代码${where}${message}。`,
		thrown: (where: string, message: string) => `你的代码抛出了错误${where}：${message}`,
		timeoutInChecks: (limit: string) =>
			`检查调用你的代码时，它运行超过了 ${limit}，已被停止。已完成的检查列在下方。下次运行会从头开始。`,
		timeout: (limit: string, lastLine: number) =>
			`你的代码运行超过了 ${limit}，已被停止（是不是有永不结束的循环？）。${lastLine > 0 ? `最后一次输出来自代码第 ${lastLine} 行。` : ''}下次运行会从头开始。`,
	},
	progress: {
		notYet: '尚未通过：点击“运行”即可检查你的代码。',
		passed: '已通过：这个浏览器会记住。',
		passedBefore: (now: string) => `你以前通过了这个练习；${now}。`,
		stoppedBeforeChecks: '检查还没做完，这次运行就停了',
		checksDidNotRun: '这次运行的检查没有执行',
		passes: (passed: number, total: number) =>
			`这次运行通过了 ${formatCount(total)} 项检查中的 ${formatCount(passed)} 项`,
	},
	live: {
		stoppedByLimit: '到了时间限制',
		stoppedByStop: '你按下“停止”按钮',
		noneFinished: '一项检查也没做完',
		finished: (done: number) => `${formatCount(done)} 项检查已完成`,
		nowChecking: (finished: string, name: string) => `${finished}；正在检查“${name}”……`,
		passedOfFinished: (passed: number) => `（${formatCount(passed)} 项通过）`,
		stillRunning: (name: string, stoppedBy: string) => `；${stoppedBy}时，“${name}”仍在运行`,
	},
	notices: {
		starterChanged:
			'你编辑之后，这个代码单元的初始代码有了改动。你的版本已保留；“重置”会换成新的初始代码。',
		editsStay: '离开此页面之前，你的修改会一直保留。',
	},
	output: {
		warnPrefix: '警告：',
		errorPrefix: '错误：',
		empty: '代码没有输出任何内容。',
		columnSep: '、',
		printedBoard: (index: number, list: string) => `输出的第 ${index} 个棋盘：${columns(list)}`,
		returnedBoard: (list: string) => `返回的棋盘：${columns(list)}`,
		returnedBefore: '代码返回了 ',
		returnedAfter: '。',
	},
	checks: {
		solved: '：做得好，练习已完成。',
		summaryEnd: '。',
		passed: '通过：',
		failed: '未通过：',
		nameEnd: '。',
		message: (message) => message,
	},
	replay: {
		cut: (kept: number) =>
			`你的代码走的步数超过了棋盘能保存的数量：重放只显示前 ${formatCount(kept)} 步，计数器则统计了全部步数。`,
		derived: '这次重放根据你对 is_safe 的调用和你传给它的列表重建：皇后出现在修改列表的那一行。',
		cutDerived: (kept: number) =>
			`你的代码走的步数超过了棋盘能保存的数量：重放只显示前 ${formatCount(kept)} 步，计数器也只统计了这些步。`,
		yourCode: '你的代码',
		lineMadeStep: (line: number) => `你的代码：这一步来自代码第 ${line} 行`,
		codeLabel: '你的代码，产生当前这一步的行已标出',
	},
	hints: {
		about: (label: string) => `代码单元“${label}”`,
		solution: (label: string) => `参考解法：${label}`,
	},
} satisfies CellMessages;
