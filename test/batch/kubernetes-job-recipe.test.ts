import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { parse } from 'yaml';
import { afterAll, describe, expect, test } from 'vitest';
import { knownCount } from '../../src/solver/count/index.ts';
import { PROJECT, bash, tempFolder } from './shell.ts';

/*
 * docs/recipes/kubernetes-indexed-job.yaml without a cluster: the Job is checked against the
 * batch/v1 schema (kubernetes-models, generated from Kubernetes' OpenAPI), then its container's
 * command and args run as a pod runs them, with only the pod's environment, once per completion
 * index, and the logs are added up as docs/batch-counting.md says. A pod deleted half way (SIGTERM,
 * then SIGKILL after the grace period) must leave no line that --sum accepts.
 */

const FILE = join(PROJECT, 'docs/recipes/kubernetes-indexed-job.yaml');
const job: unknown = parse(readFileSync(FILE, 'utf8'));
const work = tempFolder('kubernetes-recipe');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The parts of the Job the tests use, read after validation. */
function container() {
	const spec = new Job(job as ConstructorParameters<typeof Job>[0]).spec!;
	const pod = spec.template.spec!.containers[0]!;
	const env = Object.fromEntries((pod.env ?? []).map(({ name, value }) => [name, value ?? '']));
	return { spec, pod, env };
}

/** Starts the pod of completion index `index` as Kubernetes would: command + args, pod env only. */
function startPod(index: number, env: Record<string, string>) {
	const { pod } = container();
	const [program, ...rest] = [...(pod.command ?? []), ...(pod.args ?? [])];
	// workingDir /app is where the image holds the project: here, the project folder.
	expect(pod.workingDir).toBe('/app');
	const child = spawn(program!, rest, {
		cwd: PROJECT,
		env: { PATH: process.env.PATH!, HOME: '/root', ...env, JOB_COMPLETION_INDEX: String(index) },
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

/** `kubectl logs … | grep '^{' | nqueens --sum`, the logs given as one file. */
function sumLogs(logs: string) {
	const file = join(work, `logs-${Math.random().toString(36).slice(2)}.txt`);
	writeFileSync(file, logs);
	return bash(`grep '^{' '${file}' | node_modules/.bin/node bin/nqueens.js --sum`);
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
			finished ||= bash('node_modules/.bin/node bin/nqueens.js 17 --count --part 2/2').stdout;
			const sum = sumLogs(deleted.logs + finished);
			expect(sum.status).toBe(2);
			expect(sum.stdout).toBe('');
			expect(sum.stderr).toMatch(/^nqueens: share 1\/2 of n = 17 \(plan [0-9a-f]{16}\) is missing/);
		},
	);
});
