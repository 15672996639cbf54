// Serves the built console (packages/console/dist) on the API's origin, so the browser sees one
// site: cookies, CSP 'self' and the API client's same-origin calls all work without CORS.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files here: their name changes whenever their bytes do. */
const hashedAssetsPrefix = '/assets/';
const immutable = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser must revalidate it every time. */
const revalidate = 'no-cache';
/** Unhashed public files (favicon): cache briefly, they may change between releases. */
const shortLived = 'public, max-age=3600';

/**
 * /login is prerendered by the console build (`login.html`, packages/console/src/prerender.tsx):
 * its HTML paints before the app's JavaScript runs, and the app hydrates it. Only for a plain
 * arrival: any parameter but `returnUrl`/`redirect` changes what the page shows (a failed social
 * sign-in, a provider's return, a marketplace link), so those get the empty shell. The console
 * applies the same rule before hydrating (src/main.tsx).
 */
const prerenderedLogin = 'login.html';
const plainArrivalParameters = new Set(['returnUrl', 'redirect']);

function isPlainLoginArrival(path: string, query: unknown): boolean {
  if (!/^\/login\/?$/i.test(path)) return false;
  return Object.keys(query ?? {}).every((key) => plainArrivalParameters.has(key));
}

/** A path whose last segment has an extension asks for a file, never for a screen of the app. */
const looksLikeFile = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Registers the console when `consoleDir` holds a build (index.html); otherwise does nothing, so the
 * API runs alone (tests, or before the first `npm run build -w @quiver/console`).
 * Returns whether the console is served.
 */
export async function registerConsoleStatic(
  app: FastifyInstance,
  consoleDir: string | undefined,
): Promise<boolean> {
  if (!consoleDir || !existsSync(join(consoleDir, 'index.html'))) return false;

  await app.register(fastifyStatic, {
    root: consoleDir,
    // One route per file found at start-up; the SPA fallback below owns every other GET (and
    // serves files that appeared later, from a rebuild while the server runs).
    wildcard: false,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The console build writes .br/.gz beside its text files (packages/console/vite.config.ts):
    // sent to browsers that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // A pre-compressed copy (`index.html.br`) is cached like the file it stands for.
      const relative = filePath
        .slice(consoleDir.length)
        .replaceAll('\\', '/')
        .replace(/\.(br|gz)$/, '');
      const policy = relative.startsWith(hashedAssetsPrefix)
        ? immutable
        : relative.endsWith('.html')
          ? revalidate
          : shortLived;
      reply.header('cache-control', policy);
    },
  });

  // SPA fallback: any GET that is neither the API nor a file is a screen of the app; the client
  // router decides what to show (an unknown path shows the dashboard inside the layout).
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    // A file written after start-up (`npm run build -w @quiver/console` while the server runs:
    // index.html names new hashed assets). sendFile stays inside the root, refuses `..` and
    // non-canonical paths, and answers the not-found handler when there is no such file.
    if (looksLikeFile.test(path)) {
      let file: string;
      try {
        file = decodeURIComponent(path);
      } catch {
        return reply.callNotFound();
      }
      return reply.sendFile(file.slice(1));
    }
    reply.header('cache-control', revalidate);
    if (isPlainLoginArrival(path, request.query) && existsSync(join(consoleDir, prerenderedLogin)))
      return reply.sendFile(prerenderedLogin);
    return reply.sendFile('index.html');
  });
  return true;
}
