import { describe, expect, test } from 'vitest';
import { GalleryController } from '../../components/gallery/gallery.svelte.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { A000170, A002562 } from './helpers.ts';

/*
 * The solution gallery's controller, driven without a DOM. Its search runs in slices; the test's
 * scheduler runs every later slice at once, so a whole collection finishes inside `collect`.
 */
function gallery(n: number, pageSize = 24) {
	const g = new GalleryController({
		n,
		pageSize,
		slices: { schedule: (next) => (next(), () => {}) },
	});
	g.collect();
	return g;
}

describe('the gallery controller', () => {
	test.each([4, 5, 6, 8])('n = %i: every solution (OEIS A000170) in its classes (A002562)', (n) => {
		const g = gallery(n);
		expect(g.searching).toBe(false);
		expect(g.solutions).toHaveLength(A000170[n - 1]!);
		expect(g.classes).toHaveLength(A002562[n - 1]!);
		expect(g.current).toEqual(g.solutions[0]);
		expect(g.valid).toBe(true);
	});

	test('one board per class, then grouped by class with continued runs across pages', () => {
		const g = gallery(8, 5);
		g.fundamentalOnly = true;
		expect(g.items.map((i) => i.classNumber)).toEqual(g.classes.map((_, i) => i + 1));
		g.fundamentalOnly = false;
		g.grouped = true;
		g.goto(1); // boards 6–10: the page starts inside the class board 5 belongs to when they share one
		const [fifth, sixth] = [g.items[4]!, g.items[5]!];
		expect(g.runs[0]).toMatchObject({
			classNumber: sixth.classNumber,
			continued: fifth.classNumber === sixth.classNumber,
		});
		expect(g.runs.flatMap((run) => run.items)).toEqual(g.items.slice(5, 10));
		expect(
			g.pageItems.every(
				(item, i) => i === 0 || item.classNumber >= g.pageItems[i - 1]!.classNumber,
			),
		).toBe(true);
	});

	test('a turn keeps a solution a solution, and identity puts the picked board back', () => {
		const g = gallery(8);
		g.pick(g.itemFor(g.solutions[3]!));
		const picked = g.current;
		g.transform('rotate90');
		expect(g.valid).toBe(true);
		expect(g.current).not.toEqual(picked);
		expect(g.applied).toHaveLength(1);
		expect(g.announcement).toMatch(/still a solution, solution \d+ of the list\.$/);
		g.transform('identity');
		expect(g.current).toEqual(picked);
		expect(g.applied).toEqual([]);
	});

	test('a size outside the gallery is refused with the limit’s words and the size kept', () => {
		const g = gallery(6);
		expect(g.setSize(String(LIMITS.gallery.max + 1))).toBe(false);
		expect(g.sizeError).toMatch(/^The board size n/);
		expect(g.size).toBe(6);
		expect(g.setSize('not a number')).toBe(false);
		expect(g.setSize(5)).toBe(true);
		expect(g.sizeError).toBe('');
		expect(g.solutions).toEqual([]); // cleared until the new search runs
	});

	test('a newer search abandons the one under way', () => {
		const queue: (() => void)[] = [];
		let time = 0; // a millisecond per look at the clock: the first slice ends long before the search
		const g = new GalleryController({
			n: 10,
			pageSize: 24,
			slices: { clock: () => time++, schedule: (next) => (queue.push(next), () => {}) },
		});
		g.collect();
		expect(g.searching).toBe(true);
		g.dispose();
		while (queue.length > 0) queue.shift()!();
		expect(g.searching).toBe(true);
		expect(g.solutions).toEqual([]);
	});
});
