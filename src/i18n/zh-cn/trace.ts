import { formatCount } from '../../solver/format/index.ts';
import { queensPuzzle } from './words.ts';
import type { TraceMessages } from '../en/trace.ts';

/** A line a queen attacks along, with its measure word: "列", "条主对角线（\\）". */
const line = (rule: string) => (rule === '行' || rule === '列' ? rule : `条${rule}`);

/** "第 3 列" or "第 1、2 列". */
const columnsWord = (columns: readonly number[]) => `第 ${columns.join('、')} 列`;

export default {
	space: '',
	player: {
		label: '追踪播放器',
		notStarted: '空棋盘：搜索还没有开始。',
		spoken: (step, words) => `第 ${step} 步，${words}`,
		tryThis: '试一试',
		tryThisTitle: '试一试：',
		board: (size, step) => `第 ${step} 步之后的追踪棋盘（${size}×${size}）`,
		currentStep: '当前步：',
		keys: '播放器获得焦点时可用的按键：← → 单步，空格键播放或暂停（焦点在按钮上时也是如此，按钮用 Enter 键按下），Home 和 End 跳到第一步和最后一步。',
	},
	options: {
		sizeOption: (n) => `${n}×${n}`,
		legend: '搜索',
		board: '棋盘',
		check: '检查',
		search: '搜索',
		first: '找到第一个解就停下',
		checkHint: (label) => `检查：${label}。`,
		checks: {
			grid: '逐格扫描：在 n×n 网格上查看这一列和向上的两条对角线',
			formula: '公式：与之前的每个皇后比较，从最上面一行开始',
			'formula-up': '公式检查（从最近的行起）：与之前的每个皇后比较，先比较正上方的一行',
			occupancy: '占用数组：查看这一列和两条对角线',
			bitmask: '位掩码：对三个整数做一次位运算',
		},
		searches: {
			recursive: '递归（placeRow 调用自己）',
			stack: '显式栈（一个循环，不用递归）',
		},
	},
	transport: {
		reset: '重置',
		stepBack: '上一步',
		play: '播放',
		pause: '暂停',
		stepForward: '下一步',
		nextSolution: '下一个解',
		nextBacktrack: '下一次回退',
		speed: '速度',
		speedValue: (speed) => `每秒 ${speed} 步`,
		speedShort: (speed) => `${speed} 步/秒`,
		step: '步数',
		stepOf: (step, total) => `第 ${step} 步，共 ${total} 步`,
		statusBefore: '第 ',
		statusAfter: (total) => ` 步，共 ${total} 步`,
		recording: '（录制中……）',
		lookingAhead: '——正在往后找……',
		recordingSearch: '正在录制搜索',
		truncated: (events) => `这个搜索太长，无法保留每一步：播放器只保存了前 ${events} 个事件。`,
	},
	notices: {
		noBacktrack: '这一步之后没有再拿走皇后。',
		noSolution: '这个搜索找不到解。',
		noMoreSolutions: (found, cut) =>
			`这一步之后没有解了：${cut ? '录制停止前，' : ''}搜索一共找到 ${formatCount(found)} 个解。`,
		failed: (message) => `录制搜索时出错：${message}`,
	},
	log: {
		title: '日志',
		hint: '点击一行，或用 ↑ ↓ 移动后按 Enter，跳到那一步。',
	},
	code: {
		title: '代码',
		fileSep: '：',
		short: '（简写：省去了报告每一步的语句）',
		showShort: '显示简短版本',
		showFull: '显示播放器实际运行的生成器版本',
		currentLine: (line) => `当前代码行：第 ${line} 行。`,
	},
	columns: {
		length: (length) => `（长度 ${length}）`,
		empty: '空：还没有放置皇后。',
		pushed: (name, row, col, value) => `${name}.push(${col})：${name}[${row}] = ${value}。`,
		popped: (name, row, value) => `${name}.pop()：${name}[${row}]（原来是 ${value}）被移除了。`,
		unchanged: (length) => `这一步没有改变它（长度 ${length}）。`,
		poppedValue: (value) => `已弹出 ${value}`,
		emptyCell: '空',
		countFrom: '值从几数起',
		fromCode: '0（代码）',
		fromBoard: '1（棋盘）',
	},
	counters: {
		title: '计数器',
		checks: '检查次数',
		comparisons: '比较次数',
		placements: '放置次数',
		removals: '拿走次数',
		solutions: '解的个数',
		depth: '深度',
	},
	stack: {
		callStack: '调用栈',
		stack: '栈',
		topFirst: '（栈顶在前）',
		empty: '空：还没有放置皇后。',
		entry: (row, col) => `第 ${row} 行：第 ${col} 列`,
	},
	tree: {
		title: '搜索树',
		caption: '用文字逐行描述的同一棵树',
		row: '行',
		underPath: '当前路径之下',
		placed: '放置',
		refused: '被拒绝',
		branch: {
			placed: (columns) => `${columnsWord(columns)}在路径上`,
			refused: (columns) => `${columnsWord(columns)}被拒绝`,
			explored: (columns) => `${columnsWord(columns)}探索过后放弃`,
		},
		branches: (groups) => groups.join('；'),
		nothingTried: '还没有尝试',
		notReached: '还没有到达',
		legend: '● 在路径上 ✕ 被拒绝 ○ 探索过后放弃 · 还没有尝试',
	},
	page: {
		named: (n, stack, first) =>
			`追踪播放器：${queensPuzzle(n)}，${stack ? '显式栈' : '递归搜索'}${first ? '，到第一个解为止' : ''}`,
		noScript: (n, stack, first) =>
			`这个播放器需要 JavaScript：它一次一个事件地重放${queensPuzzle(n)}的${stack ? '显式栈' : '递归'}搜索（${first ? '直到第一个解' : '直到结束'}），同时显示棋盘、文字日志和产生每一步的那行代码。没有 JavaScript 时，下面只显示搜索的代码。`,
	},
	drawing: {
		label: (owner) => `搜索树，${owner}`,
		path: (columns) =>
			columns.length > 0
				? `现有的皇后从最上面一行起依次在第 ${columns.join('、')} 列`
				: '棋盘上还没有皇后',
		whole: (step, queens, refused, path) =>
			`第 ${step} 步之后的搜索树：放置了 ${queens} 个皇后，拒绝了 ${refused} 个格子（被剪枝的分支）。${path}。`,
		folded: (step, path) =>
			`第 ${step} 步之后折叠到当前路径的搜索树：${path}；图中列出到目前为止每一行放置的皇后和拒绝的格子。`,
		refusedNode: (col, rule, byRow) =>
			`第 ${col} 列被拒绝${rule ? `：与第 ${byRow} 行的皇后在同一${line(rule)}上` : ''}`,
		rowCounts: (row, placed, refused) => `第 ${row} 行：放置 ${placed} 个，✕ 拒绝 ${refused} 个`,
		rowSoFar: (row, refused) => `第 ${row} 行：目前 ✕ ${refused} 个`,
		captionWhole:
			'完整画出：● 一个皇后（标着它的列），✕ 一个被拒绝的格子（被剪枝的分支，虚线），粗线和实心圆是现在还在棋盘上的皇后，✓ 一个解，虚线圆是已经拿走的皇后。',
		captionFolded:
			'折叠到当前路径（整棵树太大，画不下）：● 现有的皇后，每一行旁边是到目前为止放置的皇后和拒绝的格子；✕ 是正在尝试的这一行里被拒绝的格子。',
	},
} satisfies TraceMessages;
