import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For the real-Chromium tests (`*.browser.test.tsx`): renders `ui` into a fresh element of the page
 * before each test of the file and removes it after. Returns the element, read inside a test.
 *
 * The render is flushed at once, not in act(): real mouse and key events drive React here, as they
 * do in a page.
 */
export function mountForEachTest(ui: () => ReactNode): () => HTMLElement {
  let host: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    const mounted = createRoot(host);
    root = mounted;
    flushSync(() => mounted.render(ui()));
  });
  afterEach(() => {
    root?.unmount();
    host?.remove();
  });
  return () => {
    if (host === undefined) throw new Error('mountForEachTest: read the host inside a test');
    return host;
  };
}
