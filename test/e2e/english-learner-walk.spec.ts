import { learnerWalk } from './learner-walk.ts';
import { brokenRules } from '../en-rules.ts';
import cell from '../../src/i18n/en/cell.ts';
import teaching from '../../src/i18n/en/teaching.ts';
import trace from '../../src/i18n/en/trace.ts';
import play from '../../src/i18n/en/play-board.ts';
import bug from '../../src/i18n/en/bug-replay.ts';
import gallery from '../../src/i18n/en/gallery.ts';
import jobs from '../../src/i18n/en/jobs.ts';
import file from '../../src/i18n/en/notebook-file.ts';
import program from '../../src/i18n/en/program-run.ts';

/*
 * An English learner's walk (issue 28): every English page walked as test/e2e/learner-walk.ts
 * walks it, every sentence held to test/en-rules.ts (no Chinese, no missing value shown, counts
 * grouped, no doubled word or space, no space before punctuation, sentences that start with a
 * capital, the book's terms). What a program printed is held only to the rules that hold a
 * program's own strings too (no Chinese, no doubled word): `console.log(365596)` is its style.
 *
 * EN_WALK_OUT=<folder> writes each test's sentences there, to be read by a person.
 */

learnerWalk({
	locale: 'en',
	language: 'English',
	learner: "an English learner's",
	env: 'EN_WALK',
	cell,
	teaching,
	trace,
	play,
	bug,
	gallery,
	jobs,
	file,
	program,
	raceOver: /^Done|Cancelled/,
	demoOver: /Finished|Cancelled/,
	searching: /Searching/,
	runOver: /Finished in|Stopped with an error|Stopped/,
	editor: /^Code of /,
	notANumber: 'lots',
	stop: 'stop',
	rulesName: 'the English rules (test/en-rules.ts)',
	rules: (sentence, { printed }) => brokenRules(sentence, { printed }),
});
