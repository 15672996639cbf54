import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../styles.css';
import { Stepper, type StepperStep } from './stepper.tsx';

// Runs in real Chromium (project `ui-browser`): what a phone's screen shows is a media query.

const steps: StepperStep[] = [
  { id: 'instance', label: 'Instance' },
  { id: 'settings', label: 'Settings' },
  { id: 'account', label: 'Account' },
  { id: 'review', label: 'Review' },
];

let host: HTMLDivElement | undefined;
afterEach(() => host?.remove());

async function renderOnScreen(width: number) {
  await page.viewport(width, 800);
  host = document.createElement('div');
  document.body.append(host);
  flushSync(() => createRoot(host!).render(<Stepper steps={steps} current="settings" />));
  const items = Array.from(host.querySelectorAll('li'));
  const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
  // The names drawn (a screen-reader-only name is clipped to 1px).
  const shown = Array.from(host.querySelectorAll('span'))
    .filter((span) => steps.some((step) => step.label === span.textContent))
    .filter((span) => span.getBoundingClientRect().width > 1)
    .map((span) => span.textContent);
  return { items, lines: tops.size, shown };
}

it('names every step on one line on a laptop screen', async () => {
  const { lines, shown } = await renderOnScreen(1024);
  expect(lines).toBe(1);
  expect(shown).toEqual(['Instance', 'Settings', 'Account', 'Review']);
});

it('names only the current step on a phone, on one line, the others still read', async () => {
  const { items, lines, shown } = await renderOnScreen(390);
  expect(lines).toBe(1);
  expect(shown).toEqual(['Settings']);
  // Screen readers still get every step's name and state.
  expect(items[0]).toHaveTextContent('Instance, Step 1 of 4, completed');
  expect(items[3]).toHaveTextContent('Review, Step 4 of 4, not started');
});
