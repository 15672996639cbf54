import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountForEachTest } from '../../../test/mount-in-browser.tsx';
import '../../styles.css';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

// Runs in real Chromium (project `ui-browser`) with real mouse and key events: whether the focus
// ring shows is the browser's own `:focus-visible` judgement, which synthetic events cannot reach.

const host = mountForEachTest(() => (
  // As the console's detail pages use it: a row that scrolls sideways on a narrow screen.
  <Tabs defaultValue="overview">
    <TabsList aria-label="Instance detail" className="overflow-x-auto overflow-y-hidden">
      <TabsTrigger value="overview">Overview</TabsTrigger>
      <TabsTrigger value="logs">Logs</TabsTrigger>
      <TabsTrigger value="backups">Backups</TabsTrigger>
    </TabsList>
    <TabsContent value="overview">Overview panel</TabsContent>
    <TabsContent value="logs">Logs panel</TabsContent>
    <TabsContent value="backups">Backups panel</TabsContent>
  </Tabs>
));

const tab = (name: string) =>
  Array.from(host().querySelectorAll<HTMLElement>('[role="tab"]')).find(
    (element) => element.textContent === name,
  )!;

it('shows no focus ring on a tab chosen with the mouse, and one when the arrow keys move', async () => {
  await userEvent.click(tab('Logs'));
  expect(document.activeElement).toBe(tab('Logs'));
  expect(tab('Logs').getAttribute('aria-selected')).toBe('true');
  expect(tab('Logs').matches(':focus-visible')).toBe(false);

  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tab('Backups'));
  expect(tab('Backups').matches(':focus-visible')).toBe(true);
});

it('draws the keyboard ring inside the tab, so a scrolling tab row does not clip it', async () => {
  await userEvent.click(tab('Overview'));
  await userEvent.keyboard('{ArrowRight}');
  const focused = tab('Logs');
  expect(focused.matches(':focus-visible')).toBe(true);
  const style = getComputedStyle(focused);
  expect(style.outlineStyle).toBe('solid');
  expect(parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)).toBeLessThanOrEqual(0);
});
