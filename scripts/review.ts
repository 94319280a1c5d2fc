/**
 * The review step's report: source files over 400 lines (src/ and scripts/, tests aside), longest
 * first. Size is a smell, not a rule: a long file may hold two things that want cutting at their
 * seam, or may be one thing that is simply long. It prints and never fails; run it with
 * `npm run review` when reviewing a change.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Past this many lines, a file is worth a look in review. */
const LONG = 400;
const ROOTS = ['src', 'scripts'];
const SOURCE = /\.(ts|svelte|astro|js|mjs)$/;

/** Every source file under `dir`, as a path relative to the repository. */
function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
	});
}

const long = ROOTS.flatMap(sourceFiles)
	.map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
	.filter(({ lines }) => lines > LONG)
	.sort((a, b) => b.lines - a.lines);

if (long.length === 0) console.log(`No source file over ${LONG} lines.`);
else {
	console.log(`Source files over ${LONG} lines (a smell to look at, not a failure):`);
	for (const { file, lines } of long) console.log(`  ${String(lines).padStart(5)}  ${file}`);
}
