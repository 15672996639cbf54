// Issue 13's "done when", as one customer's session in the console alone: a newcomer signs up,
// creates a Shared graph through the wizard, sees it turn Active in the list, builds and queries a
// graph, backs it up, empties it, recovers it by typing its name and finds the rows back, stops and
// starts it, and terminates it. Nothing goes through the API behind the console's back. (A Shared
// instance's size is fixed, DECISIONS.md; the resize is walked on a Standard instance in
// instance-operations.spec.ts.)
import type { Page } from '@playwright/test';
import {
  chooseAction,
  expect,
  expectNoAxeViolations,
  runStatement,
  signedInNewAccount,
  test,
} from './fixtures.ts';

const operation = { timeout: 90_000 };
const rootPassword = 'Graph#Root-2026';

/** The status badge in the detail page's header. */
const headerStatus = (page: Page) =>
  page.getByRole('main').locator('[data-slot="instance-status-badge"]').first();

/**
 * The toast that says an operation has ended, read with its tone as a screen reader hears it
 * (Radix also mirrors a toast's text into a live region, so a bare text match finds two).
 */
const saysDone = (page: Page, text: string) =>
  expect(page.getByText(`Success: ${text}`, { exact: true })).toBeVisible(operation);

const matchPeople = 'MATCH (p:Person) RETURN p.name AS name ORDER BY name';

test('a newcomer deploys a graph, queries it, backs it up, restores it and removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const name = `journey ${Date.now() % 100_000}`;

  // Sign up, skip the questionnaire and the two-factor tip.
  await signedInNewAccount(page, request);

  // No instance yet: the empty list leads to the wizard.
  await page.goto('/quiverGraphInstanceManagement');
  await expect(page.getByRole('heading', { name: 'No instances yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create instance' }).first().click();
  await expect(page).toHaveURL(/\/blaze\/quiverGraphInstance$/);

  // The wizard: Shared, a name, the root password, the review's price, Start.
  await page.getByRole('button', { name: /Choose Shared|Shared chosen/ }).click();
  // Where it runs and its size, as a customer reads them before going on (a Next pressed sooner
  // waits for them: the wizard's tests cover that).
  await expect(
    page.getByRole('region', { name: 'Location and size' }).getByText(/^2 vCPU, 8 GB memory/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Instance name' }).fill(name);
  await expect(page.getByText('This name is available.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Root password', { exact: true }).fill(rootPassword);
  await page.getByLabel('Confirm root password').fill(rootPassword);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Settings' })).toContainText(name);
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('/hr');
  await page.getByRole('button', { name: 'Start' }).click();

  // The detail page follows it to Active.
  await expect(page).toHaveURL(/\/blaze\/quiverGraphDetail\?id=[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(headerStatus(page)).toHaveText('Active', operation);
  await saysDone(page, `${name} is Active and ready to query.`);

  // The list shows it Active.
  await page.goto('/quiverGraphInstanceManagement');
  const row = page
    .getByRole('table', { name: 'Instances' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Query: a table, two people, their rows.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Query', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Query ${name}` })).toBeVisible();
  await runStatement(page, 'CREATE NODE TABLE Person(name STRING PRIMARY KEY)', /1 row/);
  await runStatement(
    page,
    "CREATE (:Person {name: 'Ada'}), (:Person {name: 'Alan'})",
    'returned no rows',
  );
  await runStatement(page, matchPeople, /2 rows/);
  const rows = page.getByRole('table', { name: 'Result rows' });
  await expect(rows.getByRole('cell')).toHaveText(['Ada', 'Alan']);

  // Back up under a tag.
  await page.goto(`${detailUrl}&tab=backups`);
  await page.getByRole('button', { name: 'Back up now' }).click();
  const backup = page.getByRole('dialog', { name: 'Back up the graph' });
  await backup.getByRole('textbox', { name: 'Tag' }).fill('two-people');
  await backup.getByRole('button', { name: 'Back up' }).click();
  await expect(backup).toBeHidden();
  // While it runs the customer looks at the bill: the end is said there, where neither the
  // instance nor its list is shown.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Billings' })
    .click();
  await expect(page).toHaveURL(/\/billings$/);
  await saysDone(page, `${name} is backed up.`);
  await page.goto(`${detailUrl}&tab=backups`);
  const backupRow = page
    .getByRole('table', { name: 'Backups' })
    .getByRole('row')
    .filter({ hasText: 'two-people' });
  await expect(backupRow.getByText('Available', { exact: true })).toBeVisible(operation);
  await expect(headerStatus(page)).toHaveText('Active');

  // Empty the graph.
  await page.getByRole('button', { name: 'Empty graph' }).click();
  await page
    .getByRole('alertdialog', { name: `Empty the graph of ${name}?` })
    .getByRole('button', { name: 'Empty graph' })
    .click();
  await saysDone(page, `The graph of ${name} is empty.`);
  await expect(headerStatus(page)).toHaveText('Active');
  // The header leads to the query screen while the instance can be connected to.
  await page.getByRole('main').getByRole('link', { name: 'Query', exact: true }).click();
  // Emptying takes the tables too: the graph holds nothing.
  await runStatement(page, 'MATCH (n) RETURN count(n) AS nodes', /1 row/);
  await expect(page.getByRole('table', { name: 'Result rows' }).getByRole('cell')).toHaveText([
    '0',
  ]);

  // Recover by typing the name.
  await page.goto(`${detailUrl}&tab=backups`);
  await backupRow.getByRole('button', { name: 'Recover from two-people' }).click();
  const recover = page.getByRole('alertdialog', { name: 'Recover from “two-people”' });
  await recover.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(name);
  await expectNoAxeViolations(page);
  await recover.getByRole('button', { name: 'Recover' }).click();
  await expect(recover).toBeHidden();
  await saysDone(page, `${name} is recovered from the backup.`);
  await expect(headerStatus(page)).toHaveText('Active');

  // The rows are back.
  await chooseAction(page, name, 'Query');
  await runStatement(page, matchPeople, /2 rows/);
  await expect(page.getByRole('table', { name: 'Result rows' }).getByRole('cell')).toHaveText([
    'Ada',
    'Alan',
  ]);

  // Stop, then start again.
  await page.goto(detailUrl);
  await chooseAction(page, name, 'Stop');
  await page
    .getByRole('alertdialog', { name: `Stop ${name}?` })
    .getByRole('button', { name: 'Stop' })
    .click();
  await expect(headerStatus(page)).toHaveText('Stopped', operation);
  await saysDone(
    page,
    `${name} is stopped. It is on the free tier: nothing is billed while it is stopped either.`,
  );
  await chooseAction(page, name, 'Start');
  await page
    .getByRole('alertdialog', { name: `Start ${name}?` })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(headerStatus(page)).toHaveText('Active', operation);

  // Terminate by typing the name; the list keeps it as Cancelled, with nothing left to do.
  await chooseAction(page, name, 'Terminate');
  const terminate = page.getByRole('alertdialog', { name: `Terminate ${name}?` });
  await terminate.getByRole('textbox').fill(name);
  await terminate.getByRole('button', { name: 'Terminate' }).click();
  await expect(headerStatus(page)).toHaveText('Cancelled', operation);
  await saysDone(page, `${name} is terminated.`);
  await page.goto('/quiverGraphInstanceManagement');
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
