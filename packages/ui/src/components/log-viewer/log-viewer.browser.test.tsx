import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import '../../styles.css';
import { LogViewer } from './log-viewer.tsx';

// Runs in real Chromium (project `ui-browser`): scrolling needs a real layout.

const lines = Array.from({ length: 2_000 }, (_, index) => ({
  id: index,
  time: Date.UTC(2026, 10, 22, 8, 0, index),
  level: 3 as const,
  message: `line ${index + 1}`,
}));

let host: HTMLDivElement | undefined;
afterEach(() => host?.remove());

const atBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= 30;

it('follows the tail once shown, when it was mounted hidden', async () => {
  host = document.createElement('div');
  // As Storybook prepares a story, or a collapsed panel: in the page, with no box.
  host.style.display = 'none';
  document.body.append(host);
  flushSync(() => createRoot(host!).render(<LogViewer lines={lines} />));
  host.style.display = '';
  const log = host.querySelector<HTMLElement>('[role="log"]')!;
  await expect.poll(() => atBottom(log)).toBe(true);
  await expect
    .poll(() => Array.from(host!.querySelectorAll('[data-slot="log-line"]')).at(-1)?.textContent)
    .toContain('line 2000');
});
