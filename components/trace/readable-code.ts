/*
 * The short, readable form of a search's source for the trace player: the same solver region
 * with its reporting taken out (the `yield` lines that hand each step to the player, and the
 * stop-at-first bookkeeping), so what is left is the plain method chapter 2 describes. Built from
 * the real region, never typed in, so it cannot drift from the code the player runs.
 */

/** One line of the readable form: its text, and the line of the full region it came from. */
export interface ReadableLine {
	text: string;
	from: number;
}

/** Lines dropped: reports to the player, and the stop-at-first bookkeeping. */
const DROP = [/^\s*yield \{ type: '(try|check|place|remove)'/, /^\s*if \(found >= limit\) return;/];

/** The region without its reporting lines; solution reports become `report(…)`. */
export function readableSource(code: string): ReadableLine[] {
	const out: ReadableLine[] = [];
	code.split('\n').forEach((line, from) => {
		if (DROP.some((pattern) => pattern.test(line))) return;
		let text = line
			.replace('function* ', 'function ')
			.replace(/\): Generator<SearchEvent> \{/, ') {')
			.replace('yield* ', '')
			.replace(' && found < limit', '')
			.replace(
				/yield \{ type: 'solution', columns: \[\.\.\.(\w+)\], index: found \};/,
				'report($1); // a solution',
			)
			.replace(/^(\s*)found\+\+;.*$/, '');
		if (text.trim() === '' && line.trim() !== '') return;
		text = text.replace(/\s+$/, '');
		out.push({ text, from });
	});
	return out;
}
