/**
 * Stand-in for `nqueens N --count` until the command uses the worker pool: prints the number of
 * solutions of N queens counted by src/cli/count-workers.ts. Usage:
 * `node_modules/.bin/node scripts/bench/count-cli-stub.ts N [--workers K]`
 */
import { countWithWorkers } from '../../src/cli/count-workers.ts';

const [nText, flag, workersText] = process.argv.slice(2);
const workers = flag === '--workers' ? Number(workersText) : undefined;
try {
	const result = await countWithWorkers(Number(nText), workers === undefined ? {} : { workers });
	console.log(result.solutions.toString());
} catch (error) {
	console.error(`count-cli-stub: ${error instanceof Error ? error.message : String(error)}`);
	process.exitCode = 2;
}
