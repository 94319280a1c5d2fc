import { beforeEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { createRawSnippet } from 'svelte';
import Fold from '../../components/fold/Fold.svelte';
import {
	ANNOUNCE_EVENT,
	announce,
	forgetAnnouncements,
	onAnnounce,
} from '../../components/page/page-events.ts';

const children = createRawSnippet(() => ({
	render: () => '<p>The search never repeats itself.</p>',
}));
const details = () => document.querySelector('details')!;
const summary = () => document.querySelector('summary')!;

beforeEach(() => forgetAnnouncements());

describe('Fold keeps its notes folded until the learner has done the thing', () => {
	test('starts folded, says why, and offers "Show anyway"; the notes are in the page (find-in-page)', () => {
		render(Fold, { after: 'trace-a', until: 'run the player above', children });
		expect(details().open).toBe(false);
		expect(summary()).toHaveTextContent('Notes — folded until you run the player above.');
		expect(summary()).toHaveTextContent('Show anyway');
		expect(details()).toHaveTextContent('The search never repeats itself.');
	});

	test('"Show anyway" opens it, and a second click folds it again', async () => {
		const user = userEvent.setup();
		render(Fold, { after: 'trace-b', until: 'run the player above', children });
		await user.click(screen.getByText('Show anyway'));
		expect(details().open).toBe(true);
		expect(summary()).not.toHaveTextContent('Show anyway');
		await user.click(summary());
		expect(details().open).toBe(false);
	});

	test('opens when its widget announces a run, and not for another widget', async () => {
		render(Fold, { after: 'trace-c', until: 'run the player above', children });
		announce('some-other-player');
		await Promise.resolve();
		expect(details().open).toBe(false);
		announce('trace-c', 'run');
		await waitFor(() => expect(details().open).toBe(true));
		expect(screen.getByText(/opened, because you ran the widget/)).toBeInTheDocument();
	});

	test('a fold that mounts after the announcement opens too (late listener)', async () => {
		announce('trace-d', 'answer');
		render(Fold, { after: 'trace-d', until: 'answer the question', children });
		await waitFor(() => expect(details().open).toBe(true));
	});
});

describe('a fold waiting for several events opens only once all have happened', () => {
	test('the run alone leaves it folded; the answer after it opens it', async () => {
		render(Fold, { after: 'gallery-a guess-a', until: 'turn a board and answer', children });
		announce('gallery-a', 'run');
		await Promise.resolve();
		await Promise.resolve();
		expect(details().open).toBe(false);
		announce('guess-a', 'answer');
		await waitFor(() => expect(details().open).toBe(true));
		expect(screen.getByText(/opened, because you answered/)).toBeInTheDocument();
	});
});

describe('page-events', () => {
	test('announce dispatches one window event per id, and onAnnounce can stop listening', async () => {
		const seen: string[] = [];
		const record = (e: Event) => seen.push((e as CustomEvent<{ id: string }>).detail.id);
		window.addEventListener(ANNOUNCE_EVENT, record);
		const heard: string[] = [];
		const stop = onAnnounce('e2', () => heard.push('e2'));
		announce('e1');
		announce('e1');
		stop();
		announce('e2');
		window.removeEventListener(ANNOUNCE_EVENT, record);
		expect(seen).toEqual(['e1', 'e2']);
		expect(heard).toEqual([]);
	});
});

describe('in Chinese (issue 21)', () => {
	test('says why it is folded, offers to open it, and announces its opening in Chinese', async () => {
		const { container } = render(Fold, {
			after: 'trace-zh',
			until: '运行上面的播放器',
			children,
			locale: 'zh-cn',
		});
		const mine = container.querySelector('summary')!;
		const live = container.querySelector('[aria-live]')!;
		expect(mine).toHaveTextContent('要点——已收起，运行上面的播放器之后会自动展开。');
		expect(mine).toHaveTextContent('直接展开');
		announce('trace-zh', 'run');
		await waitFor(() => expect(container.querySelector('details')!.open).toBe(true));
		expect(mine).toHaveTextContent('（点击收起）');
		expect(live).toHaveTextContent('要点：已展开，因为你已动手试过上面的内容。');
		expect(`${mine.textContent} ${live.textContent}`).not.toMatch(/\b[A-Za-z]{3,}\b/);
	});
});
