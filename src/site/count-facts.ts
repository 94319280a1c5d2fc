import { countSolutionsFast } from '../solver/checks/index.ts';
import { countAll, knownCount, planSubproblems, TWO_TO_53 } from '../solver/count/index.ts';
import { LIMITS } from '../solver/input/index.ts';
import { size } from './fact-names.ts';
import { memo } from './fact-memo.ts';

/* The book facts of the fast counters and the published counts (src/site/book-facts.ts lists the names). */

/** Largest board the fast counters (bit masks, full symmetry) may run on while the site builds. */
const MAX_BUILD_FAST_N = 13;

/** `fast.<n>.nodes | solutions`, and `fast.<n>.share.<c>`: the bit-mask counter's figures. */
export function fastFact(rest: readonly string[], name: string): number | bigint {
	const n = size(rest[0], MAX_BUILD_FAST_N, name);
	if (rest[1] === 'share') {
		return countSolutionsFast(n, [Number(rest[2])]).solutions;
	}
	const result = memo(`fast.${n}`, () => countSolutionsFast(n));
	if (rest[1] === 'nodes') return result.nodes;
	if (rest[1] === 'solutions') return result.solutions;
	throw new Error(`Unknown fact "${name}".`);
}

/** `engine.<n>.parts` (any n it counts) and `engine.<n>.nodes | solutions | classes`: the full-symmetry engine. */
export function engineFact(rest: readonly string[], name: string): number | bigint {
	if (rest[1] === 'parts' && rest.length === 2) {
		return planSubproblems(size(rest[0], LIMITS.count.max, name)).length;
	}
	const n = size(rest[0], MAX_BUILD_FAST_N, name);
	const result = memo(`engine.${n}`, () => countAll(n));
	if (rest.length !== 2) throw new Error(`Unknown fact "${name}".`);
	if (rest[1] === 'nodes') return result.nodes;
	if (rest[1] === 'solutions') return result.solutions;
	if (rest[1] === 'classes') return result.classes;
	throw new Error(`Unknown fact "${name}".`);
}

/** `known.<n>`: OEIS A000170's count; `known.two53` is 2^53. */
export function knownFact(rest: readonly string[], name: string): number | bigint {
	if (rest[0] === 'two53') return TWO_TO_53;
	const count = knownCount(Number(rest[0]));
	if (count === undefined) throw new Error(`Fact "${name}": no published count.`);
	return count;
}
