// The Blaze instance's screens at the widths of WCAG 1.4.10 Reflow (320 CSS px: 1280 px at 400 %
// zoom) and of a phone (390 px): the page itself never scrolls sideways (a table may, in its own
// box), and what names a thing stays readable. One instance serves every check: they only look at it.
import type { Page } from '@playwright/test';
import { activeInstance, apiData, signInThroughApi } from './api-setup.ts';
import { expect, test } from './fixtures.ts';

/** The page's width beyond the window's: 0 when nothing makes the whole page scroll sideways. */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('one instance at 320 px, at 400 % zoom and on a phone: tabs, snippets, actions and backups stay in reach', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(180_000);
  const session = await signInThroughApi(page, request, clientAddress);
  const created = await activeInstance(request, session, `narrow ${Date.now() % 100_000}`);

  await test.step('at 320 px the detail tabs fit the window, their header controls under the text', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    const detail = `/blaze/quiverGraphDetail?id=${created.id}`;

    await page.goto(`${detail}&tab=monitoring`);
    const range = page.getByRole('radiogroup', { name: 'Time range' });
    await expect(range).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/^Updated at/)).toBeVisible();
    expect(await pageOverflow(page)).toBe(0);
    // The range sits under the description, not in a column beside it that squeezed it.
    const description = await page.getByText(/^CPU, memory and disk use as a share/).boundingBox();
    const rangeBox = await range.boundingBox();
    expect(rangeBox?.y ?? 0).toBeGreaterThanOrEqual(
      (description?.y ?? 0) + (description?.height ?? 0),
    );

    await page.goto(`${detail}&tab=configuration`);
    const configure = page.getByRole('link', { name: 'Change configuration' });
    await expect(configure).toBeInViewport({ ratio: 1 });
    expect(await pageOverflow(page)).toBe(0);
  });

  await test.step('at 320 by 256 px (400 % zoom) every starter snippet and every action can be reached', async () => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto(`/blaze/quiverGraphCLI?id=${created.id}`);
    await page.getByRole('button', { name: 'Starter snippets' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // The menu ends inside the window and scrolls: its last item is reached by scrolling it.
    const box = await menu.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(256);
    await menu.getByRole('menuitem', { name: 'Match nodes and relationships' }).click();
    await expect(page.getByRole('textbox', { name: 'Cypher statement' })).toHaveValue(/^MATCH /);

    // The detail page's actions menu (the ui's menus keep to the window and scroll): its last
    // item, below the fold of a 256 px window, opens its dialog from a pointer.
    await page.goto(`/blaze/quiverGraphDetail?id=${created.id}`);
    await page.getByRole('button', { name: `Actions for ${created.name}` }).click();
    const actions = page.getByRole('menu');
    const actionsBox = await actions.boundingBox();
    expect((actionsBox?.y ?? 0) + (actionsBox?.height ?? 0)).toBeLessThanOrEqual(256);
    await actions.getByRole('menuitem', { name: 'Terminate', exact: true }).click();
    await expect(
      page.getByRole('alertdialog', { name: `Terminate ${created.name}?` }),
    ).toBeVisible();
  });

  await test.step("a backup's tag stays in view when the backups table is narrower than its columns", async () => {
    await apiData(request, session, 'POST', '/api/dbaas/v1/instance/data/backup/create', {
      instanceId: created.id,
      tag: 'before-import',
    });

    // 1024 px: a small laptop, the menu beside the page; then a phone, and 1280 px at 400 %.
    for (const width of [1024, 390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/blaze/quiverGraphDetail?id=${created.id}&tab=backups`);
      const tag = page.getByRole('cell', { name: 'before-import', exact: true });
      await expect(tag).toBeVisible();
      // The tag's cell shows its first characters beside the pinned actions, not a sliver.
      const recover = page.getByRole('button', { name: 'Recover from before-import' });
      const tagBox = await tag.boundingBox();
      const actionsBox = await page
        .getByRole('cell', { name: /^Recover from before-import/ })
        .boundingBox();
      expect(
        (actionsBox?.x ?? 0) - (tagBox?.x ?? 0),
        `the tag's room at ${width} px`,
      ).toBeGreaterThan(120);
      // Both actions stay in view and big enough to tap (WCAG 2.5.8: 24 by 24).
      for (const action of [recover, page.getByRole('button', { name: 'Delete before-import' })]) {
        await expect(action).toBeInViewport({ ratio: 1 });
        const box = await action.boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      }
      expect(await pageOverflow(page)).toBe(0);
    }
  });
});
