/**
 * Lua cells: the page's pool of Lua workers (one runtime per run, the next warmed ahead), each
 * run in a new Lua state behind the walls of prelude.lua. The worker is lua.worker.ts and speaks
 * lua-messages.ts; node-lua.ts is its twin for Node. Not yet a cell language of the page (issue
 * 39, point 1): the face gives the pool only, and the messages' types join it when a cell speaks
 * them. Beside python/, importing neither: it runs from the cell worker's pool (worker/) with the
 * runtime's output and bounds (runtime/).
 */
export { pageLuaWorkers } from './lua-workers.ts';
