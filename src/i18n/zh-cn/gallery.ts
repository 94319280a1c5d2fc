import type { GalleryMessages } from '../en/gallery.ts';

export default {
	space: '',
	question: '问题：',
	controls: {
		size: '棋盘大小 n',
		sizeRefused: '棋盘大小',
		fundamentalOnly: '只看基本解（每个对称类一个）',
		grouped: '按对称类分组',
	},
	count: {
		searching: (found) => `搜索中……目前找到 ${found} 个解。`,
		fundamental: (k, total, n) =>
			`n = ${n} 时，${total} 个解中有 ${k} 个基本解（每个对称类一个）。`,
		solutions: (total, n) => `n = ${n} 时有 ${total} 个解。`,
		classes: (total, n, k) => `n = ${n} 时有 ${total} 个解，分属 ${k} 个对称类。`,
		none: (n) => `n = ${n} 时没有解。`,
	},
	pager: {
		label: '解的分页',
		previous: '← 上一页',
		next: '下一页 →',
		where: (page, pages, from, to, boards) =>
			`第 ${page} 页，共 ${pages} 页：第 ${from}–${to} 个棋盘，共 ${boards} 个`,
	},
	cards: {
		group: (classNumber, continued, size, symmetric) =>
			`对称类 ${classNumber}${continued ? '（续）' : ''}：${size} 个不同的棋盘${symmetric ? '，自身对称' : ''}`,
		list: '解',
		solution: '解',
		classTag: (classNumber) => `对称类 ${classNumber}`,
		symmetric: '⟲ 自身对称',
	},
	selected: {
		title: (number, solutions, classNumber, classes) =>
			`选中的棋盘${number ? `：第 ${number} 个解，共 ${solutions} 个` : ''}${classNumber ? `，对称类 ${classNumber}${classes === null ? '' : `（共 ${classes} 个）`}` : ''}`,
		board: (digits) => `选中的棋盘，列号依次为 ${digits}`,
		solution: (transformed) => (transformed ? '仍然是解' : '是解'),
		noAttacks: '：没有两个皇后互相攻击（由求解器检查）。',
		notSolution: '不是解：有皇后互相攻击。',
		applied: (labels) => `已执行：${labels.join('，然后')}。`,
		symmetric: (fixers, boards) =>
			`它在${fixers.length < 2 ? fixers[0] : `${fixers.slice(0, -1).join('、')}或${fixers.at(-1)}`} 后保持不变，所以它的对称类只有 ${boards} 个不同的棋盘。`,
		asymmetric: '没有哪种旋转或翻转能让这个棋盘保持不变，所以它的对称类有 8 个不同的棋盘。',
		transforms: '旋转或翻转选中的棋盘',
		format: '格式',
		formatted: (format) => `选中的棋盘，格式：${format}`,
		copy: '复制',
		copied: (format) => `已按“${format}”的格式复制棋盘。`,
		cannotCopy: '这里无法复制：请选中上面的文字，手动复制。',
		picked: (number, digits) => `已选中第 ${number} 个解：列号依次为 ${digits}。`,
		transformed: (label, digits, ok, which) =>
			`${label ?? '回到选中的棋盘'}：列号依次为 ${digits}，${ok ? '仍然是解' : '不是解'}${which ? `，是列表中的第 ${which} 个解。` : '。'}`,
	},
	buttons: {
		rotate90: '旋转 90°',
		rotate180: '旋转 180°',
		rotate270: '旋转 270°',
		mirrorLeftRight: '左右翻转 ↔',
		mirrorTopBottom: '上下翻转 ↕',
		reflectMainDiagonal: '沿主对角线（\\）翻转',
		reflectAntiDiagonal: '沿副对角线（/）翻转',
		identity: '还原（重置）',
	},
	transforms: {
		identity: '不变',
		rotate90: '顺时针旋转 90°',
		rotate180: '旋转 180°',
		rotate270: '逆时针旋转 90°',
		mirrorLeftRight: '左右翻转',
		mirrorTopBottom: '上下翻转',
		reflectMainDiagonal: '沿主对角线（\\）翻转',
		reflectAntiDiagonal: '沿副对角线（/）翻转',
	},
	formats: {
		squares: '■ 表示皇后，□ 表示空格子',
		x: 'X 表示皇后，- 表示空格子',
		q0: 'Q 表示皇后，0 表示空格子，不加空格',
		grid01: '1 表示皇后，0 表示空格子',
		digits: '从 0 起的列号数字，如 1302',
		columns: '从 1 起的列号，如 2 4 1 3',
		chess: '国际象棋记谱法的格子名，如 a8 b2',
	},
} satisfies GalleryMessages;
