// Writes prerendered HTML of public pages into the build (see src/prerender.tsx): after the client
// bundle is written, the page is rendered in Node through Vite's SSR module loader (the same
// sources, no second bundle) and put into a copy of the built index.html, beside its .gz and .br.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

const emptyRoot = '<div id="root"></div>';
/** The app's entry in the built index.html, the files it preloads, and the route-preload script. */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const routePreloadScript = /<script async src="([^"]+)"><\/script>\s*/;

/**
 * The browser may paint a long page before it has parsed all of it: the centred sign-in card would
 * then be drawn for a shorter page and move once the footer and the cookie panel's room arrive
 * (a layout shift on the first paint). Rendering waits until the end of the markup is parsed.
 */
const endMarker = 'quiver-prerendered-end';
const renderUntilParsed = `<link rel="expect" href="#${endMarker}" blocking="render" />\n    `;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page with the prerendered markup in #root, and the app started by public/before-paint.js
 * once the first frame is painted instead of by tags in <head>: the browser would otherwise run
 * the app (module evaluation and hydration, one long task) and compile every preloaded module
 * before it paints what it already has. The entry, its preloads and `routeFiles` (the page's
 * screen chunks) are named in a meta tag and added in the same order right after that first frame.
 * The route-preload script is dropped: the page's path is known here, so the script would only
 * look up these same files (1.2 KiB of JavaScript /login no longer loads).
 */
export function prerenderedPage(
  template: string,
  markup: string,
  title?: string,
  routeFiles: readonly string[] = [],
): string {
  const entry = entryScript.exec(template);
  const routePreload = routePreloadScript.exec(template);
  if (!template.includes(emptyRoot) || entry === null || routePreload === null)
    throw new Error(`prerender: index.html lacks ${emptyRoot}, its module entry or route preload`);
  const preloads = new Set([...template.matchAll(modulePreload)].map((match) => match[1]));
  for (const file of routeFiles) preloads.add(file);
  const meta =
    `<meta name="quiver-app-entry" content="${entry[1]}" ` +
    `data-preload="${[...preloads].join(' ')}" />\n    `;
  // The page's own document title (src/app/page-title.ts), as the app sets it once it runs.
  const titled =
    title === undefined
      ? template
      : template.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  return titled
    .replace(routePreload[0], '')
    .replace(modulePreload, '')
    .replace(entry[0], `${meta}${renderUntilParsed}`)
    .replace(emptyRoot, `<div id="root">${markup}</div><template id="${endMarker}"></template>`);
}

/**
 * `pages`: the path to render → the file it is written to (`{ '/login': 'login.html' }`);
 * `routeFiles`: the screen chunks of a path (the route-preload plugin's, once the bundle is written).
 */
export function prerender(
  pages: Record<string, string>,
  routeFiles: (path: string) => readonly string[] = () => [],
): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'quiver:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerenderPage, prerenderedTitle } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as {
          prerenderPage: (path: string) => Promise<string>;
          prerenderedTitle: (path: string) => string;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const [path, file] of Object.entries(pages)) {
          const body = Buffer.from(
            prerenderedPage(
              template,
              await prerenderPage(path),
              prerenderedTitle(path),
              routeFiles(path),
            ),
          );
          writeFileSync(join(outDir, file), body);
          writeFileSync(join(outDir, `${file}.gz`), gzipSync(body, { level: 9 }));
          writeFileSync(
            join(outDir, `${file}.br`),
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
