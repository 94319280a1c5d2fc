import type { TraceTreeMessages } from '../en/trace-tree.ts';

export default {
	label: (owner) => `搜索树，${owner}`,
	noPath: '无',
	whole: (step, queens, refused, path) =>
		`第 ${step} 步之后的搜索树：放置了 ${queens} 个皇后，拒绝了 ${refused} 个格子（被剪枝的分支）。现有的皇后从最上面一行起依次在第 ${path} 列。`,
	folded: (step, path) =>
		`第 ${step} 步之后折叠到当前路径的搜索树：皇后在第 ${path} 列，并列出到目前为止每一行放置的皇后和拒绝的格子。`,
	refusedNode: (col, rule, byRow) =>
		`第 ${col} 列被拒绝${rule ? `：与第 ${byRow} 行的皇后在同一${rule}上` : ''}`,
	rowCounts: (row, placed, refused) => `第 ${row} 行：放置 ${placed} 个，✕ 拒绝 ${refused} 个`,
	rowSoFar: (row, refused) => `第 ${row} 行：目前 ✕ ${refused} 个`,
	captionWhole:
		'完整画出：● 一个皇后（标着它的列），✕ 一个被拒绝的格子（被剪枝的分支，虚线），粗线和实心圆是现在还在棋盘上的皇后，✓ 一个解，虚线圆是已经拿走的皇后。',
	captionFolded:
		'折叠到当前路径（整棵树太大，画不下）：● 现有的皇后，每一行旁边是到目前为止放置的皇后和拒绝的格子；✕ 是正在尝试的这一行里被拒绝的格子。',
} satisfies TraceTreeMessages;
