import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import '../../styles.css';
import { MetricChart } from './metric-chart.tsx';

// Runs in real Chromium (project `ui-browser`): the axis is drawn from the measured layout.

const start = Date.UTC(2026, 11, 3, 12, 0);
const hour = 60 * 60 * 1000;
// A new instance: two samples, its first minute, at the end of the hour asked for.
const firstMinute = [
  { time: start + hour - 60_000, value: 12 },
  { time: start + hour, value: 14 },
];

let host: HTMLDivElement | undefined;
afterEach(() => host?.remove());

function axisLabels(timeDomain?: readonly [number, number]): string[] {
  host = document.createElement('div');
  document.body.append(host);
  flushSync(() =>
    createRoot(host!).render(
      <MetricChart
        title="Usage"
        series={[{ id: 'cpu', label: 'CPU', points: firstMinute }]}
        width={720}
        locale="en-GB"
        timeZone="UTC"
        timeDomain={timeDomain}
      />,
    ),
  );
  return Array.from(host.querySelectorAll('svg text'))
    .map((text) => text.textContent ?? '')
    .filter((text) => /^\d\d:\d\d$/.test(text));
}

it('spans the range asked for, so a first minute does not fill the axis with one time', () => {
  const labels = axisLabels([start, start + hour]);
  expect(labels.length).toBeGreaterThan(2);
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels[0]).toBe('12:00');
  expect(labels.at(-1)).toBe('13:00');
});

it('spans the samples when no range is given', () => {
  const labels = axisLabels();
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.every((label) => label === '12:59' || label === '13:00')).toBe(true);
});

it('keeps the cursor where the keyboard left it when the plot loses and regains the focus', () => {
  host = document.createElement('div');
  document.body.append(host);
  const points = [0, 1, 2, 3].map((step) => ({ time: start + step * hour, value: 10 + step }));
  flushSync(() =>
    createRoot(host!).render(
      <>
        <MetricChart
          title="Usage"
          series={[{ id: 'cpu', label: 'CPU', points }]}
          width={720}
          locale="en-GB"
          timeZone="UTC"
        />
        <button type="button">Elsewhere</button>
      </>,
    ),
  );
  const plot = host.querySelector<HTMLElement>('[role="slider"]')!;
  const press = (key: string) =>
    flushSync(() =>
      plot.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
    );
  flushSync(() => plot.focus());
  // Focus shows the latest sample first.
  expect(plot.getAttribute('aria-valuenow')).toBe(String(start + 3 * hour));
  press('Home');
  expect(plot.getAttribute('aria-valuenow')).toBe(String(start));
  // The focus goes elsewhere (another window, a dialog) and comes back.
  flushSync(() => host!.querySelector('button')!.focus());
  flushSync(() => plot.focus());
  expect(plot.getAttribute('aria-valuenow')).toBe(String(start));
  press('ArrowRight');
  expect(plot.getAttribute('aria-valuenow')).toBe(String(start + hour));
});
