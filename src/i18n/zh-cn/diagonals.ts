import { formatCount } from '../../solver/format/index.ts';
import type { DiagonalsMessages } from '../en/diagonals.ts';

export default {
	space: '',
	title: '对角线探索器',
	size: '棋盘大小',
	sizeOption: (n) => `${n}×${n}`,
	countFrom: '行和列的编号起点',
	label: (n) => `${n}×${n} 棋盘：指向、轻触或聚焦一个格子，查看经过它的对角线`,
	countBefore: (_sizeWithArticle, n) => `${n}×${n} 棋盘每个方向有 2n − 1 = 2 × ${n} − 1 = `,
	countAfter: (from, to) => ` 条对角线，编号从 ${from} 到 ${to}。`,
	square: '选中的格子',
	pointedAt: '指向的格子',
	rowColumn: (row, col) => `行 r = ${row}，列 c = ${col}`,
	main: '主对角线（\\）',
	anti: '副对角线（/）',
	length: (count) => `（${formatCount(count)} 个格子）`,
	prompt: '指向、轻触或聚焦一个格子（先按 Tab 键，再用方向键），查看经过它的对角线。',
	legend: [
		'图例：同一条',
		'主对角线',
		'（\\，从左上到右下）上的格子画着',
		'圆点',
		'；同一条',
		'副对角线',
		'（/，从左下到右上）上的格子画着',
		'斜纹',
		'；选中的格子在两条线上，两种图案都有。',
	],
	summary: (row, col, main, anti, zero) =>
		`第 ${row} 行第 ${col} 列：在第 ${main} 条主对角线（\\）和第 ${anti} 条副对角线（/）上` +
		(zero ? '（从 0 开始编号）' : ''),
} satisfies DiagonalsMessages;
