import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The published build of @quiver/ui (`npm run build -w @quiver/ui`, run by `prepack`): ESM with one
// output module per source module, so a consumer's bundler drops what it does not import (Button alone
// never reaches the chart or the table code), plus ONE compiled CSS file, `dist/styles.css`, for apps
// without Tailwind. Declarations come from tsc (tsconfig.lib.json); scripts/build.mjs runs both.
// Storybook, Vitest and the console keep using vite.config.ts and the TypeScript sources.

const sourceDir = fileURLToPath(new URL('./src', import.meta.url));

/** Bare specifiers (`react`, `react/jsx-runtime`, `radix-ui`, `@quiver/validation`, ...) stay imports:
 *  React is a peer dependency and every other package is a dependency the consumer's install dedupes. */
function isExternal(id: string): boolean {
  return !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
}

export default defineConfig({
  // The root is src/ so Tailwind's automatic source detection (which starts at the root) sees only the
  // package's sources, never tests, benchmarks or scripts; scripts/library.css also drops stories.
  root: sourceDir,
  plugins: [react(), tailwindcss()],
  // No public/ folder copying and no dev-only env replacement surprises: the library ships as written.
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // scripts/build.mjs empties dist first; tsc writes declarations into it while Vite runs.
    emptyOutDir: false,
    target: 'es2022',
    // JS stays readable (the consumer's bundler minifies); the CSS is final, so it ships minified.
    minify: false,
    cssMinify: true,
    sourcemap: true,
    copyPublicDir: false,
    cssCodeSplit: true,
    lib: {
      entry: {
        index: `${sourceDir}/index.ts`,
        styles: fileURLToPath(new URL('./scripts/library.css', import.meta.url)),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: sourceDir,
        entryFileNames: '[name].js',
      },
    },
  },
});
