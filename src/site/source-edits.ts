/** One build-time text edit: in modules whose id matches `file`, `from` becomes `to`. */
export interface SourceEdit {
	file: RegExp;
	from: string | RegExp;
	to: string;
	/**
	 * 'browser' for a component's client script: the server never runs it, and the dev server's
	 * SSR stands an empty module in for it, which holds nothing to edit. By default, both.
	 */
	only?: 'browser';
}

/** The part of Vite's plugin interface used here (vite is Astro's dependency, not the site's). */
export interface TransformPlugin {
	name: string;
	enforce: 'pre';
	transform(
		this: unknown,
		code: string,
		id: string,
		options?: { ssr?: boolean },
	): { code: string; map: null } | undefined;
}

/**
 * A Vite plugin applying `edits` to a dependency's files as they are bundled. An edit whose text
 * is missing fails the build, and the dev server's request for that file, with the plugin's name
 * and what it looked for: a dependency update that moved it would otherwise undo the fix silently.
 */
export function editSources(name: string, edits: readonly SourceEdit[]): TransformPlugin {
	return {
		name,
		enforce: 'pre',
		transform(code, id, options) {
			// Vite's plugin context names the environment (Vite 6 on); `options.ssr` is the older word.
			const context = this as { environment?: { config?: { consumer?: string } } } | undefined;
			const consumer = context?.environment?.config?.consumer;
			const onServer = consumer === 'server' || (consumer === undefined && Boolean(options?.ssr));
			const mine = edits.filter((e) => e.file.test(id) && !(onServer && e.only === 'browser'));
			if (mine.length === 0) return undefined;
			let changed = code;
			for (const edit of mine) {
				const next = changed.replace(edit.from, edit.to);
				if (next === changed) throw new Error(`${name}: ${String(edit.from)} not in ${id}`);
				changed = next;
			}
			return { code: changed, map: null };
		},
	};
}
