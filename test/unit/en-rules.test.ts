import { describe, expect, it } from 'vitest';
import { brokenRules, RULES } from '../en-rules.ts';

/*
 * Each English rule of the learner's walk (test/en-rules.ts) fails on a sentence planted with its
 * slip and passes the same sentence written as the book writes it.
 */

/** Per rule: a planted slip, and the sentence as the book writes it. */
const PLANTED: Record<string, [slip: string, fixed: string]> = {
	'a CJK character': ['The search found 92 solutions。', 'The search found 92 solutions.'],
	'a missing value shown': ['Step undefined of 40.', 'Step 3 of 40.'],
	'a number of 5+ digits without commas': [
		'The search places 15720 queens.',
		'The search places 15,720 queens.',
	],
	'a 4-digit count without a comma': ['The log says 4564 checks.', 'The log says 4,564 checks.'],
	'a doubled word': ['Press the the Step button.', 'Press the Step button.'],
	'a double space': ['Press the  Step button.', 'Press the Step button.'],
	'a space before punctuation': [
		'The board is full , and solved.',
		'The board is full, and solved.',
	],
	'term: "bit mask", not "bitmask"': ['A bitmask answers at once.', 'A bit mask answers at once.'],
	'term: "look-up", not "lookup"': ['Three lookups answer it.', 'Three look-ups answer it.'],
	'term: "/ diagonal", not "anti-diagonal"': [
		'They share an anti-diagonal.',
		'They share a / diagonal.',
	],
	'term: "chessboard", not "chess board"': [
		'A chess board has 64 squares.',
		'A chessboard has 64 squares.',
	],
	'term: "backtrack", not "back-track"': ['Then it must back-track.', 'Then it must backtrack.'],
	'term: "call stack", not "callstack"': ['The callstack grows.', 'The call stack grows.'],
	'term: "dead end", not "deadend"': ['This row is a deadend.', 'This row is a dead end.'],
	'term: "N-Queens"': ['The n-queens puzzle.', 'The N-Queens puzzle.'],
};

const names = (sentence: string, printed = false) =>
	brokenRules(sentence, { printed }).map(({ rule }) => rule);

describe('the English rules of the learner walk', () => {
	it('plants a slip for every rule', () => {
		expect(Object.keys(PLANTED).sort()).toEqual(RULES.map(({ name }) => name).sort());
	});

	for (const [rule, [slip, fixed]] of Object.entries(PLANTED)) {
		it(`${rule}: fails on the slip, passes the fix`, () => {
			expect(names(slip)).toContain(rule);
			expect(names(fixed)).toEqual([]);
		});
	}

	it('a sentence that starts in lower case, at the start or after a stop', () => {
		expect(names('the search backtracks here.')).toContain('a sentence that starts in lower case');
		expect(names('It backtracks. then it goes on.')).toContain(
			'a sentence that starts in lower case',
		);
		expect(names('It backtracks. Then it goes on.')).toEqual([]);
		// A one-letter name, a name of code and an abbreviation start nothing.
		expect(names('n = 8 has 92 solutions.')).toEqual([]);
		expect(names('isSafe was called 876 times.')).toEqual([]);
		expect(names('Count the checks, e.g. the row check.')).toEqual([]);
	});

	it('lets a year, a board written as its columns and a decimal be', () => {
		expect(names('Bezzel asked in 1848; the board 1302 solves 4 × 4.')).toEqual([]);
		expect(names('The first solution is 04752613.')).toEqual([]);
		expect(names('It took 0.000125 s.')).toEqual([]);
	});

	it('lets a name of code, a factorial and a value returned be', () => {
		expect(names('The published count (OEIS A000170) is 14,200.')).toEqual([]);
		expect(names('Bit masks answer with one AND and find every free square.')).toEqual([]);
		expect(names('It makes all n! permutations. Then it checks each.')).toEqual([]);
		expect(names('For n = 2 you returned null: 2 queens have no solution.')).toEqual([]);
		expect(names('Step null of 40.')).toContain('a missing value shown');
		expect(names('[0] ?')).toEqual([]);
		expect(names('Never undo prints ? boards.')).toEqual([]);
		expect(names('Is it done ?')).toContain('a space before punctuation');
		expect(names('Press Is it this step? or Show me.')).toEqual([]);
		expect(names('stack.push(0): stack[0] = 0.')).toEqual([]);
		expect(names('Trace board, 8 by 8, after step 1971')).toContain(
			'a 4-digit count without a comma',
		);
		// A line number of the trace log, in its gutter and before its line.
		expect(names('34987')).toEqual([]);
		expect(names('Code: src/solver/checks/bitmask.ts, lines 144–156')).toEqual([]);
		expect(names('35001: search complete: 92 solutions')).toEqual([]);
		expect(names('It took 35001 steps.')).toContain('a number of 5+ digits without commas');
		expect(names('The The board.')).toContain('a doubled word');
	});

	it('holds what a program printed only to its own rules', () => {
		expect(names('count = 365596', true)).toEqual([]);
		expect(names('result: undefined', true)).toEqual([]);
		expect(names('found found 92', true)).toEqual(['a doubled word']);
		expect(names('找到 92 个解', true)).toEqual(['a CJK character']);
	});

	it('lets the Chinese name of the Chinese pages be', () => {
		expect(names('Read this page in 简体中文.')).toEqual([]);
	});
});
