import { describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import BitRow from '../../components/bits/BitRow.svelte';
import { applyBitOperation, type BitOperation } from '../../src/solver/checks/index.ts';

/*
 * Chapter 4's bit row (components/bits/): its bits are buttons that say their column and value,
 * and each operation's button gives the value the solver's own evaluation gives, lit bit by bit.
 */

/** The mask's bits as the buttons say them, column 0 first: 1 where pressed. */
function maskBits(): string {
	const row = screen.getByRole('group', { name: /^mask/ });
	return within(row)
		.getAllByRole('button')
		.map((bit) => (bit.getAttribute('aria-pressed') === 'true' ? '1' : '0'))
		.join('');
}

const START = 0b100101; // columns 0, 2 and 5 taken

describe('the bit row', () => {
	test('draws the starting mask, column 0 first, each bit named by its column', () => {
		render(BitRow, { mask: START, col: 3 });
		expect(maskBits()).toBe('10100100');
		expect(screen.getByRole('button', { name: '1: bit 5, column 5, taken' })).toHaveAttribute(
			'aria-pressed',
			'true',
		);
		expect(screen.getByRole('status')).toHaveTextContent('Press an operation to see its result.');
	});

	test('a press on a bit flips it (a queen comes into or leaves that column)', async () => {
		const user = userEvent.setup();
		render(BitRow, { mask: START, col: 3 });
		await user.click(screen.getByRole('button', { name: /^0: bit 1, column 1,/ }));
		expect(maskBits()).toBe('11100100');
		await user.keyboard('{Enter}');
		expect(maskBits()).toBe('10100100');
	});

	test.each<[BitOperation, RegExp, number]>([
		['place', /^mask \| \(1 << 3\)/, 3],
		['test', /^mask & \(1 << 3\)/, 3],
		['test', /^mask & \(1 << 2\)/, 2],
		['remove', /^mask & ~\(1 << 2\)/, 2],
		['left', /^\(mask << 1\) & all/, 3],
		['right', /^mask >>> 1/, 3],
		['lowest', /^free & -free/, 3],
	])('%s (%s) gives what the solver computes', async (operation, name, col) => {
		const user = userEvent.setup();
		render(BitRow, { mask: START, col: 3 });
		await user.selectOptions(screen.getByRole('combobox', { name: 'Column c' }), String(col));
		await user.click(screen.getByRole('button', { name }));
		const { value, mask } = applyBitOperation(operation, START, col, 8);
		expect(screen.getByRole('status')).toHaveTextContent(`= ${value}`);
		expect(maskBits()).toBe(
			Array.from({ length: 8 }, (_, c) => ((mask >> c) & 1 ? '1' : '0')).join(''),
		);
	});

	test('says whether a column is taken, and which free column is lowest', async () => {
		const user = userEvent.setup();
		render(BitRow, { mask: START, col: 3 });
		await user.click(screen.getByRole('button', { name: /^mask & \(1 << 3\)/ }));
		expect(screen.getByRole('status')).toHaveTextContent('Column 3 is free: mask & (1 << 3) = 0.');
		await user.click(screen.getByRole('button', { name: /^free & -free/ }));
		expect(screen.getByRole('status')).toHaveTextContent(
			'Column 1 is the lowest free one: free & -free = 2.',
		);
	});

	test('speaks Chinese on a Chinese page', async () => {
		const user = userEvent.setup();
		render(BitRow, { mask: START, col: 3, locale: 'zh-cn' });
		expect(screen.getByRole('button', { name: '1：第 5 位，第 5 列，已占' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: /^mask & \(1 << 3\)/ }));
		expect(screen.getByRole('status')).toHaveTextContent('mask & (1 << 3) = 0：第 3 列空着。');
	});
});
