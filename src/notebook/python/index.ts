/**
 * Python cells: the page's pool of Python workers (one interpreter per run, the next warmed
 * ahead). The worker is python.worker.ts and speaks python-messages.ts; node-python.ts is its twin
 * for Node. The notebook's top folder: it runs the exercises' checks (exercises/) with the runtime's
 * helpers and board (runtime/), from the cell worker's pool (worker/).
 */
export { pagePythonWorkers } from './python-workers.ts';
export { PYODIDE_VERSION, RUNTIME_FILES } from './interpreter.ts';
export type {
	PythonProgress,
	PythonReply,
	PythonRequest,
	PythonResult,
} from './python-messages.ts';
