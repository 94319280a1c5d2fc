import { expect, test } from 'vitest';
import { checkCommand, classFolder, notebookText, solution } from '../class-files.ts';

/*
 * Issue 38, point 1: a learner's JavaScript that grows an array forever fills its own thread's
 * heap (capped in src/cli/check/runs.ts), not the command's: that run ends, not passed, and the
 * next learner on the same thread is graded as ever.
 */

test('a run that fills its heap ends alone, and the next learner is graded', async () => {
	const { paths } = classFolder({
		'bomb.json': notebookText([
			{
				exercise: 'first-solution',
				language: 'js',
				code: 'const kept = [];\nfor (;;) kept.push(new Array(1e6).fill(1));',
			},
		]),
		'next.json': notebookText([solution('chess-notation', 'js')]),
	});
	const run = await checkCommand([
		paths['bomb.json']!,
		paths['next.json']!,
		'--workers',
		'1',
		'--time-limit',
		'120',
		'--format',
		'json',
	]);
	expect(run.status, run.stderr).toBe(0);
	const [bomb, next] = JSON.parse(run.stdout).files;
	expect(bomb.exercises['first-solution']).toMatchObject({ passed: false });
	expect(bomb.exercises['first-solution'].firstMessage).toMatch(/memory/);
	expect(next.exercises['chess-notation']).toMatchObject({ passed: true, checksTotal: 3 });
}, 300_000);
