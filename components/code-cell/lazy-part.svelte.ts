/**
 * A part of the cell fetched on first use (the output view, the replay board): the part once it
 * has arrived, or the sentence saying why it could not be fetched.
 */
export class LazyPart<T> {
	/** The part, once fetched. */
	value: T | undefined = $state.raw();
	/** Why the last fetch failed; kept until the page is left, as the cell has always shown it. */
	problem = $state('');

	readonly #load: () => Promise<T>;
	readonly #explain: (reason: string) => string;

	/** `explain` turns the failure's message into the sentence the cell shows. */
	constructor(load: () => Promise<T>, explain: (reason: string) => string) {
		this.#load = load;
		this.#explain = explain;
	}

	/** The part, fetched now unless it is here already; undefined when the fetch failed. */
	async get(): Promise<T | undefined> {
		if (this.value) return this.value;
		try {
			this.value = await this.#load();
			return this.value;
		} catch (error) {
			this.problem = this.#explain(error instanceof Error ? error.message : String(error));
			return undefined;
		}
	}
}
