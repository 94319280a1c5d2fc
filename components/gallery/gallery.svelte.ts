import {
	isSolution,
	squaresFromColumns,
	stabilizer,
	symmetryClasses,
	TRANSFORMS,
	type SymmetryClass,
	type TransformName,
} from '#src/solver/board/index.ts';
import { FORMATS, formatDigits, type FormatName } from '#src/solver/format/index.ts';
import { checkInLimit, clampToLimit, isInputError, LIMITS } from '#src/solver/input/index.ts';
import { backtrack } from '#src/solver/search/index.ts';
import { runInSlices, type SliceOptions, type SlicedRun } from '../page/index.ts';
import { galleryMessages, type GalleryMessages } from '#src/i18n/gallery.ts';
import { inputMessages } from '#src/i18n/input.ts';
import type { Locale } from '#src/i18n/locales.ts';

/** One small board of the gallery: its columns, search-order number and symmetry class. */
export interface GalleryItem {
	columns: number[];
	number: number;
	classNumber: number;
	symmetric: boolean;
}

/** A run of cards on one page: one class each when grouped, the whole page otherwise. */
export interface GalleryRun {
	classNumber: number;
	continued: boolean;
	items: GalleryItem[];
}

/** What the gallery starts with; `slices` paces the search (tests pass a clock and scheduler). */
export interface GalleryOptions {
	n: number;
	pageSize: number;
	/** Called when the learner turns a board or changes the grouping (the page opens notes then). */
	onuse?: () => void;
	slices?: Pick<SliceOptions, 'clock' | 'schedule'>;
	/** Every solution of `n` in search order, found when the site was built: shown, not searched. */
	solutions?: number[][];
	/** The page's language: every sentence the gallery says (English unless told). */
	locale?: Locale;
}

const key = (columns: readonly number[]) => columns.join(',');
/** Longest the search may hold the page per slice, in milliseconds (n = 10 takes a few hundred). */
const SLICE_MS = 10;

/**
 * The solution gallery without a DOM: every solution of the chosen n collected in time slices,
 * the symmetry classes the solver finds, paging and grouping, the selected board and what the
 * eight symmetries make of it, and the sentences read out.
 */
export class GalleryController {
	size = $state(8);
	/** The solver's message when a chosen size is outside LIMITS.gallery. */
	sizeError = $state('');
	solutions: number[][] = $state.raw([]);
	searching = $state(true);
	foundSoFar = $state(0);
	fundamentalOnly = $state(false);
	grouped = $state(false);
	/** Whether the count line names the classes; false while a question on the page asks for it. */
	classesShown = $state(true);
	page = $state(0);
	perPage = $state(24);
	/** The board picked from the gallery, and what the transforms made of it. */
	picked: number[] = $state.raw([]);
	current: number[] = $state.raw([]);
	applied: string[] = $state.raw([]);
	formatName: FormatName = $state('squares');
	copyMessage = $state('');
	announcement = $state('');

	readonly classes: SymmetryClass[] = $derived(symmetryClasses(this.solutions));
	// The maps below are rebuilt whole when the solutions change and never mutated: plain Maps.
	/** Search-order number (1-based) of every solution, by its columns. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	readonly numberOf = $derived(new Map(this.solutions.map((columns, i) => [key(columns), i + 1])));
	/** Class number (1-based) of every solution, by its columns. */
	readonly classOf = $derived(
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		new Map(this.classes.flatMap((group, i) => group.members.map((m) => [key(m), i + 1] as const))),
	);
	readonly items: GalleryItem[] = $derived.by(() => {
		const itemFor = (columns: number[]) => this.itemFor(columns);
		if (this.fundamentalOnly) return this.classes.map((group) => itemFor(group.representative));
		if (this.grouped) return this.classes.flatMap((group) => group.members.map(itemFor));
		return this.solutions.map(itemFor);
	});
	readonly pageCount = $derived(Math.max(1, Math.ceil(this.items.length / this.perPage)));
	readonly pageIndex = $derived(Math.min(this.page, this.pageCount - 1));
	readonly pageItems = $derived(
		this.items.slice(this.pageIndex * this.perPage, (this.pageIndex + 1) * this.perPage),
	);
	readonly runs: GalleryRun[] = $derived.by(() => this.#runs());
	readonly currentSquares = $derived(squaresFromColumns(this.current));
	readonly valid = $derived(
		this.current.length === this.size && isSolution(this.size, this.currentSquares),
	);
	readonly currentNumber = $derived(this.numberOf.get(key(this.current)));
	readonly currentClass = $derived(this.classOf.get(key(this.current)));
	/** The symmetries other than the identity that leave the selected board as it is. */
	readonly fixers = $derived(
		this.current.length === this.size
			? stabilizer(this.current).filter((t) => t !== 'identity')
			: [],
	);
	/** What each of those symmetries does, in words ("rotated half a turn"). */
	readonly fixerLabels = $derived(this.fixers.map((name) => this.#words().transforms[name]));
	readonly format = $derived(FORMATS.find((f) => f.name === this.formatName) ?? FORMATS[0]!);
	readonly formatted = $derived(
		this.current.length === this.size ? this.format.format(this.current) : '',
	);

	/** The gallery's words, in the page's language. */
	readonly t: GalleryMessages;
	#options: GalleryOptions;
	#search: SlicedRun | undefined;
	/** The size whose solutions are all shown, when they are. */
	#collected: number | undefined;

	constructor(options: GalleryOptions) {
		this.#options = options;
		this.t = galleryMessages(options.locale ?? 'en');
		// The starting size comes from the prop once; after that the picker owns it.
		this.size = clampToLimit(options.n, LIMITS.gallery, 8);
		this.perPage = Math.max(1, Math.floor(Number(options.pageSize)) || 24);
		if (options.solutions && this.size === options.n) this.#show(options.solutions);
	}

	/** The card for one solution. */
	itemFor(columns: number[]): GalleryItem {
		const classNumber = this.classOf.get(key(columns)) ?? 0;
		const group = this.classes[classNumber - 1];
		const number = this.numberOf.get(key(columns)) ?? 0;
		return { columns, number, classNumber, symmetric: (group?.symmetries.length ?? 1) > 1 };
	}

	/** Whether a card shows the picked board. */
	isPicked(columns: readonly number[]): boolean {
		return key(columns) === key(this.picked);
	}

	/** A one-line count of what the gallery shows. */
	get countText(): string {
		const total = this.solutions.length;
		const k = this.classes.length;
		const { count } = this.t;
		if (this.fundamentalOnly) return count.fundamental(k, total, this.size);
		// Grouping shows the classes anyway: the learner asked for them.
		if (!this.classesShown && !this.grouped) return count.solutions(total, this.size);
		return count.classes(total, this.size, k);
	}

	/**
	 * Collects every solution of the current size, a slice at a time; a newer call abandons it.
	 * A size whose solutions are all shown already (found when the site was built) is not searched.
	 */
	collect(): void {
		if (this.#collected === this.size) return;
		this.#search?.cancel();
		this.searching = true;
		this.foundSoFar = 0;
		const found: number[][] = [];
		const search = backtrack({ n: this.size });
		const step = (): boolean => {
			for (let i = 0; i < 512; i++) {
				const next = search.next();
				if (next.done) return false;
				if (next.value.type === 'solution') found.push([...next.value.columns]);
			}
			return true;
		};
		this.#search = runInSlices(step, {
			...this.#options.slices,
			budgetMs: SLICE_MS,
			onslice: () => (this.foundSoFar = found.length),
			ondone: () => this.#show(found),
		});
	}

	/** Shows every solution of the current size, the first one selected. */
	#show(found: number[][]): void {
		this.solutions = found;
		this.picked = this.current = found[0] ?? [];
		this.applied = [];
		this.page = 0;
		this.searching = false;
		this.#collected = this.size;
	}

	/** Stops a search under way (a new size, or the widget leaving the page). */
	dispose(): void {
		this.#search?.cancel();
	}

	/** Selects a card's board. */
	pick(item: GalleryItem): void {
		this.picked = this.current = item.columns;
		this.applied = [];
		this.copyMessage = '';
		this.announcement = this.t.selected.picked(item.number, formatDigits(item.columns));
	}

	/** Turns or mirrors the selected board with one of the eight symmetries; identity resets it. */
	transform(name: TransformName): void {
		const t = TRANSFORMS.find((x) => x.name === name);
		if (!t) return; // only the eight symmetries are offered
		this.#options.onuse?.();
		this.copyMessage = '';
		if (name === 'identity') {
			this.current = this.picked;
			this.applied = [];
		} else {
			this.current = t.apply(this.current);
			this.applied = [...this.applied, this.t.transforms[name]];
		}
		const ok = isSolution(this.size, squaresFromColumns(this.current));
		const which = this.numberOf.get(key(this.current));
		this.announcement = this.t.selected.transformed(
			name === 'identity' ? null : this.t.transforms[name],
			formatDigits(this.current),
			ok,
			which,
		);
	}

	/** Takes a size from the menu; refuses one outside LIMITS.gallery with the solver's words. */
	setSize(value: unknown): boolean {
		let next: number;
		try {
			const { phrases } = inputMessages(this.#options.locale ?? 'en');
			next = checkInLimit(value, LIMITS.gallery, this.t.controls.sizeRefused, phrases);
		} catch (error) {
			if (!isInputError(error)) throw error;
			this.sizeError = error.message;
			return false;
		}
		this.sizeError = '';
		if (next === this.size) return true;
		this.size = next;
		this.#collected = undefined;
		this.page = 0;
		this.solutions = this.picked = this.current = this.applied = [];
		this.announcement = this.copyMessage = '';
		return true;
	}

	/** A filter or grouping changed: back to the first page. */
	regroup(): void {
		this.page = 0;
		this.#options.onuse?.();
	}

	/** Goes to a page, kept within the pages there are. */
	goto(next: number): void {
		this.page = Math.min(this.pageCount - 1, Math.max(0, next));
	}

	/** A format picked from the menu, checked where it is used. */
	chooseFormat(): void {
		this.copyMessage = '';
		if (!FORMATS.some((f) => f.name === this.formatName)) this.formatName = 'squares';
	}

	/** Copies the selected board in the chosen format, or says how to copy it by hand. */
	async copy(clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<void> {
		try {
			if (!clipboard?.writeText) throw new Error('no clipboard');
			await clipboard.writeText(this.formatted);
			this.copyMessage = this.t.selected.copied(this.t.formats[this.format.name]);
		} catch {
			this.copyMessage = this.t.selected.cannotCopy;
		}
	}

	/** The words, read through a method: the derived fields above are set up before the constructor runs. */
	#words(): GalleryMessages {
		return this.t;
	}

	#runs(): GalleryRun[] {
		if (!this.grouped) return [{ classNumber: 0, continued: false, items: this.pageItems }];
		const out: GalleryRun[] = [];
		for (const item of this.pageItems) {
			const last = out.at(-1);
			if (last && last.classNumber === item.classNumber) last.items.push(item);
			else {
				const before = this.items[this.pageIndex * this.perPage - 1];
				const continued = out.length === 0 && before?.classNumber === item.classNumber;
				out.push({ classNumber: item.classNumber, continued, items: [item] });
			}
		}
		return out;
	}
}
