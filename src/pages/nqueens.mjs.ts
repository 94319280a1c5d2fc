import type { APIRoute } from 'astro';
import { bundleCommand } from '../site/index.ts';

/** /nqueens.mjs: the command in one file, bundled when the site builds (chapter 9 links here). */
export const GET: APIRoute = async () =>
	new Response(await bundleCommand(), {
		headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
	});
