/**
 * Checks the full-symmetry count on worker threads against OEIS A000170 for sizes too slow for the
 * unit tests (n = 16 and 17 by default). Usage:
 * `node_modules/.bin/node scripts/bench/verify-counts.ts [N …]`; exits 1 on any mismatch.
 */
import { countWithWorkers } from '../../src/cli/count-workers.ts';
import { knownCount } from '../../src/solver/count/index.ts';

const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length > 0 ? sizes : [16, 17]) {
	const result = await countWithWorkers(n);
	const expected = knownCount(n); // OEIS A000170
	const ok = result.solutions === expected;
	console.log(
		`n = ${n}: ${result.solutions} (${result.classes} classes) in ${(result.ms / 1000).toFixed(1)} s ` +
			`on ${result.workers} workers; OEIS A000170: ${expected} ${ok ? 'ok' : 'MISMATCH'}`,
	);
	if (!ok) process.exitCode = 1;
}
