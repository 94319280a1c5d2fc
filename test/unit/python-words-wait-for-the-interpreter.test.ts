import { expect, test } from 'vitest';
import { servePython } from '../../src/notebook/python/serve-python.ts';
import type { PythonReply } from '../../src/notebook/python/python-messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import english from '../../src/i18n/en/runtime.ts';

/*
 * The page's Python worker loads the runner's words in the page's language with the interpreter
 * (python.worker.ts). A run that arrives while it is still loading must ask for its words only
 * once the interpreter is ready; asked at once, a Chinese page's first run read English.
 */

test('a run that arrives while the interpreter loads asks for its words once it has loaded', async () => {
	let loaded = false;
	const asked: { locale: Locale; loaded: boolean }[] = [];
	let finishLoading!: () => void;
	const ready = new Promise<never>((resolve) => {
		finishLoading = () => {
			loaded = true;
			// Not an interpreter: the run fails on it, after its words were asked for.
			resolve({} as never);
		};
	});
	const replies: PythonReply[] = [];
	const served = servePython({ code: 'print(1)', locale: 'zh-cn' }, (r) => replies.push(r), {
		ready,
		isReady: () => loaded,
		wordsIn: async (locale) => {
			asked.push({ locale, loaded });
			return english;
		},
	});
	await new Promise((tick) => setTimeout(tick, 10));
	finishLoading();
	await served;
	expect(replies[0]).toEqual({ type: 'progress', progress: { kind: 'loading' } });
	expect(asked).toEqual([{ locale: 'zh-cn', loaded: true }]);
});
