import { CHECK_NAMES } from '../solver/board/index.ts';
import { CHECK_LABELS } from '../solver/checks/index.ts';
import { BOARD_STYLES, MAX_CHESS_N, getFormat } from '../solver/format/index.ts';
import { LIMITS } from '../solver/input/index.ts';
import { WORKERS_PER_CORE } from './count-workers.ts';
import { IN_THREAD_MAX } from './running.ts';

/** The usage text `nqueens --help` prints. */
export const HELP = `Usage: nqueens <n> [options]
       nqueens <n> --count --part I/K     count share I of K (for many machines)
       nqueens <n> --plan --parts K       say how a count splits into K shares
       nqueens --sum [FILE…]              check and add up the shares (standard input if no FILE)
       nqueens check FILE… [options]      grade learners' notebook files with the book's checks

Place n queens on an n×n board so that no two attack each other, and print the solutions.

Options:
  --first              stop after the first solution
  --limit K            stop after K solutions
  --method M           how to search step by step (default backtrack):
                         backtrack     recursive backtracking, row by row (n ≤ ${LIMITS.search.max})
                         stack         the same search with an explicit stack, no recursion (n ≤ ${LIMITS.search.max})
                         permutations  generate every permutation and test it (n ≤ ${LIMITS.permutations.max})
                         bitmask       backtracking with the bitmask check (n ≤ ${LIMITS.search.max})
  --check C            the safety check (default formula; bitmask with --method bitmask):
${CHECK_NAMES.map((name) => `                         ${name.padEnd(13)} ${CHECK_LABELS[name]}`).join('\n')}
  --format F           how to print each solution (default board):
                         board    a picture of the board per solution, a blank line between
                                  boards, then a line such as "92 solutions"
                         digits   0-based columns, one line each: 1302 (commas when n > 10)
                         columns  1-based columns, one line each: 2 4 1 3
                         chess    squares file by file, one line each: a8 b2 … (n ≤ ${MAX_CHESS_N})
                         json     one JSON object, written as the search goes: n, method, check,
                                  solutions (0-based columns) or trace, then count, complete, stats
                       digits, columns and chess print one line per solution, as it is found,
                       and no summary line, so they pipe well (nqueens 8 --format digits | wc -l)
  --board-style S      the board picture (default squares):
${BOARD_STYLES.map((style) => `                         ${style.padEnd(8)} ${getFormat(style).label}`).join('\n')}
  --count              print only the number of solutions. Alone (no --stats, no --trace) it uses
                       the fast counter whatever the method, up to n = ${LIMITS.count.max}: each class of
                       the board's eight symmetries counted once, on every core above n = ${IN_THREAD_MAX},
                       with progress on a terminal; JSON says "fast": true. With --stats or --trace
                       the method's search runs step by step. Not with --first or --limit: a count
                       goes through everything.
  --workers K          threads for a fast count (default: every core; at most ${WORKERS_PER_CORE} a core)
  --part I/K           with --count: count only share I of K of the count (1 ≤ I ≤ K),
                       shares balanced by the engine's estimate of each sub-problem's work, and
                       print one JSON line: n, part, parts, plan (a fingerprint of the plan and
                       split), count (a string past 2^53), subproblems, seconds
  --plan               with --parts K: print how the count splits into K shares: sub-problems,
                       the largest share's estimated time, the whole count's
  --parts K            the number of shares for --plan
  --sum                read share lines from the files given (or standard input), check that
                       all K shares of one plan are there exactly once, and print the total;
                       a missing, repeated or foreign share is named and refused (status 2)
  --trace              print every step of the search in words (rows and columns from 1);
                       with --format json the sentences go in a "trace" array
  --stats              append the search statistics (checks, comparisons, placements, …)
  -h, --help           show this help (nqueens check --help: the options of check)

Each option may be given once, and an option the rest would ignore (--format chess with
--count, --board-style with --format digits) is refused as conflicting. Before long work a
note on stderr says roughly how long it will take (or how many lines a trace writes); the
output itself stays on stdout. Ctrl-C stops
a count at once (exit status 130).

Examples:
  nqueens 8                               all 92 boards
  nqueens 8 --first --format chess        the first solution in chess notation
  nqueens 4 --trace                       every try, check, placement and retreat for n = 4
  nqueens 14 --count                      365596, quickly
  nqueens 6 --method permutations --stats --count
  nqueens 20 --count --part 3/16 > share-3.json
                                          one share of n = 20 (how to run and add up
                                          shares: the book's page "The nqueens command")

Bad input prints one line starting "nqueens: " on stderr and exits with status 2.
`;
