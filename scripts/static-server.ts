/**
 * A static server for a built site on a free local port, gzipping text and caching hashed assets as
 * a production host would, so the bytes a browser measures are the bytes a reader downloads. For
 * `scripts/lighthouse.ts` and `scripts/measure/`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.ico': 'image/x-icon',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.txt': 'text/plain; charset=utf-8',
	'.xml': 'application/xml',
	'.wasm': 'application/wasm',
	'.pf_meta': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Serves `dist` on a free port of localhost; resolves to the server and its base URL. */
export async function serveDist(dist: string): Promise<{ server: Server; base: string }> {
	const server = createServer((request, response) => {
		let path = join(dist, decodeURIComponent((request.url ?? '/').split('?')[0]!));
		if (path !== dist && !path.startsWith(dist + sep)) path = join(dist, '404.html');
		if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
		const found = existsSync(path);
		if (!found) path = join(dist, '404.html');
		let body: Buffer = existsSync(path) ? readFileSync(path) : Buffer.from('Not found');
		const type = TYPES[extname(path)] ?? 'application/octet-stream';
		const headers: Record<string, string> = {
			'content-type': type,
			// Astro's hashed assets never change; pages are revalidated.
			'cache-control': path.includes(`${sep}_astro${sep}`)
				? 'public, max-age=31536000, immutable'
				: 'no-cache',
		};
		if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
			body = gzipSync(body);
			headers['content-encoding'] = 'gzip';
		}
		response.writeHead(found ? 200 : 404, headers).end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
