import type { Loaders } from '../load.ts';
import type { ExercisesMessages } from './en.ts';

/** How to load the exercises' words in each language (index.ts, or loadCatalog in a worker). */
export const exercisesLoaders: Loaders<ExercisesMessages> = {
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
};
