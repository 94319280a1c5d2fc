import { getRecipe, type RecipePhrases } from '#src/solver/recipes/index.ts';
import { errorReply, type JobHandler, type JobReply } from '#src/jobs/index.ts';
import { catalogIn } from '#src/i18n/load.ts';
import { isLocale, type Locale } from '#src/i18n/locales.ts';
import { recipeCatalogs } from '#src/i18n/recipes.ts';

// The exercise recipes (RunRecipe.svelte, recipe.worker.ts beside this file).

/** Run the recipe with this name. */
export interface RecipeRequest {
	recipe: string;
	/** The board size, for a recipe that takes one (checked against its limit in the worker). */
	n?: number;
	/** The page's language, which the report is said in (English when missing or unknown). */
	locale?: Locale;
}

/** What a recipe printed and how long it took. */
export interface RecipeOutput {
	recipe: string;
	output: string;
	ms: number;
}

/** What the recipe worker posts. */
export type RecipeReply = JobReply<RecipeOutput>;

/**
 * Runs a recipe by name and times it, its report said by `say` (English unless given); never
 * throws (errors come back as replies).
 */
export function runRecipe(request: RecipeRequest, say?: RecipePhrases): RecipeReply {
	try {
		const recipe = getRecipe(request.recipe);
		const start = performance.now();
		const output = recipe.run(request.n, say);
		return {
			type: 'result',
			result: { recipe: recipe.name, output, ms: performance.now() - start },
		};
	} catch (error) {
		return errorReply(error);
	}
}

/** The recipe worker's handler: loads the report's words in the request's language, then one reply. */
export const serveRecipe: JobHandler<RecipeRequest, RecipeOutput> = (request, post) => {
	const locale = isLocale(request.locale) ? request.locale : 'en';
	catalogIn(recipeCatalogs, locale)
		.then((say) => post(runRecipe(request, say)))
		.catch((error: unknown) => post(errorReply(error)));
};
