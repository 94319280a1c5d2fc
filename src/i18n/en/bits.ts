/** The bit row's words in English (chapter 4): the shape of every language's. */
const en = {
	title: 'Bit row',
	/** The row's bits as a group, and one bit's button. */
	maskRow: 'mask: press a bit to flip it',
	/** Starts with the digit the button shows, so the name holds what can be seen. */
	bit: (col: number, on: boolean) =>
		`${on ? 1 : 0}: bit ${col}, column ${col}, ${on ? 'taken' : 'free'}`,
	/** Over the row: which column each bit is. */
	columnsRow: 'c',
	/** The rows shown beneath the mask. */
	oneBit: (col: number) => `1 << ${col}`,
	result: 'result',
	column: 'Column c',
	operations: 'Operations',
	/** What each operation does, after its expression on the button's name. */
	does: {
		place: 'put column c in',
		test: 'ask whether column c is in',
		remove: 'take column c out',
		left: 'every bit one column right',
		right: 'every bit one column left',
		lowest: 'the leftmost free column',
	},
	/** The value of a row: its number, and its bits written the usual way, highest first. */
	value: (value: number, binary: string) => `= ${value} (binary 0b${binary})`,
	/** The live sentence after an operation. */
	said: {
		place: (expression: string, value: number) => `New mask: ${expression} = ${value}.`,
		test: (expression: string, value: number, col: number) =>
			value === 0
				? `Column ${col} is free: ${expression} = 0.`
				: `Column ${col} is taken: ${expression} = ${value}, not 0.`,
		remove: (expression: string, value: number) => `New mask: ${expression} = ${value}.`,
		left: (expression: string, value: number) =>
			`New mask: ${expression} = ${value}; a bit pushed past the last column is gone.`,
		right: (expression: string, value: number) =>
			`New mask: ${expression} = ${value}; bit 0 fell off.`,
		lowest: (expression: string, value: number, col: number) =>
			value === 0
				? `No column is free: ${expression} = 0.`
				: `Column ${col} is the lowest free one: ${expression} = ${value}.`,
	},
	/** Before any operation. */
	none: 'Press an operation to see its result.',
	/** Under the row: how to read it. */
	legend:
		'Column 0 is on the left, as on the board, so the row reads the other way from the binary number.',
};

export default en;

/** The bit row's words, in any language. */
export type BitsMessages = typeof en;
