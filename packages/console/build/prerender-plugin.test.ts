import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerender-plugin.ts';

const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <script async src="/assets/route-preload-abc.js"></script>
    <script src="/before-paint.js"></script>
    <script type="module" crossorigin src="/assets/index-123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="modulepreload" crossorigin href="/assets/brand-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedPage', () => {
  const page = prerenderedPage(builtIndex, '<main>Log in</main>', undefined, [
    '/assets/login-5.js',
    '/assets/vendor-1.js',
  ]);

  it('puts the markup in #root and holds rendering until it is parsed', () => {
    expect(page).toContain('<div id="root"><main>Log in</main></div>');
    expect(page).toContain(
      '<link rel="expect" href="#quiver-prerendered-end" blocking="render" />',
    );
    expect(page).toContain('<template id="quiver-prerendered-end"></template>');
  });

  it("names the entry, its preloads and the page's screen chunks instead of loading them in <head>", () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('route-preload-abc.js"></script>');
    expect(page).toContain(
      '<meta name="quiver-app-entry" content="/assets/index-123.js" ' +
        'data-preload="/assets/vendor-1.js /assets/brand-2.js /assets/login-5.js" />',
    );
    // The stylesheet and the blocking before-paint script stay where they were.
    expect(page).toContain('<script src="/before-paint.js"></script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it('gives the page its own document title when one is given, escaped', () => {
    const titled = `${builtIndex.replace('<head>', '<head>\n    <title>Quiver Cloud</title>')}`;
    expect(prerenderedPage(titled, 'x', 'Log in · Quiver <Cloud>')).toContain(
      '<title>Log in · Quiver &lt;Cloud&gt;</title>',
    );
    expect(prerenderedPage(titled, 'x')).toContain('<title>Quiver Cloud</title>');
  });

  it('refuses an index.html it does not recognise rather than write a broken page', () => {
    expect(() => prerenderedPage(builtIndex.replace('<div id="root"></div>', ''), 'x')).toThrow();
    expect(() =>
      prerenderedPage(builtIndex.replace(/<script type="module"[^>]*><\/script>/, ''), 'x'),
    ).toThrow();
  });
});
