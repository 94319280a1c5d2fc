import { ENGLISH_DEMO_PHRASES, type DemoPhrases } from '../../solver/demos/index.ts';

/*
 * The reports of chapter 8's demos, in English: one phrase per line a report prints. They are
 * the solver's own (src/solver/demos/demo-english.ts, the reports' default), not a copy. The shape
 * of every language's; the demo worker loads its request's language (src/i18n/demos.ts).
 */
const en: DemoPhrases = ENGLISH_DEMO_PHRASES;

export default en;

/** The demos' reports, in any language. */
export type DemosMessages = DemoPhrases;
