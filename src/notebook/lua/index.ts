/**
 * Lua cells: the page's pool of Lua workers (one runtime per run, the next warmed ahead), each
 * run in a new Lua state behind the walls of prelude.lua, with the article's helpers of
 * helpers.lua. The worker is lua.worker.ts and speaks lua-messages.ts; node-lua.ts is its twin
 * for Node. A cell imports this face on its first Lua run (issue 39), so nothing of Lua loads
 * before. Beside python/, importing neither: it runs from the cell worker's pool (worker/) with
 * the runtime's output and bounds (runtime/).
 */
export { pageLuaWorkers } from './lua-workers.ts';
