import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { bash, requirePrograms, tempFolder, waitFor } from './shell.ts';

/*
 * A real sshd for the tests, on 127.0.0.1 only and a free high port, with a host key and an
 * authorized client key made for the test in a folder of its own. `ssh -F <config> nqbox` logs
 * in to this machine as the user running the tests; GNU parallel uses it through PARALLEL_SSH.
 */

/** A running sshd and how to reach it. */
export interface Sshd {
	/** The host name that the client configuration knows. */
	host: string;
	/** The ssh command line that logs in with the test's key and knows the host key. */
	ssh: string;
	/** Stops sshd and removes its folder. */
	stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	await new Promise((resolve) => server.close(resolve));
	if (address === null || typeof address === 'string') throw new Error('no free port');
	return address.port;
}

/** Starts sshd and waits until `ssh nqbox true` logs in. */
export async function startSshd(): Promise<Sshd> {
	requirePrograms('openssh-server openssh-client', '/usr/sbin/sshd', 'ssh', 'ssh-keygen');
	const dir = tempFolder('sshd');
	const port = await freePort();
	for (const key of ['host_key', 'client_key']) {
		const made = bash(`ssh-keygen -q -t ed25519 -N '' -C nqueens-test -f '${join(dir, key)}'`);
		if (made.status !== 0) throw new Error(`ssh-keygen failed: ${made.stderr}`);
	}
	writeFileSync(join(dir, 'authorized_keys'), readFileSync(join(dir, 'client_key.pub')));
	const hostKey = readFileSync(join(dir, 'host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');
	writeFileSync(join(dir, 'known_hosts'), `[127.0.0.1]:${port} ${hostKey}\n`);
	writeFileSync(
		join(dir, 'sshd_config'),
		[
			`Port ${port}`,
			'ListenAddress 127.0.0.1',
			`HostKey ${dir}/host_key`,
			`AuthorizedKeysFile ${dir}/authorized_keys`,
			`PidFile ${dir}/sshd.pid`,
			'PermitRootLogin prohibit-password',
			'PasswordAuthentication no',
			'KbdInteractiveAuthentication no',
			'UsePAM no',
			// The keys live in a temporary folder that other users can read.
			'StrictModes no',
			'MaxStartups 50',
			'MaxSessions 50',
		].join('\n') + '\n',
	);
	writeFileSync(
		join(dir, 'ssh_config'),
		[
			'Host nqbox',
			'  HostName 127.0.0.1',
			`  Port ${port}`,
			`  IdentityFile ${dir}/client_key`,
			'  IdentitiesOnly yes',
			`  UserKnownHostsFile ${dir}/known_hosts`,
			'  StrictHostKeyChecking yes',
			'  BatchMode yes',
			'  LogLevel ERROR',
		].join('\n') + '\n',
	);
	// sshd wants its privilege separation folder even with everything else of its own.
	mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
	const daemon: ChildProcess = spawn(
		'/usr/sbin/sshd',
		['-D', '-e', '-f', join(dir, 'sshd_config')],
		{
			stdio: ['ignore', 'ignore', 'pipe'],
		},
	);
	let log = '';
	daemon.stderr!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
	const exited = new Promise<void>((resolve) => daemon.on('exit', () => resolve()));
	const ssh = `ssh -F ${dir}/ssh_config`;
	const stop = async () => {
		if (daemon.exitCode === null && daemon.signalCode === null) {
			daemon.kill('SIGTERM');
			await exited;
		}
		rmSync(dir, { recursive: true, force: true });
	};
	try {
		await waitFor('sshd to let the test log in', 120, () => {
			if (daemon.exitCode !== null) throw new Error(`sshd exited (${daemon.exitCode})`);
			return bash(`${ssh} nqbox true`).status === 0 ? true : undefined;
		});
	} catch (error) {
		await stop();
		throw new Error(`${(error as Error).message}\n--- sshd\n${log}`, { cause: error });
	}
	return { host: 'nqbox', ssh, stop };
}
