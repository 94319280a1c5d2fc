import { describe, expect, test } from 'vitest';
import { nqueens } from './cli-helpers.ts';
import { fact } from '../../src/site/book-facts.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import {
	countSeconds,
	planSubproblems,
	planWork,
	shareSeconds,
	splitPlan,
} from '../../src/solver/count/index.ts';

// Chapter 9's plan for twenty queens (src/site/share-facts.ts) says what `nqueens 20 --plan` says.
describe('the book’s plan for n = 20 is the command’s', () => {
	const plan = planSubproblems(20);
	const machines = Number(fact('shares.20.hour'));

	test('its sub-problems are the engine’s plan', () => {
		expect(fact('shares.20.parts')).toBe(plan.length);
	});

	test('the machines for an hour are the fewest whose largest share takes an hour, busy', () => {
		const largestSlow = (parts: number) => {
			const shares = splitPlan(plan, parts);
			const largest = shares.reduce((a, b) => (b.work > a.work ? b : a));
			return shareSeconds(20, largest, planWork(shares))[1];
		};
		expect(largestSlow(machines)).toBeLessThanOrEqual(3600);
		expect(largestSlow(machines - 1)).toBeGreaterThan(3600);
		// One machine alone would take the whole count's time, which is more than an hour.
		expect(countSeconds(20)[1]).toBeGreaterThan(3600);
	});

	test('nqueens 20 --plan --parts K prints the same sub-problems, share size and times', () => {
		const { status, stdout } = nqueens('20', '--plan', '--parts', String(machines));
		expect(status).toBe(0);
		expect(stdout).toContain(
			`sub-problems: ${formatCount(Number(fact('shares.20.parts')))} in all`,
		);
		expect(stdout).toMatch(
			new RegExp(`largest share: share \\d+, ${fact('shares.20.hour.size')} sub-problems`),
		);
		expect(stdout).toContain(`work, roughly ${fact('shares.20.hour.largest')} on a `);
		expect(stdout).toContain(`whole count: roughly ${fact('shares.20.whole')}`);
	});
});
