import { ENGLISH_RECIPE_PHRASES, type RecipePhrases } from '../../solver/recipes/index.ts';

/*
 * The reports of chapter 8's recipes, in English: one phrase per line a report prints. They are
 * the solver's own (src/solver/recipes/english.ts, the reports' default), not a copy. The shape
 * of every language's; the recipe worker loads its request's language (src/i18n/recipes.ts).
 */
const en: RecipePhrases = ENGLISH_RECIPE_PHRASES;

export default en;

/** The recipes' reports, in any language. */
export type RecipesMessages = RecipePhrases;
