import { formatCount } from '../../solver/format/index.ts';
import type { NotebookFileMessages } from '../en/notebook-file.ts';

/** "2 个代码单元和 1 次练习通过记录"; either count may be 0. */
const contents = (cells: number, passes: number) =>
	[
		cells > 0 ? `${formatCount(cells)} 个代码单元` : '',
		passes > 0 ? `${formatCount(passes)} 次练习通过记录` : '',
	]
		.filter(Boolean)
		.join('和 ');

export default {
	file: {
		imported: (cells, passes) => {
			if (cells > 0 && passes > 0) return `已导入 ${contents(cells, passes)}。`;
			if (cells > 0) return `已导入 ${contents(cells, passes)}，没有练习通过记录。`;
			if (passes > 0) return `已导入 ${contents(cells, passes)}，没有代码。`;
			return '这个文件里没有代码，也没有练习通过记录，所以没有导入任何内容。';
		},
		tooBig: (mb) => `这个文件比任何笔记本导出文件都大（上限 ${mb} MB）。`,
		unavailable: '这个浏览器不允许本站保存任何内容。',
		storageFull: (cells, passes) =>
			`这个浏览器给本站的存储空间已满，放不下文件中的 ${contents(cells, passes)}。`,
		notJson: '这个文件不是 JSON，所以不是笔记本的导出文件。',
		tooDeep: (max) => `这个文件的括号嵌套超过 ${formatCount(max)} 层，笔记本导出文件不会这样。`,
		tooManyValues: (max) => `这个文件含有超过 ${formatCount(max)} 个值，笔记本导出文件不会这样。`,
		gap: '',
		marksRemoved: (cells, marks, value, max) =>
			`${cells === 1 ? `代码单元 ${value}` : `${formatCount(cells)} 个代码单元（例如 ${value}）`}中叠在单个字符上的 ${formatCount(marks)} 个组合符号已被删除：每个字符最多保留 ${formatCount(max)} 个。`,
		notANotebook: '这个文件是 JSON，但不是本笔记本代码单元的导出文件。',
		newerVersion: (version, reads) =>
			`这个文件来自更新的笔记本（版本 ${version}）；本页只能读取版本 ${reads}。`,
		noVersion: (reads) => `这个文件没有写明是哪个版本的笔记本生成的；本页读取版本 ${reads}。`,
		badVersion: (value, reads) =>
			`文件的版本 ${value} 不是笔记本会写出的版本；本页读取版本 ${reads}。`,
		unknownCell: (value) => `文件里有一个本书没有的代码单元：${value}。`,
		unknownCells: (n, value) => `文件里有 ${formatCount(n)} 个本书没有的代码单元，例如 ${value}。`,
		badCell: (value) => `文件中的代码单元 ${value} 已损坏。`,
		tooLong: (value, chars, max) =>
			`文件中的代码单元 ${value} 有 ${formatCount(chars)} 个字符的代码，超过了一个代码单元能保存的 ${formatCount(max)} 个。`,
		badProgress: '文件中已通过的练习列表已损坏。',
		badLearner: (max) => `文件中学习者的名字不是一行最多 ${formatCount(max)} 个字符的纯文本。`,
		unknownPass: (value) => `文件记录了一道本书没有的练习的通过：${value}。`,
		unknownPasses: (n, value) =>
			`文件记录了 ${formatCount(n)} 次本书没有的练习的通过，例如 ${value}。`,
		jupyterTaken: (taken, titles, left) =>
			`已从 Jupyter 笔记本中取回你为 ${formatCount(taken)} 道练习写的 Python（${titles}）${left > 0 ? `，没有取其余 ${formatCount(left)} 个单元（文字、输出、JavaScript 和没有标为本书练习的代码）` : ''}。`,
		listJoin: '；',
		jupyterNothing: (cells) =>
			`这个 Jupyter 笔记本的 ${formatCount(cells)} 个单元里没有标为本书练习的 Python（只有本页导出的笔记本带这个标记），所以什么也没有取。`,
		jupyterOld: (version) =>
			`这个 Jupyter 笔记本的格式是 ${version}；本页读取格式 4（JupyterLab、VS Code 和 Colab 保存的就是它）。`,
	},
	jupyter: {
		helpersComment:
			'# 本书的辅助函数 is_safe 和 print_board，用普通 Python 写成：请先运行这个单元。',
		exerciseText: (page) =>
			`这道练习的完整题目在本书的页面上：${page}。把你的 Python 写在下面的单元里；把这个笔记本导入回那个页面，就能用本书的检查来检查它。`,
		javascriptText:
			'这道练习你是用 JavaScript 写的，Python 笔记本不能运行它，所以这里把它作为文字保存；请在本书的页面上修改它（导入这个笔记本时只取回 Python 单元）。',
		emptyCell: '# 在这里写这道练习的 Python（浏览器里还没有保存的代码）。',
	},
	feedback: {
		title: (name) => `给 ${name} 的反馈`,
		intro: (file) =>
			`老师用本书自己的检查检查了你的笔记本文件 ${file}，这些检查就是你在本书页面上按“运行”时运行的那些。`,
		passed: '已通过',
		notYet: '尚未通过',
		checks: (passed, total) => `${formatCount(total)} 项检查中通过了 ${formatCount(passed)} 项`,
		firstMessage: '检查首先指出：',
		notSaved: '这道练习还没有保存的代码。',
	},
	tools: {
		group: '你的笔记本',
		progress: (passed, of, titles) =>
			`在这个浏览器中，${formatCount(of)} 道练习已通过 ${formatCount(passed)} 道${titles.length > 0 ? `（${titles.join('；')}）` : ''}。`,
		exportAll: '导出全部代码单元',
		learnerName: '你的名字（可不填，给老师看）',
		importCells: '导入代码单元……',
		fileInput: '要导入的笔记本文件',
		exported: (file) => `已把你的代码单元和通过的练习导出为 ${file}。`,
		unreadable: '浏览器无法读取这个文件。',
		exportJupyter: '导出为 Jupyter 笔记本',
		exportedJupyter: (file) =>
			`已把你的练习导出为 Jupyter 笔记本 ${file}：Python 作为代码单元，JavaScript 作为文字。`,
	},
} satisfies NotebookFileMessages;
