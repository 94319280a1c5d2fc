import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, hostname } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { type Ran, bash, requirePrograms, tempFolder, waitFor } from './shell.ts';

/*
 * A one-node Slurm on this machine, for the tests: munged on a socket in a folder of the test's
 * own, and slurmctld and slurmd in a network namespace of their own, talking over 127.0.0.1, so
 * they collide with nothing and nothing they send can leave the namespace. Slurm will not listen
 * where getaddrinfo sees no address but loopback, so the namespace also holds a veth pair with
 * both ends inside it and a documentation address (192.0.2.1, RFC 5737) on one end. The configuration is the
 * least a container needs (no cgroups: processes tracked through /proc, no task plugin). Client
 * commands (sbatch, squeue, scancel) run in the same namespace through `run`.
 */

/** A running one-node Slurm. */
export interface Slurm {
	/** The folder holding its configuration, state and logs. */
	dir: string;
	/** CPUs of its one node: this machine's. */
	cpus: number;
	/** Runs a bash command line in Slurm's namespace, with SLURM_CONF set. */
	run(command: string, options?: { cwd?: string; env?: Record<string, string> }): Ran;
	/** Stops every process in the namespace and munged, then removes the namespace and the folder. */
	stop(): void;
}

const CTLD_PORT = 26_917;
const SLURMD_PORT = 26_918;

/** The slurm.conf of a one-node cluster named nqtest, everything kept in `dir`. */
function slurmConf(dir: string, cpus: number): string {
	return `ClusterName=nqtest
SlurmctldHost=${hostname().split('.')[0]}(127.0.0.1)
SlurmctldPort=${CTLD_PORT}
SlurmdPort=${SLURMD_PORT}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=${dir}/munge/munge.socket
StateSaveLocation=${dir}/state
SlurmdSpoolDir=${dir}/spool
SlurmctldPidFile=${dir}/slurmctld.pid
SlurmdPidFile=${dir}/slurmd.pid
SlurmctldLogFile=${dir}/log/slurmctld.log
SlurmdLogFile=${dir}/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
# Look at pending jobs every 2 s, not 60: a dependent job starts soon after the array ends.
SchedulerParameters=sched_interval=2,bf_interval=2
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
KillWait=5
NodeName=nqtest NodeHostname=localhost NodeAddr=127.0.0.1 CPUs=${cpus} State=UNKNOWN
PartitionName=batch Nodes=nqtest Default=YES MaxTime=INFINITE State=UP
`;
}

/** Runs a command and throws with what it printed when it fails. */
function must(what: string, command: string): void {
	const run = bash(command);
	if (run.status !== 0)
		throw new Error(`${what} failed (${run.status}): ${run.stderr}${run.stdout}`);
}

/** Starts munged, slurmctld and slurmd, and waits until the node is idle. */
export async function startSlurm(): Promise<Slurm> {
	requirePrograms(
		'slurm-wlm munge iproute2 util-linux',
		'munged',
		'slurmctld',
		'slurmd',
		'sbatch',
		'ip',
		'nsenter',
	);
	const dir = tempFolder('slurm');
	const namespace = `nqueens-slurm-${process.pid}`;
	const cpus = availableParallelism();
	for (const sub of ['state', 'spool', 'log', 'munge']) mkdirSync(join(dir, sub));
	chmodSync(join(dir, 'munge'), 0o711);
	writeFileSync(join(dir, 'munge/munge.key'), randomBytes(1024), { mode: 0o400 });
	writeFileSync(join(dir, 'slurm.conf'), slurmConf(dir, cpus));
	const env = { SLURM_CONF: join(dir, 'slurm.conf') };
	// nsenter, not `ip netns exec`: that one mounts a /sys of its own, without the cgroup file system
	// slurmd looks at.
	const inNamespace = (command: string) => `nsenter --net=/run/netns/${namespace} ${command}`;

	let started = false;
	const stop = () => {
		// Every process in the namespace is one this test started: the daemons and the jobs' steps.
		const pids = bash(`ip netns pids ${namespace}`).stdout.split(/\s+/).filter(Boolean);
		const munged = join(dir, 'munge/munged.pid');
		if (existsSync(munged)) pids.push(readFileSync(munged, 'utf8').trim());
		for (const pid of pids) spawnSync('kill', ['-KILL', pid]);
		bash(`ip netns del ${namespace}`);
		rmSync(dir, { recursive: true, force: true });
	};
	try {
		must(
			'ip netns add',
			`ip netns add ${namespace} && ${inNamespace(
				quoteLine(
					'ip link set lo up && ip link add nqa type veth peer name nqb && ' +
						'ip addr add 192.0.2.1/32 dev nqa && ip link set nqa up && ip link set nqb up',
				),
			)}`,
		);
		must(
			'munged',
			`munged --force --key-file=${dir}/munge/munge.key --socket=${dir}/munge/munge.socket ` +
				`--pid-file=${dir}/munge/munged.pid --log-file=${dir}/munge/munged.log ` +
				`--seed-file=${dir}/munge/munged.seed --num-threads=2`,
		);
		started = true;
		must('slurmctld', inNamespace(`slurmctld -i -f ${dir}/slurm.conf`));
		must('slurmd', inNamespace(`slurmd -N nqtest -f ${dir}/slurm.conf`));
		const slurm: Slurm = {
			dir,
			cpus,
			run: (command, options = {}) =>
				bash(inNamespace(`bash -c ${quote(command)}`), {
					cwd: options.cwd,
					env: { ...env, ...options.env },
				}),
			stop,
		};
		await waitFor('the Slurm node to be idle', 120, () =>
			slurm.run('sinfo -h -o %T').stdout.trim() === 'idle' ? true : undefined,
		);
		return slurm;
	} catch (error) {
		const logs = started ? `\n${readLogs(dir)}` : '';
		stop();
		throw new Error(`${(error as Error).message}${logs}`, { cause: error });
	}
}

/** The daemons' logs, for a failure message. */
function readLogs(dir: string): string {
	return ['log/slurmctld.log', 'log/slurmd.log', 'munge/munged.log']
		.filter((file) => existsSync(join(dir, file)))
		.map((file) => `--- ${file}\n${readFileSync(join(dir, file), 'utf8').slice(-2000)}`)
		.join('\n');
}

/** A command line as `sh -c '…'`. */
function quoteLine(command: string): string {
	return `sh -c ${quote(command)}`;
}

/** A string as one single-quoted shell word. */
export function quote(text: string): string {
	return `'${text.replaceAll("'", `'\\''`)}'`;
}
