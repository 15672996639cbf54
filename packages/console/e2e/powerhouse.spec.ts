// Issue 15's Powerhouse half in the browser against the real server: a customer creates a free
// Powerhouse cluster through the wizard, sees every server turn Active, queries it, backs it up,
// stops and starts it, checks for an upgrade and terminates it by typing its name. Sign-in goes
// through the API (sign-up has its own spec); everything else is the console, with axe on each
// screen as it stands.
import type { Page } from '@playwright/test';
import { signInThroughApi } from './api-setup.ts';
import { chooseAction, expect, expectNoAxeViolations, runStatement, test } from './fixtures.ts';

const operation = { timeout: 60_000 };
const rootPassword = 'Graph#Root-2026';

/** The status badge in the cluster page's header. */
const headerStatus = (page: Page) =>
  page.getByRole('main').locator('header [data-slot="instance-status-badge"]').first();

test('a free Powerhouse cluster: created in the wizard, queried, backed up, stopped, started, upgrade-checked and terminated', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(180_000);
  const name = `cluster ${Date.now() % 100_000}`;
  await signInThroughApi(page, request, clientAddress);

  // The wizard: free, its fixed configuration, a name, the root password, $0 on the review.
  await page.goto('/powerhouse/createInstance');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create a Powerhouse cluster' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Choose Free' }).click();
  await expect(page.getByRole('region', { name: 'The free cluster' })).toContainText(
    'Meta servers',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/powerhouse\/createInstanceSetting$/);
  await page.getByRole('textbox', { name: 'Cluster name' }).fill(name);
  await expect(page.getByText('This name is available.')).toBeVisible();
  await page.getByLabel('Root password', { exact: true }).fill(rootPassword);
  await page.getByLabel('Confirm root password').fill(rootPassword);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/powerhouse\/createInstanceSetting\?step=review$/);
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByTestId('cluster-price-hour')).toHaveText('Free');
  await expect(price.getByRole('rowheader', { name: 'Shard servers' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start' }).click();

  // The detail page follows every server to Active.
  await expect(page).toHaveURL(/\/powerhouse\/quiverGraphDetail\?id=[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  const clusterId = new URL(detailUrl).searchParams.get('id') ?? '';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(headerStatus(page)).toHaveText('Active', operation);
  const servers = page.getByRole('table', { name: 'Servers of the cluster' });
  await expect(servers.getByRole('row')).toHaveCount(3);
  await expect(servers.getByText('Active', { exact: true })).toHaveCount(2);
  await expect(servers.getByText('Meta server', { exact: true })).toBeVisible();
  await expect(servers.getByText('Shard server', { exact: true })).toBeVisible();
  await expect(page.getByText(/^root@/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Query the cluster: a table, a row, the row back.
  await page.getByRole('tab', { name: 'Query' }).click();
  await runStatement(page, 'CREATE NODE TABLE Person(name STRING PRIMARY KEY)', /1 row/);
  await runStatement(page, "CREATE (:Person {name: 'Ada'})", 'returned no rows');
  await runStatement(page, 'MATCH (p:Person) RETURN p.name AS name', /1 row/);
  await expect(page.getByRole('table', { name: 'Result rows' }).getByRole('cell')).toHaveText([
    'Ada',
  ]);

  // Each server is monitored on its own.
  await page.getByRole('tab', { name: 'Monitoring' }).click();
  await page.getByRole('radio', { name: 'Shard server 1' }).click();
  await expect(page.getByRole('radio', { name: 'Shard server 1' })).toBeChecked();
  await expect(page.getByText(/% of 4 vCPU$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back it up under a tag, from its backups page.
  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL(`/powerhouse/backup?id=${clusterId}`);
  await page.getByRole('button', { name: 'Back up now' }).click();
  const backup = page.getByRole('dialog', { name: 'Back up the graph' });
  await backup.getByRole('textbox', { name: 'Tag' }).fill('first-row');
  await backup.getByRole('button', { name: 'Back up' }).click();
  const backupRow = page
    .getByRole('table', { name: 'Backups' })
    .getByRole('row')
    .filter({ hasText: 'first-row' });
  await expect(backupRow.getByText('Available', { exact: true })).toBeVisible(operation);
  await expect(headerStatus(page)).toHaveText('Active', operation);
  await expectNoAxeViolations(page);

  // Stop, then start again.
  await chooseAction(page, name, 'Stop');
  const stop = page.getByRole('alertdialog', { name: `Stop ${name}?` });
  await expect(stop).toContainText('nothing is billed while it is stopped either');
  await stop.getByRole('button', { name: 'Stop' }).click();
  await expect(headerStatus(page)).toHaveText('Stopped', operation);
  await chooseAction(page, name, 'Start');
  await page
    .getByRole('alertdialog', { name: `Start ${name}?` })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(headerStatus(page)).toHaveText('Active', operation);

  // The upgrade check, on the configuration page.
  await page.getByRole('link', { name: 'Configuration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Configure ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Check for upgrades' }).click();
  await expect(
    page.getByText(
      /is the newest version: there is nothing to upgrade|A newer version is available/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Terminate by typing the name.
  await chooseAction(page, name, 'Terminate');
  const terminate = page.getByRole('alertdialog', { name: `Terminate ${name}?` });
  await terminate.getByRole('textbox').fill(name);
  await terminate.getByRole('button', { name: 'Terminate' }).click();
  await expect(headerStatus(page)).toHaveText('Cancelled', operation);
});
