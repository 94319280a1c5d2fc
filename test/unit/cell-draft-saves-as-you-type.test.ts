import { afterEach, describe, expect, test, vi } from 'vitest';
import { CellDraft } from '../../components/code-cell/cell-draft.svelte.ts';
import { loadPassed } from '../../src/notebook/storage/storage.ts';
import { MemoryStorage } from './helpers.ts';

/*
 * A code cell's saved draft, without a DOM or a worker: the code is saved after a pause in the
 * typing, read back by the next draft of the same cell, forgotten on Reset, and an exercise's pass
 * is kept beside it. The run and its output are the cell controller's (code-cell.svelte.ts).
 */
const STARTER = 'return 1;';

function draft(storage: MemoryStorage, options: { exercise?: string } = {}) {
	return new CellDraft({ id: 'cell-1', starter: STARTER, storage, saveDelayMs: 100, ...options });
}

afterEach(() => {
	vi.useRealTimers();
});

describe('a cell’s draft', () => {
	test('starts from the starter when nothing is saved', () => {
		const cell = draft(new MemoryStorage());
		expect(cell.code).toBe(STARTER);
		expect(cell.edited).toBe(false);
		expect(cell.saveProblem).toBe('');
	});

	test('saves the edits once the typing pauses; the next page view reads them back', () => {
		vi.useFakeTimers();
		const storage = new MemoryStorage();
		const cell = draft(storage);
		cell.setCode('return 2;');
		expect(cell.savePending).toBe(true);
		expect(draft(storage).code).toBe(STARTER); // not yet: the typing has not paused
		vi.advanceTimersByTime(100);
		expect(cell.savePending).toBe(false);
		expect(draft(storage).code).toBe('return 2;');
	});

	test('Reset goes back to the starter and forgets the saved edits', () => {
		const storage = new MemoryStorage();
		const cell = draft(storage);
		cell.setCode('return 2;');
		cell.save();
		cell.reset();
		expect(cell.code).toBe(STARTER);
		expect(cell.savePending).toBe(false);
		expect(draft(storage).code).toBe(STARTER);
	});

	test('says why edits cannot be saved when the storage is full, and keeps them on screen', () => {
		const storage = new MemoryStorage();
		storage.full = true;
		const cell = draft(storage);
		cell.setCode('return 2;');
		cell.save();
		expect(cell.saveProblem).not.toBe('');
		expect(cell.code).toBe('return 2;');
		cell.load(); // the notebook changed: the refused code on screen is the learner's latest
		expect(cell.code).toBe('return 2;');
	});

	test('a pass is kept for the exercise, and the next draft of the cell has it', () => {
		const storage = new MemoryStorage();
		const cell = draft(storage, { exercise: 'first-solution' });
		expect(cell.passed).toBe(false);
		cell.recordPass('first-solution');
		expect(cell.passed).toBe(true);
		expect(cell.passProblem).toBe('');
		expect(loadPassed(storage)['first-solution']).toBe(true);
		expect(draft(storage, { exercise: 'first-solution' }).passed).toBe(true);
	});

	test('a pass the storage refuses still counts in this page view, and says so', () => {
		const storage = new MemoryStorage();
		storage.full = true;
		const cell = draft(storage, { exercise: 'first-solution' });
		cell.recordPass('first-solution');
		expect(cell.passed).toBe(true);
		expect(cell.passProblem).not.toBe('');
	});
});
