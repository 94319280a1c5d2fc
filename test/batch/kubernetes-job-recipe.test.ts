import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { knownCount } from '../../src/solver/count/index.ts';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import { PROJECT, bash, tempFolder } from './shell.ts';

/*
 * docs/recipes/kubernetes-indexed-job.yaml without a cluster: the Job is checked against the
 * batch/v1 schema (kubernetes-models, generated from Kubernetes' OpenAPI), then its container's
 * command and args run as a pod runs them, with only the pod's environment, once per completion
 * index, and the logs are added up as its header says. The pods run the book's one file from the
 * ConfigMap the header makes (here: the gzipped bundle where the volume would put it), or the
 * project's own command when NQUEENS names it. A pod deleted half way (SIGTERM, then SIGKILL after
 * the grace period) must leave no line that --sum accepts.
 */

const FILE = join(PROJECT, 'docs/recipes/kubernetes-indexed-job.yaml');
const TEXT = readFileSync(FILE, 'utf8');
const job: unknown = parse(TEXT);
const work = tempFolder('kubernetes-recipe');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The gzipped one file, as the ConfigMap holds it; and where a pod finds it here. */
let gzipped = '';
beforeAll(async () => {
	const bundle = await bundleCommand(PROJECT);
	writeFileSync(join(work, 'nqueens.mjs'), bundle);
	gzipped = join(work, 'nqueens.mjs.gz');
	writeFileSync(gzipped, gzipSync(bundle));
}, 120_000);

/** The parts of the Job the tests use, read after validation. */
function container() {
	const spec = new Job(job as ConstructorParameters<typeof Job>[0]).spec!;
	const pod = spec.template.spec!.containers[0]!;
	const env = Object.fromEntries((pod.env ?? []).map(({ name, value }) => [name, value ?? '']));
	return { spec, pod, env };
}

/**
 * Starts the pod of completion index `index` as Kubernetes would: command + args, pod env only,
 * but for where the mounted file is (NQUEENS_FILE) and a TMPDIR of the test's own, since the pods
 * here share one machine's /tmp.
 */
function startPod(index: number, env: Record<string, string>) {
	const { pod } = container();
	const [program, ...rest] = [...(pod.command ?? []), ...(pod.args ?? [])];
	const child = spawn(program!, rest, {
		cwd: work,
		env: {
			PATH: process.env.PATH!,
			HOME: '/root',
			...env,
			NQUEENS_FILE: gzipped,
			TMPDIR: work,
			JOB_COMPLETION_INDEX: String(index),
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let stdout = '';
	let stderr = '';
	child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
	child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
	const done = new Promise<{ status: number | null; logs: string }>((resolve) =>
		child.on('close', (status) => resolve({ status, logs: stdout + stderr })),
	);
	return { child, done };
}

/** `kubectl logs … | grep '^{' | node nqueens.mjs --sum`, the logs given as one file. */
function sumLogs(logs: string) {
	const file = join(work, `logs-${Math.random().toString(36).slice(2)}.txt`);
	writeFileSync(file, logs);
	return bash(`grep '^{' '${file}' | node nqueens.mjs --sum`, { cwd: work });
}

describe('the Kubernetes Indexed Job recipe', { timeout: 600_000 }, () => {
	test('is a valid batch/v1 Job', () => {
		expect(Job.is(job)).toBe(true);
		expect(() => new Job(job as ConstructorParameters<typeof Job>[0]).validate()).not.toThrow();
	});

	test('the schema check refuses a broken Job', () => {
		const broken = structuredClone(job) as { spec: { completions: unknown } };
		broken.spec.completions = 'eight';
		expect(() => new Job(broken as ConstructorParameters<typeof Job>[0]).validate()).toThrow(
			/completions must be integer/,
		);
	});

	test('is an Indexed Job with one pod per share, PARTS equal to completions', () => {
		const { spec, env } = container();
		expect(spec.completionMode).toBe('Indexed');
		expect(spec.parallelism).toBe(spec.completions);
		expect(Number(env.PARTS)).toBe(spec.completions);
		expect(spec.template.spec!.restartPolicy).toBe('Never');
	});

	test('runs the one file on the public node image, from the ConfigMap its header makes', () => {
		const { spec, pod, env } = container();
		expect(pod.image).toMatch(/^node:\d+/);
		const made = /kubectl create configmap (\S+) --from-file=(\S+)/.exec(TEXT);
		expect(made).not.toBe(null);
		const [, name, file] = made!;
		const volume = spec.template.spec!.volumes!.find((v) => v.configMap?.name === name);
		const mount = pod.volumeMounts!.find((m) => m.name === volume?.name);
		expect(`${mount?.mountPath}/${file}`).toBe(env.NQUEENS_FILE);
		expect(basename(env.NQUEENS_FILE!)).toBe('nqueens.mjs.gz');
		expect(TEXT).toContain("| grep '^{' | node nqueens.mjs --sum");
	});

	test('its pods at n = 12, one per index, log lines that add up to the published count', async () => {
		const { spec, env } = container();
		const pods = Array.from({ length: spec.completions! }, (_, index) =>
			startPod(index, { ...env, NQUEENS_N: '12' }),
		);
		const ran = await Promise.all(pods.map((pod) => pod.done));
		expect(ran.map((pod) => pod.status)).toEqual(ran.map(() => 0));
		const sum = sumLogs(ran.map((pod) => pod.logs).join(''));
		expect(sum.stderr).toBe('');
		expect(sum.stdout.trim()).toBe(String(knownCount(12))); // OEIS A000170
	});

	/** Share 2 of 2 of n = 17, counted whole once: it stands in for the pod that finished. */
	let finished = '';

	test.each(['SIGTERM', 'SIGKILL'] as const)(
		'a pod deleted half way (%s) leaves no line that --sum accepts',
		async (signal) => {
			const { env } = container();
			const pod = startPod(0, { ...env, NQUEENS_N: '17', PARTS: '2' });
			// Counting by then: the command starts in well under a second, and counts for many.
			await new Promise((resolve) => setTimeout(resolve, 2000));
			expect(pod.child.exitCode).toBe(null);
			pod.child.kill(signal);
			const deleted = await pod.done;
			expect(deleted.status).not.toBe(0);
			finished ||= bash('node nqueens.mjs 17 --count --part 2/2', { cwd: work }).stdout;
			const sum = sumLogs(deleted.logs + finished);
			expect(sum.status).toBe(2);
			expect(sum.stdout).toBe('');
			expect(sum.stderr).toMatch(/^nqueens: share 1\/2 of n = 17 \(plan [0-9a-f]{16}\) is missing/);
		},
	);

	test("with NQUEENS, the pods run the project's own command instead", async () => {
		const { env } = container();
		const named = /'node \/app\/bin\/nqueens\.js'/.exec(TEXT);
		expect(named).not.toBe(null);
		// The image's /app is the project folder here.
		const command = `node ${join(PROJECT, 'bin/nqueens.js')}`;
		const pods = [0, 1].map((index) =>
			startPod(index, { ...env, NQUEENS_N: '10', PARTS: '2', NQUEENS: command }),
		);
		const ran = await Promise.all(pods.map((pod) => pod.done));
		expect(ran.map((pod) => pod.status)).toEqual([0, 0]);
		const sum = sumLogs(ran.map((pod) => pod.logs).join(''));
		expect(sum.stdout.trim()).toBe(String(knownCount(10))); // OEIS A000170
	});
});
