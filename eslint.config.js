// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

/** Lint config: JS + TS recommended everywhere, Svelte recommended for components (TS in `<script>`). */
export default defineConfig(
	{
		ignores: [
			'dist/',
			'.astro/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			'coverage/',
		],
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				parser: ts.parser,
				extraFileExtensions: ['.svelte'],
				svelteConfig,
			},
		},
	},
	{
		rules: {
			// `_`-prefixed names are deliberately unused (e.g. a destructured value we skip).
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
			],
		},
	},
	{
		// The mistakes corpus: cells' code, with the cell's helpers in scope and the function an
		// exercise asks for defined for its checks to call, not for anything in the file.
		files: ['test/fixtures/mistakes/js/*.js'],
		languageOptions: {
			globals: { isSafe: 'readonly', printBoard: 'readonly', board: 'readonly' },
		},
		rules: { '@typescript-eslint/no-unused-vars': 'off' },
	},
);
