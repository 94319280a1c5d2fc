import { expect, test } from 'vitest';
import ts from 'typescript';
import { transform } from 'sucrase';
import {
	CHAPTER_CELLS,
	chapterCell,
	type ChapterCellName,
} from '../../src/notebook/exercises/chapter-cells.ts';
import { EXERCISES, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { runCell } from '../../src/notebook/runtime/runner.ts';

/*
 * A starter is the same program in every language: only its comments and the words it prints
 * are translated (issues 21 and 27), so a learner's saved code, which carries no language, means
 * the same on both pages. With the comments and the printed strings taken out, the Chinese
 * starters, worked solutions and chapter cells are the English ones, line for line; the comments
 * left are Chinese, and what they print has no English word.
 */

/** A string the code prints for its reader: where it is, its words, and the code of its slots. */
interface Printed {
	start: number;
	end: number;
	/** The text, or a template literal's text around its `${…}` slots. */
	words: string[];
	/** The code inside a template literal's `${…}`, in order. */
	slots: string[];
}

/** A call that prints its arguments: console.log (and the rest of console), or an Error made. */
function printsItsArguments(node: ts.Node): node is ts.CallExpression | ts.NewExpression {
	if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
		const callee = node.expression;
		if (ts.isIdentifier(callee)) return callee.text === 'Error';
		return (
			ts.isPropertyAccessExpression(callee) &&
			ts.isIdentifier(callee.expression) &&
			callee.expression.text === 'console'
		);
	}
	return false;
}

/** A string literal or a template literal. */
function isString(
	node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression {
	return (
		ts.isStringLiteral(node) ||
		ts.isNoSubstitutionTemplateLiteral(node) ||
		ts.isTemplateExpression(node)
	);
}

/** Every node of a tree, depth first. */
function nodes(root: ts.Node): ts.Node[] {
	const all: ts.Node[] = [];
	const visit = (node: ts.Node) => {
		all.push(node);
		ts.forEachChild(node, visit);
	};
	visit(root);
	return all;
}

/**
 * The printed strings of `code`: a string or template literal that is itself an argument of a
 * printing call, and the string a variable is made from when that variable is printed (as an
 * argument or a template's slot). A string inside other code (`.join('')`) is code, not words.
 */
function printedStrings(code: string): Printed[] {
	const file = ts.createSourceFile('cell.ts', code, ts.ScriptTarget.Latest, true);
	const all = nodes(file);
	const strings = new Set<
		ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression
	>();
	const printedNames = new Set<string>();
	const print = (node: ts.Node) => {
		if (ts.isIdentifier(node)) printedNames.add(node.text);
		if (!isString(node)) return;
		strings.add(node);
		if (ts.isTemplateExpression(node))
			for (const span of node.templateSpans) print(span.expression);
	};
	for (const node of all) if (printsItsArguments(node)) node.arguments?.forEach(print);
	for (const node of all)
		if (
			ts.isVariableDeclaration(node) &&
			ts.isIdentifier(node.name) &&
			printedNames.has(node.name.text) &&
			node.initializer &&
			isString(node.initializer)
		)
			strings.add(node.initializer);
	return [...strings]
		.map((node) => {
			const start = node.getStart(file);
			const end = node.getEnd();
			if (!ts.isTemplateExpression(node)) return { start, end, words: [node.text], slots: [] };
			return {
				start,
				end,
				words: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)],
				slots: node.templateSpans.map((span) => span.expression.getText(file)),
			};
		})
		.sort((a, b) => a.start - b.start);
}

/** The code with each printed string's words taken out, its slots left: `…${row}…`. */
function withoutPrintedWords(code: string): string {
	let out = code;
	for (const { start, end, slots } of printedStrings(code).reverse()) {
		const kept = slots.length === 0 ? "'…'" : `\`…${slots.map((s) => `\${${s}}…`).join('')}\``;
		out = out.slice(0, start) + kept + out.slice(end);
	}
	return out;
}

/** A line that holds a comment and nothing else. */
const COMMENT_ONLY = /^\s*(\/\/|\/\*\*.*\*\/\s*$)/;

/**
 * The code without its comments: `// …` to the end of a line, and one-line `/** … *\/`. A line
 * that is only a comment is dropped, since a comment takes as many lines as its language needs
 * to fit the editor (starter-comments-fit-the-editor.test.ts).
 */
function program(code: string): string[] {
	return withoutPrintedWords(code)
		.split('\n')
		.filter((line) => !COMMENT_ONLY.test(line))
		.map((line) =>
			line
				.replace(/\/\*\*.*\*\//, '')
				.replace(/\/\/.*$/, '')
				.trimEnd(),
		);
}

/** The comments of the code: one per line that ends in one, a run of comment-only lines as one. */
function comments(code: string): string[] {
	const out: string[] = [];
	let inRun = false;
	for (const line of code.split('\n')) {
		const comment = /(\/\/.*|\/\*\*.*\*\/)$/.exec(line)?.[0];
		const only = COMMENT_ONLY.test(line);
		if (comment !== undefined && only && inRun) out[out.length - 1] += `\n${comment}`;
		else if (comment !== undefined) out.push(comment);
		inRun = only;
	}
	return out;
}

/**
 * English in printed words: two Latin letters in a row, but for an array named as the code
 * names it (`columns[5] = 5`). A lone letter is a variable or a mark (n = 12, Q).
 */
function englishIn(words: string): string[] {
	return words.replace(/[A-Za-z_$][\w$]*\[/g, '[').match(/[A-Za-z]{2,}/g) ?? [];
}

/** Every piece of the book's code that has comments, in English and in Chinese. */
const CODE: [string, string, string][] = [
	...EXERCISES.flatMap((e): [string, string, string][] => [
		[`exercise ${e.id}, starter`, e.starter, getExercise(e.id, 'zh-cn').starter],
		[`exercise ${e.id}, worked solution`, e.solution, getExercise(e.id, 'zh-cn').solution],
	]),
	...(Object.keys(CHAPTER_CELLS) as ChapterCellName[]).flatMap(
		(name): [string, string, string][] => {
			const [en, zh] = [chapterCell(name), chapterCell(name, 'zh-cn')];
			return [
				[`chapter cell ${name}, starter`, en.starter, zh.starter],
				...(en.worked
					? [[`chapter cell ${name}, worked`, en.worked, zh.worked!] as [string, string, string]]
					: []),
			];
		},
	),
];

test.each(CODE)('%s: the same program in English and Chinese', (_, en, zh) => {
	expect(program(zh)).toEqual(program(en));
});

test.each(CODE.filter(([, en]) => comments(en).length > 0))(
	'%s: every comment is in Chinese on the Chinese page',
	(_, en, zh) => {
		const said = comments(zh);
		expect(said).toHaveLength(comments(en).length);
		for (const comment of said) expect(comment, comment).toMatch(/[\u4e00-\u9fff]/);
	},
);

/** The code whose prints have words: the starters and solutions that say something. */
const SAYING = CODE.filter(([, en]) =>
	printedStrings(en).some((p) => englishIn(p.words.join(' ')).length > 0),
);

test('the code that prints words is found', () => {
	expect(SAYING.map(([name]) => name)).toEqual([
		'exercise first-solution, starter',
		'exercise permutations, starter',
		'exercise permutations, worked solution',
		'chapter cell columnOrder, starter',
		'chapter cell arrayToBoard, starter',
		'chapter cell swapTheCheck, starter',
		'chapter cell recursionToLoop, starter',
		'chapter cell recursionToLoop, worked',
	]);
});

test.each(SAYING)('%s: what it prints on the Chinese page has no English word', (_, en, zh) => {
	const printed = printedStrings(zh);
	expect(printed).toHaveLength(printedStrings(en).length);
	for (const { words } of printed) expect(englishIn(words.join(' ')), words.join('…')).toEqual([]);
});

/** Runs a cell's TypeScript as the page does: what it printed, its steps, and its error. */
function run(code: string) {
	const r = runCell(transform(code, { transforms: ['typescript'] }).code);
	const said = [...r.output.map((line) => line.text), r.error?.message ?? ''].join('\n');
	return { numbers: said.match(/\d+/g) ?? [], trace: r.trace?.events, failed: !!r.error };
}

test.each(SAYING)(
	'%s: the Chinese code prints the same numbers, in the same order, and takes the same steps',
	(_, en, zh) => {
		const [english, chinese] = [run(en), run(zh)];
		expect(chinese).toEqual(english);
	},
);

test('the printed strings found are those the code prints, and no other string', () => {
	const columnOrder = printedStrings(CHAPTER_CELLS.columnOrder.starter).map((p) => p.words[0]);
	expect(columnOrder).toEqual(['First solution:', 'after trying', 'squares']);
	// Chapter 4's Error is made from a variable: the string the variable holds is printed too.
	const swap = printedStrings(CHAPTER_CELLS.swapTheCheck.starter);
	expect(swap.map((p) => p.slots)).toEqual([
		['check.name', 'safe', 'row', 'col'],
		['says', '!safe'],
		['check.name', 'solutions', "comparisons.toLocaleString('en-US')"],
	]);
	expect(printedStrings("const a = [1].join('');\nconsole.log(a.split(' '), 'x');")).toHaveLength(
		1,
	);
});

test('a changed program, a changed slot or an English print is found', () => {
	const [, en, zh] = CODE.find(([name]) => name.startsWith('chapter cell columnOrder'))!;
	// Code inside a print that is not its words is code: .join('') → .join('-') is another program.
	expect(program(zh.replace(".join('')", ".join('-')"))).not.toEqual(program(en));
	expect(program(zh.replace('tried, ', 'tried + 1, '))).not.toEqual(program(en));
	const [, en4, zh4] = CODE.find(([name]) => name.startsWith('chapter cell swapTheCheck'))!;
	expect(program(zh4.replace('${!safe}', '${safe}'))).not.toEqual(program(en4));
	// A print added in English only is still English on the Chinese page.
	const added = `${zh}\nconsole.log('Done.');\nthrow new Error(\`stopped at \${1}\`);`;
	expect(printedStrings(added).flatMap((p) => englishIn(p.words.join(' ')))).toEqual([
		'Done',
		'stopped',
		'at',
	]);
	expect(englishIn('columns[5] = 5：上面有皇后攻击这个格子；n = 12')).toEqual([]);
});

test('English is the default language of a starter', () => {
	expect(getExercise('permutations').starter).toBe(getExercise('permutations', 'en').starter);
	expect(chapterCell('columnOrder').starter).toBe(CHAPTER_CELLS.columnOrder.starter);
	expect(getExercise('permutations', 'zh-cn').starter).not.toBe(
		getExercise('permutations').starter,
	);
});
