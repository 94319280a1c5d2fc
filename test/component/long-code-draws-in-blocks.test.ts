import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { flushSync } from 'svelte';
import { render } from '@testing-library/svelte';
import CellCode from '../../components/code-cell/CellCode.svelte';
import { LINES_PER_BLOCK } from '../../components/code-cell/line-blocks.ts';
import { cellMessages } from '../../src/i18n/cell.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

/*
 * Issue 25, point 3: a cell showing the longest code an import accepts must not hold the page.
 * The old view put every line on the page as a node beside all the others: a page script that
 * looks at each added node (Starlight's code-block scripts ask each one for
 * `querySelectorAll('.expressive-code …')`, which Chromium answers in time proportional to the
 * node's siblings) then did work growing with lines × lines: 99,999 lines held Chromium for 191 s.
 * These tests count that work, and the lines drawn in each task, instead of timing anything: the
 * old view inserts 99,999 lines beside 99,999 siblings in one task and fails both counts.
 */

const MAX = LIMITS.cellCodeChars.max;
const STARTER = 'const columns = [0, 2, 4, 1, 3, 5];\nconsole.log(columns);';

/** Code of the shapes an import accepts, each at the limit (or one below it). */
const SHAPES: [string, string, number][] = [
	['99,999 empty lines', '\n'.repeat(MAX - 1), MAX - 1],
	['one line of 100,000 characters', 'x'.repeat(MAX), 1],
	['50,000 lines of one character', 'a\n'.repeat(MAX / 2), MAX / 2],
	['9,090 lines of code', 'let a = 1;\n'.repeat(Math.floor(MAX / 11)), Math.floor(MAX / 11)],
];

/**
 * Watches the nodes added under `root`: the lines they bring, and what a page script that looks at
 * every added node pays (each node's siblings, summed). `take()` returns what was added since the
 * last take.
 */
function watchAddedNodes(root: Node) {
	let delivered: MutationRecord[] = [];
	const observer = new MutationObserver((records) => delivered.push(...records));
	observer.observe(root, { childList: true, subtree: true });
	return {
		take() {
			const added = { lines: 0, siblingWork: 0 };
			const records = [...delivered, ...observer.takeRecords()];
			delivered = [];
			for (const record of records) {
				for (const node of record.addedNodes) {
					if (!(node instanceof Element)) continue;
					added.lines += node.matches('.line') ? 1 : node.getElementsByClassName('line').length;
					added.siblingWork += node.parentNode?.childNodes.length ?? 0;
				}
			}
			return added;
		},
		stop: () => observer.disconnect(),
	};
}

/** The cell's code box showing the starter, as the page draws it before an import. */
function renderStarter() {
	return render(CellCode, {
		t: cellMessages('en'),
		label: 'Turn the array into a board',
		code: STARTER,
		edited: false,
	});
}

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe('the longest code an import accepts', () => {
	test.each(SHAPES)(
		'%s: drawn a block of lines a task, each line beside few others',
		async (_, code, lines) => {
			const { container, rerender } = renderStarter();
			const box = container.querySelector('pre')!;
			const watch = watchAddedNodes(box);
			await rerender({ code, edited: true }); // what an import, or a reload, brings
			flushSync();
			const tasks = [watch.take()];
			while (vi.getTimerCount() > 0) {
				expect(tasks.length, 'the code is drawn in fewer tasks than lines').toBeLessThan(lines);
				vi.advanceTimersToNextTimer();
				flushSync();
				tasks.push(watch.take());
			}
			watch.stop();
			const drawnPerTask = tasks.map((task) => task.lines);
			const siblingWork = tasks.reduce((sum, task) => sum + task.siblingWork, 0);

			expect(Math.max(...drawnPerTask)).toBeLessThanOrEqual(LINES_PER_BLOCK);
			// A few siblings a line at most (99,999 lines: 32,125 here; 9,999,700,000 in the old view).
			expect(siblingWork).toBeLessThanOrEqual(4 * lines + 10 * LINES_PER_BLOCK);
			// Every line is there, numbered, with its text.
			const shown = box.querySelectorAll('.line');
			expect(shown).toHaveLength(lines);
			expect(shown[lines - 1]!.querySelector('.number')).toHaveTextContent(String(lines));
			expect(box.textContent?.replace(/\d+/g, '')).toBe(
				code.replace(/\n$/, '').replace(/\d+/g, '').replaceAll('\n', ''),
			);
		},
	);
});

test('the error’s line is marked in whichever block holds it, and only there', async () => {
	const code = Array.from({ length: 1_000 }, (_, i) => `line ${i + 1};`).join('\n');
	const { container, rerender } = renderStarter();
	await rerender({ code, edited: true, errorLine: 1_000 });
	await vi.runAllTimersAsync();
	flushSync();
	const marked = () => [...container.querySelectorAll('.error-line')].map((l) => l.textContent);
	expect(marked()).toEqual(['1000line 1000;']);
	await rerender({ errorLine: 401 });
	expect(marked()).toEqual(['401line 401;']);
	await rerender({ errorLine: undefined });
	expect(marked()).toEqual([]);
	// Markup in the code is shown as text.
	await rerender({ code: '<b>bold</b> & <script>x()</script>', errorLine: 1 });
	expect(container.querySelector('pre b, pre script')).toBeNull();
	expect(marked()).toEqual(['1<b>bold</b> & <script>x()</script>']);
});
