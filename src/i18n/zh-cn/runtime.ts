import { formatCount } from '../../solver/format/index.ts';
import type { RuntimeMessages } from '../en/runtime.ts';

/** The type stripper's (sucrase's) syntax errors in Chinese, by their English; others stay as they are. */
const SYNTAX: readonly [RegExp, (...parts: string[]) => string][] = [
	[/^Unexpected token, expected (.+)$/, (what) => `意外的符号，这里应该是 ${what}`],
	[/^Unexpected character (.+)$/, (what) => `意外的字符 ${what}`],
	[/^Unexpected token$/, () => '意外的符号'],
	[/^Unexpectedly reached the end of input\.$/, () => '代码在这里意外结束了。'],
	[/^Unterminated string constant$/, () => '字符串没有结束'],
	[/^Unterminated template$/, () => '模板字符串没有结束'],
	[/^Unterminated regular expression$/, () => '正则表达式没有结束'],
	[/^Unterminated comment$/, () => '注释没有结束'],
];

/** The options of Lua's collectgarbage a cell keeps, as code. */
const GC_OPTIONS = 'collectgarbage("collect")、collectgarbage("count")、collectgarbage("step")';

/** V8's words for a primitive's type before its value ("number 5", "string \"x\""), in Chinese. */
const TYPES: Readonly<Record<string, string>> = {
	number: '数字',
	string: '字符串',
	boolean: '布尔值',
	bigint: 'BigInt',
};

/** What V8 names in a message, its type word (if any) in Chinese: "number 5" → "数字 5". */
const named = (what: string) =>
	what.replace(/^(number|string|boolean|bigint) (?=\S)/, (_, type: string) => `${TYPES[type]} `);

/**
 * The engine's (V8's) errors a learner of this book meets, in Chinese, by their English; others
 * stay as they are (docs/i18n.md, "Error messages left in English"). The most specific first.
 */
const ENGINE: readonly [RegExp, (...parts: string[]) => string][] = [
	[
		/^(.+) is not a function or its return value is not iterable$/,
		(name) => `${named(name)} 不是函数，或者它的返回值不能迭代`,
	],
	[
		/^(.+) is not iterable \(cannot read property Symbol\(Symbol\.iterator\)\)$/,
		(what) => `${named(what)} 不能迭代`,
	],
	[/^(\S+) is not defined$/, (name) => `${name} 没有定义`],
	[/^(.+) is not a function$/, (name) => `${named(name)} 不是函数`],
	[/^(.+) is not iterable$/, (name) => `${named(name)} 不能迭代`],
	[/^(.+) is not a constructor$/, (name) => `${named(name)} 不是构造函数`],
	[
		/^Cannot read properties of (undefined|null) \(reading (.+)\)$/,
		(what, key) => `无法读取 ${what} 的属性（读取 ${key}）`,
	],
	[
		/^Cannot set properties of (undefined|null) \(setting (.+)\)$/,
		(what, key) => `无法设置 ${what} 的属性（设置 ${key}）`,
	],
	[/^Assignment to constant variable\.$/, () => '不能给常量重新赋值。'],
	[/^Maximum call stack size exceeded$/, () => '超出了调用栈的最大深度'],
	[/^Cannot access '(.+)' before initialization$/, (name) => `在初始化之前不能使用 '${name}'`],
	[/^Invalid array length$/, () => '数组长度无效'],
	// Rarer, and still met: a name declared twice, a break outside a loop, a result destructured
	// that is undefined, BigInt mixed with numbers, a frozen array or built-in changed (the
	// worker's lockdown freezes the built-ins; board.columns is a frozen copy).
	[/^Identifier '(.+)' has already been declared$/, (name) => `标识符 '${name}' 已经声明过了`],
	[/^Missing initializer in const declaration$/, () => 'const 声明缺少初始值'],
	[/^Illegal break statement$/, () => 'break 语句不在循环或 switch 里'],
	[
		/^Illegal continue statement: no surrounding iteration statement$/,
		() => 'continue 语句不在循环里',
	],
	[/^Invalid left-hand side in assignment$/, () => '赋值号左边不是可以赋值的变量或属性'],
	[
		/^Invalid left-hand side expression in (?:postfix|prefix) operation$/,
		() => '++ 和 -- 只能用在变量或属性上',
	],
	[/^Unexpected token '(.+)'$/, (token) => `意外的符号 '${token}'`],
	[
		/^Cannot destructure property '(.+)' of '(.+)' as it is (undefined|null)\.$/,
		(key, what, value) => `无法从 '${what}' 中解构出属性 '${key}'，因为它是 ${value}。`,
	],
	[
		/^Cannot destructure '(.+)' as it is (undefined|null)\.$/,
		(what, value) => `无法解构 '${what}'，因为它是 ${value}。`,
	],
	[/^Invalid count value: (.+)$/, (count) => `重复次数无效：${count}`],
	[/^Invalid string length$/, () => '字符串长度无效'],
	[/^Reduce of empty array with no initial value$/, () => '对空数组调用 reduce 时必须给出初始值'],
	[
		/^Cannot mix BigInt and other types, use explicit conversions$/,
		() => '不能把 BigInt 和其他类型混在一起运算，请先显式转换',
	],
	[/^Cannot convert a BigInt value to a number$/, () => '不能把 BigInt 值转换成数字'],
	[
		/^Cannot add property (.+), object is not extensible$/,
		(key) => `不能添加属性 ${key}：这个对象不可扩展`,
	],
	[
		/^Cannot assign to read only property '(.+)' of object '(.+)'$/,
		(key, what) => `不能给对象 '${what}' 的只读属性 '${key}' 赋值`,
	],
	[
		/^Cannot set property (.+) of (.+) which has only a getter$/,
		(key, what) => `不能给 ${what} 的属性 ${key} 赋值：它只能读取`,
	],
];

/** A message in Chinese when `table` knows it, else as it is. */
function translated(
	table: readonly [RegExp, (...parts: string[]) => string][],
	message: string,
): string {
	for (const [pattern, say] of table) {
		const match = pattern.exec(message);
		if (match) return say(...match.slice(1));
	}
	return message;
}

export default {
	where: (line?: number, column?: number): string =>
		line === undefined
			? ''
			: column === undefined
				? `（第 ${line} 行）`
				: `（第 ${line} 行，第 ${column} 列）`,
	run: {
		promiseReturned:
			'这个代码单元返回了一个尚未完成的异步结果；代码单元运行到末尾就结束，不会等待它。',
		checksAfterError: (where: string) => `检查没有执行：代码因错误而停止${where}。`,
		noFunction: (name: string) => `检查没有执行：请在代码单元的顶层定义一个名为 ${name} 的函数。`,
		returnedEarly: (name: string) =>
			`检查没有执行：代码在顶层提前 return 了，而 ${name} 要到代码末尾才会被查找；请去掉那个 return。`,
	},
	output: {
		cut: (lines: number) => `……输出在 ${formatCount(lines)} 行之后被截断`,
		timer: (label: string, ms: string) => `${label}：${ms} 毫秒`,
	},
	values: {
		more: (count: number) => `……还有 ${formatCount(count)} 项`,
		circular: '[循环引用]',
		longArray: (length: number, shown: number, first: string) =>
			`一个含 ${formatCount(length)} 项的数组；前 ${formatCount(shown)} 项是 ${first}, …]`,
		longText: (text: string, length: number) => `${text}……（共 ${formatCount(length)} 个字符）`,
	},
	errors: {
		syntax: (message: string) => translated(SYNTAX, message),
		engine: (name: string, message: string) => `${name}：${translated(ENGINE, message)}`,
		threwValue: (shown: string) => `抛出了值 ${shown}`,
		importRefused: '代码单元不能从别处加载代码，所以 `import(` 会被拒绝（即使写在注释或字符串里）',
		evalRefused: '代码单元拒绝 `eval(`（即使写在注释或字符串里）：请直接写出代码本身',
		htmlCommentRefused: '代码单元拒绝 `<!--` 和 `-->`（即使写在注释或字符串里）',
	},
	locked: {
		page: (name: string) =>
			`笔记本的代码单元里没有 ${name}：代码单元的代码不在页面上运行。请用 console.log 输出，或用 printBoard 画出棋盘。`,
		later: (name: string) =>
			`笔记本的代码单元里没有 ${name}：代码单元从上到下运行一遍就结束，之后不能再运行任何代码。请直接调用那个函数。`,
		outside: (name: string) =>
			`笔记本的代码单元里关闭了 ${name}：代码单元的代码不能访问网络、网站的存储或页面。`,
	},
	helpers: {
		call: (call: string, why: string) => `${call}：${why}`,
		columnsNotArray: 'columns 必须是由列号组成的数组。',
		rowNotWhole: '行号必须是从 0 开始的整数。',
		columnNotWhole: '列号必须是从 0 开始的整数。',
		rowsMissing: (have: number, row: number) => {
			const missing = row - 1 === have ? `第 ${have} 行` : `第 ${have} 行到第 ${row - 1} 行`;
			return `columns 只列出了 ${have} 行，所以${missing}没有可以用来检查的皇后。`;
		},
		notAColumn: (row: number, value: string) => `columns[${row}] 是 ${value}，不是列号。`,
		printNotArray: 'columns 必须是数组。',
		printNoRows: '棋盘至少要有一行。',
		printTooLarge: (rows: number, max: number) =>
			`printBoard 只画 1 到 ${max} 行的棋盘，而这个数组有 ${formatCount(rows)} 行。`,
		/** As the English: the code's index and value, both from 0 (`row` counts from 1). */
		printBadColumn: (row: number, value: string, n: number) =>
			`columns[${row - 1}] 是 ${value}，但 ${n}×${n} 的棋盘${n === 1 ? '只有第 0 列' : `只有第 0 列到第 ${n - 1} 列`}。`,
	},
	board: {
		badSquare: (call: string, size: number) =>
			`${call}：这个 ${size}×${size} 棋盘的行号和列号是从 0 到 ${size - 1} 的整数。`,
		rowEmpty: (row: number, size: number) =>
			`board.solution()：第 ${row} 行还没有皇后；一个解在全部 ${size} 行（0 到 ${size - 1}）中每行都有一个皇后。`,
		badSize: (_solverMessage: string, shown: string, max: number) =>
			`board.start(n)：棋盘大小必须是从 1 到 ${max} 的整数，但收到的是 ${shown}。`,
		sizeName: 'board.start(n)：棋盘大小',
	},
	python: {
		refused: {
			javascript: (name: string) =>
				`笔记本的代码单元里没有 ${name}：Python 代码独立运行，不在页面上，也接触不到页面的 JavaScript。`,
			network: (name: string) =>
				`笔记本的代码单元里关闭了 ${name}：Python 代码不能访问网络、其他程序、网站的存储或页面。`,
			packages: (name: string) =>
				`笔记本的代码单元里没有 ${name}：代码单元只运行 Python 和它的标准库，不安装任何东西。`,
		},
		columnsNotList: 'columns 必须是由列号组成的列表。',
		printNotList: 'columns 必须是列表。',
		printTooLarge: (rows: number, max: number) =>
			`print_board 只画 1 到 ${max} 行的棋盘，而这个列表有 ${formatCount(rows)} 行。`,
		longList: (kind: 'list' | 'tuple', length: number, shown: number, first: string) =>
			`一个含 ${formatCount(length)} 项的${kind === 'list' ? '列表' : '元组'}；前 ${formatCount(shown)} 项是 ${first}`,
		noClass: (name: string) => `检查没有执行：请在代码单元的顶层定义一个名为 ${name} 的类。`,
		notPlain: (kind: string) =>
			`函数返回了 ${kind} 类型的值，自动检查无法读取：请返回数字、字符串，或由它们组成的列表、元组或字典。`,
		tracebackCut: (lines: number) => `  ……省略了报错信息中的 ${formatCount(lines)} 行……`,
		stopped: (detail: string) => `Python 解释器停止了：${detail}。下一次运行会启动一个新的解释器。`,
		stackRanOut:
			'递归的深度超出了它的栈能容纳的范围（sys.setrecursionlimit 让它越过了通常 1,000 层调用的上限）',
		exited: (status: string) => `代码自己结束了解释器（退出状态 ${status}）`,
	},
	lua: {
		refused: {
			files: (name: string) =>
				`笔记本的代码单元里关闭了 ${name}：Lua 代码不读写任何文件；用 print 在代码单元下方输出值。`,
			system: (name: string) =>
				`笔记本的代码单元里关闭了 ${name}：Lua 代码不能访问其他程序、这台机器、网络或页面。`,
			modules: (name: string) =>
				`笔记本的代码单元里没有 ${name}：一个代码单元就是一段带标准库的 Lua 代码，不加载其他文件。`,
			debug: (name: string) =>
				`笔记本的代码单元里没有 ${name}：调试库能越过每个代码单元都遵守的规则。`,
			bytecode: (name: string) =>
				`笔记本的代码单元里关闭了 ${name}：Lua 代码只加载 Lua 源代码文本，不加载编译好的代码块。`,
			collector: (call: string) =>
				`笔记本的代码单元里关闭了 ${call}：只有 ${GC_OPTIONS} 这几个选项可以使用。`,
		},
		isplaceokArgs: (max: number) =>
			`isplaceok(a, n, c) 需要：一个表 a，存放已放皇后的列（a[1] 到 a[n − 1]）；一个 1 到 ${max} 的行号 n；以及要尝试的列 c（整数）。`,
		notAColumn: (index: number, value: string) =>
			`a[${index}] 是 ${value}，不是列号：isplaceok(a, n, c) 读取 a[1] 到 a[n − 1]，即第 n 行上方各行皇后所在的列。`,
		boardSquare: (call: string, size: number) =>
			`${call}：这个 ${size}×${size} 棋盘的行号和列号是 1 到 ${size} 的整数。`,
		boardRowEmpty: (row: number, size: number) =>
			`board.solution()：第 ${row} 行还没有皇后；一个解在 ${size} 行（1 到 ${size}）的每一行都有一个皇后。`,
		printsolutionArgs:
			'printsolution(a) 需要一个表 a，存放各个皇后的列（a[1] 到 a[n]，从 1 数起）。',
		stopped: (detail: string) => `Lua 运行时停止了：${detail}。下一次运行会启动一个新的运行时。`,
	},
	docs: {
		isSafe:
			'当第 0 行到第 row − 1 行的皇后（columns[r] 是第 r 行皇后所在的列）都不攻击 (row, col) 时为 true；每次调用都会被计数',
		printBoard:
			'在代码单元下方把棋盘和其中的皇后画出来；−1 表示这一行是空的（一次运行输出很多棋盘时，后面的棋盘以文字形式输出：X 表示皇后，- 表示空格子）',
		board:
			'一个可追踪的棋盘（在 board.start(n) 设定大小之前是 8×8），它的每一步都会被记录下来，运行结束后连同产生每一步的那行代码一起重放；用 board.columns 和 board.n 读取它',
		'console.log':
			'在代码单元下方输出值（还有 console.warn、console.error、console.time 和 timeEnd）',
		title: '你的代码可以调用的辅助函数',
	},
	pythonDocs: {
		is_safe:
			'当第 0 行到第 row − 1 行的皇后（columns[r] 是第 r 行皇后所在的列）都不攻击 (row, col) 时为 True；每次调用都会被计数',
		print_board:
			'在代码单元下方把棋盘和其中的皇后画出来；−1 表示这一行是空的（一次运行输出很多棋盘时，后面的棋盘以文字形式输出：X 表示皇后，- 表示空格子）',
		board:
			'一个可追踪的棋盘（在 board.start(n) 设定大小之前是 8×8），它的每一步都会被记录下来，运行结束后连同产生每一步的那行代码一起重放；用 board.columns 和 board.n 读取它',
		print: '在代码单元下方按 Python 的写法输出值',
	},
	luaDocs: {
		isplaceok:
			'当 a[1] 到 a[n − 1] 中的皇后（a[i] 是第 i 行皇后所在的列，从 1 数起）都不攻击第 n 行第 c 列时为 true；每次调用都会被计数',
		printsolution: '输出 a 的棋盘，每行一行：X 表示皇后，- 表示空格子',
		board:
			'一个可追踪的棋盘（在 board.start(n) 设定大小之前是 8×8），行号和列号从 1 数起，它的每一步都会被记录下来，运行结束后连同产生每一步的那行代码一起重放',
		print: '在代码单元下方按 Lua 的写法输出各个值，值之间隔一个制表符',
	},
} satisfies RuntimeMessages;
