import { editSources, type SourceEdit, type TransformPlugin } from './source-edits.ts';

/** KaTeX's upright and italic text faces: every chapter's inline maths uses them first. */
export const PRELOADED_FACES = ['KaTeX_Main-Regular', 'KaTeX_Math-Italic'] as const;

/**
 * Rewrites katex.min.css so that its two text faces come from public/fonts/ (copies of
 * katex/dist/fonts, preloaded in every page's head: astro.config.mjs) with `font-display:
 * optional`. With `block`, a font that arrived after the first layout reflowed the text around the
 * maths (CLS 0.046 on the welcome page at 412 px) whenever the machine was slow. A preloaded
 * optional font holds the first render back for a moment instead, and if it is later still, the
 * page keeps the fallback face and never moves. The rule is edited in place, not overridden: a
 * second face for the same family is a fallback that Chrome loads, and swaps in, when the first
 * one misses its moment.
 */
const EDITS: SourceEdit[] = PRELOADED_FACES.map((face) => ({
	file: /katex\/dist\/katex\.min\.css/,
	from: new RegExp(
		`font-display:block(;font-family:KaTeX_\\w+;font-style:\\w+;font-weight:400);src:url\\(fonts/${face}\\.woff2\\)[^}]*`,
	),
	to: `font-display:optional$1;src:url(/fonts/${face}.woff2) format("woff2")`,
}));

/** A Vite plugin pointing KaTeX's two text faces at the preloaded copies (see above). */
export default function katexPreloadedFaces(): TransformPlugin {
	return editSources('nq-katex-preloaded-faces', EDITS);
}
