/*
 * Growable typed storage for a recording: one Uint32 per event (or per event index), and rows of
 * n bytes for whole boards. Doubling when full keeps pushes cheap and the memory compact.
 */

/** A Uint32Array that doubles when full; `next`/`previous` search values pushed in increasing order. */
export class PackedArray {
	data = new Uint32Array(1024);
	length = 0;

	/** Appends one value (0 … 2³² − 1). */
	push(value: number): void {
		if (this.length === this.data.length) {
			const bigger = new Uint32Array(this.data.length * 2);
			bigger.set(this.data);
			this.data = bigger;
		}
		this.data[this.length++] = value;
	}

	/** The value at index i (no bounds check beyond the typed array's own). */
	at(i: number): number {
		return this.data[i]!;
	}

	/** Drops the unused tail once nothing more will be pushed. */
	trim(): void {
		this.data = this.data.slice(0, this.length);
	}

	/** First stored value greater than `after`, or −1 (values are pushed in increasing order). */
	next(after: number): number {
		const k = this.#firstAbove(after);
		return k < this.length ? this.data[k]! : -1;
	}

	/** Last stored value smaller than `before`, or −1. */
	previous(before: number): number {
		const k = this.#firstAbove(before - 1);
		return k > 0 ? this.data[k - 1]! : -1;
	}

	/** Position of the first value greater than `after` (binary search; `length` if none). */
	#firstAbove(after: number): number {
		let lo = 0;
		let hi = this.length;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (this.data[mid]! > after) hi = mid;
			else lo = mid + 1;
		}
		return lo;
	}
}

/** Rows of `width` bytes (whole boards: one column per row), stored end to end. */
export class BytePool {
	readonly width: number;
	data = new Uint8Array(0);
	length = 0;

	constructor(width: number) {
		this.width = width;
	}

	/** Whether `values` fits a row: `width` whole numbers from 0 to 255. */
	fits(values: readonly number[]): boolean {
		return (
			values.length === this.width && values.every((v) => Number.isInteger(v) && v >= 0 && v < 256)
		);
	}

	/** Stores one row (check `fits` first) and returns its key. */
	push(values: readonly number[]): number {
		if ((this.length + 1) * this.width > this.data.length) {
			const bigger = new Uint8Array(Math.max(1024, this.data.length * 2) + this.width);
			bigger.set(this.data);
			this.data = bigger;
		}
		this.data.set(values, this.length * this.width);
		return this.length++;
	}

	/** The row stored under `key`, as a fresh array. */
	row(key: number): number[] {
		const at = key * this.width;
		return Array.from(this.data.subarray(at, at + this.width));
	}
}
