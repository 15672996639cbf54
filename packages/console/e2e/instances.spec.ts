// The instance screens of issue 13 (list, detail, lifecycle actions), driven as a customer would by
// roles and labels, against the real server and its real graph engine: a Shared instance created
// through the API appears in the list and turns Active live, its detail shows and copies its
// address, it is stopped (storage-only price shown), started and terminated by typing its name,
// and stays listed as Cancelled. axe runs on the list, the detail, the dialogs and the not-found
// screen. (The create wizard has its own spec.)
import { chooseAction, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { createSharedInstance, signInThroughApi } from './api-setup.ts';

test('a Shared instance from the list to Cancelled: live status, detail, copy, stop, start, terminate', async ({
  page,
  context,
  request,
  clientAddress,
}) => {
  test.setTimeout(180_000);
  const session = await signInThroughApi(page, request, clientAddress);
  const name = `graph ${Date.now() % 100_000}`;
  const created = await createSharedInstance(request, session, name);

  // The list: the new instance is there and turns Active without a reload.
  await page.goto('/quiverGraphInstanceManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Instances' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(
    row.getByRole('button', { name: `Copy the service address of ${name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Search by name keeps it in the URL.
  await page.getByRole('searchbox', { name: 'Search instances by name' }).fill(name);
  await expect(page).toHaveURL(/[?&]name=graph/);
  await expect(row).toBeVisible();

  // The detail: its fields, its address copied.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/blaze/quiverGraphDetail\\?id=${created.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const address = page
    .getByRole('term')
    .filter({ hasText: /^Service address$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(address).toHaveText(/\S+:\d+/);
  const addressText = (await address.locator('.font-mono').innerText()).trim();
  await expect(page.getByRole('term').filter({ hasText: /^Connection string$/ })).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Service address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' }).first()).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(addressText);
  await expectNoAxeViolations(page);

  // Stop: the confirmation says what it costs stopped: a Shared instance is the free tier
  // (docs/decisions.md "Billing"), so nothing, with the list price beside it.
  await chooseAction(page, name, 'Stop');
  const stop = page.getByRole('alertdialog', { name: `Stop ${name}?` });
  await expect(stop.getByTestId('action-cost')).toHaveText(
    /^Billed for storage only while stopped: (Free \(list price )?\$\d+\.\d{4}\/hr/,
  );
  await expectNoAxeViolations(page);
  await stop.getByRole('button', { name: 'Stop' }).click();
  await expect(stop).toBeHidden();
  // The header's badge (the overview repeats the status further down).
  const status = page.getByRole('main').locator('[data-slot="instance-status-badge"]').first();
  await expect(status).toHaveText(/Stopping|Stopped/);
  await expect(status).toHaveText('Stopped', { timeout: 60_000 });

  // Start: the running price, then Starting and Active, followed live.
  await chooseAction(page, name, 'Start');
  const start = page.getByRole('alertdialog', { name: `Start ${name}?` });
  await expect(start.getByTestId('action-cost')).toHaveText(
    /^Billed while running: (Free \(list price )?\$\d+\.\d{4}\/hr/,
  );
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(start).toBeHidden();
  await expect(status).toHaveText('Active', { timeout: 60_000 });

  // Terminate: only the exact name confirms.
  await chooseAction(page, name, 'Terminate');
  const terminate = page.getByRole('alertdialog', { name: `Terminate ${name}?` });
  await expect(terminate).toContainText('deletes the instance, its data and its backups for good');
  const confirm = terminate.getByRole('button', { name: 'Terminate' });
  await terminate.getByRole('textbox').fill(name.toUpperCase());
  await expect(confirm).toBeDisabled();
  await terminate.getByRole('textbox').fill(name);
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(terminate).toBeHidden();
  await expect(status).toHaveText('Cancelled', { timeout: 60_000 });
  // Focus came back to the menu's button.
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();

  // Back in the list it is shown as Cancelled (listed for 7 days), and offers nothing more.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Instances' })
    .click();
  await expect(page).toHaveURL(/\/quiverGraphInstanceManagement/);
  const cancelled = page
    .getByRole('table', { name: 'Instances' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name }) });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await cancelled.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(
    page.getByRole('menuitem', { name: 'Start', exact: true }),
  ).toHaveAccessibleDescription('The instance is cancelled: nothing more can be done with it.');
});

test('an unknown address shows a not-found screen with the way back; /login signed in goes to the dashboard', async ({
  page,
  request,
  clientAddress,
}) => {
  await signInThroughApi(page, request, clientAddress);
  await page.goto('/accountSettings');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/accountSettings$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  // A path of several segments is unknown inside the layout too, its address kept.
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/screen$/);

  // An unknown instance id: said in place, once.
  await page.goto('/blaze/quiverGraphDetail?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Instance not found' })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  }
});

test("the list's filters from the keyboard: the arrow keys choose, Back undoes the filter, not each option passed", async ({
  page,
  request,
  clientAddress,
}) => {
  await signInThroughApi(page, request, clientAddress);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Instances' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(status.getByRole('radio', { name: 'Stopped' })).toBeChecked();
  await expect(status.getByRole('radio', { name: 'Stopped' })).toBeFocused();
  await expect(page).toHaveURL(/\?status=stopped$/);
  await expect(page.getByRole('status').filter({ hasText: 'No instance matches' })).toBeAttached();

  await page.goBack();
  await expect(page).toHaveURL(/\/quiverGraphInstanceManagement$/);
  await expect(status.getByRole('radio', { name: 'All' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});
