import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import CheckRace from '../../components/CheckRace.svelte';
import { CHECK_NAMES } from '../../src/solver/board.ts';
import {
	CHECK_WORDS,
	raceCheck,
	runRace,
	type RaceMessage,
	type RaceRequest,
	type WorkerLike,
} from '../../src/solver/race.ts';

/** A worker that keeps the requests and sends only what the test tells it to. */
class ManualWorker implements WorkerLike {
	onmessage: WorkerLike['onmessage'] = null;
	onerror: WorkerLike['onerror'] = null;
	requests: RaceRequest[] = [];
	terminated = false;
	postMessage(request: RaceRequest) {
		this.requests.push(request);
	}
	terminate() {
		this.terminated = true;
	}
	send(message: RaceMessage) {
		if (!this.terminated) this.onmessage?.({ data: message });
	}
}

/** A worker that runs the real race body in this thread, one timed run per check. */
class InThreadWorker extends ManualWorker {
	override postMessage(request: RaceRequest) {
		super.postMessage(request);
		queueMicrotask(() => runRace({ ...request, runs: 1 }, (m) => this.send(m)));
	}
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (check: (typeof CHECK_NAMES)[number]) =>
	within(screen.getByRole('table')).getByRole('rowheader', { name: CHECK_WORDS[check] })
		.parentElement!;
const status = () =>
	screen
		.getAllByRole('status')
		.map((s) => s.textContent)
		.join(' ');
const fmt = (v: number) => v.toLocaleString('en-US');

describe('running the race', () => {
	test.each([5, 8])('n = %i: a row per check with the counts the solver gives', async (n) => {
		const workers: InThreadWorker[] = [];
		render(CheckRace, {
			n,
			createWorker: () => {
				const w = new InThreadWorker();
				workers.push(w);
				return w;
			},
		});
		expect(workers).toHaveLength(0); // nothing starts before Run
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done: all 5 checks timed on/));
		expect(workers).toHaveLength(1);
		expect(workers[0]!.requests).toEqual([{ type: 'run', n }]);
		expect(rows()).toHaveLength(CHECK_NAMES.length);
		// OEIS A000170: 10 solutions for n = 5, 92 for n = 8.
		expect(
			screen.getByRole('table', {
				name: new RegExp(`every check found ${n === 5 ? 10 : 92} solutions`),
			}),
		).toBeInTheDocument();
		for (const check of CHECK_NAMES) {
			const expected = raceCheck(n, check).stats;
			const cells = within(rowOf(check))
				.getAllByRole('cell')
				.map((c) => c.textContent?.trim());
			expect(cells.slice(0, 3)).toEqual([
				fmt(expected.checks),
				fmt(expected.comparisons),
				(expected.comparisons / expected.checks).toFixed(2),
			]);
			expect(Number(cells[3])).toBeGreaterThanOrEqual(0);
		}
		// The ratio text is computed from those numbers.
		const grid = raceCheck(n, 'grid').stats.comparisons;
		const formula = raceCheck(n, 'formula').stats.comparisons;
		expect(
			screen.getByText(/The grid scan made .* as many comparisons as the formula check/),
		).toHaveTextContent(`${(grid / formula).toFixed(1)}×`);
	});

	test('a second Run reuses the worker, with the newly chosen size', async () => {
		const workers: InThreadWorker[] = [];
		render(CheckRace, {
			n: 6,
			createWorker: () => (workers.push(new InThreadWorker()), workers.at(-1)!),
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done/));
		await fireEvent.change(screen.getByRole('combobox', { name: 'Board size' }), {
			target: { value: '4' },
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done: all 5 checks timed on 4 × 4/));
		expect(workers).toHaveLength(1);
		expect(workers[0]!.requests.map((r) => r.n)).toEqual([6, 4]);
		expect(screen.getByRole('table')).toHaveAccessibleName(/every check found 2 solutions/); // A000170: n = 4
		expect(within(rowOf('bitmask')).getAllByRole('cell')[0]).toHaveTextContent(
			fmt(raceCheck(4, 'bitmask').stats.checks),
		);
	});

	test('progress names the check being timed and rows fill in as results arrive', async () => {
		const worker = new ManualWorker();
		render(CheckRace, { n: 6, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
		expect(screen.getByRole('progressbar')).toBeInTheDocument();
		worker.send({ type: 'progress', check: 'grid', index: 0, total: 5 });
		await vi.waitFor(() => expect(status()).toContain('Timing the grid scan (1 of 5) on 6 × 6'));
		expect(within(rowOf('grid')).getByRole('cell')).toHaveTextContent('running…');
		worker.send({ type: 'result', result: raceCheck(6, 'grid'), index: 0, total: 5 });
		worker.send({ type: 'progress', check: 'formula', index: 1, total: 5 });
		await vi.waitFor(() => expect(status()).toContain('formula check (2 of 5)'));
		expect(within(rowOf('grid')).getAllByRole('cell')[0]).toHaveTextContent(
			fmt(raceCheck(6, 'grid').stats.checks),
		);
		expect(screen.getByRole('table')).toHaveAccessibleName(/every check timed found 4 solutions/); // A000170: n = 6
		expect(within(rowOf('bitmask')).getByRole('cell')).toHaveTextContent('waiting');
	});
});

describe('Cancel', () => {
	test('terminates the worker, keeps what was timed, and a new Run starts a fresh worker', async () => {
		const workers: ManualWorker[] = [];
		render(CheckRace, {
			n: 7,
			createWorker: () => (workers.push(new ManualWorker()), workers.at(-1)!),
		});
		const cancel = screen.getByRole('button', { name: 'Cancel' });
		expect(cancel).toBeDisabled();
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(cancel).toBeEnabled();
		workers[0]!.send({ type: 'progress', check: 'grid', index: 0, total: 5 });
		workers[0]!.send({ type: 'result', result: raceCheck(7, 'grid'), index: 0, total: 5 });
		workers[0]!.send({ type: 'progress', check: 'formula', index: 1, total: 5 });
		await fireEvent.click(cancel);
		expect(workers[0]!.terminated).toBe(true);
		expect(status()).toContain('Cancelled after 1 of 5 checks.');
		expect(screen.getByRole('table')).toHaveAccessibleName(/every check timed found 40 solutions/); // A000170: n = 7
		expect(within(rowOf('formula')).getByRole('cell')).toHaveTextContent('not run');
		expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(workers).toHaveLength(2);
	});
});

describe('errors', () => {
	test('a worker crash shows a clear message and frees Run', async () => {
		const worker = new ManualWorker();
		render(CheckRace, { n: 8, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.onerror?.({ message: 'out of memory' });
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('The race worker failed: out of memory');
		expect(worker.terminated).toBe(true);
		expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
	});

	test('a worker that cannot load says so', async () => {
		const worker = new ManualWorker();
		render(CheckRace, { n: 8, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.onerror?.({});
		expect(await screen.findByRole('alert')).toHaveTextContent(/failed to start or stopped/);
	});

	test('an error reported by the race itself is shown', async () => {
		const worker = new ManualWorker();
		render(CheckRace, { n: 8, createWorker: () => worker });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		worker.send({ type: 'error', message: 'n = 99 is too large for this method' });
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'The race stopped: n = 99 is too large for this method',
		);
	});

	test('a browser without workers gets a message, not a crash', async () => {
		render(CheckRace, {
			n: 8,
			createWorker: () => {
				throw new Error('Worker is not defined');
			},
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'This browser could not start the race: Worker is not defined',
		);
	});
});

describe('the bars', () => {
	test('label each bar with its number and switch to a log scale', async () => {
		const { container } = render(CheckRace, { n: 6, createWorker: () => new InThreadWorker() });
		await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
		await vi.waitFor(() => expect(status()).toMatch(/Done/));
		const charts = container.querySelectorAll('figure');
		expect(charts).toHaveLength(2);
		const comparisons = charts[0]!;
		const values = [...comparisons.querySelectorAll('.bar-value')].map((v) => v.textContent);
		expect(values).toEqual(CHECK_NAMES.map((c) => fmt(raceCheck(6, c).stats.comparisons)));
		const widths = () =>
			[...comparisons.querySelectorAll<HTMLElement>('.bar')].map((b) => parseFloat(b.style.width));
		const linear = widths();
		expect(Math.max(...linear)).toBe(100);
		// Linear bars are proportional to the numbers: bit masks / grid scan.
		const ratio =
			raceCheck(6, 'bitmask').stats.comparisons / raceCheck(6, 'grid').stats.comparisons;
		expect(linear[4]! / 100).toBeCloseTo(ratio, 5);
		await fireEvent.click(screen.getByRole('checkbox', { name: 'Logarithmic bars' }));
		const log = widths();
		expect(Math.max(...log)).toBeCloseTo(100, 5);
		expect(log[4]!).toBeGreaterThan(linear[4]!);
		expect(comparisons.querySelector('figcaption')).toHaveTextContent('logarithmic scale');
	});
});
