import type { Loaders } from '../load.ts';
import type { RuntimeMessages } from './en.ts';

/** How to load the runner's words in each language: the cell worker loads the one its run names. */
export const runtimeLoaders: Loaders<RuntimeMessages> = {
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
};
