// A Manager through the console against the real server (issue 15): a customer with a free
// Powerhouse cluster (made through the API: the cluster wizard has its own spec) creates a Manager
// in the wizard (adding a card when asked), waits for it to be Active on its screen, connects the
// cluster to it, checks for a newer version and upgrades; the instance list then shows the Manager
// and the cluster with links to their screens. axe checks every screen and dialog on the way.
import type { Page } from '@playwright/test';
import { activeFreeCluster, apiData, signInThroughApi } from './api-setup.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const rootPassword = 'Mgr#Root-2026';

/** Picks `option` in the select labelled `label` (Radix Select: a combobox and a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('combobox', { name: label })).toContainText(option);
}

/** A card of the Manager's screen, by its heading. */
const card = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({
    has: page.getByRole('heading', { name: title, level: 2 }),
  });

test('a customer creates a Manager, connects a cluster to it and upgrades it', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(300_000);
  const session = await signInThroughApi(page, request, clientAddress);
  const cluster = await activeFreeCluster(request, session, 'payments');

  // The wizard: where it runs and its size.
  await page.goto('/manager/createInstance');
  await expect(page.getByRole('heading', { name: 'Create a Manager', level: 1 })).toBeVisible();
  await expect(page.getByText('The manager for your Powerhouse clusters.')).toBeVisible();
  await choose(page, 'Cloud provider', 'Amazon Web Services');
  await choose(page, 'Region', 'US East (N. Virginia)');
  await expect(page.getByRole('combobox', { name: 'Size' })).toContainText('4 vCPU, 16 GB memory');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Its settings: an older version, so there is something to upgrade to.
  await expect(page).toHaveURL(/\/manager\/createInstanceSetting$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Instance name' }).fill('ops manager');
  await choose(page, 'Version', 'Manager 2.2.5');
  await expect(page.getByRole('group', { name: 'Clusters to manage' })).toContainText('payments');
  await page.getByLabel('Root password', { exact: true }).fill(rootPassword);
  await page.getByLabel('Confirm root password').fill(rootPassword);
  await expectNoAxeViolations(page);
  // A reload keeps what was typed, but not the password.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Instance name' })).toHaveValue('ops manager');
  await expect(page.getByLabel('Root password', { exact: true })).toHaveValue('');
  await page.getByLabel('Root password', { exact: true }).fill(rootPassword);
  await page.getByLabel('Confirm root password').fill(rootPassword);
  await page.getByRole('button', { name: 'Next' }).click();

  // The review, with the Manager's price.
  await expect(page).toHaveURL(/\/manager\/createInstanceSetting\?step=review$/);
  await expect(page.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Settings' })).toContainText('ops manager');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('$1.6600/hr');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('$1,211.80');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Manager' }).click();

  // No card on file yet: the server asks for one, the wizard goes on once it is saved.
  const payment = page.getByRole('dialog', { name: 'Add a payment method' });
  await expect(payment).toBeVisible();
  await payment.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await payment.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await payment
    .getByRole('textbox', { name: 'Expiry year (YYYY)' })
    .fill(String(new Date().getUTCFullYear() + 3));
  await payment.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await payment.getByRole('button', { name: 'Save card and start' }).click();

  // The Manager's screen follows it to Active.
  await expect(page).toHaveURL(/\/manager\/configurations\?id=[0-9a-f-]{36}$/);
  const managerId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByRole('heading', { name: 'ops manager', level: 1 })).toBeVisible();
  const header = page.locator('div').filter({
    has: page.getByRole('heading', { name: 'ops manager', level: 1 }),
  });
  await expect(header.getByText('Active', { exact: true }).first()).toBeVisible({
    timeout: 120_000,
  });
  await expectNoAxeViolations(page);

  // Connect the cluster.
  const clusters = card(page, 'Clusters');
  await expect(clusters).toContainText('This Manager manages no cluster yet.');
  await clusters.getByRole('button', { name: 'Connect a cluster' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect a cluster' });
  await connect.getByRole('radio', { name: 'payments' }).click();
  await expectNoAxeViolations(page);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();
  const managed = clusters.getByRole('list', { name: 'Clusters this Manager manages' });
  await expect(managed.getByRole('link', { name: 'payments', exact: true })).toHaveAttribute(
    'href',
    `/powerhouse/quiverGraphDetail?id=${cluster.id}`,
  );
  // The cluster now links to its Manager.
  const link = await apiData<{ managerUrl: string | null }>(
    request,
    session,
    'GET',
    `/api/dbaas/v1/cluster/connect/manager?clusterId=${cluster.id}`,
  );
  expect(link.managerUrl).toMatch(new RegExp(`/clusters/${cluster.id}$`));

  // The upgrade: checked first, then confirmed.
  const upgrade = card(page, 'Upgrade');
  await expect(upgrade).toContainText('Runs version 2.2.5.');
  await expect(upgrade).toContainText('Version 2.3.0 is available.');
  await upgrade.getByRole('button', { name: 'Upgrade to 2.3.0' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Upgrade ops manager to 2.3.0?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Upgrade to 2.3.0' }).click();
  await expect(upgrade).toContainText('Runs version 2.3.0.', { timeout: 120_000 });
  await expect(upgrade).toContainText('Version 2.3.0 is the newest: nothing to upgrade.');
  await expect(header.getByText('Active', { exact: true }).first()).toBeVisible();

  // The instance list shows both, each leading to its own screen.
  await page.goto('/quiverGraphInstanceManagement');
  await expect(
    page.getByRole('table', { name: 'Instances' }).getByRole('link', { name: 'ops manager' }),
  ).toHaveAttribute('href', `/manager/configurations?id=${managerId}`);
  await expect(
    page
      .getByRole('table', { name: 'Powerhouse clusters' })
      .getByRole('link', { name: 'payments', exact: true }),
  ).toHaveAttribute('href', `/powerhouse/quiverGraphDetail?id=${cluster.id}`);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Powerhouse' }).click();
  await expect(page).toHaveURL(/kind=POWERHOUSE/);
  await expect(page.getByRole('table', { name: 'Instances' })).toHaveCount(0);
  await expect(page.getByText('1 cluster')).toBeVisible();

  // The dashboard counts them.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: '1 Powerhouse: show it in the list' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 Manager: show it in the list' })).toBeVisible();
});
