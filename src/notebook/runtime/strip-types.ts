import { transform } from 'sucrase';
import { compileErrorFrom } from './learner-line.ts';
import type { CellError } from './runner.ts';

/*
 * The cell's TypeScript to JavaScript, in the cell worker (so sucrase loads with the first Run).
 * The notebook's runner takes JavaScript; this is the one step before it.
 */

/** The learner's source with its types stripped, line for line, or where its syntax is wrong. */
export function stripTypes(
	code: string,
): { ok: true; code: string } | { ok: false; error: CellError } {
	try {
		// Sucrase keeps every line where it was, so a runtime error's line is the learner's line.
		return { ok: true, code: transform(code, { transforms: ['typescript'] }).code };
	} catch (error) {
		const where = compileErrorFrom(error);
		const message = where?.message ?? (error instanceof Error ? error.message : String(error));
		return {
			ok: false,
			error: where
				? { kind: 'syntax', message, line: where.line, column: where.column }
				: { kind: 'syntax', message },
		};
	}
}
