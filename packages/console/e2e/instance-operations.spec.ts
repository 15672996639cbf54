// What a customer does to a running instance (issue 13: the detail tabs Monitoring, Logs and
// Backups, and the configuration screen), driven by roles and labels against the real server and
// its real graph engine. Setup goes through the API (an account, a Shared instance, for the second
// test a card and a Standard instance); everything after is the console: load a sample graph, back
// up with a tag, empty, recover by typing the name (the rows come back: counted through
// POST /instance/query from the test), the charts and their table, the log filtered, searched and
// downloaded; then stop, change the size with the 80% rule shown, see it start by itself, and change
// a setting. axe runs on each tab, each dialog and the configuration screen.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, focusIsWithin, test } from './fixtures.ts';
import {
  activeInstance,
  addCardThroughApi,
  apiData,
  signInThroughApi,
  type Session,
} from './api-setup.ts';

const v1 = '/api/dbaas/v1';
/** Operations on the local engine take seconds; a loaded CI machine takes longer. */
const operation = { timeout: 90_000 };

/** The customer's API, for what the test sets up and checks behind the console's back. */
class CustomerApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly session: Session,
  ) {}

  data<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return apiData<T>(this.request, this.session, method, path, body);
  }

  /** A card the sandbox accepts, on file (a Standard instance needs one to start). */
  addCard() {
    return addCardThroughApi(this.request, this.session);
  }

  async createInstance(edition: 'shared' | 'standard', name: string) {
    return (await activeInstance(this.request, this.session, name, edition)).id;
  }

  detail(instanceId: string) {
    return this.data<{ status: string; serviceState: string | null; logLevel: number }>(
      'GET',
      `${v1}/instance/detail?instanceId=${instanceId}`,
    );
  }

  /**
   * How many nodes the instance's graph holds, asked of the engine itself; null while the
   * instance cannot answer (an operation is under way), so a poll asks again.
   */
  async nodeCount(instanceId: string): Promise<number | null> {
    const response = await this.request.post(`${v1}/instance/query`, {
      headers: { Authorization: `Bearer ${this.session.accessToken}` },
      data: { instanceId, statement: 'MATCH (n) RETURN count(n)', readOnly: true },
    });
    const answer = (await response.json()) as {
      code: number;
      data?: { ok: boolean; rows: number[][] };
    };
    if (answer.code !== 200 || !answer.data?.ok) return null;
    return Number(answer.data.rows[0]?.[0]);
  }
}

/** A new account (through the API: sign-up has its own spec), signed in on `page`. */
async function signIn(page: Page, request: APIRequestContext, clientAddress: string) {
  return new CustomerApi(request, await signInThroughApi(page, request, clientAddress));
}

/** The status badge of the detail page's header. */
const headerStatus = (page: Page): Locator =>
  page.getByRole('main').locator('[data-slot="instance-status-badge"]').first();

test('a Shared instance: sample, backup, empty, recover by name, charts and their table, the log filtered, searched and downloaded', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(300_000);
  const api = await signIn(page, request, clientAddress);
  const name = `ops ${Date.now() % 100_000}`;
  const instanceId = await api.createInstance('shared', name);

  // Backups: none yet; load a sample graph, described.
  await page.goto(`/blaze/quiverGraphDetail?id=${instanceId}&tab=backups`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No backups yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Load sample graph' }).click();
  const samples = page.getByRole('dialog', { name: 'Load a sample graph' });
  await expect(samples.getByRole('radio')).toHaveCount(3);
  await samples.getByRole('radio', { name: 'Movies' }).click();
  await expectNoAxeViolations(page);
  await samples.getByRole('button', { name: 'Load' }).click();
  await expect(samples).toBeHidden();
  // "Load sample graph" is disabled while it loads: focus stays in the Backups tab.
  await expect
    .poll(() => focusIsWithin(page.getByRole('tabpanel', { name: 'Backups' })))
    .toBe(true);
  await expect(headerStatus(page)).toHaveText('Active', operation);
  await expect.poll(() => api.nodeCount(instanceId), operation).toBeGreaterThan(0);
  const loaded = await api.nodeCount(instanceId);
  expect(loaded).not.toBeNull();

  // Back up under a tag; the row turns Available without a reload.
  await page.getByRole('button', { name: 'Back up now' }).click();
  const backup = page.getByRole('dialog', { name: 'Back up the graph' });
  await backup.getByRole('textbox', { name: 'Tag' }).fill('a tag far too long to keep');
  await backup.getByRole('button', { name: 'Back up' }).click();
  await expect(backup.getByRole('textbox', { name: 'Tag' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await backup.getByRole('textbox', { name: 'Tag' }).fill('with-movies');
  await expectNoAxeViolations(page);
  await backup.getByRole('button', { name: 'Back up' }).click();
  await expect(backup).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Backups' })
    .getByRole('row')
    .filter({ hasText: 'with-movies' });
  await expect(row.getByText('Available', { exact: true })).toBeVisible(operation);
  await expect(headerStatus(page)).toHaveText('Active', operation);

  // Empty: the confirmation says all data goes; the graph is empty afterwards.
  await page.getByRole('button', { name: 'Empty graph' }).click();
  const empty = page.getByRole('alertdialog', { name: `Empty the graph of ${name}?` });
  await expect(empty).toContainText('All data goes');
  await expectNoAxeViolations(page);
  await empty.getByRole('button', { name: 'Empty graph' }).click();
  await expect(empty).toBeHidden();
  await expect.poll(() => api.nodeCount(instanceId), operation).toBe(0);
  await expect(headerStatus(page)).toHaveText('Active', operation);

  // Recover: only the exact name confirms; the rows are back.
  await row.getByRole('button', { name: 'Recover from with-movies' }).click();
  const recover = page.getByRole('alertdialog', { name: 'Recover from “with-movies”' });
  await expect(recover).toContainText('replaces its whole graph');
  const confirm = recover.getByRole('button', { name: 'Recover' });
  await recover.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(name.toUpperCase());
  await expect(confirm).toBeDisabled();
  await recover.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(name);
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(recover).toBeHidden();
  await expect(headerStatus(page)).toHaveText(/Recovering|Starting|Active/);
  await expect(headerStatus(page)).toHaveText('Active', operation);
  await expect.poll(() => api.nodeCount(instanceId), operation).toBe(loaded);

  // Monitoring: one chart of the three, its table, the range in the URL.
  await page.getByRole('tab', { name: 'Monitoring' }).click();
  const chart = page.getByRole('figure', { name: 'CPU, memory and disk use (% of the size)' });
  await expect(chart).toBeVisible();
  await expect(chart.getByText('Memory threshold 80%')).toBeVisible();
  await page.getByRole('button', { name: 'Show the data as a table' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await expect(chart.getByRole('columnheader', { name: 'Memory average' })).toBeVisible();
  await page.getByRole('radio', { name: 'Last 6 hours' }).click();
  await expect(page).toHaveURL(/[?&]range=6h/);
  await expect(chart.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  // Logs: filtered by level, searched, downloaded as a file of what is shown.
  await page.getByRole('tab', { name: 'Logs' }).click();
  const log = page.getByRole('log', { name: 'Instance log' });
  await expect(log).toContainText('Backup');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('1');
  await expect(log).toContainText('No log entries in the last hour at this level.');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('3');
  await page.getByRole('searchbox', { name: 'Search log messages' }).fill('SAMPLE GRAPH');
  await expect(log).toContainText('Sample graph "Movies" loaded');
  await expect(log).not.toContainText('Backup');
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ops \d+-log-\d{8}-\d{4}\.txt$/);
  const file = readFileSync(await download.path(), 'utf8');
  const lines = file.trimEnd().split('\n');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/^\S+Z {2}INFO {5}.*sample graph/i);

  // The configuration of a Shared instance: size, storage and port fixed.
  await page.goto(`/blaze/quiverGraphConfigurations?id=${instanceId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Configure ${name}` })).toBeVisible();
  await expect(page.getByText('(fixed for Shared instances)')).toBeVisible();
  await expect(page.getByText(/size of a Shared instance is fixed/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a Standard instance: stop, change the size with the 80% rule shown, it starts by itself, change a setting', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(300_000);
  const api = await signIn(page, request, clientAddress);
  await api.addCard();
  const name = `resize ${Date.now() % 100_000}`;
  const instanceId = await api.createInstance('standard', name);

  // Running: the size cannot change, and the screen says why.
  await page.goto(`/blaze/quiverGraphConfigurations?id=${instanceId}`);
  const size = page
    .getByRole('heading', { level: 2, name: 'Size' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(size.getByText('Stop the instance before changing its size.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Stop from the detail page's actions.
  await page.goto(`/blaze/quiverGraphDetail?id=${instanceId}`);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Stop', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Stop ${name}?` })
    .getByRole('button', { name: 'Stop' })
    .click();
  await expect(headerStatus(page)).toHaveText('Stopped', operation);

  // The configuration tab leads to the screen; the next size, the 80% rule, its price.
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await page.getByRole('link', { name: 'Change configuration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Configure ${name}` })).toBeVisible();
  const larger = size.getByRole('radio', { name: '8 vCPU, 32 GB memory' });
  await larger.click();
  await expect(size.getByRole('meter', { name: 'Memory the graph needs' })).toBeVisible();
  await expect(size.getByRole('meter', { name: 'Disk use' })).toBeVisible();
  await expect(
    size.getByText(/8 vCPU, 32 GB memory fits: memory and disk use are below 80%/),
  ).toBeVisible();
  await expect(size.getByText('New price:')).toBeVisible();
  await expectNoAxeViolations(page);
  await size.getByRole('button', { name: 'Change size' }).click();
  const change = page.getByRole('alertdialog', {
    name: 'Change the size to 8 vCPU, 32 GB memory?',
  });
  await expect(change).toContainText(/then starts by itself\. It then costs \$\d+\.\d{4}\/hr/);
  await expectNoAxeViolations(page);
  await change.getByRole('button', { name: 'Change size' }).click();
  await expect(change).toBeHidden();
  // It starts by itself on the new size, followed live.
  const status = page.getByRole('main').locator('[data-slot="instance-status-badge"]').first();
  await expect(status).toHaveText('Active', operation);
  await expect(size.getByText(/^Current size: 8 vCPU, 32 GB memory, 64 GB storage/)).toBeVisible();

  // A setting: the log level, sent alone, applied while the instance shows Updating.
  await page.getByRole('combobox', { name: 'Log level' }).click();
  await page.getByRole('option', { name: '4 · DEBUG' }).click();
  await page.getByRole('button', { name: 'Save server settings' }).click();
  // The section is disabled while the change runs: focus stays in it.
  await expect
    .poll(() => focusIsWithin(page.getByRole('region', { name: 'Server settings' })))
    .toBe(true);
  await expect(status).toHaveText('Active', operation);
  await expect.poll(async () => (await api.detail(instanceId)).logLevel, operation).toBe(4);
});
