import { learnerWalk } from './learner-walk.ts';
import { brokenRules, glossary } from '../zh-rules.ts';
import cell from '../../src/i18n/zh-cn/cell.ts';
import teaching from '../../src/i18n/zh-cn/teaching.ts';
import trace from '../../src/i18n/zh-cn/trace.ts';
import play from '../../src/i18n/zh-cn/play-board.ts';
import bug from '../../src/i18n/zh-cn/bug-replay.ts';
import gallery from '../../src/i18n/zh-cn/gallery.ts';
import jobs from '../../src/i18n/zh-cn/jobs.ts';
import file from '../../src/i18n/zh-cn/notebook-file.ts';
import program from '../../src/i18n/zh-cn/program-run.ts';

/*
 * A Chinese learner's walk (issue 27): every Chinese page walked as test/e2e/learner-walk.ts
 * walks it, every sentence held to test/zh-rules.ts, the rules test/unit/glossary.test.ts holds
 * the sources to. What a program printed is held to every rule but the English-word one: beside
 * the starters' and demos' own words (Chinese on these pages, held by
 * starters-same-program.test.ts and exercise-demos.test.ts) it holds what the engine prints of
 * values (`true`, `null`), which is code (docs/i18n.md, "Error messages left in English").
 *
 * ZH_WALK_OUT=<folder> writes each test's sentences there, to be read by a person.
 */

const ROWS = glossary();

learnerWalk({
	locale: 'zh-cn',
	language: 'Chinese',
	learner: "a Chinese learner's",
	env: 'ZH_WALK',
	cell,
	teaching,
	trace,
	play,
	bug,
	gallery,
	jobs,
	file,
	program,
	raceOver: /^完成|取消/,
	demoOver: /已完成|已取消/,
	searching: /搜索中/,
	runOver: /运行完成|因错误停止|已停止/,
	editor: /^代码：/,
	notANumber: '很多',
	stop: '停',
	rulesName: 'the glossary',
	rules: (sentence, { printed }) => brokenRules(sentence, { rows: ROWS, latin: !printed }),
});
