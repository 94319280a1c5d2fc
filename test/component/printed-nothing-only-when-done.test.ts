import { afterEach, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import CellOutput from '../../components/code-cell/CellOutput.svelte';
import { cellMessages } from '../../src/i18n/cell.ts';

/*
 * Issue 28: "The code printed nothing." showed while the code was still running. It is said only
 * of a run that has ended without printing, in either language.
 */

afterEach(() => cleanup());

test.each(['en', 'zh-cn'] as const)(
	'%s: said of a finished silent run, not of a running one',
	async (locale) => {
		const t = cellMessages(locale);
		const { rerender } = render(CellOutput, { lines: [], t, locale, running: true });
		expect(screen.queryByText(t.output.empty)).toBeNull();
		await rerender({ lines: [], t, locale, running: false });
		expect(screen.getByText(t.output.empty)).toBeInTheDocument();
	},
);
