/**
 * The edit loop's check, `npm run test:quick [-- <git ref>]`: types, lint and the unit and
 * component tests of what changed, in a minute or two where the gate (`npm test`) takes many.
 * What changed: the working tree against HEAD, untracked files included; with nothing changed, the
 * last commit; with a ref (`npm run test:quick -- main`), everything since that ref. It runs every
 * step, the type checks beside the others, and fails if any failed; the gate still runs everything
 * before a commit lands.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

const NODE = process.execPath;
const TEST_FOLDERS = ['test/unit', 'test/component'];
/** What ESLint reads (eslint.config.js); Prettier reads more and skips what it does not know. */
const LINTED = new Set(['.ts', '.js', '.mjs', '.cjs', '.svelte']);
/** Files Vitest follows through imports; a test reaches any other file by its path. */
const MODULES = new Set(['.ts', '.js', '.mjs', '.svelte']);

/** The lines git prints for `args`, empty ones dropped. */
function git(...args: string[]): string[] {
	const result = spawnSync('git', args, { encoding: 'utf8' });
	if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
	return result.stdout.split('\n').filter(Boolean);
}

/** The files that changed since `ref` and still exist, untracked ones included. */
function changedSince(ref: string): string[] {
	const files = [
		...git('diff', '--name-only', '--diff-filter=d', ref),
		...git('ls-files', '--others', '--exclude-standard'),
	];
	return [...new Set(files)].filter((file) => existsSync(file));
}

const asked = process.argv[2];
let changed = changedSince(asked ?? 'HEAD');
let since = asked ?? 'HEAD (uncommitted and untracked files)';
if (!asked && changed.length === 0) {
	changed = changedSince('HEAD~1');
	since = 'HEAD~1 (nothing uncommitted: the last commit)';
}
console.log(`test:quick: ${changed.length} files changed since ${since}`);
for (const file of changed) console.log(`  ${file}`);
if (changed.length === 0) process.exit(0);

/** Every test file of the unit and component projects. */
const testFiles = TEST_FOLDERS.flatMap((folder) =>
	readdirSync(folder, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.test.ts'))
		.map((name) => join(folder, name)),
);

/**
 * Tests that read `file` from disk rather than import it (a chapter, a document, a data file):
 * those that quote its path, its name or a folder it sits in (below the top level, which every
 * test would match). Every Markdown file is read by the documents test.
 */
function readersOf(file: string): string[] {
	const names = [file, basename(file)];
	for (let folder = dirname(file); folder.includes('/'); folder = dirname(folder))
		names.push(folder);
	const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const quoted = names.map((name) => new RegExp(`['"\`]${escape(name)}['"\`/]`));
	const readers = testFiles.filter((test) => {
		const text = readFileSync(test, 'utf8');
		return quoted.some((pattern) => pattern.test(text));
	});
	if (extname(file) === '.md') readers.push('test/unit/documents-name-what-exists.test.ts');
	return readers;
}

const byExtension = (extensions: Set<string>) =>
	changed.filter((file) => extensions.has(extname(file)));

/** The files a module imports by a relative path, resolved from the repository's root. */
function importsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"?]+)/g)];
	return specifiers.map((match) => join(dirname(file), match[1]!));
}

/**
 * What a test file reaches: the modules it imports, and theirs through the test folder's own
 * helpers (test/mistakes-corpus.ts, test/unit/cli-helpers.ts), not through the code under test.
 */
function reachedBy(test: string): Set<string> {
	const reached = new Set<string>();
	const queue = [test];
	for (let file = queue.pop(); file; file = queue.pop()) {
		for (const target of importsOf(file)) {
			if (reached.has(target)) continue;
			reached.add(target);
			if (target.startsWith('test/') && existsSync(target)) queue.push(target);
		}
	}
	return reached;
}

/**
 * The tests near the changed modules: a changed test file, and each test that imports a file of a
 * changed module's folder (the folder is the feature: a widget's view, parts and controller, or a
 * solver folder behind its `index.ts`), itself or through a test helper. What reaches it further
 * away is left to the gate: a change to the search would otherwise run most of the suite (113
 * files, 325 s, 2026-12-02).
 */
function nearTests(modules: string[]): string[] {
	const helpers = modules.filter((file) => file.startsWith('test/'));
	const folders = new Set(
		modules.filter((file) => !file.startsWith('test/')).map((file) => dirname(file)),
	);
	return testFiles.filter(
		(test) =>
			helpers.includes(test) ||
			[...reachedBy(test)].some((file) => helpers.includes(file) || folders.has(dirname(file))),
	);
}

/** Changes after which every unit and component test runs: what Vitest itself is run with. */
const EVERYTHING = new Set([
	'package.json',
	'package-lock.json',
	'vitest.config.ts',
	'tsconfig.json',
]);
const everything = changed.some((file) => EVERYTHING.has(file));
const related = everything
	? testFiles
	: [
			...new Set([
				...nearTests(byExtension(MODULES)),
				...changed.filter((file) => !MODULES.has(extname(file))).flatMap(readersOf),
			]),
		];

/** One step: its name, and the command (run with this Node) or why it is skipped. */
type Step = { name: string; args: string[] } | { name: string; skip: string };

const svelteCheck = ['node_modules/svelte-check/bin/svelte-check', '--tsconfig', './tsconfig.json'];
const steps: Step[] = [
	// astro check types .astro files, and writes .astro/types.d.ts (Vite's and Astro's types),
	// without which svelte-check fails; svelte-check types .svelte and .ts files.
	changed.some((file) => extname(file) === '.astro') || !existsSync('.astro/types.d.ts')
		? { name: 'types (astro check)', args: ['node_modules/astro/bin/astro.mjs', 'check'] }
		: { name: 'types (astro check)', skip: 'no .astro file changed' },
	byExtension(MODULES).length > 0
		? { name: 'types (svelte-check)', args: svelteCheck }
		: { name: 'types (svelte-check)', skip: 'no code changed' },
	byExtension(LINTED).length > 0
		? {
				name: 'ESLint',
				args: ['node_modules/eslint/bin/eslint.js', '--no-warn-ignored', ...byExtension(LINTED)],
			}
		: { name: 'ESLint', skip: 'no file ESLint reads changed' },
	{
		name: 'Prettier',
		args: ['node_modules/prettier/bin/prettier.cjs', '--check', '--ignore-unknown', ...changed],
	},
	related.length > 0
		? {
				name: 'unit and component tests of what changed',
				args: [
					'node_modules/vitest/vitest.mjs',
					'run',
					'--passWithNoTests',
					'--project',
					'unit',
					'--project',
					'component',
					...(everything ? [] : related),
				],
			}
		: { name: 'unit and component tests', skip: 'no test reads what changed' },
];

/** Runs `step`, its output shown as it comes or, when `quiet`, kept and returned; its status. */
function run(step: Step, quiet: boolean): Promise<{ name: string; ok: boolean; text: string }> {
	if ('skip' in step) {
		return Promise.resolve({ name: step.name, ok: true, text: `skipped, ${step.skip}\n` });
	}
	if (!quiet) console.log(`\ntest:quick: ${step.name}`);
	const child = spawn(NODE, step.args, { stdio: quiet ? 'pipe' : 'inherit' });
	let text = '';
	child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
	child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
	const stepStarted = performance.now();
	return new Promise((resolve) => {
		child.on('close', (status) => {
			const seconds = Math.round((performance.now() - stepStarted) / 1000);
			const said = `${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`;
			if (!quiet) console.log(`test:quick: ${step.name}: ${said}`);
			resolve({ name: step.name, ok: status === 0, text: `${text}${said}\n` });
		});
	});
}

const started = performance.now();
// The type checks (one core, most of the time) run beside lint and tests; their output comes last.
const typed = (async () => {
	const results = [];
	for (const step of steps.slice(0, 2)) results.push(await run(step, true));
	return results;
})();
const rest = [];
for (const step of steps.slice(2)) rest.push(await run(step, false));
const results = [...rest, ...(await typed)];
for (const { name, text } of results.slice(rest.length))
	console.log(`\ntest:quick: ${name}\n${text}`);
const failed = results.filter((result) => !result.ok).map((result) => result.name);
const total = Math.round((performance.now() - started) / 1000);
console.log(
	failed.length === 0
		? `\ntest:quick: passed in ${total} s (the gate, npm test, runs everything)`
		: `\ntest:quick: ${failed.join(', ')} failed (${total} s)`,
);
process.exit(failed.length === 0 ? 0 : 1);
