/*
 * 代码清单里的注释（简体中文）：各章展示的求解器片段（#region）和 content/programs/ 里源文章的
 * 程序。每一项是一对（英文注释，中文注释），英文注释照源代码原样写（不带 //、#、--、' 或 * 等标记），
 * 中文注释与它行数相同，一行对应一行。构建时只替换注释的文字，代码不变。源代码里的注释一改，
 * 旧的译文就找不到了：构建会停下，test/unit/code-comments-translated.test.ts 会指出是哪一条。
 * 术语见 docs/glossary-zh-cn.md。读它的是 src/site/code-comments.ts（只在构建时）。
 */

export default [
	// src/solver/checks/bitmask.ts
	[
		'Refused: say which line, and (from the side tables) which queen, for the log.',
		'不安全：为追踪日志说出是哪条线，并（从旁边的表里）查出是哪个皇后。',
	],
	[
		'Free squares of the row = not under any column, \\ or / mask; the masks shift one step per row.',
		'这一行可放的格子 = 不在任何列、主对角线（\\）或副对角线（/）掩码之下；每往下一行，掩码各移动一位。',
	],
	['lowest free square', '最低位的可放格子'],

	// src/solver/checks/checks.ts
	[
		'The whole column, top to bottom: rows below are empty, but a grid does not know that.',
		'整列从上到下都要看：下面的行都是空的，但二维数组并不知道这一点。',
	],
	['Up and to the left: the \\ diagonal.', '向左上方：主对角线（\\）。'],
	['Up and to the right: the / diagonal.', '向右上方：副对角线（/）。'],
	[
		'Same \\ diagonal: column minus row is the same number for every square on it.',
		'同一条主对角线（\\）：线上每个格子的列减行都相等。',
	],
	[
		'Same / diagonal: column plus row is the same number for every square on it.',
		'同一条副对角线（/）：线上每个格子的列加行都相等。',
	],

	// src/solver/demos/demos.ts
	[
		"Exercise 1 (the Lua textbook's 2.1): stop at the first solution; weigh the work against the full search.",
		'练习 1（Lua 教材的 2.1）：找到第一个解就停下；把工作量与完整的搜索相比较。',
	],
	['stops after one solution', '找到一个解就停下'],
	['runs to the end, for comparison', '一直运行到底，用来比较'],
	[
		"Exercise 2 (the Lua textbook's 2.2): generate-and-test against backtracking, counted by one solver.",
		'练习 2（Lua 教材的 2.2）：生成测试法对比回溯，由同一个求解器计数。',
	],
	['every permutation of the n columns', 'n 列的每一个排列'],
	['backtracking, row by row', '回溯，一行一行地放置'],
	[
		'Counting n = 12 (the Python article: 14200, about 15 s), two ways, with the time of each.',
		'数 n = 12 的解（Python 文章：14200 个，约 15 秒），用两种方法，各自计时。',
	],
	["the Python article's method: grid scan, no printing", 'Python 文章的方法：逐格扫描，不打印'],
	['bit masks and mirror symmetry', '位掩码，再加上左右翻转对称'],
	[
		'The first solution in chess notation (the QBASIC article): files a, b, … left to right, rank n at the top.',
		'用国际象棋记谱法写出第一个解（QBASIC 文章）：纵线 a、b……从左到右，第 n 横线在最上面。',
	],
	[
		'Label the X-and-dash board with ranks down the left and files along the bottom.',
		'给 X 和 - 画成的棋盘标上横线和纵线：横线在左边从上往下，纵线在底边。',
	],
	[
		"The occupancy-array check (the QBASIC article's C, S and M) in the full search, against the formula check.",
		'完整的搜索用占用数组检查（QBASIC 文章的 C、S 和 M），与公式检查相比较。',
	],

	// src/solver/search/permutations.ts
	['0, 1, …, n−1: the first permutation', '0, 1, …, n−1：第一个排列'],

	// src/solver/search/search.ts
	// And its short form in the trace player (components/trace/readable-code.ts)
	['a solution', '一个解'],
	['shift: try the next column', '换到下一列：接着试下一列'],
	['stopped at a solution: leave the queens standing', '停在一个解上：皇后都留在原处'],
	['retreat: undo what we did on the way down', '回退：撤销往下走时做过的事'],
	['stack[row] = column of the queen in that row', 'stack[row] = 这一行皇后所在的列'],
	['the next column to try in row stack.length', '第 stack.length 行下一个要试的列'],
	['this row is full: fall through to retreat', '当作这一行的列都已试完：接着执行下面的回退'],
	['nothing left to shift: the search is over', '没有皇后可以换到下一列了：搜索结束'],
	['back in the row above: shift its queen one column right', '回到上一行：把那一行的皇后右移一列'],

	// content/programs/QueensCanPlace.java
	[
		'N queens with one column per row, checked nearest row first.',
		'N 皇后，每行记一个列号，从最近的一行开始检查。',
	],
	[
		`<p>Usage: {@code java QueensCanPlace.java [n]} (n defaults to 4).
Prints every call of canPlace with its answer and the reason for a
no, and each solution as a digit string.`,
		`<p>用法：{@code java QueensCanPlace.java [n]}（n 默认为 4）。
打印每一次 canPlace 调用和它的回答，回答为“否”时
附上原因；每个解打印成一串数字。`,
	],
	["a[k]: the column of row k's queen, from 0", 'a[k]：第 k 行皇后所在的列，从 0 数起'],
	[
		'Can a queen go in row k, column j? Walks up from row k - 1.',
		'第 k 行第 j 列能放皇后吗？从第 k - 1 行往上查。',
	],
	[
		'Fills rows k to n - 1 every way it can, printing each solution.',
		'用所有可能的方式放满第 k 到 n - 1 行，打印每一个解。',
	],
	[
		'never cleared: canPlace reads only the rows above k',
		'从不清除：canPlace 只读第 k 行上面的各行',
	],

	// content/programs/queens-first.lua
	[
		`Exercise 2.1 of the Lua textbook (Programming in Lua, chapter 2):
stop at the first solution.
Usage: lua queens-first.lua [n]   (n defaults to 8)
Prints the first solution as X and -, then the calls of isplaceok.`,
		`Lua 教材（《Programming in Lua》第 2 章）的练习 2.1：
找到第一个解就停下。
用法：lua queens-first.lua [n]   （n 默认为 8）
用 X 和 - 打印第一个解，再打印 isplaceok 被调用的次数。`,
	],
	[
		'Can a queen go in row n, column c, given the queens in rows 1 .. n - 1?',
		'第 1 .. n - 1 行已有皇后，第 n 行第 c 列能放皇后吗？',
	],
	[
		`Returns true once rows n .. N hold queens: every level above then stops
its loop at once instead of trying its next column.`,
		`第 n .. N 行都放上皇后时返回 true：上面的每一层于是立刻
停止循环，不再试它的下一列。`,
	],

	// content/programs/queens-grid.py
	[
		'N queens on an n-by-n grid of 0s and 1s, placed row by row.',
		'在由 0 和 1 组成的 n×n 棋盘上，一行一行地放置 N 个皇后。',
	],
	[
		`Usage: python3 queens-grid.py [n]   (n defaults to 8)
Prints every solution as filled and empty squares, then how many there
are.`,
		`用法：python3 queens-grid.py [n]   （n 默认为 8）
用实心和空心的格子打印每一个解，最后打印
解的个数。`,
	],
	[
		'True when no queen in the rows above attacks (row, col).',
		'上面各行没有皇后攻击 (row, col) 时为 True。',
	],
	['the rows above, nearest first', '上面的各行，最近的一行在前'],
	[
		'Yield the grid each time every row from row down holds a queen.',
		'每当第 row 行及其下面的每一行都有皇后时，就 yield 这个棋盘。',
	],
	['take the queen back before the next column', '试下一列之前，先把皇后拿走'],
	[
		'The board as text: a filled square for a queen, empty elsewhere.',
		'把棋盘写成文字：有皇后的格子是实心的，其余是空心的。',
	],

	// content/programs/queens-isplaceok.lua
	[
		`N queens, one number per row: a[i] is the column of the queen in row i.
Usage: lua queens-isplaceok.lua [n]   (n defaults to 8)
Prints every solution as X and -, then how many there are and how
many times isplaceok was called.`,
		`N 皇后，每行一个数：a[i] 是第 i 行皇后所在的列。
用法：lua queens-isplaceok.lua [n]   （n 默认为 8）
用 X 和 - 打印每一个解，再打印解的个数和
isplaceok 被调用的次数。`,
	],
	['same column', '同一列'],
	['same \\ diagonal', '同一条主对角线（\\）'],
	['same / diagonal', '同一条副对角线（/）'],
	[
		'Put queens in rows n .. N; rows 1 .. n - 1 are already filled.',
		'在第 n .. N 行放置皇后；第 1 .. n - 1 行已经放好。',
	],
	[
		'never cleared: isplaceok reads only the rows above n',
		'从不清除：isplaceok 只读第 n 行上面的各行',
	],

	// content/programs/queens-lines.c
	[
		`N queens on a grid of ints: grid[y][x] is 1 where a queen stands.
A square is safe when no queen stands on the three lines through it:
the column x = x0 and the diagonals y = x + b and y = -x + b.`,
		`N 皇后，棋盘是 int 的二维数组：有皇后的格子 grid[y][x] 为 1。
穿过一个格子的三条线上都没有皇后时，这个格子安全：
列 x = x0，以及对角线 y = x + b 和 y = -x + b。`,
	],
	[
		`Build: gcc -O2 -o queens-lines queens-lines.c
Usage: ./queens-lines [n]   (n defaults to 8)
Prints each solution's columns, counted from 1, then how many there
are.`,
		`编译：gcc -O2 -o queens-lines queens-lines.c
用法：./queens-lines [n]   （n 默认为 8）
打印每个解的各列（从 1 数起），最后打印
解的个数。`,
	],
	[
		'Walk each line through (x0, y0) across the whole board, top down.',
		'沿穿过 (x0, y0) 的每条线，从上到下走遍整个棋盘。',
	],
	["this square's line y = x + b1", '这个格子所在的线 y = x + b1'],
	['and its line y = -x + b2', '以及它所在的线 y = -x + b2'],
	['undo on the way back, after a solution too', '返回时撤销，找到解之后也一样'],

	// content/programs/queens-permutations.lua
	[
		`Exercise 2.2 of the Lua textbook (Programming in Lua, chapter 2):
generate and test.
Every arrangement of the columns 1 .. N puts one queen in each row and
each column; keep those where no two queens share a diagonal.
Usage: lua queens-permutations.lua [n]   (n defaults to 8)
Prints each solution's columns, then the permutations, the calls of
isplaceok and the solutions.`,
		`Lua 教材（《Programming in Lua》第 2 章）的练习 2.2：
生成测试法。
列 1 .. N 的每一种排列都让每行、每列各有
一个皇后；保留其中没有两个皇后在同一条对角线上的排列。
用法：lua queens-permutations.lua [n]   （n 默认为 8）
打印每个解的各列，再打印排列的个数、isplaceok 被调用的
次数和解的个数。`,
	],
	[
		'An iterator over the permutations of 1 .. n, in dictionary order.',
		'一个迭代器：按字典序依次给出 1 .. n 的每一个排列。',
	],
	[
		`Test the rows in order, as if placing the queens one by one;
stop at the first clash.`,
		`按顺序检查各行，就像逐个放置皇后一样；
遇到第一个冲突就停下。`,
	],

	// content/programs/queens-stack.bas
	[
		`Eight queens with a stack array and no recursion, stopping at the
first solution. T(P) is the column of the queen in row P; C, S and M
mark the columns, the \\ diagonals and the / diagonals that a queen
already holds, so a check is three look-ups however many queens
stand on the board.`,
		`八皇后，用栈数组而不用递归，找到第一个解就
停下。T(P) 是第 P 行皇后所在的列；C、S 和 M
标记已有皇后的列、主对角线（\\）和副对角线（/），
所以无论棋盘上有多少个皇后，一次检查都只是
三次查表。`,
	],
	[
		"Place: mark the queen's three lines, then go down a row.",
		'放置：标记皇后所在的三条线，再往下走一行。',
	],
	[
		`Shift; where a row has no column left, retreat: lift the
queen of the row above, clear its lines, shift that one.`,
		`换到下一列；某一行没有列可试时回退：拿走
上一行的皇后，清除它的三条线，再把它换到下一列。`,
	],
	[
		`The board, row 1 at the top, then the queens in chess notation:
file by file from a, each with its rank (row 1 is rank 8).`,
		`先画棋盘，第 1 行在最上面；再用国际象棋记谱法写出各个皇后：
从 a 开始逐条纵线列出，各带它的横线（第 1 行是第 8 横线）。`,
	],
] as const satisfies readonly (readonly [english: string, translated: string])[];
