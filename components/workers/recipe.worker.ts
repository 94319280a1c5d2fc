// Runs the heavy exercise recipes (such as counting 12 queens by grid scan) off the main thread,
// so the page stays responsive and Cancel can terminate the run.
import { runRecipe, type RecipeMessage, type RecipeRequest } from '../../src/solver/recipes.ts';

/** The two members of a dedicated worker's global scope this file uses (the DOM lib types `self` as a window). */
interface WorkerScope {
	onmessage: ((event: MessageEvent<RecipeRequest>) => void) | null;
	postMessage(message: RecipeMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
	scope.postMessage(runRecipe(event.data));
};
