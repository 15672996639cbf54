import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerender } from './build/prerender-plugin.ts';
import { reactRouterProductionBuild } from './build/react-router-production.ts';

// The API server of `npm start` (packages/server). `npm run dev` proxies `/api` there so the browser
// still sees one origin, as in production where the server serves the built console itself.
const apiTarget = process.env.QUIVER_API_URL ?? 'http://127.0.0.1:8080';

/**
 * The screen modules to start loading from the first byte of a page, by path (lower case; React
 * Router matches without letter case). Signed-in paths load the layout, and the dashboard for `/`
 * and `/dashboard`, only when a token is stored (else the page goes to /login).
 */
const routeModules = {
  public: {
    '/login': 'src/routes/login.tsx',
    '/register': 'src/routes/register.tsx',
    '/maintain': 'src/routes/maintain.tsx',
  },
  layout: 'src/routes/layout.tsx',
  /** The route table inside the layout (a chunk of its own, not in the entry /login loads). */
  signedInRoutes: 'src/app/signed-in-routes.tsx',
  dashboard: 'src/routes/dashboard.tsx',
} as const;

/**
 * Removes the route waterfall (entry runs, router matches, then the screen's chunks are fetched): a
 * tiny script, loaded `async` before the entry, adds `<link rel="modulepreload">` for the chunks of
 * the current path's screen, so the browser fetches and compiles them while the entry runs. It is a
 * file, not inline code, because the server's CSP allows scripts from 'self' only. The map is also
 * written into `filesByPath`: a prerendered page lists its own chunks and loads no script for it.
 */
function routePreload(filesByPath: Map<string, string[]>, filesOfEveryPage: Set<string>): Plugin {
  let scriptFile: string | undefined;
  return {
    name: 'quiver:route-preload',
    apply: 'build',
    // Before Vite writes index.html (vite:build-html), which then asks transformIndexHtml below.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedByEntry = new Set<string>();
        const addStatic = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || loadedByEntry.has(fileName)) return;
          into.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const next of chunk.imports) addStatic(next, into);
        };
        if (entry !== undefined) addStatic(entry.fileName, loadedByEntry);
        for (const file of loadedByEntry) {
          filesOfEveryPage.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk')
            for (const css of chunk.viteMetadata?.importedCss ?? []) filesOfEveryPage.add(css);
        }
        const filesOf = (module: string): string[] => {
          const id = resolve(import.meta.dirname, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (chunk === undefined) throw new Error(`route-preload: no chunk for ${module}`);
          const files = new Set<string>();
          addStatic(chunk.fileName, files);
          return [...files].map((file) => `/${file}`);
        };
        const map = {
          ...Object.fromEntries(
            Object.entries(routeModules.public).map(([path, module]) => [path, filesOf(module)]),
          ),
          '#layout': [
            ...new Set([...filesOf(routeModules.signedInRoutes), ...filesOf(routeModules.layout)]),
          ],
          '#dashboard': [
            ...new Set([
              ...filesOf(routeModules.signedInRoutes),
              ...filesOf(routeModules.layout),
              ...filesOf(routeModules.dashboard),
            ]),
          ],
        };
        for (const [path, files] of Object.entries(map)) filesByPath.set(path, files);
        const source =
          `(function(){var m=${JSON.stringify(map)};` +
          `var p=location.pathname.toLowerCase().replace(/\\/+$/,'')||'/';var f=m[p];` +
          `if(!f){try{if(localStorage.getItem('accessToken')!==null)` +
          `f=p==='/'||p==='/dashboard'?m['#dashboard']:m['#layout']}catch(e){}}` +
          `(f||[]).forEach(function(h){var l=document.createElement('link');` +
          `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})();\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        scriptFile = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: scriptFile, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        scriptFile === undefined
          ? []
          : [
              {
                tag: 'script',
                attrs: { async: true, src: `/${scriptFile}` },
                injectTo: 'head-prepend',
              },
            ],
    },
  };
}

/**
 * Minifies the classic scripts of `public/` (before-paint.js, zod-jitless.js) in the build: they are
 * copied as written, with the comments that say why they exist, and /login loads both (about 1.3 KiB
 * gzip of comments).
 */
function minifyPublicScripts(): Plugin {
  let outDir = 'dist';
  let publicDir = 'public';
  return {
    name: 'quiver:minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    // First among the plugins' writeBundle hooks: `precompress` must read the minified files.
    writeBundle: {
      order: 'pre',
      handler() {
        for (const name of readdirSync(publicDir)) {
          if (!name.endsWith('.js')) continue;
          const file = join(outDir, name);
          const { code, errors } = minifySync(name, readFileSync(file, 'utf8'));
          if (errors.length > 0)
            throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
          writeFileSync(file, code);
        }
      },
    },
  };
}

/**
 * Writes a `.br` and a `.gz` beside every text asset, which the server sends to browsers that accept
 * them (`preCompressed` in packages/server/src/http/console-static.ts): no compression per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'quiver:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The libraries every page runs: React, React Router, i18next, and the Radix primitives, class
 * helpers and Lucide icon factory of the design system. One `vendor` chunk instead
 * of the dozen small ones the bundler would cut along which screens share them: /login loads 23
 * files, not 35, 6 KiB less gzip, and paints about 80-150 ms sooner at 4x CPU throttling (the
 * browser links and evaluates fewer modules). Screens stay lazy; their own code stays in their chunks.
 * react-i18next's `<Trans>` (and the HTML parser it brings, 4 KiB gzip) is left out: only screens
 * that /login does not show use it, so it loads with them. TanStack Query has a chunk of its own
 * (below), but for its React context, which the app's provider uses on every page.
 */
const vendorModule =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|react-i18next(?![\\/]dist[\\/]es[\\/]Trans)|use-sync-external-store|clsx|class-variance-authority)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons)|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$)/;

/**
 * The helpers every Radix primitive shares, one chunk of their own rather than part of `vendor`:
 * the signed-in screens all use some primitive (dialogs, menus, tabs), /login none since its later
 * steps load with them (about 5 KiB gzip /login no longer loads). The primitives themselves stay
 * with the screens that use them.
 */
const radixHelperModule =
  /node_modules[\\/]@radix-ui[\\/](?:react-compose-refs|react-slot|react-primitive|react-context|react-use-layout-effect|primitive|react-use-effect-event|react-use-controllable-state|react-presence)[\\/]/;

/**
 * TanStack Query, one chunk of its own loaded after /login's first paint (src/lib/lazy-query-client.ts:
 * about 11 KiB gzip /login no longer loads), rather than the seven small chunks the bundler would
 * cut. Its React context (QueryClientProvider.js, a few hundred bytes) is in `vendor`, where the
 * app's provider reads it: listed there, the group below does not pull it in as a dependency.
 */
const queryModule =
  /node_modules[\\/]@tanstack[\\/](?:query-core|react-query[\\/](?!build[\\/]modern[\\/]QueryClientProvider\.js))/;

/**
 * The design system's class merging and the form controls of the sign-in form, with the console's
 * `Link`, one chunk rather than the seven the bundler would cut (the merger, the control and input
 * styles, the password input, its icons, the link): every page's entry uses the merger, /login the
 * rest and every screen the link, and each small chunk costs a request and its own import lines
 * (1.0 KiB gzip of /login).
 */
const uiBaseModule =
  /packages[\\/]ui[\\/]src[\\/](?:lib[\\/](?:cn|merge-classes|control)\.ts|components[\\/](?:input[\\/]input|form[\\/]form-variants|password-input[\\/]password-input)\.tsx?)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?:x|eye|eye-off)\.mjs$|packages[\\/]console[\\/]src[\\/]lib[\\/]link\.tsx$/;

/**
 * The notice banner, its dismissal memory and the HTML sanitiser, which load together when there
 * is a notice (features/shell/deferred/notice-banner.ts): one chunk, not three.
 */
const noticeModule =
  /packages[\\/](?:ui[\\/]src[\\/](?:lib[\\/]sanitize-html|components[\\/]notice-banner[\\/]notice-(?:banner|dismissal))\.tsx?|console[\\/]src[\\/]features[\\/]shell[\\/]deferred[\\/]notice-banner\.ts)$/;

/** What the entry loads (its static imports and CSS), so every page has it: filled with `routeFiles`. */
const filesOfEveryPage = new Set<string>();

/** Chunks loaded in the background, whose dependencies get no preload hints (see `modulePreload`). */
const backgroundChunk = /^assets\/answer-schemas-[\w-]+\.js$/;

/** The route-preload map (path → its screen's chunks), filled once the bundle is generated. */
const routeFiles = new Map<string, string[]>();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProductionBuild(),
    routePreload(routeFiles, filesOfEveryPage),
    minifyPublicScripts(),
    precompress(),
    // /login's HTML as the app draws it, so it paints before the JavaScript runs (src/prerender.tsx).
    prerender({ '/login': 'login.html' }, (path) => routeFiles.get(path) ?? []),
  ],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      // The files a lazy import preloads, whose names are written into the importing chunk. Left
      // out: what the entry has loaded (a hint for it does nothing), and the dependencies of the
      // response schemas, which load in the background (lib/answer-check.ts; nothing awaits them):
      // the browser finds those chunks through the imports instead. 0.3 KiB gzip less on /login.
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        if (backgroundChunk.test(file)) return [];
        return deps.filter((dep) => !filesOfEveryPage.has(dep));
      },
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id) => vendorModule.test(id) },
            { name: 'radix', test: (id) => radixHelperModule.test(id) },
            { name: 'query', test: (id) => queryModule.test(id) },
            { name: 'ui-base', test: (id) => uiBaseModule.test(id) },
            // Only the modules named: their dependencies (storage, event tracking) are the entry's.
            {
              name: 'notice',
              test: (id) => noticeModule.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
