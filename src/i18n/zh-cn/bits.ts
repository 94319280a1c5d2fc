import type { BitsMessages } from '../en/bits.ts';

export default {
	title: '位行',
	maskRow: 'mask：按一下某一位，就把它翻转',
	bit: (col, on) => `${on ? 1 : 0}：第 ${col} 位，第 ${col} 列，${on ? '已占' : '空着'}`,
	columnsRow: 'c',
	oneBit: (col) => `1 << ${col}`,
	result: '结果',
	column: '列 c',
	operations: '运算',
	does: {
		place: '把第 c 列放进去',
		test: '第 c 列在不在？',
		remove: '把第 c 列拿出来',
		left: '每一位往右挪一列',
		right: '每一位往左挪一列',
		lowest: '最左边的空列',
	},
	value: (value, binary) => `= ${value}（二进制 0b${binary}）`,
	said: {
		place: (expression, value) => `${expression} = ${value}：这就是新的 mask。`,
		test: (expression, value, col) =>
			value === 0
				? `${expression} = 0：第 ${col} 列空着。`
				: `${expression} = ${value}，不是 0：第 ${col} 列已被占用。`,
		remove: (expression, value) => `${expression} = ${value}：这就是新的 mask。`,
		left: (expression, value) =>
			`${expression} = ${value}：这就是新的 mask；挪出最后一列的那一位丢掉了。`,
		right: (expression, value) => `${expression} = ${value}：这就是新的 mask；第 0 位被挤掉了。`,
		lowest: (expression, value, col) =>
			value === 0
				? `${expression} = 0：没有空着的列。`
				: `${expression} = ${value}：第 ${col} 列，也就是编号最小的空列。`,
	},
	none: '按下一种运算，看看它的结果。',
	legend: '第 0 列在最左边，和棋盘上一样，所以这一行的顺序和二进制数的写法正好相反。',
} satisfies BitsMessages;
