import { COUNT_GROWTH, countSeconds, secondsRange } from '../count/count-estimate.ts';
import type { LimitName } from '../input/limits.ts';

/** Why each limit of LIMITS ends where it does, in a sentence a learner could read. */
export const LIMIT_REASONS: Record<LimitName, string> = {
	search:
		'every square tried is an event a learner could replay; n = 16 already makes billions of them',
	permutations:
		'generate-and-test looks at n! candidates, and 10! = 3,628,800 is already a long wait',
	count: 'OEIS A000170 is published up to n = 27, and n = 27 took a year of FPGA time',
	chess: 'chess notation names columns a to z',
	traceEvents:
		"n = 11 (3,949,943 events) fits whole; n = 12 (about 22 million) would not fit a phone's memory",
	tracePlayer:
		'n = 11 replays whole; n = 12 is cut at the event cap, and larger boards would only be cut sooner',
	playBoard:
		'from 4 there are solutions to find; past 12 the squares get too small to tap on a phone',
	diagonalExplorer:
		'past 12 the 23 diagonal labels each way no longer fit beside a phone-width board',
	checkRace:
		'the race repeats every check several times, and past n = 12 the grid scan alone keeps a learner waiting',
	gallery: 'n = 10 has 724 solutions to draw; n = 11 would have 2,680',
	firstSolutionDemo:
		'the comparison runs the full search too, and n = 10 already makes hundreds of thousands of checks',
	countRace: 'up to n = 14 every count takes under a second in a browser',
	countRaceSlow: `n = 17 takes ${secondsRange(countSeconds(17))} on two workers, and each size after it ${COUNT_GROWTH[0]} to ${COUNT_GROWTH[1]} times longer`,
	bugReplay:
		'the fixed version alone makes 159,079 events on 9×9 and 761,585 on 10×10, all kept at once',
	cellOutputLines:
		'a loop that prints forever must not fill the memory before the time limit stops it; 2,000 lines hold 250 boards of 8×8',
	cellBoard:
		'a drawn board wider than 26 squares no longer fits a phone screen, and its text grows with the square of n',
	cellOutputChars:
		'one print of a huge string must not fill the memory either; 200,000 characters is far more than a page can show',
	cellErrorChars:
		'an error says what went wrong in its first line; a message of a million characters would only bury the page, and the checks repeat none',
	cellCodeChars:
		'the longest starter is under 2,000 characters; 100,000 leaves room for any answer, and ten cells at the cap still fit the 5 MB a browser gives a site',
	cellRunMs:
		'counting 13 queens with the isSafe helper takes about 2 s on a laptop; a loop that never ends is stopped after 10 s',
};
