import type { SearchEvent } from '../events/events.ts';

/*
 * The moments of a search a "try this" button jumps to, named once and defined on the event
 * stream, so a button of the same name means the same moment in every chapter and language.
 */

/** A named moment of a search, as a preset button jumps to it. */
export type Landmark = 'first-solution' | 'first-dead-end' | 'first-retreat' | 'end';

/** Every landmark, in the order a search meets them on a board with a dead end. */
export const LANDMARKS: readonly Landmark[] = [
	'first-dead-end',
	'first-retreat',
	'first-solution',
	'end',
];

/**
 * The step (events applied, as a player counts them) that shows `landmark` of a search, or −1
 * while the stream read so far does not hold it:
 * - `first-solution`: the first full board, its `solution` event;
 * - `first-dead-end`: the first board with a row where no square is safe, on that row's last
 *   refused check (every square of the row refused, none placed), the next event a take-back;
 * - `first-retreat`: the first take-back, its `remove` event (the queen just lifted);
 * - `end`: the closing `done` event.
 */
export function landmarkStep(events: Iterable<SearchEvent>, landmark: Landmark): number {
	let index = 0;
	let previous: SearchEvent | undefined;
	let lastPlacedRow = -1; // the row of the last queen put down
	for (const event of events) {
		switch (landmark) {
			case 'first-solution':
				if (event.type === 'solution') return index + 1;
				break;
			case 'first-retreat':
				if (event.type === 'remove') return index + 1;
				break;
			case 'first-dead-end':
				// A take-back right after a refusal, in a row where no queen was put down since the row
				// above got its queen: the step before it was a dead end.
				if (
					event.type === 'remove' &&
					previous?.type === 'check' &&
					!previous.safe &&
					lastPlacedRow === previous.row - 1
				)
					return index;
				break;
			case 'end':
				if (event.type === 'done') return index + 1;
				break;
		}
		if (event.type === 'place') lastPlacedRow = event.row;
		previous = event;
		index++;
	}
	return -1;
}
