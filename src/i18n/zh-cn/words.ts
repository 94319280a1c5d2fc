import { formatCount } from '../../solver/format/index.ts';
import type { WordsMessages } from '../en/words.ts';

const rules = {
	row: '行',
	column: '列',
	diagonal: '主对角线（\\）',
	antiDiagonal: '副对角线（/）',
};

/** "2 个皇后". */
const queens = (count: number) => `${formatCount(count)} 个皇后`;

/** "第 3 行第 2 列". */
const square = (row: number, col: number) => `第 ${formatCount(row)} 行第 ${formatCount(col)} 列`;

export default {
	event: {
		square,
		rules,
		attacker: (at, rule) =>
			rule === 'row' ? `${at}的皇后（它已在这一行）` : `${at}的皇后沿${rules[rule]}`,
		attackedBy: (attackers) => `被${attackers}攻击`,
		list: (parts) =>
			parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join('、')}和${parts.at(-1)}`,
		columns: (columns) => columns.join(' '),
		tryIt: (at) => `${at}：尝试这个格子`,
		safe: (at) => `${at}：安全，没有皇后攻击它`,
		attacked: (at) => `${at}：受到攻击`,
		refused: (at, why) => `${at}：${why}`,
		place: (at) => `${at}：放置皇后`,
		remove: (at) => `${at}：拿走皇后（回溯）`,
		candidate: (columns) => `候选排列 ${columns}：检查它`,
		reject: (columns) => `候选排列 ${columns}：不行，有两个皇后互相攻击`,
		solution: (index, columns) => `第 ${formatCount(index)} 个解：列 ${columns}`,
		done: (complete, solutions, checks) =>
			`${complete ? '搜索完成' : '搜索提前停止'}：${formatCount(solutions)} 个解，检查 ${formatCount(checks)} 次`,
	},
	board: {
		squareName: square,
		withChess: (name, chess) => `${name}（${chess}）`,
		notAttacked: '没有受到攻击',
		queen: '皇后',
		empty: '空',
		parts: (parts) => parts.join('，'),
		queens,
		noConflict: '没有两个皇后互相攻击。',
		conflicts: (count) => `有 ${formatCount(count)} 个皇后互相攻击。`,
		fullBoard: (n) =>
			`${n}×${n} 棋盘上已经有 ${queens(n)}：每行一个，最多只能放 ${formatCount(n)} 个而不互相攻击。先拿走一个，再放置新的。`,
		solved: (n) => `解出来了！${queens(n)}，没有两个互相攻击。`,
		leftover: (n, where) =>
			`${queens(n)}，没有两个互相攻击，但这不是搜索找到的解：${where.join('、')}的皇后早该拿走。`,
		tooMany: (count, n, conflicts) =>
			`${n}×${n} 棋盘上有 ${queens(count)}：最多只能放 ${formatCount(n)} 个而不互相攻击。${conflicts}`,
		placed: (count, n) => `已放置 ${formatCount(count)} 个皇后（共 ${formatCount(n)} 个）。`,
		peaceful: (n) => `${queens(n)}，没有两个互相攻击。`,
		placedOn: (at) => `在${at}放置了皇后。`,
		removedFrom: (at) => `从${at}拿走了皇后。`,
		emptyBoard: '棋盘是空的。',
		sentences: (sentences) => sentences.join(''),
	},
} satisfies WordsMessages;
