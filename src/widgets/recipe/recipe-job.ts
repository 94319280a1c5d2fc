import { getRecipe } from '../../solver/recipes/index.ts';
import { errorReply, type JobHandler, type JobReply } from '../../jobs/index.ts';

// The exercise recipes (RunRecipe.svelte, recipe.worker.ts beside this file).

/** Run the recipe with this name. */
export interface RecipeRequest {
	recipe: string;
	/** The board size, for a recipe that takes one (checked against its limit in the worker). */
	n?: number;
}

/** What a recipe printed and how long it took. */
export interface RecipeOutput {
	recipe: string;
	output: string;
	ms: number;
}

/** What the recipe worker posts. */
export type RecipeReply = JobReply<RecipeOutput>;

/** Runs a recipe by name and times it; never throws (errors come back as replies). */
export function runRecipe(request: RecipeRequest): RecipeReply {
	try {
		const recipe = getRecipe(request.recipe);
		const start = performance.now();
		const output = request.n === undefined ? recipe.run() : recipe.run(request.n);
		return {
			type: 'result',
			result: { recipe: recipe.name, output, ms: performance.now() - start },
		};
	} catch (error) {
		return errorReply(error);
	}
}

/** The recipe worker's handler: one reply per request. */
export const serveRecipe: JobHandler<RecipeRequest, RecipeOutput> = (request, post) =>
	post(runRecipe(request));
