/** A named slice of a source file, marked with `// #region name` … `// #endregion`. */
export interface SourceRegion {
	name: string;
	/** The region's lines, dedented, without the marker lines. */
	code: string;
	/** 1-based line number in the file of the region's first line. */
	startLine: number;
}

const START = /^\s*\/\/\s*#region\s+(\S+)\s*$/;
const END = /^\s*\/\/\s*#endregion\b/;

/** Cuts the region `name` out of `source`, so chapters show exactly the code that runs. */
export function extractRegion(source: string, name: string): SourceRegion {
	const lines = source.split('\n');
	const start = lines.findIndex((line) => START.exec(line)?.[1] === name);
	if (start < 0) throw new Error(`No region "${name}" in this source file.`);
	const length = lines.slice(start + 1).findIndex((line) => END.test(line));
	if (length < 0) throw new Error(`Region "${name}" has no // #endregion.`);
	const body = lines.slice(start + 1, start + 1 + length);
	const indents = body.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)![0].length);
	const cut = indents.length ? Math.min(...indents) : 0;
	return { name, code: body.map((l) => l.slice(cut)).join('\n'), startLine: start + 2 };
}
