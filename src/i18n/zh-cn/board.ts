import type { BoardMessages } from '../en/board.ts';

export default {
	marks: {
		try: '正在尝试',
		safe: '安全',
		refused: '被拒绝',
		attacker: '发起攻击',
		highlight: '高亮',
		highlight2: '高亮（第二组）',
		stale: '前面某一步的皇后',
		withLabel: (word, label) => `${word}（${label}）`,
	},
	board: {
		label: (n) => `${n}×${n} 棋盘`,
		hint: '点击一个格子，或用方向键移动后按 Enter 键，即可放置或拿走皇后。',
	},
} satisfies BoardMessages;
