import type { PythonCellMessages } from '../en/python-cell.ts';

/* 练习的代码单元用 Python 或 Lua 写时说的话（简体中文）。 */
export default {
	language: '语言',
	typescript: 'TypeScript',
	python: 'Python',
	loading: '正在加载 Python（约 6 MiB，每次访问只加载一次）……',
	limitNote: '用 Python 时，时间限制从 Python 加载完成后开始计算。',
	traceback: 'Python 的报错信息',
	lua: 'Lua',
	luaLoading: '正在加载 Lua（约 200 KiB，每次访问只加载一次）……',
	luaLimitNote: '用 Lua 时，时间限制从 Lua 加载完成后开始计算。',
	luaTraceback: 'Lua 的报错信息',
} satisfies PythonCellMessages;
