#!/usr/bin/env node
// The `nqueens` command as npm links it. The CLI itself is TypeScript (src/cli/nqueens.ts) that runs
// only as the main module, so this shim starts it with the same Node (24, from node_modules: npm and
// npx put node_modules/.bin first on PATH), passing arguments, output and exit status straight through.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli/nqueens.ts', import.meta.url));
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) throw result.error;
if (result.signal) process.kill(process.pid, result.signal);
process.exitCode = result.status ?? 1;
