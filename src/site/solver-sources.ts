import { extractRegion, type SourceRegion } from './regions.ts';

// The solver's own files, as text, bundled at build time (Vite's ?raw import).
const SOURCES = import.meta.glob<string>('../solver/**/*.ts', {
	query: '?raw',
	import: 'default',
	eager: true,
});

/** Finds a region by name in any solver file; names are unique across the solver. */
export function solverRegion(name: string): SourceRegion & { file: string } {
	for (const [path, source] of Object.entries(SOURCES)) {
		if (source.includes(`#region ${name}\n`) || source.includes(`#region ${name}\r\n`)) {
			return {
				...extractRegion(source, name),
				file: `src/solver/${path.replace(/^\.\.\/solver\//, '')}`,
			};
		}
	}
	throw new Error(`No solver region named "${name}".`);
}
