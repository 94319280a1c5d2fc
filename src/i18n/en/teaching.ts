import { formatCount } from '../../solver/format/index.ts';

/** The words of the teaching widgets (Predict, Fold, Hints) in English: the shape of every language's. */
const en = {
	predict: {
		tag: 'Predict',
		yourGuess: 'Your guess',
		check: 'Check my guess',
		showMe: 'Show me without guessing',
		pickFirst: 'Pick one answer first, or press “Show me without guessing”.',
		typeFirst: 'Type a number (0 or more) first, or press “Show me without guessing”.',
		/** A guess out of range: 0 to `max` make sense. */
		typeUpTo: (max: number) =>
			`Type a number from 0 to ${formatCount(max)} first, or press “Show me without guessing”.`,
		/** The answer in a sentence when the page gives no `says`. */
		answerIs: (answer: string) => `the answer is ${answer}`,
		noGuess: (sentence: string) => `You did not guess; ${sentence}.`,
		choseRight: (choice: string, sentence: string) => `You chose “${choice}”: right, ${sentence}.`,
		chose: (choice: string, sentence: string) => `You chose “${choice}”; ${sentence}.`,
		guessedHow: (guess: string, sentence: string, how: string) =>
			`You guessed ${guess}; ${sentence}: ${how}.`,
		guessed: (guess: string, sentence: string) => `You guessed ${guess}; ${sentence}.`,
		/** How far a guess is from the answer. */
		exact: 'exactly right',
		more: (diff: number) => `${formatCount(diff)} more than you guessed`,
		fewer: (diff: number) => `${formatCount(diff)} fewer than you guessed`,
		close: 'close: within 10% of your guess',
		/** `times` is already written ("2.5", "40"). */
		timesMore: (times: string) => `about ${times} times more`,
		timesFewer: (times: string) => `about ${times} times fewer`,
	},
	fold: {
		/** Between a label and its note, set side by side: a space in English, none in Chinese. */
		space: ' ',
		/** The default `label`. */
		label: 'Notes',
		fold: '(click to fold)',
		folded: (until: string) => `— folded until you ${until}.`,
		showAnyway: 'Show anyway',
		openedByRun: (label: string) => `${label}: opened, because you ran the widget.`,
		openedByAnswer: (label: string) => `${label}: opened, because you answered the question.`,
	},
	hints: {
		/** Between a label and its note, set side by side: a space in English, none in Chinese. */
		space: ' ',
		/** The default `label`. */
		label: 'this exercise',
		showHint: (next: number, of: number) => `Show hint ${next} of ${of}`,
		showSolution: 'Show the worked solution',
		show: (label: string) => `Show ${label}`,
		group: (label: string) => `Hints for ${label}`,
		solutionGroup: (label: string) => `Worked solution of ${label}`,
		hint: (i: number, of: number) => `Hint ${i} of ${of}:`,
		solution: 'Worked solution',
	},
};

export default en;

/** The teaching widgets' words, in any language. */
export type TeachingMessages = typeof en;
