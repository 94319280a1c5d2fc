import { DURATION_UNITS } from '../../solver/format/index.ts';

/** The units a time is written with (formatDuration's `units`), in English: the shape of every language's. */
const en = {
	/** Passed to formatDuration as its `units`. */
	units: DURATION_UNITS,
};

export default en;

/** The units of a written time, in any language. */
export type DurationMessages = typeof en;
