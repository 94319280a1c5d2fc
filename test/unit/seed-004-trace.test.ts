import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { backtrack } from '../../src/solver/search/index.ts';
import { formatDigits } from '../../src/solver/format/index.ts';

// Seed 004 printed every CanPlace call of its 4-queens search, with the rule that failed; the
// fixtures hold those lines, transcribed as row, column, outcome.
const fixture = (name: string) =>
	readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
		.split('\n')
		.filter((line) => line && !line.startsWith('#'));

test('the nearest-row-first check reproduces every check of seed 004, with its reason', () => {
	const checks = [...backtrack({ n: 4, check: 'formula-up' })].flatMap((e) =>
		e.type === 'check'
			? [`${e.row} ${e.col} ${e.safe ? 'safe' : `${e.conflict!.rule} ${e.conflict!.queenCol}`}`]
			: [],
	);
	expect(checks).toEqual(fixture('seed-004-checks.txt'));
	expect(checks).toHaveLength(60);
});

test("the search places and refuses squares in seed 004's order and prints 1302 and 2031", () => {
	const steps = [...backtrack({ n: 4, check: 'formula-up' })].flatMap((e) => {
		if (e.type === 'check' && !e.safe) return [`${e.row} ${e.col} refused`];
		if (e.type === 'place') return [`${e.row} ${e.col} placed`];
		if (e.type === 'solution') return [`solution ${formatDigits(e.columns)}`];
		return [];
	});
	expect(steps).toEqual(fixture('seed-004-steps.txt'));
});
