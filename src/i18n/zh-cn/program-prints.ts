/*
 * 源文章程序（content/programs/）在中文页面上打印的文字。每一项是一对（程序源代码里的字符串，
 * 连同引号，照原样写；中文页面上换用的字符串）。构建时只替换这些字符串，代码的其余部分不变；
 * 替换后的程序就是中文页面显示的、Python 标签页运行的程序。源代码里的字符串一改，旧的译文就找
 * 不到了：构建会停下，test/unit/program-prints-translated.test.ts 会指出是哪一个。
 * 读它的是 src/site/seed-programs.ts（只在构建时）。
 */

export default {
	'QueensCanPlace.java': [
		['"column"', '"列"'],
		['"\\\\ diagonal"', '"条主对角线（\\\\）"'],
		['"/ diagonal"', '"条副对角线（/）"'],
		['"canPlace(%d, %d): no, the queen in row %d, "', '"canPlace(%d, %d)：不行，第 %d 行、"'],
		['"column %d shares its %s%n"', '"第 %d 列的皇后和它在同一%s上%n"'],
		['"canPlace(%d, %d): yes%n"', '"canPlace(%d, %d)：可以%n"'],
		['"solution "', '"解："'],
	],
	'queens-first.lua': [
		['"%s for n = %d after %d calls of isplaceok"', '"%s（n = %d，调用 isplaceok %d 次）"'],
		['"first solution"', '"第一个解"'],
		['"no solution"', '"无解"'],
	],
	'queens-grid.py': [['f"solutions for n = {n}: {count}"', 'f"n = {n} 的解：{count} 个"']],
	'queens-isplaceok.lua': [
		[
			'"solutions for n = %d: %d, calls of isplaceok: %d"',
			'"n = %d 的解：%d 个，调用 isplaceok %d 次"',
		],
	],
	'queens-lines.c': [
		['"n must be 1 to %d\\n"', '"n 必须在 1 到 %d 之间\\n"'],
		['"solutions for n = %d: %d\\n"', '"n = %d 的解：%d 个\\n"'],
	],
	'queens-permutations.lua': [
		[
			'"permutations: %d, calls of isplaceok: %d, solutions: %d"',
			'"排列：%d 个，调用 isplaceok %d 次，解：%d 个"',
		],
	],
	'queens-stack.bas': [['"No solution"', '"无解"']],
} satisfies Record<string, readonly (readonly [english: string, translated: string])[]>;
