import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { catalogIn } from '../../i18n/load.ts';
import { LANG_TAGS } from '../../i18n/locales.ts';
import { notebookFileCatalogs } from '../../i18n/notebook-file.ts';
import { EXERCISES, getExercise } from '../../notebook/exercises/index.ts';
import type { ExerciseGrade, FileGrade } from './grade.ts';

/*
 * What `nqueens check` prints: a table for the teacher's terminal (English, like the rest of the
 * command), a CSV gradebook for a spreadsheet or a learning platform, the whole record as JSON,
 * and, with --feedback, one page per learner in their file's language.
 */

/** The exercises' ids, in the chapter's order: the report's columns. */
const IDS = EXERCISES.map((exercise) => exercise.id);

/** A grade's cell: "passed 7/7", "not yet 3/5", "not run", or "—" when no code was saved. */
function gradeCell(grade: ExerciseGrade | undefined): string {
	if (!grade) return '—';
	if (grade.notRun) return 'not run';
	const verdict = grade.passed ? 'passed' : 'not yet';
	return `${verdict} ${grade.checksPassed}/${grade.checksTotal}`;
}

/** The row's name: the learner's, else the file's. */
function rowName(grade: FileGrade): string {
	return 'learner' in grade && grade.learner ? grade.learner : basename(grade.file);
}

/** The table: one row per file, one column per exercise, columns padded to line up. */
export function tableText(grades: readonly FileGrade[]): string {
	const rows = [
		['file', 'learner', ...IDS],
		...grades.map((grade) =>
			'refused' in grade
				? [grade.file, '', 'refused', ...IDS.slice(1).map(() => '')]
				: [grade.file, grade.learner ?? '', ...IDS.map((id) => gradeCell(grade.exercises[id]))],
		),
	].map((row) => row.map(oneLine));
	const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => width(row[column]!))));
	const pad = (cell: string, column: number) => cell + ' '.repeat(widths[column]! - width(cell));
	return rows
		.map((row) => row.map(pad).join('  ').trimEnd())
		.join('\n')
		.concat('\n');
}

/** Characters a terminal draws two columns wide: Chinese, Japanese and Korean, and full-width forms. */
const WIDE =
	/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;

/** How many columns a terminal gives text: a wide character two, a combining mark none. */
function width(text: string): number {
	return [...text.replace(/\p{M}/gu, '')].length + (text.match(WIDE)?.length ?? 0);
}

/** Text on one line, control characters shown as spaces (a file name may hold any). */
function oneLine(text: string): string {
	return text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');
}

/**
 * A CSV field: quoted as RFC 4180 says when it holds a comma, quote or line break, and, when it
 * starts as a formula would (= + - @, or a tab or carriage return), an apostrophe first, so a
 * spreadsheet shows it as text rather than running it.
 */
export function csvField(value: string | number | boolean): string {
	let text = String(value);
	if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
	return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The gradebook: a header, then one row per learner (the learner's name, else the file's), the
 * file, then per exercise its verdict, checks passed and checks run; refused files are left out
 * (stderr names them). Lines end CRLF, as RFC 4180 has them.
 */
export function csvText(grades: readonly FileGrade[]): string {
	const header = [
		'learner',
		'file',
		'exercises passed',
		...IDS.flatMap((id) => [id, `${id} checks passed`, `${id} checks`]),
	];
	const rows = grades.flatMap((grade) => {
		if ('refused' in grade) return [];
		const passed = IDS.filter((id) => grade.exercises[id]?.passed).length;
		return [
			[
				rowName(grade),
				grade.file,
				passed,
				...IDS.flatMap((id) => {
					const one = grade.exercises[id];
					if (!one || one.notRun) return [one ? 'not run' : 'not yet', '', ''];
					return [one.passed ? 'passed' : 'not yet', one.checksPassed, one.checksTotal];
				}),
			],
		];
	});
	return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The whole record, as JSON: per file its learner, language and exercises, or why it was refused. */
export function jsonText(grades: readonly FileGrade[]): string {
	const files = grades.map((grade) =>
		'refused' in grade
			? { file: grade.file, refused: grade.refused }
			: {
					file: grade.file,
					...(grade.learner ? { learner: grade.learner } : {}),
					locale: grade.locale,
					exercises: grade.exercises,
				},
	);
	return `${JSON.stringify({ files }, null, '\t')}\n`;
}

/** A cell's language by its name, the same in every language of the book. */
const LANGUAGE_NAMES = { js: 'JavaScript', python: 'Python' } as const;

/** Text made safe inside HTML. */
function html(text: string): string {
	return text.replace(
		/[&<>"']/g,
		(char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
	);
}

/** One learner's feedback page, in their file's language: each exercise's verdict and first message. */
async function feedbackPage(
	grade: Exclude<FileGrade, { refused: string }>,
): Promise<string> {
	const t = (await catalogIn(notebookFileCatalogs, grade.locale)).feedback;
	const title = t.title(rowName(grade));
	const sections = EXERCISES.map(({ id }) => {
		const heading = `<h2>${html(getExercise(id, grade.locale).title)}</h2>`;
		const one = grade.exercises[id];
		if (!one) return `${heading}\n<p>${html(t.notSaved)}</p>`;
		const verdict = one.passed ? t.passed : t.notYet;
		const tally = one.notRun ? '' : ` (${html(t.checks(one.checksPassed, one.checksTotal))})`;
		return [
			heading,
			`<p><strong>${html(verdict)}</strong>${tally} · ${LANGUAGE_NAMES[one.language]}</p>`,
			one.passed
				? ''
				: `<p>${html(t.firstMessage)}</p>\n<blockquote>${html(one.firstMessage)}</blockquote>`,
		]
			.filter(Boolean)
			.join('\n');
	});
	return [
		'<!doctype html>',
		`<html lang="${LANG_TAGS[grade.locale]}">`,
		'<head>',
		'<meta charset="utf-8">',
		// The page holds text from the learner's code: nothing in it may load or run anything.
		`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
		`<title>${html(title)}</title>`,
		'<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5}blockquote{white-space:pre-wrap;border-left:4px solid #999;margin:0;padding:0.2rem 0.8rem}</style>',
		'</head>',
		'<body>',
		`<h1>${html(title)}</h1>`,
		`<p>${html(t.intro(basename(grade.file)))}</p>`,
		...sections,
		'</body>',
		'</html>',
		'',
	].join('\n');
}

/** A file name from a learner's name: letters, digits, - and _ only, never empty, never a path. */
function pageName(name: string): string {
	const safe = name
		.normalize('NFKC')
		.replace(/[^\p{L}\p{N}_-]+/gu, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60);
	return safe === '' ? 'learner' : safe;
}

/** Writes one feedback page per graded file into `folder`; returns the pages' paths. */
export async function writeFeedback(
	folder: string,
	grades: readonly FileGrade[],
): Promise<string[]> {
	await mkdir(folder, { recursive: true });
	const taken = new Set<string>();
	const written: string[] = [];
	for (const grade of grades) {
		if ('refused' in grade) continue;
		const stem = pageName(rowName(grade).replace(/\.(json|ipynb)$/i, ''));
		let name = `${stem}.html`;
		for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}.html`;
		taken.add(name.toLowerCase());
		const path = join(folder, name);
		await writeFile(path, await feedbackPage(grade));
		written.push(path);
	}
	return written;
}
