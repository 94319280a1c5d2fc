import { formatCount } from '../../solver/format/index.ts';
import type { ProgramRunMessages } from '../en/program-run.ts';

/* 原文章的 Python 程序下方“运行”按钮说的话（简体中文）。 */
export default {
	run: '运行',
	runLabel: (file: string) => `运行 ${file}`,
	stop: '停止',
	jobName: '程序',
	stopLabel: (file: string) => `停止 ${file}`,
	note: (limitSeconds: number) =>
		`在本页运行，与练习使用同一个受限的 Python 环境，最多运行 ${formatCount(limitSeconds)} 秒。`,
	output: (file: string) => `${file} 的输出`,
	loading: '正在加载 Python（约 6 MiB，每次访问只加载一次）……',
	running: '正在运行……',
	finished: (ms: number) => `运行完成，用时 ${formatCount(Math.round(ms))} 毫秒。`,
	failed: (ms: number) => `运行 ${formatCount(Math.round(ms))} 毫秒后因错误停止。`,
	stopped: '已停止。已打印的输出会保留；再点“运行”会从头开始。',
	timeout: (limitSeconds: number) =>
		`运行到 ${formatCount(limitSeconds)} 秒的时间限制，已停止：永不结束或等待输入的程序会在这里结束。已打印的输出会保留。`,
	noInput: '这里无法向程序输入内容：`input()` 读不到任何东西。',
	nothingPrinted: '程序没有打印任何内容。',
	couldNotRun: (why: string) => `Python 无法运行这个程序：${why}`,
} satisfies ProgramRunMessages;
