import type { CodeMessages } from '../en/code.ts';

export default {
	lines: (file, from, to) => `${file}，第 ${from}–${to} 行`,
	code: (caption) => `代码：${caption}`,
} satisfies CodeMessages;
