import type { SiteMessages } from '../en/site.ts';

export default {
	book: {
		title: 'N 皇后笔记本',
		welcome: '欢迎',
		chapters: '章节',
		command: 'nqueens 命令',
		teachers: '教师指南',
		sources: '资料来源',
	},
	columnList: (columns) => columns.join('、'),
	numberWords: ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'],
} satisfies SiteMessages;
