/*
 * What an exercise cell says about writing it in Python (issue 30) or Lua (issue 39), in
 * English. Read when the page is built and handed to the cells that offer another language than
 * TypeScript, so no other page carries these words.
 */
const en = {
	/** The language choice in the cell's toolbar. */
	language: 'Language',
	/**
	 * The other choice: the starters are TypeScript (their parameters and results have types,
	 * which the cell strips before it runs them), so the switch names what the learner sees.
	 */
	typescript: 'TypeScript',
	python: 'Python',
	/** The status line while the Python interpreter loads (the first Python run of a page). */
	loading: 'Loading Python (about 6 MiB, once per visit)…',
	/** The heading of Python's own traceback, under the error. */
	/** After the keys hint of a cell in Python: where its time limit starts. */
	limitNote: 'In Python, the time limit counts once Python has loaded.',
	traceback: 'Python’s traceback',
	lua: 'Lua',
	/** The status line while wasmoon, Lua in WebAssembly, loads (the first Lua run of a page). */
	luaLoading: 'Loading Lua (about 200 KiB, once per visit)…',
	/** After the keys hint of a cell in Lua: where its time limit starts. */
	luaLimitNote: 'In Lua, the time limit counts once Lua has loaded.',
	/** The heading of Lua's stack traceback, under the error. */
	luaTraceback: 'Lua’s stack traceback',
};

export type PythonCellMessages = typeof en;
export default en;
