import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';
import { countSolutionsFast } from '../../src/solver/checks/index.ts';
import { countWithCheck } from '../../src/solver/search/index.ts';

/** A count as the page prints it: thousands separators (2,056). */
const printed = (value: number | bigint) => value.toLocaleString('en-US');

test.describe('chapter 9: how the work grows', () => {
	test('the chart has a name, a description and its numbers as a table', async ({ page }) => {
		await page.goto('/09-beyond-eight/');
		// The chart draws the published counts, so it is folded until the page's question is
		// answered (answers-wait-for-their-questions.spec.ts); here it is opened anyway.
		const folded = page.locator('details.nq-fold', {
			has: page.locator('summary .label', { hasText: 'The chart' }),
		});
		await hydrated(page, folded.locator(':scope > summary'));
		await folded.getByText('Show anyway').click();
		await expect(folded).toHaveAttribute('open', '');
		const chart = page.getByRole('img', { name: /^Work against board size, n = 4 to 16/ });
		await chart.scrollIntoViewIfNeeded();
		await expect(chart).toBeVisible();
		await expect(chart).toHaveAccessibleDescription(
			new RegExp(`At n = 16: n! is 20,922,789,888,000, .*${printed(14_772_512)} solutions`),
		);

		const figure = page.locator('figure.growth');
		const table = figure.getByRole('table');
		await expect(table).toBeHidden();
		await figure.getByText("The chart's numbers as a table").click();
		await expect(table).toBeVisible();
		await expect(table.getByRole('row')).toHaveCount(1 + 13);
		// n = 8 against the event search (all queens placed) and the mirrored bit-mask counter.
		const row = table
			.getByRole('row')
			.filter({ has: page.getByRole('rowheader', { name: '8', exact: true }) });
		await expect(row.getByRole('cell')).toHaveText([
			'40,320',
			printed(countWithCheck({ n: 8 }).placements),
			printed(countSolutionsFast(8).nodes),
			'92', // OEIS A000170
		]);
		await expectNoAxeViolations(page, 'figure.growth');
	});
});
