import { loadCatalogs } from '../load.ts';
import type { ExercisesMessages } from './en.ts';
import { exercisesLoaders } from './loaders.ts';

/** The exercises' words, by language (only the page's own is loaded in a browser). */
export const exercisesMessages = await loadCatalogs<ExercisesMessages>(exercisesLoaders);

export type { ExercisesMessages };
