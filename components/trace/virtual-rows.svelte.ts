/** What a virtual list needs: its rows' count and height, and the window it draws them in. */
export interface VirtualRowsOptions {
	/** How many rows the list has now. */
	count: () => number;
	/** Every row's height in px now (the rows are all as tall, but for `extra`). */
	row: () => number;
	/** Px one row is taller than the rest now (the log's current line, drawn whole); 0 if none. */
	extra?: () => number;
	/** Px of rows in view. */
	view: number;
	/** Rows drawn past each edge of the view, so a short scroll shows no gap. */
	overscan: number;
	/** Rows in the DOM at once: enough to fill the view with the shortest rows, plus the overscan. */
	inDom: number;
	/**
	 * Tallest spacer in px. Browsers cap an element's height (about 17 million px in Firefox);
	 * past this the scrollbar is scaled, each px of scrolling moving more than a px of rows.
	 */
	maxPx: number;
}

/**
 * A list too long for the DOM, drawn a window at a time over a tall spacer: which rows are in
 * the DOM, where they sit, and where to scroll to bring a row into view. The component keeps
 * `scrollTop` as its scroll box's and draws `visible` at `top` inside a spacer `spacerHeight` tall.
 */
export class VirtualRows {
	/** How far the scroll box is scrolled, in px of the spacer. */
	scrollTop = $state(0);

	/** Every row's height together: the list as tall as it would be drawn whole. */
	readonly realHeight = $derived.by(
		() => this.#options.count() * this.#options.row() + (this.#options.extra?.() ?? 0),
	);
	/** The spacer's height: the real height, up to maxPx. */
	readonly spacerHeight = $derived.by(() => Math.min(this.realHeight, this.#options.maxPx));
	/** Px of rows per px of scrolling: 1 unless the spacer is capped. */
	readonly ratio = $derived.by(() =>
		this.spacerHeight > this.#options.view
			? (this.realHeight - this.#options.view) / (this.spacerHeight - this.#options.view)
			: 1,
	);
	/** Where the view starts in the list drawn whole, in px. */
	readonly virtualTop = $derived.by(() =>
		Math.min(Math.max(0, this.realHeight - this.#options.view), this.scrollTop * this.ratio),
	);
	/** The first row in the DOM. */
	readonly first = $derived.by(() =>
		Math.max(0, Math.floor(this.virtualTop / this.#options.row()) - this.#options.overscan),
	);
	/** The rows in the DOM, in order. */
	readonly visible = $derived.by(() => {
		const to = Math.min(this.#options.count(), this.first + this.#options.inDom);
		return Array.from({ length: Math.max(0, to - this.first) }, (_, k) => this.first + k);
	});
	/** Where the rows in the DOM start inside the spacer, in px. */
	readonly top = $derived.by(
		() => this.scrollTop + this.first * this.#options.row() - this.virtualTop,
	);
	/** Rows a PageUp or PageDown moves: a view's worth, less one to keep context. */
	readonly page = $derived.by(() =>
		Math.max(1, Math.floor(this.#options.view / this.#options.row()) - 1),
	);

	// Read only inside the deriveds above, which run after the constructor has set it.
	readonly #options: VirtualRowsOptions;

	constructor(options: VirtualRowsOptions) {
		this.#options = options;
	}

	/**
	 * Scrolls so row `i` is in view, a third of the way down when it has to move, with a whole row
	 * at the top of the view; `height` is its own, if it is the taller one. Returns whether it moved
	 * (the component then moves its scroll box to `scrollTop`).
	 */
	reveal(i: number, height = this.#options.row()): boolean {
		if (i < 0) return false;
		const row = this.#options.row();
		const view = this.#options.view;
		const y = i * row;
		if (y >= this.virtualTop && y + height <= this.virtualTop + view) return false;
		const above = Math.min(Math.floor(view / 3 / row) * row, Math.max(0, view - height));
		const target = Math.min(Math.max(0, this.realHeight - view), Math.max(0, y - above));
		this.scrollTop = target / this.ratio;
		return true;
	}
}
