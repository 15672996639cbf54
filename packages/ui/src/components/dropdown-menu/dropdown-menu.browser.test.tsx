import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../styles.css';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

// Runs in real Chromium (project `ui-browser`): the room beside the trigger is Radix's measure of
// the window, which only a real layout gives.

const actions = ['Query', 'Start', 'Stop', 'Restart', 'Configure', 'Back up', 'Clone', 'Terminate'];

let host: HTMLDivElement | undefined;
afterEach(() => host?.remove());

it('keeps a long menu inside a short window, scrolling to its last item', async () => {
  await page.viewport(320, 256);
  host = document.createElement('div');
  host.style.paddingTop = '8px';
  document.body.append(host);
  flushSync(() =>
    createRoot(host!).render(
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          {actions.map((action) => (
            <DropdownMenuItem key={action}>{action}</DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>,
    ),
  );
  await expect.poll(() => document.querySelector('[role="menu"]')).toBeTruthy();
  const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
  // Radix measures the room, then places the menu (it starts off-screen).
  await expect.poll(() => menu.getBoundingClientRect().top).toBeGreaterThan(0);
  await expect.poll(() => menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(256);
  expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
  const last = Array.from(menu.querySelectorAll('[role="menuitem"]')).at(-1) as HTMLElement;
  last.scrollIntoView({ block: 'nearest' });
  const box = last.getBoundingClientRect();
  expect(box.bottom).toBeLessThanOrEqual(256);
  expect(box.top).toBeGreaterThanOrEqual(0);
});
