import { describe, expect, test } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import TracePlayer from '../../components/trace/TracePlayer.svelte';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';

const drawing = () => document.querySelector<SVGSVGElement>('[data-testid="tree-drawing"]')!;
const nodes = (kind: 'queen' | 'refused') => drawing().querySelectorAll(`[data-node="${kind}"]`);
const lit = () =>
	[...drawing().querySelectorAll('.queen.lit')].map((g) => Number(g.getAttribute('data-col')));

describe('the drawn search tree', () => {
	test('n = 4 is drawn whole and grows with the steps: at the end one node per placement and refusal', async () => {
		const user = userEvent.setup();
		render(TracePlayer, { n: 4, check: 'formula-up', show: ['tree'] });
		await screen.findByTestId('tree-drawing');
		expect(drawing().dataset.whole).toBe('true');
		expect(nodes('queen')).toHaveLength(0);
		await user.click(screen.getByRole('button', { name: 'Step forward' }));
		await user.click(screen.getByRole('button', { name: 'Step forward' }));
		await user.click(screen.getByRole('button', { name: 'Step forward' }));
		expect(nodes('queen')).toHaveLength(1); // try, check, place: the first queen
		const stats = countWithCheck({ n: 4, check: 'formula-up' });
		await user.keyboard('{End}');
		screen.getByRole('region', { name: 'Trace player' }).focus();
		await user.keyboard('{End}');
		await waitFor(() => expect(nodes('queen')).toHaveLength(stats.placements));
		expect(nodes('refused')).toHaveLength(stats.checks - stats.placements);
	});

	test('the current path is lit: at the first solution it is 1302 (chapter 1)', async () => {
		const user = userEvent.setup();
		render(TracePlayer, { n: 4, show: ['tree'] });
		await screen.findByTestId('tree-drawing');
		await user.click(screen.getByRole('button', { name: 'Next solution' }));
		expect(lit()).toEqual([1, 3, 0, 2]);
		expect(drawing().querySelector('title')!.textContent).toMatch(/in columns 2, 4, 1, 3\./);
		expect(drawing().textContent).toContain('✓');
	});

	test('a refused square is a ✕ shape with its column and reason, not colour alone', async () => {
		const user = userEvent.setup();
		render(TracePlayer, { n: 4, show: ['tree'] });
		await screen.findByTestId('tree-drawing');
		for (let k = 0; k < 5; k++)
			await user.click(screen.getByRole('button', { name: 'Step forward' }));
		const first = nodes('refused')[0]!;
		expect(first.querySelector('path')).not.toBeNull();
		expect(first.textContent).toMatch(/^1Column 1 refused: column of the queen in row 1$/);
	});

	test('n = 8 is folded to the current path with counts per row', async () => {
		const user = userEvent.setup();
		render(TracePlayer, { n: 8, first: true, check: 'formula', show: ['tree'] });
		await screen.findByTestId('tree-drawing');
		await user.click(screen.getByRole('button', { name: 'Next solution' }));
		await waitFor(() => expect(drawing().dataset.whole).toBe('false'));
		const first = [...backtrack({ n: 8, first: true })].find((e) => e.type === 'solution');
		await waitFor(() =>
			expect(lit()).toEqual(first?.type === 'solution' ? [...first.columns] : []),
		);
		expect(drawing().textContent).toMatch(/row 1: 1 placed, 0 ✕ refused/);
	});

	test('the per-row table stays as its text alternative', async () => {
		render(TracePlayer, { n: 4, show: ['tree'] });
		await screen.findByTestId('tree-drawing');
		expect(
			screen.getByRole('table', { name: 'The same tree in words, row by row' }),
		).toBeInTheDocument();
	});
});

test('the drawing is in the first render: the server’s HTML has it, so nothing moves on hydration', () => {
	render(TracePlayer, { n: 4, show: ['tree'] });
	expect(drawing().dataset.whole).toBe('true');
	expect(drawing().querySelector('.root')).not.toBeNull(); // step 0: the empty board alone
});
