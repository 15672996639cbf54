import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountForEachTest } from '../../../test/mount-in-browser.tsx';
import '../../styles.css';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

// Real Chromium (project `ui-browser`): whether a row overflows, where it scrolls and what the mask
// hides are the browser's layout, which jsdom has none of.

const names = ['Overview', 'Monitoring', 'Logs', 'Backups', 'Configuration', 'Query'];

const host = mountForEachTest(() => (
  // As the console's detail page is on a phone: six tabs in a row narrower than they are.
  <div style={{ width: '16rem' }}>
    <Tabs defaultValue="overview">
      <TabsList aria-label="Instance detail" className="overflow-x-auto overflow-y-hidden">
        {names.map((name) => (
          <TabsTrigger key={name} value={name.toLowerCase()}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {names.map((name) => (
        <TabsContent key={name} value={name.toLowerCase()}>
          {name} panel
        </TabsContent>
      ))}
    </Tabs>
  </div>
));

const list = () => host().querySelector<HTMLElement>('[role="tablist"]')!;
const tab = (name: string) =>
  Array.from(host().querySelectorAll<HTMLElement>('[role="tab"]')).find(
    (element) => element.textContent === name,
  )!;
/** A frame, for the scroll event and the observers to have run. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

it('fades only the edge that hides more tabs, and follows the scroll', async () => {
  const row = list();
  expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
  expect(row.hasAttribute('data-more-before')).toBe(false);
  expect(row.hasAttribute('data-more-after')).toBe(true);
  expect(getComputedStyle(row).maskImage).toContain('linear-gradient');

  row.scrollLeft = 40;
  await nextFrame();
  expect(row.hasAttribute('data-more-before')).toBe(true);
  expect(row.hasAttribute('data-more-after')).toBe(true);

  row.scrollLeft = row.scrollWidth;
  await nextFrame();
  expect(row.hasAttribute('data-more-before')).toBe(true);
  expect(row.hasAttribute('data-more-after')).toBe(false);
});

it('brings a tab reached with the arrow keys clear of the faded edge', async () => {
  await userEvent.click(tab('Overview'));
  for (let step = 0; step < 4; step++) await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tab('Configuration'));
  await nextFrame();
  const row = list().getBoundingClientRect();
  const focused = tab('Configuration').getBoundingClientRect();
  // The fade is 2rem (32 px) wide: the focused tab ends at least that far inside the row's edge.
  expect(row.right - focused.right).toBeGreaterThanOrEqual(31);
});

it('has no fade when every tab fits', async () => {
  (host().firstElementChild as HTMLElement).style.width = '60rem';
  await nextFrame();
  expect(list().hasAttribute('data-more-after')).toBe(false);
  expect(getComputedStyle(list()).maskImage).toBe('none');
});

it('draws the active tab’s bar whole, over the rule under the row', () => {
  // A scrolling row clips at its padding box: a bar reaching into a border would lose its bottom.
  const row = list();
  const active = tab('Overview');
  expect(active.getAttribute('aria-selected')).toBe('true');
  const rowStyle = getComputedStyle(row);
  const paddingBoxBottom =
    row.getBoundingClientRect().bottom - parseFloat(rowStyle.borderBottomWidth);
  expect(active.getBoundingClientRect().bottom).toBeLessThanOrEqual(paddingBoxBottom);
  expect(getComputedStyle(active).borderBottomWidth).toBe('2px');
});
