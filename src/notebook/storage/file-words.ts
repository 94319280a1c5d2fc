import { formatCount } from '../../solver/format/index.ts';

/* The words of the notebook file's toolbar: what an import brought, and values quoted from a file. */

/** What the toolbar says after an import: "Imported 2 cells and 1 pass.", "Imported 6 passes and no code." */
export function importedMessage(cells: number, passes: number): string {
	if (cells > 0 && passes > 0) return `Imported ${contents(cells, passes)}.`;
	if (cells > 0) return `Imported ${contents(cells, passes)} and no passes.`;
	if (passes > 0) return `Imported ${contents(cells, passes)} and no code.`;
	return 'The file holds no code and no passes, so there was nothing to import.';
}

/** "2 cells and 1 pass", "3 cells", "6 passes". */
export function contents(cells: number, passes: number): string {
	const parts = [cells > 0 ? count(cells, 'cell') : '', passes > 0 ? count(passes, 'pass') : ''];
	return parts.filter(Boolean).join(' and ');
}

/** "1 cell", "5,000 cells", "2 passes". */
export function count(n: number, word: string): string {
	const plural = word.endsWith('s') ? `${word}es` : `${word}s`;
	return `${formatCount(n)} ${n === 1 ? word : plural}`;
}

/** A value from the file as JSON, cut short: "zzz", 99, "a very long na…". */
export function shown(value: unknown): string {
	const text = JSON.stringify(value) ?? String(value);
	return text.length > 42 ? `${text.slice(0, 40)}…${text.at(-1) === '"' ? '"' : ''}` : text;
}
