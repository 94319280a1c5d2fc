import type { APIRoute, GetStaticPaths } from 'astro';
import { RECIPE_FILES, recipe } from '../../site/index.ts';

/** /recipes/<file>: each batch recipe of docs/recipes/ as it is, for the command page's links. */
export const getStaticPaths = (() =>
	RECIPE_FILES.map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
	new Response(recipe(params.file!).text, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
