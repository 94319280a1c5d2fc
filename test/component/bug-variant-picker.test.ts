import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import BugVariantPicker from '../../components/bug-replay/BugVariantPicker.svelte';
import { reportBugs } from '../../src/solver/bugs/index.ts';
import { bugReplayMessages } from '../../src/i18n/bug-replay.ts';

afterEach(() => cleanup());

/*
 * The bug replay's version picker alone: a radio group of seed 002's four versions that says
 * what each prints once the counts may show, and hands the learner's pick back to the replay.
 */
const report = reportBugs(8);
const t = bugReplayMessages('en');

describe('the bug replay’s version picker', () => {
	test('says how many boards each version prints, once the counts may show', () => {
		render(BugVariantPicker, {
			chosen: 'no-undo',
			report,
			countsShown: true,
			t,
			onchoose: vi.fn(),
		});
		expect(screen.getByRole('group', { name: t.picker.legend })).toBeInTheDocument();
		expect(screen.getAllByRole('radio')).toHaveLength(4);
		expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', 'no-undo');
		expect(
			screen.getByRole('radio', { name: /also clear after printing/i }).closest('label'),
		).toHaveTextContent(/prints 92 boards$/);
	});

	test('keeps the counts back until they may show', () => {
		render(BugVariantPicker, {
			chosen: 'no-undo',
			report,
			countsShown: false,
			t,
			onchoose: vi.fn(),
		});
		for (const radio of screen.getAllByRole('radio'))
			expect(radio.closest('label')).toHaveTextContent(/prints \? boards$/);
	});

	test('hands the pick back and leaves the choosing to the replay', async () => {
		const user = userEvent.setup();
		const onchoose = vi.fn();
		render(BugVariantPicker, { chosen: 'no-undo', report, countsShown: true, t, onchoose });
		await user.click(screen.getByRole('radio', { name: /half fix/i }));
		expect(onchoose).toHaveBeenCalledWith('half-fix');
	});
});
