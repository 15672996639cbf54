import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
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
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  host?.remove();
});

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

describe('wrapping lines at a narrow width (WCAG 1.4.10 Reflow)', () => {
  // Every third line is long, one unbreakable run among them (a URL, a hash); the newest is long.
  const longLines = (count: number, firstId = 0) =>
    Array.from({ length: count }, (_, i) => {
      const id = firstId + i;
      return {
        id,
        time: Date.UTC(2026, 10, 22, 8, 0, id),
        level: 3 as const,
        message:
          id % 3 === 2 || i === count - 1
            ? `line ${id + 1}: slow query (2,417 ms) MATCH (a)-[:KNOWS*1..4]->(b) WHERE a.name = "Ada" RETURN count(b) https://console.example.com/instances/${'0123456789abcdef'.repeat(3)}`
            : `line ${id + 1}`,
      };
    });

  /** A phone-wide box (320 CSS px: a 1280 px window at 400 % zoom). */
  function mountNarrow(ui: React.ReactNode) {
    host = document.createElement('div');
    host.style.width = '320px';
    document.body.append(host);
    root = createRoot(host);
    flushSync(() => root!.render(ui));
    return host.querySelector<HTMLElement>('[role="log"]')!;
  }

  const buttonNamed = (name: RegExp) =>
    Array.from(host!.querySelectorAll('button')).find((button) => name.test(button.textContent));
  const rows = () => Array.from(host!.querySelectorAll<HTMLElement>('[data-slot="log-line"]'));
  const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text));
  /** The newest line is drawn, whole, at the bottom of the box. */
  const endsAtLine = (log: HTMLElement, text: string) => {
    const last = rows().at(-1);
    if (!last?.textContent?.includes(text)) return false;
    const box = log.getBoundingClientRect();
    const row = last.getBoundingClientRect();
    return atBottom(log) && row.bottom <= box.bottom + 1 && row.bottom >= box.bottom - 30;
  };

  it('scrolls sideways when lines do not wrap (the default)', async () => {
    const log = mountNarrow(<LogViewer lines={longLines(300)} />);
    expect(host!.querySelector('[role="switch"]')).toHaveAccessibleName('Wrap lines');
    expect(host!.querySelector('[role="switch"]')).not.toBeChecked();
    await expect.poll(() => rowOf('line 300:')).toBeTruthy();
    expect(log.scrollWidth).toBeGreaterThan(log.clientWidth);
    expect(rowOf('line 300:')!.offsetHeight).toBe(20);
  });

  it('wraps within the box: no sideways scroll, taller rows, and the tail still followed', async () => {
    const lines = longLines(300);
    const log = mountNarrow(<LogViewer lines={lines} defaultWrapLines />);
    expect(host!.querySelector('[role="switch"]')).toBeChecked();
    await expect.poll(() => endsAtLine(log, 'line 300:')).toBe(true);
    expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    expect(rowOf('line 300:')!.offsetHeight).toBeGreaterThan(20);
    expect(rowOf('line 299')!.offsetHeight).toBe(20);
    // Rows sit one under the other, measured: none overlaps the next.
    const drawn = rows();
    for (const [index, row] of drawn.slice(1).entries()) {
      const above = drawn[index]!.getBoundingClientRect();
      expect(row.getBoundingClientRect().top).toBeCloseTo(above.bottom, 0);
    }

    // New lines arrive while following: the view stays at the newest, wrapped, line.
    flushSync(() =>
      root!.render(<LogViewer lines={[...lines, ...longLines(6, 300)]} defaultWrapLines />),
    );
    await expect.poll(() => endsAtLine(log, 'line 306:')).toBe(true);

    // Scrolled up, it holds still; "Jump to latest" brings back the newest line, whole.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await expect.poll(() => buttonNamed(/jump to latest/i)).toBeTruthy();
    await userEvent.click(buttonNamed(/jump to latest/i)!);
    await expect.poll(() => endsAtLine(log, 'line 306:')).toBe(true);
  });

  it('turns on and off with its switch, rows back to 20 px unwrapped', async () => {
    const log = mountNarrow(<LogViewer lines={longLines(300)} />);
    const label = Array.from(host!.querySelectorAll('label')).find(
      (element) => element.textContent === 'Wrap lines',
    );
    await userEvent.click(label!);
    expect(host!.querySelector('[role="switch"]')).toBeChecked();
    expect(host!.querySelector('[data-slot="log-viewer"]')).toHaveAttribute(
      'data-wrap-lines',
      'true',
    );
    await expect.poll(() => endsAtLine(log, 'line 300:')).toBe(true);
    expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);

    await userEvent.click(host!.querySelector<HTMLElement>('[role="switch"]')!);
    await expect.poll(() => rowOf('line 300:')?.offsetHeight).toBe(20);
    await expect.poll(() => endsAtLine(log, 'line 300:')).toBe(true);
    expect(log.scrollWidth).toBeGreaterThan(log.clientWidth);
    // Unwrapped rows are 20 px apart again, not at the heights measured while wrapping.
    const tops = rows().map((row) => row.getBoundingClientRect().top);
    expect(tops.slice(1).map((top, index) => Math.round(top - tops[index]!))).toEqual(
      tops.slice(1).map(() => 20),
    );
  });
});
