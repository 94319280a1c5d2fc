import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import RunRecipe from '../../components/RunRecipe.svelte';
import type { WorkerLike } from '../../components/count-pool.ts';
import { runRecipe, type RecipeMessage, type RecipeRequest } from '../../src/solver/recipes.ts';

afterEach(() => cleanup());

/** Stands in for the recipe worker: runs the real recipe in this thread, or holds the request. */
class FakeRecipeWorker implements WorkerLike<RecipeRequest, RecipeMessage> {
	onmessage: ((event: { data: RecipeMessage }) => void) | null = null;
	onerror: ((event: { message?: string }) => void) | null = null;
	terminated = false;
	readonly hold: boolean;
	constructor(hold: boolean) {
		this.hold = hold;
	}
	postMessage(request: RecipeRequest): void {
		if (!this.hold) this.onmessage?.({ data: runRecipe(request) });
	}
	terminate(): void {
		this.terminated = true;
	}
}

const output = () => screen.getByRole('region', { name: /^Output of/ });

describe('light recipes run on the page', () => {
	test.each([
		[
			'first-solution',
			['Safety checks to the first solution: 876', 'to find all 92: 15,720', '1 5 8 6 3 7 2 4'],
		],
		[
			'permutations-vs-backtracking',
			['40,320 permutations generated (8! = 40,320), 92 kept', '92 solutions with 15,720 calls'],
		],
		['chess-notation', ['The solution is: a8 b2 c4 d1 e7 f5 g3 h6', 'a b c d e f g h']],
		['occupancy-check', ['Occupancy arrays: 92 solutions (✓ matches the published 92)']],
	])('%s prints the solver’s numbers', async (recipe, expected) => {
		const user = userEvent.setup();
		render(RunRecipe, {
			recipe,
			createWorker: () => {
				throw new Error('light recipes need no worker');
			},
		});
		expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByText(/^Finished in/)).toBeInTheDocument();
		for (const text of expected) expect(output()).toHaveTextContent(text);
	});

	test('an unknown recipe says so instead of crashing', async () => {
		const user = userEvent.setup();
		render(RunRecipe, { recipe: 'no-such-thing' });
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(screen.getByRole('alert')).toHaveTextContent(
			'There is no recipe called "no-such-thing".',
		);
	});
});

describe('heavy recipes run in a worker', () => {
	test('count-12 runs in the worker (made on first use) and prints 14,200 with the time', async () => {
		const user = userEvent.setup();
		const made: FakeRecipeWorker[] = [];
		render(RunRecipe, {
			recipe: 'count-12',
			createWorker: () => (made.push(new FakeRecipeWorker(false)), made.at(-1)!),
		});
		expect(made).toHaveLength(0);
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(1);
		expect(screen.getByRole('status')).toHaveTextContent(/^Finished in \d/);
		expect(output()).toHaveTextContent('Bit masks with mirror symmetry: 14,200 solutions');
		expect(output()).toHaveTextContent(
			'Backtracking with the grid scan: 14,200 solutions, 10,103,868 checks',
		);
		expect(output()).toHaveTextContent('Published count (OEIS A000170): 14,200 ✓ both match');
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(1); // the worker is kept for the next run
	}, 20_000);

	test('Cancel terminates the worker and says "Cancelled."', async () => {
		const user = userEvent.setup();
		const made: FakeRecipeWorker[] = [];
		render(RunRecipe, {
			recipe: 'count-12',
			createWorker: () => (made.push(new FakeRecipeWorker(true)), made.at(-1)!),
		});
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(screen.getByRole('status')).toHaveTextContent('Running in the background…');
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(made[0]!.terminated).toBe(true);
		expect(screen.getByRole('status')).toHaveTextContent('Cancelled.');
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(made).toHaveLength(2);
	});

	test('a worker error shows a clear message', async () => {
		const user = userEvent.setup();
		render(RunRecipe, {
			recipe: 'count-12',
			createWorker: () => {
				const worker = new FakeRecipeWorker(true);
				worker.postMessage = () => worker.onerror?.({ message: 'Script error' });
				return worker;
			},
		});
		await user.click(screen.getByRole('button', { name: 'Run' }));
		expect(screen.getByRole('alert')).toHaveTextContent(
			"The recipe's worker stopped with an error: Script error.",
		);
	});
});
