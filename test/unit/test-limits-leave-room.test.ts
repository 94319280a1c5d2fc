import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';
import config from '../../vitest.config.ts';

/*
 * vitest.config.ts sizes every test's limit for a machine five times slower than the quiet
 * two-core one, and says a test sets no smaller limit of its own: a limit of 20 s on a file of the
 * mistakes corpus, whose counts of 12 queens take up to 5 s quiet, would fail for speed alone on
 * such a machine. This reads every unit, widget and batch test file and finds each limit a test,
 * hook or suite sets (a number after its body, or `{ timeout }` before or after it) below the
 * config's.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SMALLEST = config.test!.testTimeout!;

/** Calls that take a limit: test, it, describe, the hooks, and their forms (`test.each`, …). */
const TAKES_A_LIMIT =
	/^(test|it|describe|beforeAll|beforeEach|afterAll|afterEach)(\.(each|for|skip|only|concurrent|sequential|skipIf|runIf)\b.*)?$/;

/** Every test file under test/unit, test/component and test/batch. */
function testFiles(): string[] {
	return ['unit', 'component', 'batch'].flatMap((folder) =>
		readdirSync(join(ROOT, 'test', folder), { recursive: true, encoding: 'utf8' })
			.filter((name) => name.endsWith('.test.ts'))
			.map((name) => join(ROOT, 'test', folder, name)),
	);
}

/** The name a call is made by, without its arguments: `test.each` for `test.each([...])(...)`. */
function calleeName(node: ts.Expression): string {
	if (ts.isIdentifier(node)) return node.text;
	if (ts.isPropertyAccessExpression(node))
		return `${calleeName(node.expression)}.${node.name.text}`;
	if (ts.isCallExpression(node)) return calleeName(node.expression);
	return '';
}

/** The milliseconds a limit argument gives: a number, or an object's `timeout`. */
function limitOf(argument: ts.Expression): number | undefined {
	if (ts.isNumericLiteral(argument)) return Number(argument.text.replaceAll('_', ''));
	if (!ts.isObjectLiteralExpression(argument)) return undefined;
	for (const property of argument.properties) {
		if (
			ts.isPropertyAssignment(property) &&
			ts.isIdentifier(property.name) &&
			property.name.text === 'timeout' &&
			ts.isNumericLiteral(property.initializer)
		)
			return Number(property.initializer.text.replaceAll('_', ''));
	}
	return undefined;
}

/** Each limit below SMALLEST that a call in `source` sets, as `file:line name limit`. */
function smallLimits(file: string, source: string): string[] {
	const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
	const found: string[] = [];
	const visit = (node: ts.Node) => {
		if (ts.isCallExpression(node) && node.arguments.length >= 2) {
			const name = calleeName(node.expression);
			const limit = node.arguments
				.slice(1)
				.map(limitOf)
				.find((ms) => ms !== undefined);
			if (TAKES_A_LIMIT.test(name) && limit !== undefined && limit < SMALLEST) {
				const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
				found.push(`${relative(ROOT, file)}:${line} ${name} ${limit}`);
			}
		}
		ts.forEachChild(node, visit);
	};
	visit(tree);
	return found;
}

test('the config gives every test at least two minutes', () => {
	expect(SMALLEST).toBeGreaterThanOrEqual(120_000);
	expect(config.test!.hookTimeout).toBeGreaterThanOrEqual(SMALLEST);
});

test('no test, hook or suite sets a smaller limit of its own', () => {
	const files = testFiles();
	expect(files.length).toBeGreaterThan(150);
	expect(files.flatMap((file) => smallLimits(file, readFileSync(file, 'utf8')))).toEqual([]);
});

test.each([
	['a number after the body', "test('x', () => {}, 20_000);", ['t.test.ts:1 test 20000']],
	[
		'an option object before the body',
		"test('x', { timeout: 5000 }, () => {});",
		['t.test.ts:1 test 5000'],
	],
	[
		"a table's test",
		"test.each([[1]])('x %s', () => {}, 60_000);",
		['t.test.ts:1 test.each 60000'],
	],
	['a hook', 'beforeAll(async () => {}, 1000);', ['t.test.ts:1 beforeAll 1000']],
	['a limit as large as the config', "test('x', () => {}, 120_000);", []],
	['a timeout of something else', "execFile('node', [], { timeout: 60_000 });", []],
])('it finds %s', (_, source, found) => {
	expect(smallLimits(join(ROOT, 't.test.ts'), source)).toEqual(found);
});
