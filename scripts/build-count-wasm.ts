/**
 * Assembles the WebAssembly count kernel (src/solver/count/count-wasm.wat, written by hand) with
 * wabt into src/solver/count/count-wasm-bytes.ts, the module the command loads: run it after
 * changing the .wat. `--check` writes nothing and exits 1 if the bytes are not the .wat's
 * (test/unit/count-wasm.test.ts makes the same check). Usage:
 * `node_modules/.bin/node scripts/build-count-wasm.ts [--check]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import wabtModule from 'wabt';

const WAT = new URL('../src/solver/count/count-wasm.wat', import.meta.url);
const BYTES = new URL('../src/solver/count/count-wasm-bytes.ts', import.meta.url);

/** The kernel's .wat assembled, as wabt's wat2wasm makes it (no names section). */
export async function assembleCountWasm(): Promise<Uint8Array> {
	const wabt = await wabtModule();
	const parsed = wabt.parseWat('count-wasm.wat', readFileSync(WAT, 'utf8'));
	try {
		parsed.resolveNames();
		parsed.validate();
		return new Uint8Array(parsed.toBinary({}).buffer);
	} finally {
		parsed.destroy();
	}
}

/** The TypeScript module that carries the bytes, as this script writes it. */
export function bytesModule(bytes: Uint8Array): string {
	return [
		'// Written by scripts/build-count-wasm.ts from count-wasm.wat: edit the .wat and run it again.',
		'',
		'/** The WebAssembly count kernel (count-wasm.wat), base64. */',
		// As Prettier leaves it (tabs, the long string on its own line).
		'export const COUNT_WASM =',
		`\t'${Buffer.from(bytes).toString('base64')}';`,
		'',
	].join('\n');
}

/** The module as it is in the source tree. */
export function committedBytesModule(): string {
	return readFileSync(BYTES, 'utf8');
}

if (import.meta.main) {
	const wanted = bytesModule(await assembleCountWasm());
	if (process.argv.includes('--check')) {
		if (committedBytesModule() !== wanted) {
			console.error('count-wasm-bytes.ts is not count-wasm.wat assembled: run this script again.');
			process.exitCode = 1;
		}
	} else {
		writeFileSync(BYTES, wanted);
		console.log(`Wrote ${BYTES.pathname}.`);
	}
}
