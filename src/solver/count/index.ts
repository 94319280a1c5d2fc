export * from './count-engine.ts';
export { provideStackMemory, STACK_BYTES } from './count-stack.ts';
export { countWithWasm } from './count-wasm.ts';
export * from './count-estimate.ts';
export * from './known-counts.ts';
export * from './count-shares.ts';
export * from './count-job.ts';
export * from './challenge.ts';
