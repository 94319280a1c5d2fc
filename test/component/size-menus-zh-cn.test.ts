import { expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import CheckRace from '../../components/check-race/CheckRace.svelte';
import DiagonalExplorer from '../../components/diagonals/DiagonalExplorer.svelte';
import PlayBoard from '../../components/board/PlayBoard.svelte';
import TracePlayer from '../../components/trace/TracePlayer.svelte';
import type { RaceReply, RaceRequest } from '../../components/check-race/race-job.ts';
import { extractRegion } from '../../src/site/regions.ts';
import { SLIPS } from '../zh-rules.ts';
import { ManualWorker } from './stand-in-workers.ts';

/*
 * A board size is written one way on a Chinese page, 4×4, as the prose writes it (issue 40,
 * point 14): the size menus of every widget that has one say it from their catalog, not from a
 * template of the widget's own ("4 × 4" in every language).
 */

const searchFile = readFileSync(resolve('src/solver/search/search.ts'), 'utf8');
const sourceOf = (name: string) => {
	const region = extractRegion(searchFile, name);
	return { ...region, lines: region.code.split('\n'), file: 'search.ts' };
};
const sources = { recursive: sourceOf('recursive-search'), stack: sourceOf('stack-search') };

const WIDGETS: [string, () => void, string][] = [
	['the board', () => render(PlayBoard, { n: 4, locale: 'zh-cn' }), '棋盘大小'],
	['the diagonal explorer', () => render(DiagonalExplorer, { n: 8, locale: 'zh-cn' }), '棋盘大小'],
	['the trace player', () => render(TracePlayer, { n: 4, sources, locale: 'zh-cn' }), '棋盘'],
	[
		'the check race',
		() =>
			render(CheckRace, {
				n: 6,
				locale: 'zh-cn',
				createWorker: () => new ManualWorker<RaceRequest, RaceReply>(),
			}),
		'棋盘大小',
	],
];

const sizeRule = SLIPS.find(({ name }) => name.startsWith('a board size with spaces'))!;

test.each(WIDGETS)('%s offers its sizes as 4×4', (_, show, menuName) => {
	show();
	const options = within(screen.getByRole('combobox', { name: menuName }))
		.getAllByRole('option')
		.map((option) => option.textContent!);
	expect(options.length).toBeGreaterThan(1);
	expect(options.filter((text) => !/^(\d+)×\1$/.test(text))).toEqual([]);
	expect(options.filter((text) => sizeRule.pattern.test(text))).toEqual([]);
});
