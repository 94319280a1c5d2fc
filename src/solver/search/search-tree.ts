import type { Rule, SearchEvent } from '../events/events.ts';

/*
 * The search tree a row-by-row search walks, built from its event stream: one node per queen put
 * down (a child of the queen above it), and one pruned leaf per refused square, under the queen
 * whose row it was tried below. Each node remembers the event that made it and the event that
 * took it back, so a player can show the tree as it stood after any step, growing as it plays.
 */

/** A node: the empty board (root), a queen placed, or a square refused (a pruned branch). */
interface TreeNode {
	id: number;
	/** Parent's id; −1 for the root. */
	parent: number;
	kind: 'root' | 'queen' | 'refused';
	/** 0-based row and column of the square; −1 for the root. */
	row: number;
	col: number;
	/** Index of the event that made it (the place, or the failed check); −1 for the root. */
	at: number;
	/** Index of the event that took the queen back; Infinity while it stands (and for leaves). */
	until: number;
	/** Index of the solution event reported with this queen as the last one, or −1. */
	solutionAt: number;
	/** Why a refused square was refused: the line and the queen on it. */
	rule?: Rule;
	by?: { row: number; col: number };
	children: number[];
}

/** Every node of a recorded search, root first, in the order the search made them. */
export interface SearchTree {
	n: number;
	nodes: TreeNode[];
}

/** Builds the tree of an n×n row-by-row search from its events (only the first `limit` are read). */
export function buildSearchTree(
	n: number,
	events: Iterable<SearchEvent>,
	limit = Infinity,
): SearchTree {
	const root: TreeNode = {
		id: 0,
		parent: -1,
		kind: 'root',
		row: -1,
		col: -1,
		at: -1,
		until: Infinity,
		solutionAt: -1,
		children: [],
	};
	const nodes: TreeNode[] = [root];
	const path: TreeNode[] = [root];
	let i = 0;
	const add = (node: Omit<TreeNode, 'id' | 'parent' | 'children'>): TreeNode => {
		const parent = path.at(-1)!;
		const made: TreeNode = { ...node, id: nodes.length, parent: parent.id, children: [] };
		nodes.push(made);
		parent.children.push(made.id);
		return made;
	};
	for (const event of events) {
		if (i >= limit) break;
		switch (event.type) {
			case 'place':
				path.push(
					add({
						kind: 'queen',
						row: event.row,
						col: event.col,
						at: i,
						until: Infinity,
						solutionAt: -1,
					}),
				);
				break;
			case 'remove':
				// Only the queen on top of the path can be taken back in a row-by-row search.
				if (path.length > 1 && path.at(-1)!.row === event.row) path.pop()!.until = i;
				break;
			case 'check':
				if (!event.safe)
					add({
						kind: 'refused',
						row: event.row,
						col: event.col,
						at: i,
						until: Infinity,
						solutionAt: -1,
						...(event.conflict
							? {
									rule: event.conflict.rule,
									by: { row: event.conflict.queenRow, col: event.conflict.queenCol },
								}
							: {}),
					});
				break;
			case 'solution':
				if (path.length > 1) path.at(-1)!.solutionAt = i;
				break;
			default:
				break;
		}
		i++;
	}
	return { n, nodes };
}

/** Whether a node exists after `step` events have been applied (step 0: only the root). */
function isVisible(node: TreeNode, step: number): boolean {
	return node.at < step;
}

/** Ids of the root and the queens standing after `step` events: the current path, top first. */
export function pathAt(tree: SearchTree, step: number): number[] {
	const path = [0];
	for (;;) {
		const node = tree.nodes[path.at(-1)!]!;
		const next = node.children.find((id) => {
			const child = tree.nodes[id]!;
			return child.kind === 'queen' && child.at < step && child.until >= step;
		});
		if (next === undefined) return path;
		path.push(next);
	}
}

/** A node placed for drawing: `depth` across (root 0), `y` down in leaf units. */
export interface PlacedNode {
	node: TreeNode;
	depth: number;
	y: number;
}

/**
 * Height of a pruned leaf, in units of a queen's leaf: refusals pack tighter than queens, but not
 * so tight that the column labels beside two ✕ in a row touch (a 12 px label on a 19 px unit).
 */
export const REFUSED_HEIGHT = 0.8;

/**
 * Lays out the nodes visible after `step` events: depth left to right, siblings top to bottom in
 * the order the search made them, each parent level with the middle of its children.
 */
export function layoutTree(
	tree: SearchTree,
	step: number,
): { placed: PlacedNode[]; height: number } {
	const placed: PlacedNode[] = [];
	let next = 0;
	const visit = (id: number, depth: number): number => {
		const node = tree.nodes[id]!;
		const kids = node.children.filter((c) => isVisible(tree.nodes[c]!, step));
		let y: number;
		if (kids.length === 0) {
			const h = node.kind === 'refused' ? REFUSED_HEIGHT : 1;
			y = next + h / 2;
			next += h;
		} else {
			const ys = kids.map((c) => visit(c, depth + 1));
			y = (ys[0]! + ys.at(-1)!) / 2;
		}
		placed.push({ node, depth, y });
		return y;
	};
	visit(0, 0);
	return { placed: placed.sort((a, b) => a.node.id - b.node.id), height: next };
}
