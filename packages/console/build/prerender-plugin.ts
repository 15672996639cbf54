// Writes prerendered HTML of public pages into the build (see src/prerender.tsx): after the client
// bundle is written, the page is rendered in Node through Vite's SSR module loader (the same
// sources, no second bundle) and put into a copy of the built index.html, beside its .gz and .br.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

const emptyRoot = '<div id="root"></div>';

/** `pages`: the path to render → the file it is written to (`{ '/login': 'login.html' }`). */
export function prerender(pages: Record<string, string>): Plugin {
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
        const { prerenderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          prerenderPage: (path: string) => Promise<string>;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!template.includes(emptyRoot))
          throw new Error(`prerender: no ${emptyRoot} in index.html`);
        for (const [path, file] of Object.entries(pages)) {
          const body = Buffer.from(
            template.replace(emptyRoot, `<div id="root">${await prerenderPage(path)}</div>`),
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
