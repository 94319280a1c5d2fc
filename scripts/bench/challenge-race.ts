/**
 * The challenge's speed bar on this machine, by the real clock: its check alone (at least
 * CHALLENGE_FACTOR times as fast as the book's plain search on 12 queens) run by the notebook's
 * runner on two worked solutions, the challenge's bit masks, which should pass, and exercise 3's
 * isSafe search, which should fail. What the unit tests hold with a fake clock
 * (test/unit/challenge-speed-is-relative.test.ts), here on real work. Part of `npm run bench`.
 */
import { transform } from 'sucrase';
import { getExercise } from '../../src/notebook/exercises/index.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';

/** One solution's verdict: whether it passed as it should, and the check's own words. */
interface RaceVerdict {
	solution: string;
	expected: 'pass' | 'fail';
	passed: boolean;
	message: string;
}

/** The speed check alone, run by the runner on `solution`'s code with the real clock. */
function race(solution: string): { passed: boolean; message: string } {
	const exercise = getExercise('count-13');
	const speed = exercise.checks.filter((check) => check.name.includes('times as fast'));
	if (speed.length !== 1) throw new Error('the challenge no longer has one speed check');
	const code = transform(solution, { transforms: ['typescript'] }).code;
	const { checks } = runExercise({ ...exercise, checks: speed }, code);
	return { passed: checks[0]!.passed, message: checks[0]!.message };
}

/** The two verdicts, each as the challenge would give it on this machine now. */
export function benchChallengeRace(): RaceVerdict[] {
	return [
		{
			solution: 'count-13 (bit masks)',
			expected: 'pass',
			...race(getExercise('count-13').solution),
		},
		{ solution: 'count-12 (isSafe)', expected: 'fail', ...race(getExercise('count-12').solution) },
	];
}
