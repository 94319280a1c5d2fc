import type { StartersMessages } from '../en/starters.ts';

/*
 * 笔记本代码里的注释和输出的文字（简体中文）：练习的初始代码和参考解法，以及第 2 到 5 章的代码单元。
 * 注释的每一项是一整段注释，带 `//`，代码一行对应一行；`prints` 是代码输出的字符串。
 * 除此以外的代码与英文完全相同。console.log 会在参数之间加一个空格，所以挨着参数的文字以汉字
 * 结尾，不以标点结尾。
 */

export default {
	starters: {
		firstSolution: `// 这个搜索会找出 n 皇后问题的每一个解，并返回它遇到的最后一个解。
// 请改成找到第一个解就停下，并返回它（columns[row]，从 0 数起），
// 无解时返回 null。isSafe(columns, row, col) 告诉你一个格子是否安全。`,
		permutations: `// 生成列 0 … n − 1 的每一个排列（共 n! 个），
// 按字典序保留其中没有两个皇后互相攻击的排列。`,
		yourCode: '// 在这里写你的代码。',
		count12: '// 数出 n 皇后问题的解的个数，不要打印出来。',
		count12Here: '// 在这里写你的代码：完整的搜索，在原本要打印棋盘的地方把计数加一。',
		chess: `// 用国际象棋的格子名称写出各个皇后，从 a 开始按纵线依次列出：
// [0, 4, 7, 5, 2, 6, 1, 3]（columns[row]，第 0 行在最上面）
// 写成 "a8 b2 c4 d1 e7 f5 g3 h6"。`,
		occupancy: `// 一种安全检查：每一列、每一条对角线各占一个元素，
// 记录这条线上有没有皇后。place 标记三个元素，remove 清除它们，
// isSafe 查看三个元素。`,
		occupancyHere: '// 在这里写主对角线（\\）和副对角线（/）的数组。',
		occupancyExample: '// false：(0, 0) 上的皇后的主对角线（\\）',
		count13: (factor: number) => `// 快速数出 n 皇后问题的解的个数。
// 自动检查会数一皇后到十三皇后的解（十三皇后有 73,712 个），
// 然后在你的设备上，比较你和本书的朴素搜索数十二皇后的用时：
// 你的速度至少要是它的 ${factor} 倍。`,
		count13Here: '// 在这里写你最快的搜索。',
	},
	python: {
		firstSolution: `# 这个搜索会找出 n 皇后问题的每一个解，并返回它遇到的最后一个解。
# 请改成找到第一个解就停下，并返回它（columns[row]，从 0 数起），
# 无解时返回 None。is_safe(columns, row, col) 告诉你一个格子是否安全。`,
		permutations: `# 生成列 0 … n − 1 的每一个排列（共 n! 个），
# 按字典序保留其中没有两个皇后互相攻击的排列
# （可以用 itertools.permutations）。`,
		yourCode: '# 在这里写你的代码。',
		chess: `# 用国际象棋的格子名称写出各个皇后，从 a 开始按纵线依次列出：
# [0, 4, 7, 5, 2, 6, 1, 3]（columns[row]，第 0 行在最上面）
# 写成 "a8 b2 c4 d1 e7 f5 g3 h6"。`,
		occupancy: `# 一种安全检查：每一列、每一条对角线各有一项，
# 记录这条线上是否有皇后：place 标记三项，remove 清除这三项，
# is_safe 查看三项。`,
		occupancyHere: '# 在这里写主对角线（\\）和副对角线（/）的列表。',
		occupancyExample: '# False：(0, 0) 上的皇后所在的主对角线（\\）',
	},
	lua: {
		firstSolution: `-- 这个搜索会找出 N 皇后问题的每一个解，并返回它遇到的最后一个解。
-- 请改成找到第一个解就停下，并返回这个表（a[n] 是第 n 行皇后所在的列，
-- 从 1 数起），无解时返回 nil。
-- isplaceok(a, n, c)：第 n 行第 c 列的格子不受上面各行的皇后攻击时，
-- 返回 true。`,
		permutations: `-- 按字典序生成列 1 … N 的每一个排列（共 N! 个），
-- 只保留没有两个皇后互相攻击的那些。
-- isplaceok(a, n, c) 检查第 n 行和它上面的各行。`,
		yourCode: '-- 在这里写你的代码。',
	},
	luaChapters: {
		arrayToBoard: `-- 按文章的方式存放的棋盘：columns[row] 是这一行皇后所在的列，
-- 行和列都从 1 数起。代码先画出这个表代表的棋盘，
-- 再一行一行地把皇后放到可追踪的棋盘上，放之前先问这个格子是否安全。
-- 这个表不是解：改动一两个值，直到它成为解；
-- 也可以试试让两个皇后在同一列，
-- 或者把它左右翻转（每个 c 变成 n + 1 - c）。然后按“在棋盘上显示”。`,
		theGrid: '-- 棋盘：n 行，每行 n 个格子，有皇后的格子画成 Q。',
		swapTheCheck: `-- 本章的两种检查，完整写出，各带一个比较次数的计数器，
-- 每看一个皇后算一次。搜索用 \`check\` 找出八皇后问题的每一个解，
-- 可追踪的棋盘也问同样的问题，所以回答错误的检查会让运行停下。
-- 把 \`check\` 换成 \`formulaup\`，或者写一个你自己的检查，
-- 比较它们的比较次数。然后按“在棋盘上显示”。`,
		formula: '-- 上面的每个皇后，从第 1 行开始。',
		formulaUp: '-- 同样的检查，从最近的一行开始。',
		grouped: '-- 把 15720 写成 15,720：从右往左每三位一组。',
	},
	luaSolutions: {
		firstSolutionFilled: '-- 第 n 到 N 行都能放满时返回 true：这时皇后都留在原处。',
		firstSolutionFound: '-- 下面找到了解：停下，皇后都不拿走',
		permutationsAll: '-- 列的每一种排列，按字典序',
		permutationsTested: '-- 逐行检查它和上面各行，遇到第一次冲突就停下',
	},
	pythonSolutions: {
		firstSolutionFilled: '# 第 row 到 n − 1 行都能放满时返回 True：这时皇后都留在原处。',
		firstSolutionFound: '# 下面找到了解：停下，皇后都不拿走',
		permutationsAll: '# 列的每一种排列，按字典序',
		permutationsDiagonals: '# 行和列本来就各不相同：只有对角线可能冲突',
		chessRow: '# 皇后在这条纵线上的那一行',
		occupancyDown: '# 主对角线（\\）：row − col + n − 1',
		occupancyUp: '# 副对角线（/）：row + col',
	},
	solutions: {
		firstSolutionFilled: '// 第 row 到 n − 1 行都能放满时返回 true：这时皇后都留在原处。',
		firstSolutionFound: '// 下面找到了解：停下，皇后都不拿走',
		permutationsFirst: '// 0, 1, …, n − 1：第一个排列',
		permutationsNext: '// 把 a 重排成字典序中的下一个排列；已是最后一个时返回 false。',
		countInstead: '// 完整的搜索原本在这里打印棋盘',
		chessRow: '// 皇后在这条纵线上的那一行',
		occupancyDown: '// 主对角线（\\）：row − col + n − 1',
		occupancyUp: '// 副对角线（/）：row + col',
		bitMasks: `// 位掩码：第 c 列有皇后时，\`cols\` 的第 c 位为 1；\`down\` 和
// \`up\` 标记这一行里被上面的皇后沿两个方向的对角线攻击的格子。`,
		bitPerColumn: '// 每列一位',
		bitAllPlaced: '// 每一列都有皇后：一个解',
		bitLowest: '// 最低的空列',
		bitShift: '// 往下一行，对角线都移动一列。',
	},
	chapters: {
		columnOrder: `// 本章的搜索，在可追踪的棋盘上运行，找到第一个解就停下。
// 先运行它，再按“在棋盘上显示”按钮一步一步地看。
// 然后改变循环尝试各列的顺序：从右边开始
// （col = n - 1; col >= 0; col--），或者从中间开始。
// 现在最先找到的是哪个解？搜索尝试了多少个格子才找到它？`,
		arrayToBoard: `// 按本章的方式存放的棋盘：columns[row] 是这一行皇后所在的列，
// 行和列都从 0 数起。代码先画出这个数组代表的棋盘，
// 再一行一行地把皇后放到可追踪的棋盘上，放之前先问这个格子是否安全。
// 这个数组不是解：改动一两个值，直到它成为解；
// 也可以试试让两个皇后在同一列，或者把它左右翻转
// （每个 c 变成 n - 1 - c）。然后按“在棋盘上显示”按钮。`,
		theGrid: '// 棋盘：n 行，每行 n 个格子，有皇后的格子为 true。',
		swapTheCheck: `// 本章的两种检查，完整写出，并带一个比较次数的计数器
// （每看一个皇后算一次）。搜索用 \`check\` 找出八皇后问题的每一个解，
// 可追踪的棋盘也问同样的问题，所以回答错误的检查会让运行停下。
// 把 \`check\` 换成 \`formulaUp\`，或者写一个你自己的检查，
// 比较它们的比较次数。然后按“在棋盘上显示”按钮。`,
		formula: '/** 上面的每个皇后，从最上面一行开始。 */',
		formulaUp: '/** 同样的检查，从最近的一行开始。 */',
		recursionToLoop: `// 6×6 棋盘上的递归搜索，找到第一个解就停下。把它改写成一个循环，
// 用它自己的数组 \`stack\` 存放各列：放置一个皇后时 push 一列，
// 回退时 pop 出来，再从弹出的列 + 1 继续。
// 当你的循环在同样多次检查之后打印出同一个解时，
// 按“在棋盘上显示”按钮：每一步都应与递归搜索一一对应。`,
		loop: `// 用循环写的同一个搜索：\`stack[row]\` 是第 row 行皇后所在的列，
// \`col\` 是正在填的这一行下一个要尝试的列。`,
		loopPlace: '// 放置皇后，下一行从最左边一列开始。',
		loopNoSolution: '// 最上面一行的列都试完了：无解',
		loopRetreat: '// 回退：拿走最后一个皇后，从它后面的一列继续。',
	},
	pythonChapters: {
		columnOrder: `# 本章的搜索，在可追踪的棋盘上运行，找到第一个解就停下。
# 先运行它，再按“在棋盘上显示”按钮一步一步地看。
# 然后改变循环尝试各列的顺序：从右边开始
# （\`range(n - 1, -1, -1)\`），或者从中间开始。
# 现在最先找到的是哪个解？搜索尝试了多少个格子才找到它？`,
		arrayToBoard: `# 按本章的方式存放的棋盘：columns[row] 是这一行皇后所在的列，
# 行和列都从 0 数起。代码先画出这个列表代表的棋盘，
# 再一行一行地把皇后放到可追踪的棋盘上，放之前先问这个格子是否安全。
# 这个列表不是解：改动一两个值，直到它成为解；
# 也可以试试让两个皇后在同一列，或者把它左右翻转
# （每个 c 变成 n - 1 - c）。然后按“在棋盘上显示”按钮。`,
		theGrid: '# 棋盘：n 行，每行 n 个格子，有皇后的格子为 True。',
		swapTheCheck: `# 本章的两种检查，完整写出，并带一个比较次数的计数器
# （每看一个皇后算一次）。搜索用 \`check\` 找出八皇后问题的每一个解，
# 可追踪的棋盘也问同样的问题，所以回答错误的检查会让运行停下。
# 把 \`check\` 换成 \`formula_up\`，或者写一个你自己的检查，
# 比较它们的比较次数。然后按“在棋盘上显示”按钮。`,
		formula: '"""上面的每个皇后，从最上面一行开始。"""',
		formulaUp: '"""同样的检查，从最近的一行开始。"""',
		recursionToLoop: `# 6×6 棋盘上的递归搜索，找到第一个解就停下。把它改写成一个循环，
# 用它自己的列表 \`stack\` 存放各列：放置一个皇后时 \`append\` 一列，
# 回退时 pop 出来，再从弹出的列 + 1 继续。
# 当你的循环在同样多次检查之后打印出同一个解时，
# 按“在棋盘上显示”按钮：每一步都应与递归搜索一一对应。`,
	},
	prints: {
		firstSolution: '第一个解是',
		permutations: '个排列，其中',
		solutions: '个是解',
		chapterFirst: '第一个解',
		afterTrying: '是在尝试了',
		squares: '个格子之后找到的',
		after: '是在',
		checks: '次检查之后找到的',
		attackedSquare: (row, col) => `columns[${row}] = ${col}：上面有皇后攻击这个格子`,
		isSolution: '这是一个解：没有两个皇后互相攻击。',
		attackedCount: (attacked, n) => `${attacked} 个皇后受到攻击（共 ${n} 个）。`,
		checkSays: (name, safe, row, col) => `${name} 的回答是 ${safe}（columns[${row}] = ${col} 时）`,
		boardSays: (says, boardSafe) => `${says}，而棋盘的回答是 ${boardSafe}`,
		tally: (name, solutions, comparisons) => `${name}：${solutions} 个解，${comparisons} 次比较`,
	},
	pythonCount: {
		count12: (n, count) => `# 数出 n 皇后问题的解的个数，不要打印出来。
# Python 比 JavaScript 慢，所以用 Python 时，自动检查只数
# 1 到 ${n} 个皇后（${n} 个皇后有 ${count} 个解），并给你数 ${n} 个皇后的解计时。`,
		count13: (
			factor,
			timed,
			last,
			count,
		) => `# 快速数出 n 皇后问题的解的个数。Python 比 JavaScript 慢，
# 所以自动检查数 1 到 ${last} 个皇后的解（${last} 个皇后有 ${count} 个），
# 然后在你的设备上，把你数 ${timed} 个皇后的解所用的时间与本书用
# Python 写的朴素搜索比较：你的速度至少要是它的 ${factor} 倍。`,
	},
} satisfies StartersMessages;
