import { formatCount } from '../../solver/format/index.ts';
import type { WordsMessages } from '../en/words.ts';

const rules = {
	row: '行',
	column: '列',
	diagonal: '主对角线（\\）',
	antiDiagonal: '副对角线（/）',
};

/** How the square stands to the queen that attacks it: "与第 1 行第 1 列的皇后同列" (同行、同列). */
const together = {
	row: '同行',
	column: '同列',
	diagonal: '在同一条主对角线（\\）上',
	antiDiagonal: '在同一条副对角线（/）上',
};

const DIGITS = '零一二三四五六七八九';

/** A number of queens as the name of a puzzle, in Chinese numerals (八皇后、十三皇后). */
export function queensPuzzle(n: number | string): string {
	const k = Number(n);
	if (!Number.isInteger(k) || k < 1 || k > 99) return `${n} 个皇后`;
	const tens = Math.floor(k / 10);
	const ones = k % 10;
	const tensPart = tens === 0 ? '' : `${tens === 1 ? '' : DIGITS[tens]}十`;
	return `${tensPart}${ones === 0 && tens > 0 ? '' : DIGITS[ones]}皇后`;
}

/** "2 个皇后". */
const queens = (count: number) => `${formatCount(count)} 个皇后`;

/** "第 3 行第 2 列". */
const square = (row: number, col: number) => `第 ${formatCount(row)} 行第 ${formatCount(col)} 列`;

export default {
	event: {
		square,
		rules,
		attacker: (at, rule) => `与${at}的皇后${together[rule]}`,
		attackedBy: (attackers) => attackers,
		list: (parts) =>
			parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join('，')}，也${parts.at(-1)}`,
		columns: (columns) => `各行依次在第 ${columns.join('、')} 列`,
		tryIt: (at) => `${at}：尝试这个格子`,
		safe: (at) => `${at}：安全，没有皇后攻击它`,
		attacked: (at) => `${at}：受到攻击`,
		refused: (at, why) => `${at}：${why}`,
		place: (at) => `${at}：放置皇后`,
		remove: (at) => `${at}：拿走皇后（回退）`,
		candidate: (columns) => `候选排列（${columns}）：检查它`,
		reject: (columns) => `候选排列（${columns}）：不行，有两个皇后互相攻击`,
		solution: (index, columns) => `第 ${formatCount(index)} 个解：${columns}`,
		done: (complete, solutions, checks) =>
			`${complete ? '搜索完成' : '搜索提前停止'}：找到 ${formatCount(solutions)} 个解，共检查 ${formatCount(checks)} 次`,
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
		placed: (count, n) => `已放置 ${formatCount(count)} 个皇后（共需 ${formatCount(n)} 个）。`,
		peaceful: (n) => `${queens(n)}，没有两个互相攻击。`,
		placedOn: (at) => `在${at}放置了皇后。`,
		removedFrom: (at) => `从${at}拿走了皇后。`,
		emptyBoard: '棋盘是空的。',
		sentences: (sentences) => sentences.join(''),
	},
} satisfies WordsMessages;
