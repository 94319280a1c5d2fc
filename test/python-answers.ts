import { corpus } from './mistakes-corpus.ts';

/*
 * Python answers a learner typically writes to chapter 8's exercises, said once for every test
 * that runs them: in Node (test/unit) and in Chromium (test/e2e). The wrong ones are files of the
 * mistake corpus (test/fixtures/mistakes/python/), each named there with the mistake its checks
 * must name; the plain count is right but slow, the challenge's first try.
 */

/** The code of the corpus file `file`. */
function corpusAnswer(file: string): string {
	const entry = corpus('python').find((answer) => answer.file === file);
	if (!entry) throw new Error(`no ${file} in test/fixtures/mistakes/python/`);
	return entry.code;
}

/** Exercise 3 (and the challenge's first try): the plain count with `is_safe`, right but slow. */
export const PLAIN_COUNT_PY = `def count_solutions(n):
    columns = []

    def place_row(row):
        if row == n:
            return 1
        count = 0
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                count += place_row(row + 1)
                columns.pop()
        return count

    return place_row(0)`;

/** Exercise 3, wrong: the count returns inside its loop, after the first queen's subtree. */
export const TOO_EARLY_PY = corpusAnswer('count-return-too-early.py');

/** Exercise 3, wrong: the undo forgotten, so a queen is never taken back. */
export const NEVER_UNDONE_PY = corpusAnswer('count-no-undo.py');

/** Exercise 3, wrong: a table of the published counts, no search at all. */
export const TABLE_PY = corpusAnswer('count-table.py');

/** Exercise 1, wrong: it keeps the first solution but searches on to the end. */
export const SEARCH_ON_PY = corpusAnswer('first-searches-on.py');

/** Exercise 1, wrong: a queen once placed is never taken back. */
export const GREEDY_PY = corpusAnswer('first-greedy.py');
