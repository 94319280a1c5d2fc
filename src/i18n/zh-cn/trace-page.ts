import type { TracePageMessages } from '../en/trace-page.ts';

export default {
	named: (n, stack, first) =>
		`追踪播放器：${n} 皇后，${stack ? '显式栈' : '递归搜索'}${first ? '，到第一个解为止' : ''}`,
	noScript: (n, stack, first) =>
		`这个播放器需要 JavaScript：它一次一个事件地重放 ${n} 皇后的${stack ? '显式栈' : '递归'}搜索（${first ? '直到第一个解' : '直到结束'}），同时显示棋盘、文字日志和产生每一步的那行代码。没有 JavaScript 时，下面只显示搜索的代码。`,
} satisfies TracePageMessages;
