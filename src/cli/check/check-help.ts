import { WORKERS_PER_CORE } from '../count-workers.ts';
import { RUN_LIMIT_MS } from './runs.ts';

/** The usage text `nqueens check --help` prints. */
export const CHECK_HELP = `Usage: nqueens check FILE… [options]

Run the book's own checks on learners' notebook files (the page's "Export all cells" file, or its
"Export for Jupyter" .ipynb), in the box and with the time limit (${RUN_LIMIT_MS / 1000} s a run) the page gives
them, and report each exercise's verdict: passed, or not yet, with the checks passed of those run.
JavaScript runs under ses in a thread of its own per run, Python in a fresh Pyodide per run.

Options:
  --format F           how to print the report (default table):
                         table  one row per file, a column per exercise ("passed 7/7")
                         csv    a gradebook: a header, then one row per learner (the name the
                                file carries, else the file's), each exercise's verdict and checks
                         json   everything: per file its learner, language and each exercise's
                                language, verdict, checks and first message, or why it was refused
  --feedback DIR       also write one HTML page per learner into DIR, in the file's language:
                       each exercise's verdict and what its checks said first
  --workers K          runs side by side (default: every core; at most ${WORKERS_PER_CORE} a core)
  --time-limit S       each run's time limit in seconds (default ${RUN_LIMIT_MS / 1000}, the page's); more for a
                       slow or busy machine, where the page's limit would stop a sound answer
  --pyodide DIR        the folder of Pyodide's files (pyodide.mjs, pyodide.asm.wasm, …) for
                       Python cells: the built site's pyodide/<version>/, or node_modules/pyodide;
                       the one-file command needs it to run Python, the project folder does not
  -h, --help           show this help

A file that is not a notebook (damaged, foreign, too big, hostile) is named on stderr with why,
and the rest are still graded; the status is then 1. On a terminal, progress shows on stderr.
Ctrl-C stops every run at once, prints the files graded so far, and exits with status 130.

Examples:
  nqueens check class/*.json                        a table of the class
  nqueens check class/* --format csv > grades.csv   a gradebook for a spreadsheet
  nqueens check class/* --feedback feedback/        a page for each learner
`;
