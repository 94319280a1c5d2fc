/*
 * Wrong (and one plain) Python answers a learner typically writes to chapter 8's exercises, said
 * once for every test that runs them: in Node (test/unit) and in Chromium (test/e2e). Each is a
 * learner's answer, not the book's worked solution; the checks must name its mistake.
 */

/** Exercise 3's count with `is_safe`, right: `body` replaces the loop's body when given. */
function countWithIsSafe(
	body = `                columns.append(col)
                count += place_row(row + 1)
                columns.pop()`,
): string {
	return `def count_solutions(n):
    columns = []

    def place_row(row):
        if row == n:
            return 1
        count = 0
        for col in range(n):
            if is_safe(columns, row, col):
${body}
        return count

    return place_row(0)`;
}

/** Exercise 3 (and the challenge's first try): the plain count with `is_safe`, right but slow. */
export const PLAIN_COUNT_PY = countWithIsSafe();

/** Exercise 3, wrong: the count returns inside its loop, after the first queen's subtree. */
export const TOO_EARLY_PY = countWithIsSafe(`                columns.append(col)
                count += place_row(row + 1)
                columns.pop()
                return count`);

/** Exercise 3, wrong: the undo forgotten, so a queen is never taken back. */
export const NEVER_UNDONE_PY = countWithIsSafe(`                columns.append(col)
                count += place_row(row + 1)`);

/** Exercise 3, wrong: a table of the published counts, no search at all. */
export const TABLE_PY = `COUNTS = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712]


def count_solutions(n):
    return COUNTS[n]`;

/** Exercise 1, wrong: it keeps the first solution but searches on to the end. */
export const SEARCH_ON_PY = `def first_solution(n):
    columns = []
    found = []
    def place_row(row):
        if row == n:
            if not found:
                found.append(list(columns))
            return
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                place_row(row + 1)
                columns.pop()
    place_row(0)
    return found[0] if found else None`;

/** Exercise 1, wrong: a queen once placed is never taken back. */
export const GREEDY_PY = `def first_solution(n):
    columns = []
    for row in range(n):
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                break
    return columns`;
