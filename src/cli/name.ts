import { basename } from 'node:path';

/*
 * What the command calls itself in the lines that tell the user what to run (its help, --plan's
 * "run share I with: …", "see … --help"). From the source tree it is `nqueens`; the bundled file
 * (src/cli/bundled.ts) is started as `node nqueens.mjs`, and a reader who types `nqueens` gets
 * "command not found", so that file names itself as it was started. The `nqueens:` that starts
 * an error line names the program, not a command to type, and stays.
 */

const SOURCE_NAME = 'nqueens';
let name = SOURCE_NAME;

/** Names the command after the script it was started as: `node <file>` for a .mjs file. */
export function nameCommandAfter(script: string | undefined): void {
	name = script !== undefined && script.endsWith('.mjs') ? `node ${basename(script)}` : SOURCE_NAME;
}

/** A command, a gap of two or more spaces, then what it does: the help's two columns. */
const COLUMNS = /^(\s*\S.*?\S) {2,}(?=\S)/;

/** Where the second column starts on the lines that are a command and what it does. */
function descriptionColumn(lines: readonly string[], commands: readonly boolean[]): number {
	const starts = lines.filter((_, i) => commands[i]).map((line) => COLUMNS.exec(line)![0].length);
	return Math.max(0, ...starts);
}

/**
 * The text with every `nqueens <…>` command in it said with the command's name. The lines of the
 * help that put a command and what it does in two columns keep them lined up: the second column
 * moves right as far as the longest command needs, and a description's next line with it.
 */
export function named(text: string): string {
	if (name === SOURCE_NAME) return text;
	const before = text.split('\n');
	const commands = before.map((line) => /\bnqueens /.test(line) && COLUMNS.test(line));
	// "The nqueens command" is the book page's title, not a command to type: it keeps its name.
	const after = before.map((line) => line.replace(/\bnqueens(?= (?!command\b))/g, name));
	const was = descriptionColumn(before, commands);
	const column = Math.max(
		was,
		...after.filter((_, i) => commands[i]).map((line) => COLUMNS.exec(line)![1]!.length + 2),
	);
	return after
		.map((line, i) => {
			if (commands[i]) return line.replace(COLUMNS, (_, command: string) => command.padEnd(column));
			// A description's next line, indented to the second column alone.
			if (was > 0 && /^ *\S/.test(line) && /^ */.exec(line)![0].length === was) {
				return ' '.repeat(column) + line.trimStart();
			}
			return line;
		})
		.join('\n');
}
