import type { InputMessages } from '../en/input.ts';

export default {
	phrases: {
		notANumber: (what, echoed) => `${what}必须是数字，但收到的是 ${echoed}。`,
		notWhole: (what, shown) => `${what}必须是整数（皇后的个数），但收到的是 ${shown}。`,
		tooSmall: (what, min, shown, atLeastOne) =>
			`${what}至少为 ${min}${atLeastOne ? '（棋盘至少要有一个格子）' : ''}，但收到的是 ${shown}。`,
		tooLarge: (what, shown, max) => `${what}为 ${shown}，在这里太大了；最大允许 ${max}。`,
	},
	boardSize: '棋盘大小',
} satisfies InputMessages;
