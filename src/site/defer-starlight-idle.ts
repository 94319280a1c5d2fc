import { editSources, type SourceEdit, type TransformPlugin } from './source-edits.ts';

/**
 * Starlight starts two pieces of work on every page as soon as the main thread is first idle:
 * the search dialog imports Pagefind's UI and renders it, hidden (about 26 KiB gzipped and a
 * 120 ms task with the CPU slowed 4×), and the table of contents matches every block of the
 * page against `:has()` selectors and observes them (110 to 155 ms at 4×). On a slow phone both
 * land in the reader's first seconds as blocking time (`scripts/measure/slow-phone.ts`).
 * This Vite plugin rewrites Starlight 0.42's two scripts at build time: the search loads on first
 * use (the button hovered, focused, touched or pressed, or Ctrl+K), and the contents start
 * following the reader on the first scroll, which is when their current entry can first change.
 */
const EDITS: SourceEdit[] = [
	{
		// The dev server puts a version before the query (`Search.astro?v=…&astro&type=script`).
		file: /@astrojs\/starlight\/dist\/components\/Search\.astro\?(?:v=[^&]*&)?astro&type=script/,
		only: 'browser',
		from: /const onIdle = window\.requestIdleCallback \|\| \(\(cb\) => setTimeout\(cb, 1\)\);/,
		to: `const onIdle = (cb) => {
					let started = false;
					const start = () => {
						if (started) return;
						started = true;
						cb().then(() => dialog.open && this.querySelector('input')?.focus());
					};
					for (const type of ['pointerenter', 'focus', 'touchstart', 'click']) {
						openBtn.addEventListener(type, start, { once: true, passive: true });
					}
					window.addEventListener('keydown', (e) => (e.metaKey || e.ctrlKey) && e.key === 'k' && start());
				};`,
	},
	{
		file: /@astrojs\/starlight\/dist\/components-internals\/TableOfContents\/starlight-toc\.js(?:\?.*)?$/,
		only: 'browser',
		from: 'this.onIdle(() => this.init());',
		// Until then the first entry (Overview, the page's top) is current, as init would find it.
		to: `this.onIdle(() => {
			const first = this.querySelector('a');
			if (first && !this._current) this.current = first;
		});
		window.addEventListener('scroll', () => this.onIdle(() => this.init()), { once: true, passive: true });`,
	},
];

/** A Vite plugin deferring Starlight's search and table-of-contents start-up (see above). */
export default function deferStarlightIdle(): TransformPlugin {
	return editSources('nq-defer-starlight-idle', EDITS);
}
