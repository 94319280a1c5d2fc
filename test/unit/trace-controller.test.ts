import { describe, expect, test } from 'vitest';
import { TraceController } from '../../components/trace/trace-player.svelte.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { drain } from './helpers.ts';

/* The trace player's controller without a DOM: its recording, keys and presets. */

/** A controller that has recorded the whole 4-queens search (its first slice covers it all). */
function recorded(): TraceController {
	const player = new TraceController({ n: 4 });
	player.configure();
	return player;
}

describe('the trace controller', () => {
	test('records the whole 4-queens search, event for event', () => {
		const player = recorded();
		expect(player.complete).toBe(true);
		expect(player.recorded).toBe(drain(backtrack({ n: 4, check: 'formula-up' })).events.length);
		player.destroy();
	});

	test.each([
		['ArrowRight', 1],
		['End', 'end'],
		['Home', 0],
	] as const)('%s moves the step', (key, expected) => {
		const player = recorded();
		player.seek(0);
		expect(player.pressKey(key)).toBe(true);
		expect(player.step).toBe(expected === 'end' ? player.recorded : expected);
		player.destroy();
	});

	test('Space plays and pauses; other keys are not the player’s', () => {
		const player = recorded();
		expect(player.pressKey(' ')).toBe(true);
		expect(player.playing).toBe(true);
		player.pressKey(' ');
		expect(player.playing).toBe(false);
		expect(player.pressKey('x')).toBe(false);
		player.destroy();
	});

	test('a preset records anew with its options and jumps to the first solution', () => {
		const player = recorded();
		player.applyPreset({ label: 'five', options: { n: 5 }, goto: 'first-solution' });
		expect(player.options.n).toBe(5);
		expect(player.state.stats.solutions).toBe(1);
		expect(player.state.event?.type).toBe('solution');
		player.destroy();
	});
});
