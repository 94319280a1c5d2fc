/** Digit string of 0-based columns, as seed 004 prints solutions (kept local so this test stands alone). */
export const formatDigits = (columns: readonly number[]) => columns.join('');
