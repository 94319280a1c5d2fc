import {
	announceNotebookChange,
	loadCell,
	NOTEBOOK_CHANGED_EVENT,
	loadPassed,
	partnerOf,
	passNotKept,
	recordPass,
	resetCell,
	saveCell,
	CELL_LANGUAGES,
	type CellLanguage,
	type StorageLike,
	type StorageWords,
} from '#src/notebook/storage/index.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { notebookStorageMessages } from '#src/i18n/notebook-storage.ts';

/** What a cell's draft needs: where it is saved, from which starter, and for which exercise. */
export interface CellDraftOptions {
	id: string;
	starter: string;
	/**
	 * The starter saves are made from, the same on every language's page (the English one): its
	 * comments are the only part a translation changes, and a learner's saves carry no language.
	 * `starter` unless told.
	 */
	savedStarter?: string | undefined;
	exercise?: string | undefined;
	/** The same exercise's Python starter: the cell offers Python (issue 30) when there is one. */
	pythonStarter?: string | undefined;
	/** The English Python starter, which Python saves are made from (`pythonStarter` unless told). */
	savedPythonStarter?: string | undefined;
	/** The same exercise's Lua starter: the cell offers Lua (issue 39) when there is one. */
	luaStarter?: string | undefined;
	/** The English Lua starter, which Lua saves are made from (`luaStarter` unless told). */
	savedLuaStarter?: string | undefined;
	storage: StorageLike | null;
	/** Milliseconds between the last keystroke and the save. */
	saveDelayMs?: number;
	/** The page's language: what the draft says about saving (English unless told). */
	locale?: Locale | undefined;
}

/** Milliseconds of quiet typing before the edits are saved. */
const SAVE_DELAY_MS = 400;

/**
 * One cell's saved draft: the code (saved as the learner types and restored on reload) and the
 * exercise's pass, kept in this browser. Saving and progress are the notebook's
 * (src/notebook/storage/storage.ts); this class only wires them up. The run is code-cell.svelte.ts's.
 */
export class CellDraft {
	/** The code as it is now. */
	code = $state('');
	/** The language the code is in, saved beside it ('js' for JavaScript/TypeScript). */
	language = $state<CellLanguage>('js');
	/** Whether the saved edits were made from a different starter than today's. */
	starterChanged = $state(false);
	/** Why edits cannot be saved, when they cannot. */
	saveProblem = $state('');
	/** Whether the exercise has been passed in this browser (before, or in this page view). */
	passed = $state(false);
	/** Why this page view's pass could not be recorded (it still counts until the learner leaves). */
	#passRefused = $state<'full' | 'unavailable'>();
	/** The storage refused the code on screen (its save, or the reset's forgetting): a reload keeps it. */
	#unsaved = false;

	readonly #options: CellDraftOptions;
	/**
	 * Code of the language left by a switch, saved beside the code (SavedCell.other) and read back
	 * on load: switching back brings it again, in this page view and after a reload.
	 */
	#left: Partial<Record<CellLanguage, string>> = {};
	/** Whether that code was written from an older starter than the page's. */
	#leftChanged: Partial<Record<CellLanguage, boolean>> = {};
	/** What the cell says about saving, in the page's language. */
	readonly #saving: StorageWords;
	#saveTimer: ReturnType<typeof setTimeout> | undefined;

	constructor(options: CellDraftOptions) {
		this.#options = options;
		this.#saving = notebookStorageMessages(options.locale ?? 'en').storage;
		this.load();
	}

	/**
	 * Reads the saved edits and progress (on creation, and whenever the page says the notebook
	 * changed: an import, or a pass in any cell). Code on screen that the storage refused is the
	 * learner's latest: it is saved again if it now can be, and never replaced by the starter or an
	 * older save; a pass of this page view stays too.
	 */
	load(): void {
		if (this.#unsaved) this.save();
		if (!this.#unsaved) {
			const loaded = loadCell(
				this.#options.storage,
				this.#options.id,
				this.#savedStarterIn('js'),
				(language) => this.#savedStarterIn(language),
			);
			// A Python or Lua save on a cell that no longer offers that language shows the
			// JavaScript code saved beside it, or the JavaScript starter.
			const usable = this.offers(loaded.language);
			this.language = usable ? loaded.language : 'js';
			const saved = loaded.source === 'saved';
			this.#left = {};
			this.#leftChanged = {};
			const besides = [
				...(loaded.other
					? [{ ...loaded.other, language: loaded.other.language ?? partnerOf(loaded.language) }]
					: []),
				...(loaded.third ? [loaded.third] : []),
			];
			if (saved && usable) {
				for (const beside of besides.filter((code) => this.offers(code.language))) {
					this.#left[beside.language] = beside.code;
					this.#leftChanged[beside.language] = beside.starterChanged;
				}
			}
			const kept = !usable && saved ? besides.find((code) => code.language === 'js') : undefined;
			this.code = saved && usable ? loaded.code : (kept?.code ?? this.starter);
			this.starterChanged = kept ? kept.starterChanged : loaded.starterChanged;
			this.saveProblem = loaded.problem ? this.#saving.problems[loaded.problem] : '';
		}
		const exercise = this.#options.exercise;
		if (exercise === undefined) return;
		if (this.#passRefused) this.#passRefused = recordPass(this.#options.storage, exercise);
		this.passed = loadPassed(this.#options.storage)[exercise] === true; // kept, or passed in this view
	}

	/** The sentence for a pass this page view could not record; '' when it was (or none yet). */
	get passProblem(): string {
		const refused = this.#passRefused;
		if (!this.passed || !refused) return '';
		// When the code was refused for the same reason, one sentence says both.
		return passNotKept(refused, this.saveProblem === this.#saving.problems[refused], this.#saving);
	}

	/** The save problem the cell shows, unless the pass's sentence already says it. */
	get saveNotice(): string {
		const refused = this.#passRefused;
		const saidByPass =
			this.passProblem !== '' && this.saveProblem === this.#saving.problems[refused!];
		return saidByPass ? '' : this.saveProblem;
	}

	/** New text from the editor: kept, and saved after a pause in the typing. */
	setCode(text: string): void {
		this.code = text;
		clearTimeout(this.#saveTimer);
		this.#saveTimer = setTimeout(() => this.save(), this.#options.saveDelayMs ?? SAVE_DELAY_MS);
	}

	/** Saves now (also before a run, and when the page hides). */
	save(): void {
		clearTimeout(this.#saveTimer);
		this.#saveTimer = undefined;
		const [other, third] = this.#othersToSave();
		// A Python or Lua cell is saved even untouched, so its language comes back on reload; so
		// is a cell whose other languages hold code of the learner's.
		if (!this.edited && this.language === 'js' && !other) {
			this.#forget();
			return;
		}
		const problem = saveCell(
			this.#options.storage,
			this.#options.id,
			this.code,
			this.#savedStarterIn(this.language),
			undefined, // now
			this.language,
			other,
			third,
		);
		this.#unsaved = problem !== undefined;
		this.saveProblem = problem ? this.#saving.problems[problem] : '';
	}

	/**
	 * The code of the cell's other languages to save beside its code: the learner's, not a
	 * starter, partnerOf the cell's language first (so a record of two languages reads as before).
	 */
	#othersToSave(): { code: string; starter: string; language: CellLanguage }[] {
		const partner = partnerOf(this.language);
		return CELL_LANGUAGES.filter((language) => language !== this.language && this.offers(language))
			.sort((a, b) => Number(b === partner) - Number(a === partner))
			.flatMap((language) => {
				const code = this.#left[language];
				if (code === undefined || code === this.#starterIn(language)) return [];
				return [{ code, starter: this.#savedStarterIn(language), language }];
			});
	}

	/** Forgets the saved code (the starter is on screen); a refusal leaves the starter unsaved. */
	#forget(): void {
		this.#unsaved = !resetCell(this.#options.storage, this.#options.id);
		this.saveProblem = this.#unsaved ? this.#saving.problems.unavailable : '';
	}

	/** Whether the cell can be written in Python. */
	get offersPython(): boolean {
		return this.#options.pythonStarter !== undefined;
	}

	/** Whether the cell can be written in Lua. */
	get offersLua(): boolean {
		return this.#options.luaStarter !== undefined;
	}

	/** Whether the cell can be written in `language` (JavaScript always). */
	offers(language: CellLanguage): boolean {
		return language === 'js' || (language === 'python' ? this.offersPython : this.offersLua);
	}

	/** The starter of the cell's language, with comments in the page's language. */
	get starter(): string {
		return this.#starterIn(this.language);
	}

	#starterIn(language: CellLanguage): string {
		if (language === 'python') return this.#options.pythonStarter ?? '';
		if (language === 'lua') return this.#options.luaStarter ?? '';
		return this.#options.starter;
	}

	/** The starter saves in `language` are compared with, in every page language. */
	#savedStarterIn(language: CellLanguage): string {
		const options = this.#options;
		if (language === 'python') return options.savedPythonStarter ?? options.pythonStarter ?? '';
		if (language === 'lua') return options.savedLuaStarter ?? options.luaStarter ?? '';
		return options.savedStarter ?? options.starter;
	}

	/** Whether the code differs from the starter of its language. */
	get edited(): boolean {
		return this.code !== this.starter;
	}

	/**
	 * Writes the cell in another language: its code becomes the code last written in that language
	 * (saved beside the code, so after a reload too), or its starter, and is saved with the language
	 * beside it and the code left behind beside that, which comes back on a switch back.
	 */
	setLanguage(language: CellLanguage): void {
		if (language === this.language || !this.offers(language)) return;
		this.#left[this.language] = this.code;
		this.#leftChanged[this.language] = this.starterChanged;
		this.language = language;
		this.code = this.#left[language] ?? this.starter;
		this.starterChanged = this.#leftChanged[language] ?? false;
		delete this.#left[language];
		delete this.#leftChanged[language];
		this.save();
	}

	/** Whether a save is waiting for the typing to pause. */
	get savePending(): boolean {
		return this.#saveTimer !== undefined;
	}

	/** Records the exercise's pass and tells every cell on the page. */
	recordPass(exercise: string): void {
		// The pass counts for this page view even when the storage refuses it (passProblem says so).
		this.passed = true;
		this.#passRefused = recordPass(this.#options.storage, exercise);
		announceNotebookChange();
	}

	/**
	 * Back to the starter code of the cell's language, forgetting the saved edits (and any save
	 * still waiting); a Python or Lua cell stays in its language, and the others' code is kept.
	 */
	reset(): void {
		clearTimeout(this.#saveTimer);
		this.#saveTimer = undefined;
		this.code = this.starter;
		this.starterChanged = false;
		this.save();
	}

	/**
	 * Keeps the draft in step with the page: reads the notebook again when the toolbar imports or a
	 * cell passes (`onreplaced` hears code that changed), and saves when the page hides. Returns
	 * the function that stops listening.
	 */
	followPage(onreplaced: (code: string) => void): () => void {
		const reload = () => {
			if (this.savePending) this.save(); // typing not yet saved is not lost to the reload
			const before = this.code;
			this.load();
			if (this.code !== before) onreplaced(this.code);
		};
		const hide = () => {
			if (document.visibilityState === 'hidden' && this.savePending) this.save();
		};
		window.addEventListener(NOTEBOOK_CHANGED_EVENT, reload);
		document.addEventListener('visibilitychange', hide);
		window.addEventListener('pagehide', hide);
		return () => {
			window.removeEventListener(NOTEBOOK_CHANGED_EVENT, reload);
			document.removeEventListener('visibilitychange', hide);
			window.removeEventListener('pagehide', hide);
		};
	}
}
