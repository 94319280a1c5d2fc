import type { BugReplayMessages } from '../en/bug-replay.ts';

/** "1 个棋盘". */
const boards = (count: number) => `${count} 个棋盘`;

export default {
	space: '',
	names: {
		'no-undo': '第一次尝试：从不撤销',
		'half-fix': '修了一半：在同一行里替换',
		'clear-on-exit': '循环结束时清空这一行',
		fixed: '打印之后也清空',
	},
	onTheWayBack: {
		'no-undo':
			'回退时它什么也不做：皇后一旦放下，就再也不会被拿走。它的检查还会查看整行，所以搜索回到某一行时，这一行自己的皇后会拒绝它后面的每一个格子。',
		'half-fix':
			'在同一行里，第二个安全的格子现在会替换这一行的第一个皇后。但当一行的列都试完时，它的最后一个皇后仍然留在原处，上面的行在尝试下一列时就会被它绊住。',
		'clear-on-exit':
			'当一行的列都试完时，回退之前会先拿走它的皇后。但最后一行在打印之后直接返回，没有拿走它的皇后，所以打印出第一个棋盘之后，最后一行就永远留着一个皇后。',
		fixed: '每个放下的皇后都会被拿走：在它那一行的列都试完时，以及刚打印完一个棋盘之后。',
	},
	code: {
		visit: '访问(row)：',
		forEach: '从左到右，对每一列：',
		skipWithRow: '如果它所在的行、列或某条对角线上已有皇后，就跳过它',
		skip: '如果它所在的列或某条对角线上已有皇后，就跳过它',
		replace: '如果这一行已经有皇后，就拿走它',
		noReplace: '（这一行已有的皇后没有被拿走）',
		place: '在这个格子上放置皇后',
		ifLast: '如果这是最后一行：',
		print: '打印棋盘',
		liftAfterPrint: '拿走这一行的皇后',
		noLiftAfterPrint: '（刚打印的皇后没有被拿走）',
		return: '返回',
		visitNext: '访问(row + 1)',
		liftOnExit: '拿走这一行的皇后，然后返回',
		noLiftOnExit: '（返回，把这一行的皇后留在棋盘上）',
	},
	why: {
		'own-row':
			'那个皇后就是这一行自己的。搜索从下面的死路回到这一行，想把皇后向右移一列，但旧的皇后从来没有被拿走，于是按行的检查拒绝了这一行剩下的格子（上面的每一行也会这样）。',
		'after-print':
			'那个皇后在最后一行。它补全了第一个棋盘，棋盘被打印出来；然后函数没有拿走它就返回了。之后它挡住了每一个后来的棋盘，所以程序只打印出一个。',
		'row-below':
			'那个皇后在正在填的这一行下面。搜索已经从那一行回退上来，它的皇后本该不在了；它却被留了下来，现在挡住了上面的行。',
	},
	explain: {
		nothingWrong: (placements, removals) =>
			`这个版本没有出错：它放下 ${placements} 个皇后，也拿走 ${removals} 个，所以没有一个格子会被本该不在的皇后拒绝。`,
		here: (square, reason, why) => `这里，${square}被拒绝：${reason}。${why}`,
		wrongHere: (here) => `${here}棋盘上应有的皇后都不攻击这个格子：正确的程序会在这里放置皇后。`,
		wrongLater: (here, steps, square) =>
			`${here}这个格子本来就受到攻击，但 ${steps} 步之后，${square}也因为同一个错误被拒绝，而棋盘上应有的皇后都不攻击它：正确的程序会在那里放置皇后。`,
	},
	picker: {
		legend: '程序的版本',
		option: (number, name) => `${number}. ${name}`,
		prints: '打印出 ',
		unknown: '打印出 ? 个棋盘',
	},
	boards,
	unknownBoards: '? 个棋盘',
	result: (shown, run) =>
		`“{name}”打印出 {count}${shown ? '' : '（先回答上面的问题，再看是多少）'}：放下 ${run.placements} 个皇后，拿走 ${run.removals} 个，检查 ${run.checks} 次${run.stale === undefined ? '' : `，其中 ${run.stale} 次是被本该拿走的皇后拒绝的（如果没有遗留的皇后，这些格子中有 ${run.wrong} 个是空闲的）`}。`,
	find: {
		title: '找出出错的那一步',
		before:
			'在下面的重放中单步前进（按 →，或用单步按钮），找到第一个这样的格子就停下：拒绝它的皇后本该已经不在棋盘上了。然后按单步按钮旁边的“',
		after: '”按钮。',
	},
	ask: '是这一步吗？',
	showMe: '告诉我',
	verdict: {
		yes: (step) => `是的：第 ${step} 步就是出错的时刻。`,
		nothing: (step) => `不是：这个版本没有出错，第 ${step} 步和其他任何一步都没有。`,
		notStarted:
			'还没到：重放停在第 0 步，还没有试过任何格子。往前走（按 → 键或“下一步”按钮），找到第一个这样的格子：拒绝它的皇后本该已经不在棋盘上了。停在那里，再问一次。',
		notYet: (step) =>
			`还没到：到第 ${step} 步为止，每个被拒绝的格子都是被上面某一行的皇后拒绝的，这是应该的。继续往前走。`,
		tooLate: (step) =>
			`在第 ${step} 步之前就已经出错了：往回走，找第一个被正在填的这一行或下面某一行的皇后拒绝的格子。`,
	},
	checksNote: {
		note: (fewer, correct, skipped) =>
			`这比正确搜索的 ${correct} 次检查少了 ${fewer} 次。这个版本打印一个棋盘之后立刻返回，所以最后一行中被打印的皇后右边的 ${skipped} 个格子从来没有被尝试。`,
		same: (placements, standing) =>
			`正确的搜索会尝试它们，并且全部拒绝（它的放置次数也一样，是 ${placements} 次）：${standing} 个皇后已经占了 ${standing} 列，最后一行只剩一个空闲的列。`,
	},
	what: {
		title: '这个版本在回退时做了什么',
		loop: '这个版本的循环，用文字描述',
		missing: '缺少：',
	},
	replay: (number, name) => `重放第 ${number} 个版本：${name}`,
	stale: '遗留',
	lessonTitle: '教训：',
	lesson: '下去时做了什么，回来时就要撤销什么。',
} satisfies BugReplayMessages;
