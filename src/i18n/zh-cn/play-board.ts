import type { BacktrackPhrases } from '../../solver/search/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import type { PlayBoardMessages } from '../en/play-board.ts';

/** A 0-based square as a Chinese reader counts it: "第 3 行第 5 列". */
const square = (row: number, col: number) =>
	`第 ${formatCount(row + 1)} 行第 ${formatCount(col + 1)} 列`;

const backtrack: BacktrackPhrases = {
	lifted: (lifts) => lifts.map((q) => `${square(q.row, q.col)}的皇后`).join('，再拿走'),
	over: (lifted) => `回溯会拿走${lifted}：上面已没有哪一行还有列可以尝试，搜索到此结束。`,
	refused: (columns, row) =>
		`它先尝试第 ${formatCount(row)} 行的第 ${columns.map(formatCount).join('、')} 列：${columns.length === 1 ? '' : '都'}受到攻击。`,
	next: (lifted, row, refused, q) =>
		`回溯会拿走${lifted}，然后尝试第 ${formatCount(row)} 行后面的列。${refused}下一个皇后放在${square(q.row, q.col)}。`,
};

export default {
	backtrack,
	size: '棋盘大小',
	sizeOption: (n) => `${n}×${n}`,
	clear: '清空',
	cleared: '棋盘已清空。',
	newBoard: (n) => `已换成新的 ${n}×${n} 空棋盘。`,
	label: (n) => `可以动手放置皇后的 ${n}×${n} 棋盘`,
	arrayIntro: '（下标和值都从 0 开始，和代码的存法一样）：',
	arrayTwoInRow: '? 表示这一行有两个皇后：数组存不下这种情况。',
	deadEnd: (rows, n) => {
		const which = `第 ${rows.map(formatCount).join('、')} 行没有安全的格子`;
		const each = rows.length === 1 ? '这一行' : '这些行';
		return `死路：${which}。${each}的每个格子（每行 ${formatCount(n)} 个）都受到攻击，不移动皇后就无法完成这个棋盘。`;
	},
	whatNext: '回溯下一步会做什么？',
} satisfies PlayBoardMessages;
