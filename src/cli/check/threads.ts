/*
 * Where `nqueens check` starts its threads from. From the source tree, each thread is its own
 * module (the notebook's Node twins of the page's workers); the bundled command (nqueens.mjs, one
 * file) is every thread itself, told which by `workerData.thread` (src/cli/bundled.ts).
 */

let bundle: URL | undefined;

/** Makes the check's threads start from `url`, the bundled command's own file. */
export function checkThreadsFrom(url: URL): void {
	bundle = url;
}

/** The bundled command's file, when the check runs from it; undefined in the source tree. */
export function bundledFile(): URL | undefined {
	return bundle;
}
