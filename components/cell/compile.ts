import { transform } from 'sucrase';
import type { CellError } from './cell-protocol.ts';

/** The learner's source with its types stripped, line for line, or where its syntax is wrong. */
export function compileCell(
	code: string,
): { ok: true; code: string } | { ok: false; error: CellError } {
	try {
		// Sucrase keeps every line where it was, so a runtime error's line is the learner's line.
		return { ok: true, code: transform(code, { transforms: ['typescript'] }).code };
	} catch (error) {
		return { ok: false, error: syntaxError(error) };
	}
}

/** Sucrase's SyntaxError ("Unexpected token (3:5)", with `loc`) as a message, line and column. */
function syntaxError(error: unknown): CellError {
	const raw = error instanceof Error ? error.message : String(error);
	const message = raw.replace(/\s*\(\d+:\d+\)\s*$/, '');
	const loc = (error as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
	const result: CellError = { kind: 'syntax', message };
	if (typeof loc?.line === 'number') result.line = loc.line;
	// Sucrase counts columns from 1 already.
	if (typeof loc?.column === 'number') result.column = loc.column;
	return result;
}
