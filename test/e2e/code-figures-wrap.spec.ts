import { test, expect } from './fixtures.ts';

/*
 * The book's code figures hide nothing past their right edge (issue 28, the English walk): at
 * 1280 × 800 chapter 4's comments "Same \ diagonal: column minus row is the same number for every
 * square on it" were cut at "on", in a box with no sign that it scrolls. A long line now wraps, and
 * its rest lines up two columns deeper than the line itself, so it never reads as a line of its own.
 */

const CHAPTERS = [
	'/01-puzzle-by-hand/',
	'/02-backtracking-step-by-step/',
	'/03-representing-the-board/',
	'/04-checking-for-attacks/',
	'/05-recursion-and-the-stack/',
];

const VIEWPORTS = [
	{ width: 1280, height: 800 },
	{ width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
	test(`code figures of chapters 1–5 at ${viewport.width} px: every line whole, wrapped rests indented`, async ({
		page,
	}) => {
		test.setTimeout(180_000);
		await page.setViewportSize(viewport);
		let wrapped = 0;
		for (const path of CHAPTERS) {
			await page.goto(path);
			const report = await page.evaluate(() => {
				const out: { hidden: string[]; shallow: string[]; wrapped: number } = {
					hidden: [],
					shallow: [],
					wrapped: 0,
				};
				for (const pre of document.querySelectorAll<HTMLElement>('figure.nq-code pre')) {
					if (pre.getClientRects().length === 0) continue; // a tab not shown
					if (pre.scrollWidth > pre.clientWidth + 1)
						out.hidden.push(pre.getAttribute('aria-label') ?? '?');
					// One column of the code's font.
					const probe = document.createElement('span');
					probe.textContent = '0000000000';
					pre.append(probe);
					const ch = probe.getBoundingClientRect().width / 10;
					probe.remove();
					for (const line of pre.querySelectorAll<HTMLElement>('.line')) {
						const range = document.createRange();
						range.selectNodeContents(line);
						const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
						const tops = [...new Set(boxes.map((r) => Math.round(r.top)))];
						if (tops.length < 2) continue;
						out.wrapped++;
						// Where the line's own code starts, and where its rest starts.
						const indent = Number(line.dataset['indent']);
						const left =
							line.getBoundingClientRect().left +
							parseFloat(getComputedStyle(line).paddingLeft) -
							(indent + 2) * ch;
						const rest = Math.min(
							...boxes.filter((r) => Math.round(r.top) !== tops[0]).map((r) => r.left),
						);
						if (rest < left + (indent + 2) * ch - 1) out.shallow.push(line.textContent ?? '');
					}
				}
				return out;
			});
			expect(report.hidden, `${path}: code cut at the box's edge`).toEqual([]);
			expect(report.shallow, `${path}: a wrapped rest no deeper than its line`).toEqual([]);
			wrapped += report.wrapped;
		}
		// The long comments of chapter 4 do wrap, at both widths: the test saw what it checks.
		expect(wrapped).toBeGreaterThan(0);
	});
}
