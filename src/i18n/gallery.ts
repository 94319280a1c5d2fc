import { catalogsOf } from './load.ts';
import type { GalleryMessages } from './en/gallery.ts';

/** The solution gallery's words, by language (only the page's own is loaded in a browser). */
export const galleryMessages = await catalogsOf(
	import.meta.glob<{ default: GalleryMessages }>('./*/gallery.ts'),
);

export type { GalleryMessages };
