import { describe, expect, test } from 'vitest';
import {
	backtrack,
	backtrackWithStack,
	buildSearchTree,
	countWithCheck,
	layoutTree,
	pathAt,
	REFUSED_HEIGHT,
} from '../../src/solver/search/index.ts';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';
import { formatDigits } from '../../src/solver/format/index.ts';

const events = (n: number) => [...backtrack({ n, check: 'formula' })];

describe('buildSearchTree: one node per queen placed, one leaf per square refused', () => {
	// Counts from the search's own counters (checks − placements = refusals), n = 4 … 8.
	test.each([4, 5, 6, 8])('n = %i: queens and refusals match the counters', (n) => {
		const stats = countWithCheck({ n });
		const tree = buildSearchTree(n, events(n));
		const queens = tree.nodes.filter((v) => v.kind === 'queen');
		const refused = tree.nodes.filter((v) => v.kind === 'refused');
		expect(queens).toHaveLength(stats.placements);
		expect(refused).toHaveLength(stats.checks - stats.placements);
		for (let r = 0; r < n; r++)
			expect(queens.filter((q) => q.row === r)).toHaveLength(stats.nodesPerLevel[r]!);
	});

	test('n = 4: the two solutions are the leaves reported, 1302 then 2031 (chapter 1)', () => {
		const tree = buildSearchTree(4, events(4));
		const solutions = tree.nodes
			.filter((v) => v.solutionAt >= 0)
			.map((leaf) => {
				const cols: number[] = [];
				for (let v = leaf; v.parent >= 0; v = tree.nodes[v.parent]!) cols.unshift(v.col);
				return formatDigits(cols);
			});
		expect(solutions).toEqual(['1302', '2031']);
	});

	test('every queen hangs under the queen of the row above, every refusal under the row above it', () => {
		const tree = buildSearchTree(6, events(6));
		for (const v of tree.nodes.slice(1)) expect(tree.nodes[v.parent]!.row).toBe(v.row - 1);
	});

	test('a refused leaf keeps the line and the queen that refused it', () => {
		const tree = buildSearchTree(4, events(4));
		// Row 2, column 1 (0-based: 1, 0) is in the column of the first queen, at row 1, column 1.
		const first = tree.nodes.find((v) => v.kind === 'refused')!;
		expect(first).toMatchObject({ row: 1, col: 0, rule: 'column', by: { row: 0, col: 0 } });
	});

	test.each(CHECK_NAMES)('the stack search builds the same tree (check %s)', (check) => {
		const a = buildSearchTree(5, backtrack({ n: 5, check }));
		const b = buildSearchTree(5, backtrackWithStack({ n: 5, check }));
		expect(b).toEqual(a);
	});
});

describe('pathAt: the queens standing after a step', () => {
	test('follows the board: at every step the path holds the columns on the board', () => {
		const all = events(5);
		const tree = buildSearchTree(5, all);
		const columns: number[] = [];
		all.forEach((e, i) => {
			if (e.type === 'place') columns.push(e.col);
			if (e.type === 'remove') columns.pop();
			const path = pathAt(tree, i + 1)
				.slice(1)
				.map((id) => tree.nodes[id]!.col);
			expect(path).toEqual(columns);
		});
	});

	test('step 0 is the root alone', () => {
		expect(pathAt(buildSearchTree(4, events(4)), 0)).toEqual([0]);
	});
});

describe('layoutTree: grows with the steps, parents centred on their children', () => {
	test('before the first event only the root is drawn; at the end every node is', () => {
		const all = events(4);
		const tree = buildSearchTree(4, all);
		expect(layoutTree(tree, 0).placed).toHaveLength(1);
		expect(layoutTree(tree, all.length).placed).toHaveLength(tree.nodes.length);
	});

	test('height counts one unit per queen leaf and less per refused leaf', () => {
		const tree = buildSearchTree(4, events(4));
		const leaves = tree.nodes.filter((v) => v.children.length === 0);
		const queenLeaves = leaves.filter((v) => v.kind === 'queen').length;
		const refusedLeaves = leaves.length - queenLeaves;
		expect(layoutTree(tree, Infinity).height).toBeCloseTo(
			queenLeaves + refusedLeaves * REFUSED_HEIGHT,
		);
	});

	test('siblings never overlap and a parent sits between its first and last child', () => {
		const tree = buildSearchTree(5, events(5));
		const { placed } = layoutTree(tree, Infinity);
		const y = new Map(placed.map((p) => [p.node.id, p.y]));
		for (const { node } of placed) {
			const ys = node.children.map((c) => y.get(c)!);
			for (let k = 1; k < ys.length; k++) expect(ys[k]!).toBeGreaterThan(ys[k - 1]!);
			if (ys.length) {
				expect(y.get(node.id)!).toBeGreaterThanOrEqual(ys[0]!);
				expect(y.get(node.id)!).toBeLessThanOrEqual(ys.at(-1)!);
			}
		}
	});
});
