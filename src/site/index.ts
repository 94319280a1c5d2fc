/*
 * What the book's Astro components and pages take from the site, all of it build-time: highlighted
 * code (Shiki), the solver's own source as text, the chapters' facts, the growth table and the
 * bundled command. Nothing here may reach a browser, so a component that hydrates never imports
 * this face. The Astro integrations and Vite plugins are imported by path from astro.config.mjs,
 * and the browser's intent directive by client-intent.ts.
 */
export { highlightLines } from './highlight.ts';
export { listingLines } from './code-comments.ts';
export { seedProgram } from './seed-programs.ts';
export { solverRegion } from './solver-sources.ts';
export { factText } from './fact-text.ts';
export { GROWTH_MAX_N, GROWTH_MIN_N, growthRows, type GrowthRow } from './growth.ts';
export { bundleCommand } from './command-bundle.ts';
export { RECIPE_FILES, recipe } from './recipes.ts';
