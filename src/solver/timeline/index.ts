/*
 * The recorded, replayable search the trace player shows. One concept per file in ./timeline/:
 * codec.ts (an event in one 32-bit word), packed-array.ts (growable typed storage), cursor.ts (the
 * state stepped forward, snapshots and seeking), view.ts (the state as widgets read it) and
 * timeline.ts (recording and replaying, built from those).
 */
export { Timeline } from './timeline.ts';
export type { BranchMark, TraceState } from './view.ts';
export { EventCodec, type PackedCodec } from './codec.ts';
