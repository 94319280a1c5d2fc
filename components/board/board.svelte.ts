import {
	analysePosition,
	hasRoomForQueen,
	isOnBoard,
	toggleQueen,
	type Position,
} from '#src/solver/board/index.ts';
import { clampToLimit, LIMITS, type Limit } from '#src/solver/input/index.ts';
import {
	boardStatus,
	fullBoardSentence,
	nameBoardSquare,
	toggleAnnouncement,
} from '#src/solver/words/index.ts';
import { edgeLabels, markWords } from './board-text.ts';
import { boardMessages, type BoardMessages } from '#src/i18n/board.ts';
import { wordsMessages, type WordsMessages } from '#src/i18n/words.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { Coordinates, Mark, Square } from './board-types.ts';

/** What the board is told by its page (the component's props, read afresh each time). */
export interface BoardInput {
	n: number;
	queens: readonly Square[];
	interactive: boolean;
	/** Hatch and ✕ the squares the queens attack; undefined follows `interactive`. */
	showAttacks?: boolean | undefined;
	marks: readonly Mark[];
	coordinates: Coordinates;
	/** The page's language (English unless told). */
	locale?: Locale | undefined;
	/** The sizes the board draws, a size outside them drawn at the nearest (LIMITS.search unless told). */
	sizes?: Limit | undefined;
}

/** Everything drawn and said about one square. */
export interface SquareInfo {
	queen: boolean;
	/** An empty square the queens attack, drawn hatched with a ✕ (when attacks are shown). */
	attacked: boolean;
	/** A queen another queen attacks. */
	conflict: boolean;
	/** The overlays on the square, in the order given. */
	marks: Mark[];
	/** The square's accessible name, in the solver's words. */
	name: string;
	/** The square's visible mark labels, joined ('' when none). */
	label: string;
}

/** What a key press on a square did: moved the cursor, toggled a queen, or nothing. */
export type KeyOutcome = 'move' | 'toggle' | undefined;

/**
 * One board's state: the queens placed (as the solver analyses them), the keyboard cursor, the
 * marks on each square, and what the board announces. Every sentence comes from the solver's
 * words (src/solver/words); the component only draws this.
 */
export class BoardController {
	readonly #input: () => BoardInput;
	readonly #onqueens: ((queens: Square[]) => void) | undefined;

	/** The board's words, in the page's language. */
	readonly t: BoardMessages = $derived(boardMessages(this.#props.locale ?? 'en'));
	/** The solver's sentences about the board, in the page's language. */
	readonly words: WordsMessages = $derived(wordsMessages(this.#props.locale ?? 'en'));
	// A bad size never breaks the page: the nearest size it draws (LIMITS.search unless told).
	readonly size = $derived.by(() => {
		const sizes = this.#props.sizes ?? LIMITS.search;
		return clampToLimit(this.#props.n, sizes, sizes.min);
	});
	/** The queens shown; a toggle overrides them until the page hands the board new ones. */
	queens: readonly Square[] = $derived(this.#props.queens);
	readonly position: Position = $derived(
		analysePosition(
			this.size,
			this.queens.filter((q) => isOnBoard(this.size, q)),
		),
	);
	readonly attacksShown = $derived(this.#props.showAttacks ?? this.#props.interactive);
	readonly indices = $derived(Array.from({ length: this.size }, (_, i) => i));
	readonly edges = $derived(edgeLabels(this.size, this.#props.coordinates));
	readonly #queenAt = $derived(this.position.queens.map((q) => q.row * this.size + q.col));
	// marksAt[row * size + col]: the marks on that square, in the order given.
	readonly #marksAt = $derived.by(() => {
		const bySquare: Mark[][] = Array.from({ length: this.size * this.size }, () => []);
		for (const mark of this.#props.marks) {
			if (isOnBoard(this.size, mark)) bySquare[mark.row * this.size + mark.col]!.push(mark);
		}
		return bySquare;
	});
	// Queens marked as left over from an earlier step of a search: such a board is never solved.
	readonly #leftover = $derived(
		this.#props.marks.filter(
			(m) => m.kind === 'stale' && this.#queenAt.includes(m.row * this.size + m.col),
		),
	);
	/** The status line: queens placed, conflicts, or "Solved!". */
	readonly status = $derived(boardStatus(this.position, this.#leftover, this.words));

	/** The keyboard cursor: the one square in the tab order. */
	focusRow = $state(0);
	focusCol = $state(0);
	// Kept inside the board when it shrinks under the cursor.
	readonly activeRow = $derived(Math.min(this.focusRow, this.size - 1));
	readonly activeCol = $derived(Math.min(this.focusCol, this.size - 1));
	/** What the live region says after the last toggle. */
	announcement = $state('');
	/** Why the last toggle placed nothing (a queen more than the board can hold), until the next. */
	refusal = $state('');

	/** `input` is read afresh on every use; `onqueens` hears each toggle's new queens. */
	constructor(input: () => BoardInput, onqueens?: (queens: Square[]) => void) {
		this.#input = input;
		this.#onqueens = onqueens;
	}

	// A getter, not a field: the derived fields above read it lazily, after the constructor ran.
	get #props(): BoardInput {
		return this.#input();
	}

	/** Whether the board takes clicks and Enter/Space. */
	get interactive(): boolean {
		return this.#props.interactive;
	}

	/** Everything drawn and said about the square at (row, col). */
	squareInfo(row: number, col: number): SquareInfo {
		const key = row * this.size + col;
		const queen = this.#queenAt.includes(key);
		const attacks = this.position.attacks[row]![col]!;
		const marks = this.#marksAt[key] ?? [];
		// A queen's attackers are always named (they are conflicts); empty squares only when shown.
		const named = queen || this.attacksShown ? attacks : [];
		return {
			queen,
			attacked: !queen && this.attacksShown && attacks.length > 0,
			conflict: queen && this.position.conflicted[row]![col]!,
			marks,
			name: nameBoardSquare({
				n: this.size,
				square: { row, col },
				queen,
				attacks: named,
				notes: markWords(marks, this.t.marks),
				chess: this.#props.coordinates === 'chess',
				words: this.words,
			}),
			label: marks
				.filter((m) => m.label)
				.map((m) => m.label)
				.join(' '),
		};
	}

	/**
	 * Places or lifts a queen (interactive boards only). A queen more than the board can hold is
	 * refused with the solver's sentence; otherwise the new queens are announced and handed on.
	 */
	toggle(row: number, col: number): void {
		if (!this.interactive) return;
		const square = { row, col };
		const placed = !this.#queenAt.includes(row * this.size + col);
		const current = this.queens.filter((q) => isOnBoard(this.size, q));
		if (placed && !hasRoomForQueen(this.size, current)) {
			this.refusal = fullBoardSentence(this.size, this.words);
			this.announcement = this.refusal;
			return;
		}
		this.refusal = '';
		const next = toggleQueen(current, square);
		this.queens = next;
		this.announcement = toggleAnnouncement(
			placed,
			square,
			analysePosition(this.size, next),
			this.words,
		);
		this.#onqueens?.(next);
	}

	/** Puts the cursor on a square, kept on the board. */
	moveTo(row: number, col: number): void {
		this.focusRow = Math.max(0, Math.min(this.size - 1, row));
		this.focusCol = Math.max(0, Math.min(this.size - 1, col));
	}

	/**
	 * A key pressed on the square at (row, col): arrows, Home/End (row), Ctrl+Home/End (corners)
	 * and PageUp/PageDown (column) move the cursor; Enter and Space toggle on interactive boards.
	 */
	press(key: string, ctrlKey: boolean, row: number, col: number): KeyOutcome {
		const last = this.size - 1;
		const moves: Record<string, [number, number]> = {
			ArrowUp: [row - 1, col],
			ArrowDown: [row + 1, col],
			ArrowLeft: [row, col - 1],
			ArrowRight: [row, col + 1],
			Home: ctrlKey ? [0, 0] : [row, 0],
			End: ctrlKey ? [last, last] : [row, last],
			PageUp: [0, col],
			PageDown: [last, col],
		};
		const target = moves[key];
		if (target) {
			this.moveTo(target[0], target[1]);
			return 'move';
		}
		if ((key === 'Enter' || key === ' ') && this.interactive) {
			this.toggle(row, col);
			return 'toggle';
		}
		return undefined;
	}
}
