import type { Lazy } from './load.ts';
import type { RecipesMessages } from './en/recipes.ts';

/**
 * The recipes' reports in every language, each loaded on first use: the recipe worker loads the
 * language its request names with `catalogIn(recipeCatalogs, locale)`
 * (components/recipe/recipe-job.ts), so a page never loads them.
 */
export const recipeCatalogs: Lazy<RecipesMessages> = import.meta.glob<{
	default: RecipesMessages;
}>('./*/recipes.ts');

export type { RecipesMessages };
