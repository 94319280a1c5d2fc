import { exercisesIn } from '../../i18n/exercises.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ExerciseId } from './exercise-code.ts';
import { quoted } from './printed-text.ts';
import { fillSlots, LUA_SLOT } from './python-slots.ts';
import firstSolutionStarter from './lua/starters/first-solution.lua?raw';
import permutationsStarter from './lua/starters/permutations.lua?raw';
import firstSolutionSolution from './lua/solutions/first-solution.lua?raw';
import permutationsSolution from './lua/solutions/permutations.lua?raw';

/*
 * The Lua starters and worked solutions of the two exercises the Lua article sets (issue 39):
 * exercise 1, stop at the first solution, and exercise 2, every permutation. Each is a .lua file
 * in lua/, written as a reader of the article writes Lua (a table `a` counted from 1, a[n] the
 * column of row n; isplaceok(a, n, c) and printsolution(a), the helpers every Lua state has),
 * whose slots (LUA_SLOT) take its comments in the page's language (src/i18n/<locale>/starters.ts,
 * `lua` and `luaSolutions`) and the words it prints (`prints`). The hidden checks are the
 * JavaScript ones, calling the learner's Lua function (src/notebook/lua/lua-run.ts).
 */

/** The exercises a cell may do in Lua: the article's own two. */
const LUA_EXERCISES: readonly ExerciseId[] = ['first-solution', 'permutations'];

/** Whether an exercise can be done in Lua. */
function hasLuaStarter(id: string): id is 'first-solution' | 'permutations' {
	return (LUA_EXERCISES as readonly string[]).includes(id);
}

/** An exercise's Lua starter, its comments in `locale`; undefined where Lua is not offered. */
export function luaStarter(id: string, locale: Locale = 'en'): string | undefined {
	if (!hasLuaStarter(id)) return undefined;
	const { lua: c, prints: p } = startersIn(locale);
	return id === 'first-solution'
		? fillSlots(
				firstSolutionStarter,
				{ intro: c.firstSolution, printed: quoted(p.firstSolution) },
				LUA_SLOT,
			)
		: fillSlots(
				permutationsStarter,
				{
					intro: c.permutations,
					yourCode: c.yourCode,
					permutations: quoted(p.permutations),
					solutions: quoted(p.solutions),
				},
				LUA_SLOT,
			);
}

/** An exercise's Lua worked solution, its comments in `locale`; undefined where Lua is not offered. */
export function luaSolution(id: string, locale: Locale = 'en'): string | undefined {
	if (!hasLuaStarter(id)) return undefined;
	const { luaSolutions: c, prints: p } = startersIn(locale);
	return id === 'first-solution'
		? fillSlots(
				firstSolutionSolution,
				{
					filled: c.firstSolutionFilled,
					found: c.firstSolutionFound,
					printed: quoted(p.firstSolution),
				},
				LUA_SLOT,
			)
		: fillSlots(
				permutationsSolution,
				{
					all: c.permutationsAll,
					tested: c.permutationsTested,
					permutations: quoted(p.permutations),
					solutions: quoted(p.solutions),
				},
				LUA_SLOT,
			);
}

/**
 * An exercise's hints for a cell written in Lua, in `locale` (src/i18n/<locale>/exercises.ts,
 * `luaHints`: the article's names and tables counted from 1); undefined where Lua is not offered.
 */
export function luaHints(id: string, locale: Locale = 'en'): readonly string[] | undefined {
	if (!hasLuaStarter(id)) return undefined;
	return exercisesIn(locale).exercises.luaHints[id];
}
