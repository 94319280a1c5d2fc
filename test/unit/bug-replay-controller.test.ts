import { describe, expect, test } from 'vitest';
import { BugReplayController } from '../../components/bug-replay/bug-replay.svelte.ts';
import { BUGGY_VARIANTS, analyseBug, reportBugs } from '../../src/solver/bugs/index.ts';
import { Timeline } from '../../src/solver/timeline/index.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';

/*
 * The bug replay's controller without a DOM, with the solver's report as the built page gives it.
 * The player's state at a step comes from a timeline of the same version, as the player reports it.
 */
const report = reportBugs(8);

function analysed(): BugReplayController {
	const found: string[] = [];
	const bug = new BugReplayController('no-undo', report, (v) => found.push(v));
	return Object.assign(bug, { found });
}

/** Stands the controller on `step` events of its version (1 = after the first event). */
function standOn(bug: BugReplayController, step: number): void {
	const timeline = new Timeline(8, buggySearch(bug.chosen, 8)[Symbol.iterator]());
	while (timeline.length < step && timeline.extend(5000) > 0);
	bug.traceState = timeline.stateAt(step - 1);
}

describe('the bug replay controller', () => {
	test('the four versions print 0, 0, 1 and 92 boards, as seed 002 says', () => {
		const bug = analysed();
		expect(BUGGY_VARIANTS.map((v) => bug.report.versions[v].stats.solutions)).toEqual([
			0, 0, 1, 92,
		]);
	});

	test.each(['no-undo', 'half-fix', 'clear-on-exit'] as const)(
		'%s: "not yet" before the solver’s first stale refusal, "yes" on it, "before" after it',
		(variant) => {
			const bug = analysed();
			bug.choose(variant);
			const wrong = analyseBug(variant, 8).firstStale!.index;
			standOn(bug, wrong); // one step short
			bug.checkStep();
			expect(bug.verdict).toMatch(/^Not yet: /);
			expect(bug.jumped).toBe(false);
			standOn(bug, wrong + 2); // one step past
			bug.checkStep();
			expect(bug.verdict).toMatch(/^It went wrong before step /);
			standOn(bug, wrong + 1);
			bug.checkStep();
			expect(bug.verdict).toBe(
				`Yes: step ${(wrong + 1).toLocaleString('en-US')} is the moment it goes wrong.`,
			);
			expect(bug.jumped).toBe(true);
			expect(bug.staleMarks.length).toBeGreaterThan(0);
		},
	);

	test('"Show me" explains and gives the step to jump to; the fixed version has none', () => {
		const bug = analysed();
		expect(bug.showMe()).toBe(analyseBug('no-undo', 8).firstStale!.index + 1);
		expect(bug.message).toMatch(/^Here /);
		bug.choose('fixed');
		expect(bug.message).toBe('');
		expect(bug.showMe()).toBeUndefined();
		expect(bug.message).toMatch(/^Nothing goes wrong in this version/);
	});
});
