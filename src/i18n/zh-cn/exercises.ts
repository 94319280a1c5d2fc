import { formatCount } from '../../solver/format/index.ts';
import { queensPuzzle } from './words.ts';
import durations from './durations.ts';
import type { CodeNames, ExercisesMessages } from '../en/exercises.ts';

/*
 * 练习对学习者说的话（简体中文）：隐藏检查的名称和结论、描述答案与棋盘的用语、练习的标题和提示，
 * 以及第 2 到 5 章代码单元的名称和提示。术语见 docs/glossary-zh-cn.md。
 */

/** 一句话的开头，以逗号结尾："n = 8 时，"、"在空的 8×8 棋盘上执行 place(0, 3) 之后，"。 */
const lead = (label: string) => (label.endsWith('，') ? label : `${label}，`);

/** 学习者是否用 Python 写代码。 */
const python = (code: CodeNames) => code.language === 'python';

/** 学习者是否用 Lua 写代码。 */
const lua = (code: CodeNames) => code.language === 'lua';

/** 学习者所用语言对一串值的叫法：JavaScript 叫数组，Python 叫列表，Lua 叫表。 */
const array = (code: CodeNames) => (python(code) ? '列表' : lua(code) ? '表' : '数组');

/** A value set in a sentence: a space on each side that meets a digit or a Latin letter ("用了 0.4 毫秒就", "用了不到 1 毫秒就"). */
const spaced = (value: string) =>
	`${/^[\w(]/.test(value) ? ' ' : ''}${value}${/[\w)]$/.test(value) ? ' ' : ''}`;

/** "第 3 行第 5 列"，从 1 数起。 */
const square = (row: number, col: number) => `第 ${row} 行第 ${col} 列`;

export default {
	common: {
		forN: (n: number) => `n = ${n} 时，`,
		forSizes: (sizes: string) => `${sizes} 时，`,
		sizesRun: (from: number, to: number) => `n = ${from} 到 ${to}`,
		sizesListed: (listed: string) => `n = ${listed}`,
		listed: (words: readonly string[]) =>
			words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join('、')} 和 ${words.at(-1)}`,
		verdictsJoin: '；',
		square,
		safe: '安全',
		attacked: '受到攻击',
		rules: {
			row: '这一行',
			column: '这一列',
			diagonal: '主对角线（\\）',
			antiDiagonal: '副对角线（/）',
		},
	},
	kit: {
		notCopyable: (label: string) =>
			`${lead(label)}你的代码返回了无法复制为普通数据的东西（数字、字符串、数组、对象和函数都可以）`,
		threw: (label: string, what: string) => `${lead(label)}你的代码抛出了 ${what}`,
		threwAgain: (label: string, check: string) =>
			`${lead(label)}你的代码抛出了与上面“${check}”检查中相同的错误`,
		thrownValue: (text: string) => `值 ${text}`,
		summary: (passed: number, total: number) => `${total} 项检查中通过了 ${passed} 项`,
	},
	answer: {
		moreCharacters: (text: string, more: string) => `${text}……还有 ${more} 个字符`,
		nothing: '空值',
		moreItems: (more: string) => `……还有 ${more} 个`,
		kind: (type: string, code: CodeNames) =>
			({
				object: python(code) ? '一个字典' : lua(code) ? '一个表' : '一个对象',
				function: '一个函数',
				number: '一个数字',
				string: '一个字符串',
				boolean: '一个布尔值',
				bigint: '一个 BigInt',
				symbol: '一个符号值',
			})[type] ?? `一个 ${type}`,
		aString: (code: CodeNames) =>
			`一个字符串，而不是数字${array(code)}：请把各列写成${array(code)}里的数字，每行一个，不要写成文本`,
		notAnArray: (kind: string, code: CodeNames) =>
			`${kind}，而不是由列号组成的${array(code)}（每行一个）`,
		listOfBoards: (boards: number, n: number, code: CodeNames) =>
			`一个由 ${boards} 个棋盘组成的列表，而不是一个棋盘：答案是一个含 ${n} 个列号的${array(code)}，每行一个`,
		stringColumns: (code: CodeNames) =>
			lua(code)
				? '写成字符串的列号，而不是数字：{"1", "3"} 应写成 {1, 3}'
				: `写成字符串的列号，而不是数字：${python(code) ? "['1', '3']" : '["1", "3"]'} 应写成 [1, 3]`,
		wrongLength: (length: number, n: number, code: CodeNames) =>
			`一个含 ${length} 个列号的${array(code)}，但 ${n} 行的棋盘需要 ${n} 个，每行一个`,
		countedFromOne: (n: number) =>
			`从 1 数起的列号，但列号从 0 数起（${n}×${n} 棋盘上是 0 到 ${n - 1}）：每个减去 1`,
		countedFromZero: (n: number) =>
			`从 0 数起的列号，但 Lua 的棋盘和文章里的表一样从 1 数起（${n}×${n} 棋盘上是 1 到 ${n}）：每个加上 1`,
		outOfRange: (value: string, row: number, n: number, first = 0) =>
			`第 ${row} 行的列号 ${value}，但 ${n}×${n} 棋盘的列号是 ${first} 到 ${n - 1 + first}`,
		shareColumn: (row: number, later: number) =>
			`一个第 ${row} 行和第 ${later} 行的皇后在同一列上的棋盘`,
		shareLine: (row: number, later: number, line: string) =>
			`一个第 ${row} 行和第 ${later} 行的皇后在同一条${line}上的棋盘：只有当一个格子所在的列和两条对角线都没有皇后时，它才安全`,
		emptyBoard: '棋盘为空',
		queens: (squares: readonly string[]) =>
			squares.length === 1
				? `皇后在${squares[0]!}`
				: `皇后在${squares.slice(0, -1).join('、')}和${squares.at(-1)!}`,
	},
	firstSolution: {
		name: (sizes: string, orNull: boolean, code: CodeNames) =>
			`${sizes}：第一个解${orNull ? `，或 ${code.none}` : ''}`,
		stopsName: (sizes: string) => `${sizes}：找到第一个解就停下`,
		nullRight: (label: string, n: number, code: CodeNames) =>
			`${label}你返回了 ${code.none}：${queensPuzzle(n)}问题无解`,
		nullWanted: (label: string, value: string, n: number, code: CodeNames) =>
			`${label}你返回了 ${value}，但${queensPuzzle(n)}问题无解：应返回 ${code.none}`,
		noBoard: (label: string, value: string, n: number, solutions: string) =>
			`${label}你返回了 ${value}，但${queensPuzzle(n)}问题有 ${solutions} 个解`,
		problem: (label: string, problem: string, value: string) =>
			`${label}你返回了${problem}。你的答案：${value}`,
		notFirst: (label: string, yours: string, first: string) =>
			`${label}你返回的是一个解，但不是搜索遇到的第一个解：每一行都从第 0 列起依次尝试，找到第一个解就停下。你的是 ${yours}；第一个解是 ${first}`,
		right: (label: string, value: string) => `${label}你返回了 ${value}，正是第一个解`,
		exact: (label: string, calls: string, solutions: string, all: string, code: CodeNames) =>
			`${label}你调用了 ${code.isSafe} ${calls} 次，正好是搜索到达第一个解所需的次数（找出全部 ${solutions} 个解需要 ${all} 次）`,
		never: (label: string, code: CodeNames) =>
			`${label}你一次也没有调用 ${code.isSafe}，所以无法衡量工作量：请用 ${code.isSafe}${code.isSafeParameters} 检查每个格子`,
		allOfThem: (
			label: string,
			calls: string,
			exact: string,
			solutions: string,
			all: string,
			code: CodeNames,
		) =>
			`${label}你调用了 ${code.isSafe} ${calls} 次；找到第一个解就停下，只需要 ${exact} 次（找出全部 ${solutions} 个解需要 ${all} 次）`,
		tooMany: (label: string, calls: string, extra: string, exact: string, code: CodeNames) =>
			`${label}你调用了 ${code.isSafe} ${calls} 次，比搜索到达第一个解所需的 ${exact} 次多了 ${extra} 次：最后一行放置了皇后就立刻停下，并且只在搜索时调用 ${code.isSafe}`,
		tooFew: (label: string, calls: string, exact: string, n: number, code: CodeNames) =>
			`${label}你调用了 ${code.isSafe} ${calls} 次，但每一行都从第 0 列起尝试时，搜索需要 ${exact} 次才能到达第一个解：你的搜索还没到那里就停了。一个解在全部 ${n} 行中各有一个皇后，所以只有行号达到 n 时才能停下`,
	},
	mistakes: {
		neverUndone: (label: string, held: number, n: number, code: CodeNames) =>
			`${label}交给 ${code.isSafe} 的 columns ${array(code)}有 ${held} 个皇后，而棋盘只有 ${n} 行：放进某一行的皇后从来没有被拿走。下一行的调用没有找到解而返回时，先把这一行的皇后拿走（columns.pop()），再尝试下一列`,
		gaveUp: (label: string, call: string, row: number, code: CodeNames) =>
			`${label}你的搜索在 ${call} 之后就停了，这时第 ${row + code.firstIndex} 行已经没有安全的列：搜索应在这里回退到第 ${row - 1 + code.firstIndex} 行，尝试它的下一列。只有下一行的调用找到了解，才立刻返回（${code.returnWhenFound}），否则继续循环`,
		gaveUpCounting: (label: string, call: string, row: number) =>
			`${label}你的搜索在 ${call} 之后就停了，这时第 ${row} 行已经没有安全的列：搜索应在这里回退到第 ${row - 1} 行，尝试它的下一列。把下一行每次调用数出的个数加起来，继续循环；等最后一列也试过了，再返回总数`,
		youReturned: (value: string) => `你返回了 ${value}`,
		youCounted: (value: string) => `你数出了 ${value} 个`,
		pastLastColumn: (label: string, said: string, n: number, code: CodeNames) =>
			`${label}${said}：你对列的循环多走了一步，走到了棋盘外的第 ${n + code.firstIndex} 列（列号是 ${code.firstIndex} 到 ${n - 1 + code.firstIndex}）。请写 ${code.columnLoop}，而不是 ${code.columnLoopPast}`,
		startsAtOne: (label: string, said: string, n: number, code: CodeNames) =>
			`${label}${said}：你对列的循环从 1 开始，第 0 列从来没有试过（${n}×${n} 棋盘的列号是 0 到 ${n - 1}）。请从 0 开始：${code.columnLoopFromZero}`,
		stopRowEarly: (label: string, said: string, n: number, code: CodeNames) =>
			`${label}${said}：你的搜索早停了一行，行号到 n − 1 就停，所以它留下的棋盘只有 ${n - 1} 个皇后。行号是 0 到 n − 1，每行都要有一个皇后：应在 row ${code.equals} n 时停下`,
		stopRowLate: (label: string, said: string, code: CodeNames) =>
			`${label}${said}：你的搜索晚停了一行，行号到 n + 1 才停，所以它要在棋盘没有的第 n 行放皇后，永远找不到解。行号是 0 到 n − 1：应在 row ${code.equals} n 时停下`,
		neverGoesBack: (label: string, said: string) =>
			`${label}${said}：你的搜索从不回退。某一行没有安全的列时，要回到上一行，拿走那一行的皇后，再试它的下一列；只有每一行都有皇后时才算找到一个棋盘`,
		countedEmptyBoard: (label: string, said: string, expected: number) =>
			`${label}${said}，比 ${formatCount(expected)} 个解多一个：你的计数从 1 开始，或者把没有放满的棋盘（比如空棋盘）也算了进去。计数应从 0 开始，只在行号达到 n 时加一`,
		notTheSearch: (label: string, index: number, yours: string, book: string) =>
			`${label}你的第 ${index} 次调用是 ${yours}，而书中的搜索在这里调用的是 ${book}：检查按顺序把每一次调用（行、列和已经放下的皇后）与搜索本身的调用比较，所以不是由这个搜索发出的调用（例如一张答案表，再加上凑够次数的调用）不能通过`,
	},
	permutations: {
		candidatesName: (sizes: string, count: string | undefined) =>
			`${sizes}：全部 ${count ?? 'n!'} 个排列`,
		notARecord: (label: string, value: string, code: CodeNames) =>
			`${label}你返回了 ${value}；应返回${python(code) ? '字典' : lua(code) ? '表' : '对象'} ${code.permutationsAnswer}：你生成的排列个数，以及其中有效排列组成的${array(code)}`,
		wrongCandidates: (label: string, counted: string, n: number, all: string) =>
			`${label}你数出了 ${counted} 个候选；${n} 列共有 ${n}! = ${all} 个排列`,
		generated: (label: string, all: string) => `${label}你生成了全部 ${all} 个排列`,
		solutionsName: (sizes: string, count: string | undefined) =>
			`${sizes}：${count ? `全部 ${count} 个解` : '每一个解'}，按字典序`,
		notASolution: (label: string, index: number, problem: string, board: string) =>
			`${label}你保留的第 ${index} 个并不是解：你保留了${problem}。它是 ${board}`,
		sameBoard: (label: string, index: number, board: string) =>
			`${label}第 ${index} 个解和第 ${index + 1} 个解是同一个棋盘：${board}`,
		outOfOrder: (label: string, index: number, board: string, before: string) =>
			`${label}按字典序，第 ${index + 1} 个解 ${board} 应排在第 ${index} 个解 ${before} 之前`,
		wrongCount: (label: string, kept: string, expected: number, missing: boolean) =>
			`${label}你保留了 ${kept} 个解；实际有 ${formatCount(expected)} 个（OEIS A000170）${missing ? '：有些解漏掉了' : ''}`,
		keptThem: (label: string, count: string, first: string) =>
			`${label}你按顺序保留了全部 ${count} 个解，第一个是 ${first}`,
		keptEvery: (label: string, kept: string) =>
			`${label}你保留了 ${kept} 个解：一个不少，各出现一次，顺序正确`,
		workName: (n: number, code: CodeNames) => `n = ${n}：${code.isSafe} 的调用次数与回溯比较`,
		waits: (label: string, perms: string, solutions: string, counted: string, kept: string) =>
			`${label}答案正确之后才能比较：先生成全部 ${perms} 个排列，并保留其中的 ${solutions} 个解（你数出了 ${counted} 个排列，保留了 ${kept} 个解）`,
		withoutIsSafe: (label: string, tree: string, perms: string, code: CodeNames) =>
			`${label}你没有用 ${code.isSafe} 就检查了对角线；回溯调用 ${code.isSafe} ${tree} 次，而排列共有 ${perms} 个`,
		fewer: (times: string) => `约为你的 1/${times}`,
		more: (times: string) => `约为你的 ${times} 倍`,
		work: (
			label: string,
			calls: string,
			solver: string,
			tree: string,
			ratio: string,
			perms: string,
			permsTimes: string,
			code: CodeNames,
		) =>
			`${label}你调用了 ${code.isSafe} ${calls} 次（求解器的生成测试法：${solver} 次）；回溯调用它 ${tree} 次，${ratio}。文章要比较的是：${perms} 个排列，对比回溯的 ${tree} 次 ${code.isSafe} 调用，是它的 ${permsTimes} 倍`,
	},
	count: {
		arrayOf: (_length: number, count: string, code: CodeNames) =>
			`一个含 ${count} 项的${array(code)}`,
		lessThanAMillisecond: '不到 1 毫秒',
		units: durations.units,
		lookedUp: (
			label: string,
			mine: string,
			book: string,
			factor: string,
			count: string,
			code: CodeNames,
			how?: string,
		) =>
			`${label}你的 ${code.countSolutions} 只用了${spaced(mine)}就给出答案，而本书的朴素搜索刚才在这台设备上用了 ${book}${how ? `（${how}）` : ''}：速度是它的 ${factor} 倍以上。` +
			`没有哪种搜索能这么快数出 ${count} 个解，所以你的代码似乎是查表得到答案，而不是数出来的。请用搜索来计数，并且每次调用都重新搜索`,
		notANumber: (label: string, value: string) => `${label}你返回了 ${value}；应返回解的个数`,
		wrong: (label: string, value: string, expected: string) =>
			`${label}你返回了 ${value}；已发表的解的个数（OEIS A000170）是 ${expected}`,
		countName: (n: number, count: string) => `n = ${n}：${count} 个解`,
		counted: (label: string, count: string) => `${label}你数出了 ${count} 个解，与已发表的计数相同`,
		countsName: (sizes: string) => `${sizes}：已发表的解的个数`,
		countedAll: (label: string, counts: string) =>
			`${label}你数出了 ${counts} 个解，与已发表的计数相同`,
		searchedName: (n: number) => `n = ${n}：靠搜索数出，而不是直接写进代码`,
		notYet: (label: string, expected: string, value: string) =>
			`${label}计数还不是 ${expected}（你返回了 ${value}）；计数正确之后，这项检查才看它是怎样得出的`,
		measured: (runs: number, warmUp: number) =>
			`先在 n = ${warmUp} 上各预热一次，${runs === 1 ? '再各运行 1 次' : `再轮流各运行 ${runs} 次，取中位数`}`,
		searched: (label: string, mine: string, book: string, how: string) =>
			`${label}你的计数用了 ${mine}，本书的朴素搜索用了 ${book}（${how}）：这是真正搜索所需的时间`,
	},
	challenge: {
		speedName: (n: number, factor: number) => `n = ${n}：速度至少是本书朴素搜索的 ${factor} 倍`,
		notYet: (label: string, expected: string, value: string) =>
			`${label}计数还不是 ${expected}（你返回了 ${value}）；计数正确之后才比较用时`,
		notAfresh: (label: string, expected: string, again: string, code: CodeNames) =>
			`${label}你的 ${code.countSolutions} 第一次返回 ${expected}，再次调用时返回 ${again}：每次调用都必须重新计数`,
		clockStill: (label: string) =>
			`${label}本书的搜索运行期间，页面的时钟没有走动，无法比较两者：请再运行一次这个代码单元`,
		times: (mine: string, book: string) =>
			`刚才在这台设备上，你的计数最快用了 ${mine}，本书的朴素搜索用了 ${book}`,
		yours: (faster: boolean, times: string) =>
			faster ? `你的速度是本书的 ${times} 倍` : `你的用时是本书的 ${times} 倍`,
		tooSlow: (label: string, times: string, yours: string, factor: number, advice: string) =>
			`${label}${times}：${yours}，而挑战要求速度至少是本书的 ${factor} 倍。${advice}`,
		advice: {
			isSafe: (code: CodeNames) =>
				`你的计数调用了 ${code.isSafe}，它要把每个格子和上面的每个皇后逐一比较：改用占用${array(code)}（列和两条对角线各查一次，共三次），或者用位掩码`,
			cheaper: (code: CodeNames) =>
				`你的检查已经比逐行扫描省事，和占用${array(code)}一样；但搜索仍然逐个尝试一行中的每个格子。位掩码更进一步：用三个整数标出受攻击的列和对角线，一次按位与运算就得到整行中空闲的格子，搜索只走这些格子`,
			scan: (code: CodeNames) =>
				`你的检查和逐行扫描上面各行差不多费事：占用${array(code)}只需查三次，位掩码用一次按位与运算就能得到整行中空闲的格子`,
		},
		fastEnough: (label: string, times: string, yours: string, factor: number) =>
			`${label}${times}：${yours}（挑战要求 ${factor} 倍）`,
	},
	chess: {
		name: (n: number) => `n = ${n}：用国际象棋记谱法写出第一个解`,
		forColumns: (columns: string) => `对于 ${columns}，`,
		notAString: (label: string, isArray: boolean, value: string, code: CodeNames) =>
			`${label}你返回了${isArray ? `一个${array(code)}` : ` ${value}`}，不是字符串：请把各个格子用空格连成一个字符串返回，例如 "a8 b2"。你的答案：${value}`,
		right: (label: string, expected: string) => `${label}你返回了 "${expected}"`,
		byRow: (label: string, value: string) =>
			`${label}格子都对，但你是按行列出的：QBASIC 文章的程序按纵线列出，从 a 开始。你的答案：${value}`,
		fromTheTop: (label: string, n: number, value: string) =>
			`${label}你的横线是从上往下数的，最上面一行是第 1 横线；但国际象棋从下往上数：最上面一行是第 ${n} 横线，所以第 r 行（从 0 数起）是第 n − r 横线，而不是 r + 1。你的答案：${value}`,
		fromZero: (label: string, n: number, value: string) =>
			`${label}你的横线是 0 到 ${n - 1}，但国际象棋的横线是 1 到 ${n}：第 r 行（从 0 数起）是第 n − r 横线，而不是 n − r − 1。你的答案：${value}`,
		filesShifted: (label: string, value: string, code: CodeNames) =>
			`${label}你的纵线错开了一个字母：第 0 列是 a 纵线，所以第 c 列是 ${code.fileLetter}。你的答案：${value}`,
		swapped: (label: string, value: string) =>
			`${label}你把纵线和横线弄反了：纵线（字母）来自皇后所在的列，横线（数字）来自它所在的行，即 n − r。你的答案：${value}`,
		otherOrder: (label: string, expected: string, value: string) =>
			`${label}格子都对，但顺序不同：请按纵线依次列出：${expected}。你的答案：${value}`,
		wrong: (label: string, expected: string, value: string) =>
			`${label}正确的国际象棋格子是 "${expected}"。你的答案：${value}`,
	},
	occupancy: {
		missing: (label: string, value: string, names: readonly string[]) =>
			`${label}你返回了 ${value}，其中没有 ${names.join('、')}；应返回 { isSafe, place, remove }`,
		at: (row: number, col: number) => `(${row}, ${col})`,
		queensAt: (squares: readonly string[]) =>
			squares.length === 0
				? '棋盘上没有皇后'
				: squares.length === 1
					? `皇后在 ${squares[0]!}`
					: `皇后在 ${squares.slice(0, -1).join('、')} 和 ${squares.at(-1)!}`,
		stillBlocked: (
			label: string,
			queens: string,
			call: string,
			square: string,
			removed: string,
			line: string,
		) =>
			`${label}${queens}，你的 ${call} 说受到攻击，但没有皇后攻击 ${square}：从 ${removed} 拿走的皇后仍然挡着它的${line}。remove 必须清除 place 设置的全部三项（第 6 章的那个错误）`,
		attacker: (square: string, line: string) => `位于 ${square} 的皇后沿${line}攻击它`,
		missingPython: (label: string, names: readonly string[]) =>
			`${label}你的 OccupancyCheck 没有方法 ${names.join('、')}：请给这个类定义 is_safe(self, row, col)、place(self, row, col) 和 remove(self, row, col) 三个方法`,
		rulesName: (sizes: string) => `搜索问到的每个格子，${sizes}`,
		disagrees: (
			label: string,
			queens: string,
			call: string,
			said: string,
			why: string | undefined,
			square: string,
		) => `${label}${queens}，你的 ${call} 说${said}，但${why ?? `没有皇后攻击 ${square}`}`,
		rulesAgree: (asked: string, code: CodeNames) =>
			`你的 ${code.isSafe} 回答了 ${asked} 个问题，全部与规则一致`,
		diagonalsName: '一个皇后：每条对角线单独起作用',
		afterPlace: (row: number, col: number) => `在空的 8×8 棋盘上执行 place(${row}, ${col}) 之后`,
		said: (label: string, call: string, said: string) => `${lead(label)}你的 ${call} 说${said}`,
		missesLine: (line: string, said: string, queen: string, square: string, code: CodeNames) =>
			`你的检查漏掉了${line}：place 必须标记它，${code.isSafe} 必须查看它。${said}，但位于 ${queen} 的皇后仅沿${line}就攻击了 ${square}`,
		offItsLines: (said: string, square: string, queen: string) =>
			`${said}，但 ${square} 与位于 ${queen} 的皇后既不同列，也不在同一条对角线上：请检查每条对角线的下标`,
		diagonalsRight:
			'皇后的主对角线（\\）和副对角线（/）各自都能单独拦住格子，无论远近；不在它的线上的格子都是空的',
		removeName: 'remove 清除 place 标记的内容',
		notMarked: (line: string, row: number, col: number, call: string) =>
			`你的检查漏掉了${line}：place 必须先标记这条线，remove 才能清除它。在空的 8×8 棋盘上执行 place(${row}, ${col}) 之后，你的 ${call} 说安全，但皇后沿${line}攻击它`,
		afterRemove: (row: number, col: number) =>
			`在空的 8×8 棋盘上执行 place(${row}, ${col}) 和 remove(${row}, ${col}) 之后`,
		notCleared: (label: string, call: string, line: string) =>
			`${lead(label)}你的 ${call} 仍然说受到攻击：remove 必须清除 place 标记的${line}（第 6 章的那个错误）`,
		removeRight: '皇后会挡住它所在的列和两条对角线，拿走之后就不再挡住',
		searchName: (n: number, count: string) => `n = ${n}：搜索找到 ${count} 个解`,
		runaway: (label: string, most: string, want: string) =>
			`${label}用你的检查来搜索，一共问了不止 ${most} 次；正确的检查只需问 ${want} 次：你的检查一定放过了受到攻击的格子`,
		searchWrong: (
			label: string,
			solutions: string,
			checks: string,
			expected: string,
			want: string,
		) =>
			`${label}用你的检查来搜索，检查了 ${checks} 次，找到 ${solutions} 个解；换成任何一个正确的检查，都是检查 ${want} 次、找到 ${expected} 个解`,
		searchRight: (label: string, expected: string, checks: string) =>
			`${label}用你的检查来搜索，检查了 ${checks} 次，找到 ${expected} 个解，和其他每个正确的检查一样`,
	},
	exercises: {
		label: (number: number, title: string) => `练习 ${number}：${title}`,
		titles: {
			'first-solution': '找到第一个解就停下',
			permutations: '所有排列',
			'count-12': '数出十二皇后的解',
			'chess-notation': '国际象棋记谱法',
			'occupancy-check': '占用数组检查',
			'count-13': '挑战：更快地数出十三皇后的解',
		},
		hints: {
			'first-solution': [
				'搜索只在一个地方知道自己找到了解：行号达到 n 的时候。停下就从那里开始。',
				'只从最里层的调用返回还不够：它上面的各层调用仍在各自的循环里。让每次调用说明自己是否找到了解；下一层找到了，就立刻返回，不要把皇后拿走。',
				'自动检查会在四皇后到十皇后的棋盘上数你调用 isSafe 的次数：每一行都从第 0 列起尝试，找到第一个解就停下，所需的次数与搜索到达那里的次数完全相同，不多也不少。',
			],
			permutations: [
				'从按顺序排好的 0, 1, …, n − 1 开始。写一个函数，把数组重排成字典序中的下一个排列，就能得到全部 n! 个排列，每个恰好一次。',
				'排列里的行和列本来就各不相同，所以只需检查对角线。也可以逐行复用 isSafe，遇到第一次冲突就停下。',
				'数一数你生成了多少个排列。自动检查会试遍一皇后到八皇后的每个棋盘，并数你调用 isSafe 的次数，与回溯的次数比较。',
			],
			'count-12': [
				'你需要的都有了：运行完整的搜索，在原本要打印棋盘的地方，改成让计数器加一。',
				'不要打印：14,200 个棋盘，每个 12 行，就是 170,400 行输出。',
				'想更快，就让每次检查更省事（占用数组或位掩码，第 4 章）。每种检查回答的问题都一样，所以搜索本身并不会变小。',
				'自动检查会试遍一皇后到八皇后的每个棋盘，再试 10 和 12，并把你数出十二皇后的解所用的时间与本书自己的搜索比较：照着表格直接写进去的计数回答得太快，不可能是搜索。',
			],
			'chess-notation': [
				'行和列都从 0 数起、第 0 行在最上面时，格子 (r, c) 的纵线是 `a` + c，横线是 n − r。',
				'列表按纵线排列，而不是按行。遍历各条纵线；对每一条，找出皇后在这一列的那一行。',
				'String.fromCharCode(97 + c) 是第 c 条纵线的字母：97 是 a 的编码。',
			],
			'occupancy-check': [
				'n×n 棋盘有 n 列，两个方向各有 2n − 1 条对角线。从 0 数起，格子 (r, c) 在第 r − c + n − 1 条主对角线（\\）上，也在第 r + c 条副对角线（/）上。',
				'放置时写入三个元素，拿走时清除同样的三个。忘了清除，就会出现第 6 章的错误：皇后已经不在了，格子却仍被挡住。',
				'自动检查先放一个皇后，看只有它的主对角线（\\）或只有它的副对角线（/）攻击的格子。然后在搜索问到的每个格子上，把你的回答与规则比较，最后用你的检查运行八皇后的完整搜索：92 个解，15,720 次检查。',
			],
			'count-13': (factor: number) => [
				`练习 3 的搜索是对的，只是要更快。自动检查会数一皇后到十三皇后的解，然后在这个页面、在你的设备上，把你的 countSolutions(12) 与本书的朴素搜索（像 isSafe 那样扫描上面的各行）比较用时：速度至少是它的 ${factor} 倍就通过，无论是慢手机还是快电脑都一样。`,
				'isSafe 要走遍上面的所有行。占用数组（练习 5）只需查三次，速度大约翻一番；位掩码用一次按位与运算就能回答，还能一次找出一行里所有空着的格子，这才能越过那道线。',
				'用位掩码时，一整行的空格子就是一个数：`all & ~(cols | down | up)`。取它最低的一位（`free & -free`）放下一个皇后，再把两个对角线掩码移动一位，用于下一行。',
			],
		},
		luaHints: {
			'first-solution': [
				'搜索只在一个地方知道自己找到了解：n 超过 N 的时候。停下就从那里开始。',
				'只从最里层的调用返回还不够：它上面的各层调用仍在各自的循环里。让 addqueen 在找到解时返回 true；下一层找到了，就立刻返回：`if addqueen(n + 1) then return true end`。',
				'自动检查会在四皇后到十皇后的棋盘上数你调用 isplaceok 的次数：每一行都从第 1 列起尝试，找到第一个解就停下，所需的次数与搜索到达那里的次数完全相同，不多也不少。',
			],
			permutations: [
				'逐行填 a[1] 到 a[N]，用一个表 `used` 记下已用的列：某列空着才去试它，回退时再把它空出来。每行都从第 1 列起尝试，就能按字典序得到全部 N! 个排列，每个恰好一次。',
				'排列里每一列本来就只出现一次，所以只有对角线可能冲突：对 n = 2 … N 调用 `isplaceok(a, n, a[n])`，逐行检查它和上面各行，遇到第一个 false 就停下。',
				'用 `candidates` 数出每一个排列，并把每个有效排列复制一份保留下来（`table.move(a, 1, N, 1, {})`），因为 a 还会继续变化。自动检查会试遍一皇后到八皇后的每个棋盘，并按文章练习 2.2 的要求，把你调用 isplaceok 的次数与回溯的次数放在一起比较。',
			],
		},
		pythonHints: {
			'first-solution': [
				'搜索只在一个地方知道自己找到了解：行号达到 n 的时候。停下就从那里开始。',
				'只从最里层的调用返回还不够：它上面的各层调用仍在各自的循环里。让 place_row 在找到解时返回 True；下一层找到了，就立刻返回，不要把皇后拿走（不调用 `columns.pop()`）。',
				'自动检查会在四皇后到十皇后的棋盘上数你调用 is_safe 的次数：每一行都从第 0 列起尝试，找到第一个解就停下，所需的次数与搜索到达那里的次数完全相同，不多也不少。',
			],
			permutations: [
				'`itertools.permutations(range(n))` 按字典序给出各列的全部 n! 种排列，每种恰好一次：每个排列是一个元组，仍然是 columns[row]。',
				'排列里的行和列本来就各不相同，所以只需检查对角线。也可以逐行复用 is_safe（它也接受元组），遇到第一次冲突就停下：`all()` 会替你在那里停下。',
				'数一数你生成了多少个排列，并把每个解作为列表加进去。自动检查会试遍一皇后到八皇后的每个棋盘，并数你调用 is_safe 的次数，与回溯的次数比较。',
			],
			'chess-notation': [
				'行和列都从 0 数起、第 0 行在最上面时，格子 (r, c) 的纵线是 `a` + c，横线是 n − r。',
				'列表按纵线排列，而不是按行。遍历各条纵线；对每一条，`columns.index(file)` 就是皇后在这一列的那一行。',
				"`chr(ord('a') + c)` 是第 c 条纵线的字母，`str(n - r)` 是它的横线；`' '.join(squares)` 在它们之间加上空格。",
			],
			'occupancy-check': [
				'n×n 棋盘有 n 列，两个方向各有 2n − 1 条对角线。从 0 数起，格子 (r, c) 在第 r − c + n − 1 条主对角线（\\）上，也在第 r + c 条副对角线（/）上：在 `__init__` 里准备三个列表，例如 `[False] * (2 * n - 1)`。',
				'place 设置三个元素，remove 清除同样的三个。忘了清除，就会出现第 6 章的错误：皇后已经不在了，格子却仍被挡住。',
				'自动检查会创建 OccupancyCheck(n)，并调用它的方法 is_safe(row, col)、place(row, col) 和 remove(row, col)：先放一个皇后，看只有它的主对角线（\\）或只有它的副对角线（/）攻击的格子；然后检查搜索问到的每个格子；最后用你的检查运行八皇后的完整搜索：92 个解，15,720 次检查。',
			],
			'count-12': (timed: number) => [
				'你需要的都有了：运行完整的搜索，在原本要打印棋盘的地方，改成让计数器加一。',
				'不要打印：计数只输出一个数，而不是成千上万个棋盘。',
				'想更快，就让每次检查更省事（占用列表或位掩码，第 4 章）。每种检查回答的问题都一样，所以搜索本身并不会变小。',
				`这个搜索用 Python 运行比用 JavaScript 慢得多（十二皇后会超过代码单元的时间限制），所以用 Python 时，自动检查会试遍边长从 1 到 ${timed} 的每个棋盘，并把你数出 ${timed}×${timed} 棋盘上的解所用的时间与本书用 Python 写的搜索比较：照着表格直接写进去的计数回答得太快，不可能是搜索。`,
			],
			'count-13': (factor: number, timed: number, last: number) => [
				`练习 3 的计数是对的，只是要更快。用 Python 时，自动检查会数出边长从 1 到 ${last} 的每个棋盘上的解，然后在这个页面、在你的设备上，把你的 count_solutions(${timed}) 与本书用 Python 写的朴素搜索比较用时：速度至少是它的 ${factor} 倍就通过。`,
				'is_safe 要走遍上面的所有行，而且每调用一次 Python 函数都要花时间。占用列表（练习 5）在循环里只需查三次，不用调用函数，用 Python 时这样就能越过那道线；位掩码还能更快。',
				'用位掩码时，一整行的空格子就是一个数：`full & ~(cols | down | up)`，其中 `full = (1 << n) - 1`。取它最低的一位（`free & -free`）放下一个皇后，再把两个对角线掩码移动一位，用于下一行。',
			],
		},
	},
	chapterCells: {
		labels: {
			columnOrder: '动手试试：列的顺序',
			arrayToBoard: '动手试试：从数组到棋盘',
			swapTheCheck: '动手试试：换一种检查',
			recursionToLoop: '动手试试：把递归改成循环',
		},
		recursionToLoopHints: [
			'循环需要记住两件事，原来由各层调用替它记着：正在填的那一行（`stack` 的长度），以及这一行下一个要尝试的列（变量 `col`）。',
			'循环每转一圈，要么放置一个皇后（push，然后为下一行设 `col = 0`），要么回退（pop 出最后一列 `back`，拿走那个皇后，从 `back + 1` 继续）。',
			'栈满了（找到一个解），或者要从第 1 行回退却已无可 pop（无解）时，循环结束。',
		],
		pythonRecursionToLoopHints: [
			'循环需要记住两件事，原来由各层调用替它记着：正在填的那一行（`len(stack)`），以及这一行下一个要尝试的列（变量 `col`）。',
			'循环每转一圈，要么放置一个皇后（`stack.append(col)`，然后为下一行设 `col = 0`），要么回退（`back = stack.pop()`，拿走那个皇后，从 `back + 1` 继续）。',
			'栈满了（找到一个解），或者要从第 1 行回退却已无可 pop（无解）时，循环结束。',
		],
	},
} satisfies ExercisesMessages;
