/*
 * The jobs module's face: the envelope every page and its worker speak (protocol.ts), and a
 * run's time limit (time-limit.ts). A worker's entry file may import this face, since it holds no
 * Svelte; the runes controller (worker-job.svelte.ts) and the buttons (JobButtons.svelte) are
 * imported by path, by pages only.
 */
export * from './protocol.ts';
export { startTimeLimit, type TimeLimit } from './time-limit.ts';
