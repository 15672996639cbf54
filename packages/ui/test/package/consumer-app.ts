// The blank Vite + React app of the pack test: no Tailwind, no workspace; its code sees nothing but
// the packed tarballs, React and what their package.json files declare. Its build tools (Vite and
// @vitejs/plugin-react) are the repository's own, imported by absolute URL from the config: installing
// a second copy of Vite and its native binaries into the app doubled the test's time. It has two pages:
//   index.html   a Button, a Dialog and the Toaster (rendered and driven in Chromium)
//   button.html  Button alone, to show what a consumer's bundle contains for it (tree-shaking)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Toolchain {
  /** file: URLs of the repository's `vite` and `@vitejs/plugin-react` entry points. */
  vite: string;
  pluginReact: string;
}

/** Files of the app, relative to its folder. */
export const consumerAppFiles = (toolchain: Toolchain): Record<string, string> => ({
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>@quiver/ui consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'button.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Button alone</title></head>
  <body><div id="root"></div><script type="module" src="/src/button-only.tsx"></script></body>
</html>
`,
  'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Toaster,
  toast,
} from '@quiver/ui';
import '@quiver/ui/styles.css';

function App() {
  return (
    <main style={{ padding: 24, display: 'flex', gap: 12 }}>
      <Button data-testid="primary">Deploy instance</Button>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="secondary">Open dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Terminate instance</DialogTitle>
            <DialogDescription>The instance and its data are deleted.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
      <Button variant="outline" onClick={() => toast.success('Instance started.')}>
        Show toast
      </Button>
      <Toaster />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
  'src/button-only.tsx': `import { createRoot } from 'react-dom/client';
import { Button } from '@quiver/ui';

createRoot(document.getElementById('root')!).render(<Button>Alone</Button>);
`,
  // Records which modules end up in each page's chunks, so the test can read what Button pulls in.
  'src/env.d.ts': `// What Vite's React template gets from vite/client: stylesheets can be imported.
declare module '*.css';
`,
  'vite.config.mjs': `import { writeFileSync } from 'node:fs';
import { defineConfig } from '${toolchain.vite}';
import react from '${toolchain.pluginReact}';

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'record-modules',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk'
            ? [{ file: item.fileName, facade: item.facadeModuleId, imports: item.imports, modules: item.moduleIds }]
            : [],
        );
        writeFileSync('chunks.json', JSON.stringify(chunks, null, 2));
      },
    },
  ],
  build: { rolldownOptions: { input: { index: 'index.html', button: 'button.html' } } },
});
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        // @quiver/validation is still published as TypeScript sources with \`./x.ts\` imports
        // (packages/validation has no build yet); drop this once it ships declarations.
        allowImportingTsExtensions: true,
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
});

export function writeConsumerApp(
  appDir: string,
  toolchain: Toolchain,
  packageJson: object,
  lockfile: object,
): void {
  for (const [path, text] of Object.entries(consumerAppFiles(toolchain))) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), text);
  }
  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  writeFileSync(join(appDir, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`);
}
