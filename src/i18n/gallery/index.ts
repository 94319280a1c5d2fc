import { loadCatalogs } from '../load.ts';
import type { GalleryMessages } from './en.ts';

/** The solution gallery's words, by language (only the page's own is loaded in a browser). */
export const galleryMessages = await loadCatalogs<GalleryMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { GalleryMessages };
