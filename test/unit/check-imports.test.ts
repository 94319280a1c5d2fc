import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KNIP = join(ROOT, 'node_modules/knip/bin/knip.js');
// Node 24 runs knip; if vitest was started by the older system Node, use the project's own.
const NODE =
	Number(process.versions.node.split('.')[0]) >= 24
		? process.execPath
		: join(ROOT, 'node_modules/.bin/node');

/** The arguments `npm run deps` gives knip, read from package.json so the test checks the gate's own command. */
function gateArgs(): string[] {
	const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
	const [command, ...args] = String(scripts.deps).split(/\s+/);
	expect(command).toBe('knip');
	return args;
}

const projects: string[] = [];
afterAll(() => projects.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes a throwaway project (package.json, knip.json and `files`) and runs the gate's knip on it. */
function checkProject(devDependencies: string[], files: Record<string, string>) {
	const dir = mkdtempSync(join(tmpdir(), 'nq-check-imports-'));
	projects.push(dir);
	const manifest = {
		name: 'fixture',
		private: true,
		type: 'module',
		devDependencies: Object.fromEntries(devDependencies.map((name) => [name, '*'])),
	};
	const all: Record<string, string> = {
		'package.json': JSON.stringify(manifest),
		'knip.json': JSON.stringify({ entry: ['src/**/*'], project: ['src/**/*'] }),
		...files,
	};
	for (const [path, text] of Object.entries(all)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true });
		writeFileSync(join(dir, path), text);
	}
	const run = spawnSync(NODE, [KNIP, ...gateArgs(), '--directory', dir, '--reporter', 'json'], {
		encoding: 'utf8',
		timeout: 60_000,
	});
	const output = `exit ${run.status}\n${run.stdout}\n${run.stderr}`;
	const issues: { unlisted: { name: string }[]; devDependencies: { name: string }[] }[] = run.stdout
		? JSON.parse(run.stdout).issues
		: [];
	return {
		status: run.status,
		output,
		unlisted: issues.flatMap((issue) => issue.unlisted.map((u) => u.name)).sort(),
		unused: issues.flatMap((issue) => issue.devDependencies.map((u) => u.name)).sort(),
	};
}

// The compilers for .astro, .svelte and .mdx are switched on by these packages being declared.
const FRAMEWORK = ['@astrojs/starlight', 'astro', 'svelte'];
/** Uses the framework packages so they do not count as unused. */
const USES_FRAMEWORK: Record<string, string> = {
	'src/framework.ts': [
		"import starlight from '@astrojs/starlight';",
		"import { defineConfig } from 'astro/config';",
		"import { mount } from 'svelte';",
		'export const used = [starlight, defineConfig, mount];',
	].join('\n'),
};

describe('npm run deps (knip) fails on a package imported but not declared', () => {
	test.each([
		['a static import', 'src/a.ts', "import x from 'pkg-static';\nexport default x;", 'pkg-static'],
		[
			'an import type',
			'src/a.ts',
			"import type { T } from 'pkg-type';\nexport type U = T;",
			'pkg-type',
		],
		[
			'a dynamic import',
			'src/a.ts',
			"export const load = () => import('pkg-dynamic');",
			'pkg-dynamic',
		],
		['a re-export', 'src/a.ts', "export { x } from 'pkg-reexport';", 'pkg-reexport'],
		[
			'a scoped subpath',
			'src/a.ts',
			"import { x } from '@scope/pkg/sub/path';\nexport default x;",
			'@scope/pkg',
		],
		[
			'a Svelte component',
			'src/W.svelte',
			'<script lang="ts">\n\timport { f } from \'pkg-svelte\';\n</script>\n\n<p>{f()}</p>\n',
			'pkg-svelte',
		],
		[
			'an Astro component',
			'src/A.astro',
			"---\nimport { f } from 'pkg-astro';\n---\n\n<p>{f()}</p>\n",
			'pkg-astro',
		],
		[
			'an MDX chapter',
			'src/c.mdx',
			"---\ntitle: T\n---\n\nimport Chart from 'pkg-mdx';\n\nProse.\n\n<Chart />\n",
			'pkg-mdx',
		],
	])('%s', (_kind, path, source, missing) => {
		const result = checkProject(FRAMEWORK, { ...USES_FRAMEWORK, [path]: source });
		expect(result.unlisted, result.output).toEqual([missing]);
		expect(result.status, result.output).not.toBe(0);
	});

	test('a package declared but never imported fails too', () => {
		const result = checkProject([...FRAMEWORK, 'pkg-unused'], USES_FRAMEWORK);
		expect(result.unused, result.output).toEqual(['pkg-unused']);
		expect(result.status, result.output).not.toBe(0);
	});

	test('declared packages, node: builtins, astro: virtual modules and code in fences pass', () => {
		const result = checkProject([...FRAMEWORK, 'pkg-declared'], {
			...USES_FRAMEWORK,
			'src/a.ts': [
				"import { readFileSync } from 'node:fs';",
				"import { getCollection } from 'astro:content';",
				"import declared from 'pkg-declared';",
				'export const used = [readFileSync, getCollection, declared];',
			].join('\n'),
			'src/c.mdx': "---\ntitle: T\n---\n\n```ts\nimport x from 'only-in-a-code-block';\n```\n",
		});
		expect(result.unlisted, result.output).toEqual([]);
		expect(result.unused, result.output).toEqual([]);
		expect(result.status, result.output).toBe(0);
	});
});
