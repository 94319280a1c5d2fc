import type { SourcePosition } from './learner-line.ts';

/*
 * Columns of the learner's TypeScript from columns of the JavaScript that runs. Sucrase keeps
 * every line where it was but takes the types out, so `const y = (xs as any).foo` runs as
 * `const y = (xs ).foo` and a runtime error's column would point past the learner's. Sucrase's
 * source map has one segment per token; this reads its `mappings` (Base64 VLQ, source map v3).
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one segment: Base64 VLQ, five bits a digit, sign in the lowest bit. */
function decodeSegment(text: string): number[] {
	const values: number[] = [];
	let value = 0;
	let shift = 0;
	for (const char of text) {
		const digit = BASE64.indexOf(char);
		if (digit < 0) return values;
		value += (digit & 31) * 2 ** shift;
		if (digit & 32) {
			shift += 5;
			continue;
		}
		values.push(value & 1 ? -(value - 1) / 2 : value / 2);
		value = 0;
		shift = 0;
	}
	return values;
}

/** Per generated line, its segments as [generated column, source column], both from 0. */
function readMappings(mappings: string): [number, number][][] {
	let sourceColumn = 0; // relative across the whole map, as the format has it
	return mappings.split(';').map((line) => {
		let generated = 0; // relative within a line
		const segments: [number, number][] = [];
		for (const text of line.split(',')) {
			const fields = decodeSegment(text);
			if (fields.length === 0) continue;
			generated += fields[0]!;
			if (fields.length >= 4) {
				sourceColumn += fields[3]!;
				segments.push([generated, sourceColumn]);
			}
		}
		return segments;
	});
}

/**
 * Maps a position in the stripped JavaScript (line and column from 1) to the learner's source:
 * the token the column falls in, at the same distance from its start. Lines stay as they are.
 */
export function sourceColumns(mappings: string): (position: SourcePosition) => SourcePosition {
	const lines = readMappings(mappings);
	return ({ line, column }) => {
		const segments = lines[line - 1] ?? [];
		let found: [number, number] | undefined;
		for (const segment of segments) {
			if (segment[0] > column - 1) break;
			found = segment;
		}
		if (!found) return { line, column };
		return { line, column: found[1] + (column - 1 - found[0]) + 1 };
	};
}
