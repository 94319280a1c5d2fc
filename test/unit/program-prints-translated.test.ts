import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { seedProgram } from '../../src/site/index.ts';

/*
 * The source articles' programs print in the page's language (issue 40, point 15): on a Chinese
 * page the language tabs show, and the Python tab runs, each program with the strings it prints
 * in Chinese (src/i18n/zh-cn/program-prints.ts). Only those strings change: with every string
 * literal masked the program is the English one, and run, it prints as many lines, with the same
 * numbers in each, and no English word but the names of its own functions. Python, gcc and Lua
 * run here as in test/unit/seed-languages-agree.test.ts; Java where a JDK is present; nothing runs
 * the QBASIC.
 */

const FILES = readdirSync('content/programs').sort();
const DIR = mkdtempSync(join(tmpdir(), 'program-prints-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** The code with each string literal's text masked: what must not change. */
const masked = (code: string) => code.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');

/** Whether a command is on the PATH. */
const installed = (command: string) =>
	spawnSync('sh', ['-c', `command -v "$0"`, command], { encoding: 'utf8' }).status === 0;

/** Writes a program's code into a folder of its own and returns the folder. */
function written(file: string, code: string, locale: string): string {
	const dir = join(DIR, locale);
	spawnSync('mkdir', ['-p', dir]);
	writeFileSync(join(dir, file), code);
	return dir;
}

/** Runs a program and returns what it printed, stdout and stderr. */
function run(cwd: string, command: string, args: string[]): string {
	const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 60_000 });
	if (result.error) throw result.error;
	return result.stdout + result.stderr;
}

const LUA = ['lua5.4', 'lua'].find(installed) ?? 'lua5.4';

/** How each program is run (for n = 4 and for a bad n, where it takes one), where it can be. */
const RUNS: Record<string, ((dir: string) => string) | undefined> = {
	'queens-grid.py': (dir) => run(dir, 'python3', ['queens-grid.py', '4']),
	'queens-lines.c': (dir) => {
		run(dir, 'gcc', ['-O2', '-o', 'queens-lines', 'queens-lines.c']);
		return run(dir, './queens-lines', ['4']) + run(dir, './queens-lines', ['99']);
	},
	'queens-isplaceok.lua': (dir) => run(dir, LUA, ['queens-isplaceok.lua', '4']),
	'queens-first.lua': (dir) =>
		run(dir, LUA, ['queens-first.lua', '4']) + run(dir, LUA, ['queens-first.lua', '3']),
	'queens-permutations.lua': (dir) => run(dir, LUA, ['queens-permutations.lua', '4']),
	'QueensCanPlace.java':
		installed('javac') && installed('java')
			? (dir) => {
					run(dir, 'javac', ['-encoding', 'UTF-8', '-d', dir, 'QueensCanPlace.java']);
					return run(dir, 'java', ['-Dstdout.encoding=UTF-8', '-cp', dir, 'QueensCanPlace', '4']);
				}
			: undefined,
};

/** The names of the programs' own functions, which a line they print may name. */
const CODE_NAMES = ['isplaceok', 'canPlace'];

describe.each(FILES)('%s on a Chinese page', (file) => {
	const english = seedProgram(file).code;
	const chinese = seedProgram(file, 'zh-cn').code;

	test('prints in Chinese: some string changed, and nothing but strings', () => {
		expect(chinese).not.toBe(english);
		expect(chinese).toMatch(/"[^"\n]*[\u4e00-\u9fff][^"\n]*"/);
		expect(masked(chinese)).toBe(masked(english));
	});

	const runIt = RUNS[file];
	test.skipIf(runIt === undefined)('run, prints the same lines and numbers, in Chinese', () => {
		const printedEnglish = runIt!(written(file, english, 'en'))
			.trimEnd()
			.split('\n');
		const printedChinese = runIt!(written(file, chinese, 'zh-cn'))
			.trimEnd()
			.split('\n');
		expect(printedChinese).toHaveLength(printedEnglish.length);
		const numbers = (line: string) => line.match(/\d+/g) ?? [];
		expect(printedChinese.map(numbers)).toEqual(printedEnglish.map(numbers));
		const words = printedChinese.flatMap((line) => line.match(/[A-Za-z]{2,}/g) ?? []);
		expect(words.filter((word) => !CODE_NAMES.includes(word))).toEqual([]);
	});
});
