/** The part of `fengari` (Lua 5.3 in JavaScript, CommonJS, no types of its own) the bench uses. */
declare module 'fengari' {
	const fengari: {
		lua: Record<string, (...args: never[]) => unknown>;
		lauxlib: Record<string, (...args: never[]) => unknown>;
		lualib: Record<string, (...args: never[]) => unknown>;
		to_luastring: (text: string) => Uint8Array;
	};
	export default fengari;
}
