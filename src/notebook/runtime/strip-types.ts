import { transform } from 'sucrase';
import { compileErrorFrom, type SourcePosition } from './learner-line.ts';
import type { CellError } from './runner.ts';
import { sourceColumns } from './source-columns.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';

/*
 * The cell's TypeScript to JavaScript, in the cell worker (so sucrase loads with the first Run).
 * The notebook's runner takes JavaScript; this is the one step before it.
 */

/** The name sucrase is given for the cell (its source map needs one; its errors are prefixed with it). */
const FILE = 'cell.ts';

/**
 * The learner's source with its types stripped, line for line, or where its syntax is wrong (said
 * in `words`, English unless told).
 */
export function stripTypes(
	code: string,
	words: RuntimeMessages = english,
):
	| { ok: true; code: string; toSource: (position: SourcePosition) => SourcePosition }
	| { ok: false; error: CellError } {
	try {
		// Sucrase keeps every line where it was, so a runtime error's line is the learner's line;
		// its columns move where types were taken out, and the source map moves them back.
		const { code: stripped, sourceMap } = transform(code, {
			transforms: ['typescript'],
			filePath: FILE,
			sourceMapOptions: { compiledFilename: 'cell.js' },
		});
		const toSource = sourceMap ? sourceColumns(sourceMap.mappings) : (p: SourcePosition) => p;
		return { ok: true, code: stripped, toSource };
	} catch (error) {
		if (error instanceof Error)
			error.message = error.message.replace(`Error transforming ${FILE}: `, '');
		const where = compileErrorFrom(error);
		const message = words.errors.syntax(
			where?.message ?? (error instanceof Error ? error.message : String(error)),
		);
		return {
			ok: false,
			error: where
				? { kind: 'syntax', message, line: where.line, column: where.column }
				: { kind: 'syntax', message },
		};
	}
}
