import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/*
 * scripts/test-needs.sh, which `npm test` runs first, driven with a folder of stand-in programs
 * (TEST_NEEDS_PATH) that lacks some of them. Its table of packages and programs is read from the
 * script itself, so a row added there is tested here.
 */
const SCRIPT = readFileSync('scripts/test-needs.sh', 'utf8');
const NEEDS = [...(SCRIPT.match(/^NEEDS=\(\n([^)]*)\)/m)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
	([, row]) => {
		const [pkg, ...programs] = row!.split(' ');
		return { pkg: pkg!, programs };
	},
);
const isRoot = process.getuid?.() === 0;

/**
 * A folder anyone may read, holding an executable stand-in for each of `programs`, and a folder
 * for each Python module among them (written python:<module>).
 */
function programsFolder(programs: string[], name = 'bin'): string {
	const dir = mkdtempSync(join(tmpdir(), `nqueens-test-needs-${name}-`));
	chmodSync(dir, 0o755);
	for (const program of programs) {
		if (program.startsWith('python:')) mkdirSync(join(dir, program.slice('python:'.length)));
		else writeFileSync(join(dir, program), '#!/bin/sh\n', { mode: 0o755 });
	}
	return dir;
}

/** Every program of NEEDS except those of `packages`, in a folder of stand-ins. */
function allBut(...packages: string[]): string {
	return programsFolder(
		NEEDS.filter((need) => !packages.includes(need.pkg)).flatMap((need) => need.programs),
	);
}

/**
 * Runs the script's text with `env` added, as a user other than root (nobody, when the tests run
 * as root) or as root (in a user namespace of its own, when they do not). The text is passed on
 * the command line, so nobody need not be able to read the checkout.
 */
function runScript(as: 'user' | 'root', env: Record<string, string>) {
	// --norc: bash reads ~/.bashrc even with -c when its input is a socket, as under Vitest.
	const bash = ['bash', '--norc', '--noprofile', '-c', SCRIPT, 'test-needs'];
	const command =
		as === 'user'
			? isRoot
				? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...bash]
				: bash
			: isRoot
				? bash
				: ['unshare', '--map-root-user', ...bash];
	const [program, ...args] = command;
	// The stand-ins' folder holds the Python modules' folders too.
	const modules = env['TEST_NEEDS_PATH'] ? { TEST_NEEDS_PYTHON_PATH: env['TEST_NEEDS_PATH'] } : {};
	return spawnSync(program!, args, {
		env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...modules, ...env },
		encoding: 'utf8',
	});
}

test('the table lists the Debian packages the tests run programs of', () => {
	expect(NEEDS.map((need) => need.pkg)).toEqual(
		expect.arrayContaining([
			'chromium',
			'lua5.4',
			'pyflakes3',
			'slurm-wlm',
			'openssh-server',
			'python3-nbformat',
			'python3-nbclient',
			'python3-ipykernel',
		]),
	);
	expect(NEEDS.every((need) => need.programs.length > 0)).toBe(true);
});

describe('not as root: stops at once with the one command that installs what is missing', () => {
	test('all present: says so and passes', () => {
		const ran = runScript('user', { TEST_NEEDS_PATH: allBut() });
		expect(ran.stderr).toBe('');
		expect(ran.status).toBe(0);
	});

	test.each(NEEDS.map((need) => [need.pkg, need.programs.at(-1)!]))(
		'%s missing (no %s): names it alone',
		(pkg, program) => {
			// Everything present but the package's last program: one missing program is enough.
			const folder = programsFolder(
				NEEDS.flatMap((need) => need.programs).filter((p) => p !== program),
			);
			const ran = runScript('user', { TEST_NEEDS_PATH: folder });
			expect(ran.status).toBe(1);
			expect(ran.stderr).toBe(
				`test-needs: missing Debian packages; run: sudo apt-get install -y ${pkg}\n`,
			);
		},
	);

	test('two missing: both named in one line', () => {
		const ran = runScript('user', { TEST_NEEDS_PATH: allBut('lua5.4', 'munge') });
		expect(ran.status).toBe(1);
		expect(ran.stderr).toMatch(/^[^\n]*sudo apt-get install -y lua5\.4 munge\n$/);
	});
});

describe('as root: installs what is missing with one update and one install', () => {
	/** An apt-get stand-in that logs its arguments and, if `provides`, puts that program in place. */
	function aptGet(log: string, into: string, provides?: string): string {
		const folder = programsFolder([], 'apt');
		const install = provides ? `touch ${into}/${provides}; chmod 755 ${into}/${provides}` : ':';
		writeFileSync(
			join(folder, 'apt-get'),
			`#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >>${log}\n[ "$1" = install ] && { ${install}; }\nexit 0\n`,
			{ mode: 0o755 },
		);
		return folder;
	}

	test('the missing package is installed, without a question', () => {
		const into = allBut('lua5.4');
		const log = join(into, 'apt.log');
		const ran = runScript('root', {
			TEST_NEEDS_PATH: into,
			PATH: `${aptGet(log, into, 'lua5.4')}:${process.env['PATH']}`,
		});
		expect(ran.stderr).toBe('');
		expect(ran.status).toBe(0);
		expect(readFileSync(log, 'utf8')).toBe(
			'noninteractive update\nnoninteractive install -y lua5.4\n',
		);
	});

	test('a package apt-get did not bring fails, naming it', () => {
		const into = allBut('munge');
		const ran = runScript('root', {
			TEST_NEEDS_PATH: into,
			PATH: `${aptGet(join(into, 'apt.log'), into)}:${process.env['PATH']}`,
		});
		expect(ran.status).toBe(1);
		expect(ran.stderr).toBe('test-needs: still missing after apt-get install: munge\n');
	});
});
