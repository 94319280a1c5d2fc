import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { isValidSolution as isSolution } from './helpers.ts';
import { parseChess } from '../../src/solver/format/index.ts';
import { CLI, NODE, nqueens } from './cli-helpers.ts';

describe('listing solutions', () => {
	test('nqueens 8 prints 92 boards separated by blank lines and ends with "92 solutions"', () => {
		const { status, stdout, stderr } = nqueens('8');
		expect(status).toBe(0);
		expect(stderr).toBe('');
		expect(stdout.endsWith('\n92 solutions\n')).toBe(true);
		const boards = stdout.trimEnd().split('\n\n').slice(0, -1);
		expect(boards).toHaveLength(92);
		expect(boards[0]).toBe(
			[
				'■ □ □ □ □ □ □ □',
				'□ □ □ □ ■ □ □ □',
				'□ □ □ □ □ □ □ ■',
				'□ □ □ □ □ ■ □ □',
				'□ □ ■ □ □ □ □ □',
				'□ □ □ □ □ □ ■ □',
				'□ ■ □ □ □ □ □ □',
				'□ □ □ ■ □ □ □ □',
			].join('\n'),
		);
	});

	test('--first --format chess prints one line of 8 squares that reads back as a solution', () => {
		const { status, stdout } = nqueens('8', '--first', '--format', 'chess');
		expect(status).toBe(0);
		const lines = stdout.trimEnd().split('\n');
		expect(lines).toHaveLength(1);
		expect(lines[0]).toBe('a8 b2 c4 d1 e7 f5 g3 h6');
		expect(lines[0]!.split(' ')).toHaveLength(8);
		expect(isSolution(parseChess(lines[0]!))).toBe(true);
	});

	test("--format digits prints seed 004's 1302 and 2031 for n = 4, one per line", () => {
		expect(nqueens('4', '--format', 'digits').stdout).toBe('1302\n2031\n');
		expect(nqueens('4', '--format', 'columns').stdout).toBe('2 4 1 3\n3 1 4 2\n');
	});

	test.each([
		['x', '- X - -\n- - - X\nX - - -\n- - X -'],
		['q0', '0Q00\n000Q\nQ000\n00Q0'],
		['grid01', '0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0'],
	])('--board-style %s draws the first 4-queens board', (style, board) => {
		const { stdout } = nqueens('4', '--first', '--board-style', style);
		expect(stdout.startsWith(`${board}\n\n1 solution`)).toBe(true);
	});

	test('--format json prints one object whose count matches its solutions, with the statistics', () => {
		const { status, stdout } = nqueens('8', '--format', 'json');
		expect(status).toBe(0);
		const result = JSON.parse(stdout);
		expect(result).toMatchObject({ n: 8, method: 'backtrack', check: 'formula', count: 92 });
		expect(result.solutions).toHaveLength(result.count);
		expect(result.solutions[0]).toEqual([0, 4, 7, 5, 2, 6, 1, 3]);
		expect(result.solutions.every(isSolution)).toBe(true);
		expect(Object.keys(result.stats).sort()).toEqual(
			[
				'checks',
				'comparisons',
				'generated',
				'n',
				'nodesPerLevel',
				'placements',
				'removals',
				'solutions',
				'tested',
			].sort(),
		);
		expect(result.stats.solutions).toBe(92);
	});

	test('--limit stops early and says so; --method stack and permutations find the same boards', () => {
		const limited = nqueens('8', '--limit', '3', '--format', 'digits');
		expect(limited.stdout.trimEnd().split('\n')).toEqual(['04752613', '05726314', '06357142']);
		expect(nqueens('6', '--limit', '2').stdout).toMatch(
			/\n2 solutions \(stopped at the limit; there may be more\)\n$/,
		);
		const recursive = nqueens('6', '--format', 'digits').stdout;
		expect(nqueens('6', '--method', 'stack', '--format', 'digits').stdout).toBe(recursive);
		expect(nqueens('6', '--method', 'permutations', '--format', 'digits').stdout).toBe(recursive);
		expect(nqueens('6', '--method', 'bitmask', '--format', 'digits').stdout).toBe(recursive);
	});
});

describe('counting', () => {
	// OEIS A000170. Every n from 1 to 12 is counted in-process by countSolutions, the command's
	// one counting call (cli-count-is-fast.test.ts); here the command prints a few of them, each
	// from a process of its own: the board of one, the boards with none, and two with solutions.
	test.each([
		[1, 1],
		[2, 0],
		[3, 0],
		[6, 4],
		[10, 724],
	])('nqueens %i --count prints %i (A000170)', (n, count) => {
		const { status, stdout } = nqueens(String(n), '--count');
		expect(status).toBe(0);
		expect(stdout).toBe(`${count}\n`);
	});

	test.each([
		['backtrack', '--check', 'grid'],
		['stack', '--check', 'occupancy'],
		['permutations', '--check', 'formula-up'],
		['bitmask', '--check', 'bitmask'],
	])('--method %s counts 92 for n = 8', (method, ...rest) => {
		expect(nqueens('8', '--count', '--method', method, ...rest).stdout).toBe('92\n');
	});

	test('the fast bitmask counter gives 14200 for n = 12 (seed 001)', () => {
		expect(nqueens('12', '--count', '--method', 'bitmask').stdout).toBe('14200\n');
	});

	test('--stats appends the counters; the permutation method reports what it generated', () => {
		const { stdout } = nqueens('6', '--count', '--method', 'permutations', '--stats');
		expect(stdout).toMatch(/^4\n\nstatistics\n/);
		expect(stdout).toMatch(/ {2}generated: +720\n/); // 6! permutations
		expect(stdout).toMatch(/ {2}solutions: +4\n/);
	});
});

describe('tracing', () => {
	test('--trace tells every step in words, then prints the board', () => {
		const { status, stdout } = nqueens('4', '--first', '--trace');
		expect(status).toBe(0);
		const lines = stdout.split('\n');
		expect(lines.slice(0, 5)).toEqual([
			'row 1, column 1: try this square',
			'row 1, column 1: safe, no queen attacks it',
			'row 1, column 1: place a queen',
			'row 2, column 1: try this square',
			'row 2, column 1: attacked by the queen in row 1, column 1 along the column',
		]);
		expect(stdout).toContain('row 1, column 1: take the queen back (backtrack)');
		expect(stdout).toContain('solution 1: columns 2 4 1 3\n□ ■ □ □\n');
		expect(stdout).toMatch(/search stopped early: 1 solution/);
	});

	test('--trace with --format json keeps one object and puts the sentences in "trace"', () => {
		const result = JSON.parse(nqueens('4', '--trace', '--format', 'json').stdout);
		expect(result.count).toBe(2);
		expect(result.trace[0]).toBe('row 1, column 1: try this square');
		expect(result.trace.at(-1)).toBe('search complete: 2 solutions, 60 checks');
	});
});

describe('bad input: one line on stderr, status 2, no stack trace', () => {
	test.each([
		[[], /missing the board size/],
		[['0'], /at least 1/],
		[['-3'], /at least 1/],
		[['2.5'], /whole number/],
		[['abc'], /must be a number/],
		[['99'], /too large .* up to 16/],
		[['11', '--method', 'permutations'], /too large .* up to 10/],
		[['30', '--method', 'bitmask', '--count'], /too large .* up to 27/],
		[['8', '--fast'], /unknown option --fast/],
		[['8', '--method', 'quick'], /unknown method "quick"/],
		[['8', '--check', 'eyes'], /unknown check "eyes"/],
		[['8', '--format', 'xml'], /unknown format "xml"/],
		[['8', '--limit', '0'], /--limit must be a whole number/],
		[['8', '--limit'], /--limit must be a whole number .* got nothing/],
		[['8', '9'], /one board size/],
	])('nqueens %j', (args, message) => {
		const { status, stdout, stderr } = nqueens(...args);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toMatch(/^nqueens: /);
		expect(stderr).toMatch(message);
		expect(stderr.trimEnd().split('\n')).toHaveLength(1);
		expect(stderr).not.toMatch(/\n\s+at |Error:/);
	});
});

test('--help prints the usage and exits 0', () => {
	const { status, stdout } = nqueens('--help');
	expect(status).toBe(0);
	expect(stdout).toMatch(/^Usage: nqueens <n>/);
	// The downloaded nqueens.mjs comes without the repository's docs/: point to the book instead.
	expect(stdout).not.toMatch(/docs\//);
	expect(stdout).toContain('"The nqueens command"');
	for (const word of [
		'--first',
		'--limit',
		'--method',
		'--check',
		'--format',
		'--board-style',
		'--count',
		'--trace',
		'--stats',
		'--workers',
	]) {
		expect(stdout).toContain(word);
	}
	expect(stdout).toContain('the fast counter whatever the method, up to n = 27');
	expect(stdout).toContain('Ctrl-C stops\na count at once (exit status 130)');
});

test('a reader that closes the pipe early (| head) ends the command quietly', () => {
	const shell = spawnSync('bash', ['-c', 'set -o pipefail; "$0" "$1" 12 | head -n 1', NODE, CLI], {
		encoding: 'utf8',
		timeout: 60_000,
	});
	expect(shell.stdout).toBe('■ □ □ □ □ □ □ □ □ □ □ □\n');
	expect(shell.stderr).toBe('');
	expect(shell.status).toBe(0);
});

test('the command file is executable and starts with a node shebang', () => {
	expect(statSync(CLI).mode & 0o111).not.toBe(0);
	expect(readFileSync(CLI, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
});
