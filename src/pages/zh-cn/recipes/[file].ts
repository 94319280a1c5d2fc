import type { APIRoute, GetStaticPaths } from 'astro';
import { RECIPE_FILES, recipe } from '../../../site/index.ts';

/** /zh-cn/recipes/<file>: each batch recipe with Chinese comments, for the Chinese command page. */
export const getStaticPaths = (() =>
	RECIPE_FILES.map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
	new Response(recipe(params.file!, 'zh-cn').text, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
