import { expect, vi } from 'vitest';
import { screen } from '@testing-library/svelte';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses Run from the keyboard, then Cancel with `cancelKey`: Run is disabled while the work runs,
 * focus moves to Cancel and back to Run (never to the page), and `cancelled()` is true after Cancel.
 */
export async function runThenCancelByKeyboard(
	user: UserEvent,
	cancelled: () => boolean,
	cancelKey = '{Enter}',
): Promise<{ run: HTMLElement; cancel: HTMLElement }> {
	const run = screen.getByRole('button', { name: 'Run' });
	const cancel = screen.getByRole('button', { name: 'Cancel' });
	run.focus();
	await user.keyboard('{Enter}');
	expect(run).toBeDisabled();
	await vi.waitFor(() => expect(cancel).toHaveFocus());
	await user.keyboard(cancelKey);
	expect(cancelled()).toBe(true);
	await vi.waitFor(() => expect(run).toHaveFocus());
	return { run, cancel };
}
