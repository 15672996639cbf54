// The query screen (issue 13) on a real instance: the statements run on its real kuzu engine. A
// customer with an Active Shared instance tries what a newcomer tries first (a CREATE before any
// table), reads what to do, builds a small graph from the starter snippets, sees the schema follow,
// sees the rows and the node-link view of a MATCH, meets the read-only switch, and runs a statement
// again from the history. axe runs on the screen in each of its states.
import type { Page } from '@playwright/test';
import { activeInstance, signInThroughApi } from './api-setup.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** Chooses a starter snippet: it replaces the editor's text. */
async function insertSnippet(page: Page, name: string) {
  await page.getByRole('button', { name: 'Starter snippets' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Runs the editor's statement with the Run button and waits for its summary. */
async function runAndWait(page: Page, summary: RegExp | string) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: summary });
  await expect(status).toBeVisible();
  // Focus moves to the summary after a run.
  await expect(status).toBeFocused();
}

test('a newcomer builds and queries a graph on the query screen', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(180_000);
  const session = await signInThroughApi(page, request, clientAddress);
  const name = `query ${Date.now() % 100_000}`;
  const created = await activeInstance(request, session, name);

  await page.goto(`/blaze/quiverGraphCLI?id=${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Query ${name}` })).toBeVisible();
  await expect(page.getByText('No tables yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // What a newcomer types first: kuzu refuses it, and the screen says why and what to do.
  const editor = page.getByRole('textbox', { name: 'Cypher statement' });
  await editor.fill("CREATE (a:Person {name:'Ada'})");
  await runAndWait(page, 'The statement failed.');
  await expect(page.getByText('Binder exception: Table Person does not exist.')).toBeVisible();
  await expect(page.getByText(/has no node table Person yet/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Result rows' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The create-table snippet, run with the keyboard; the schema follows.
  await insertSnippet(page, 'Create a node table');
  await expect(editor).toHaveValue('CREATE NODE TABLE Person(name STRING PRIMARY KEY, born INT64)');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('cell', { name: 'Table Person has been created.' })).toBeVisible();
  // Run from the editor, the focus stays in it: the next statement can be typed at once.
  await expect(editor).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Node tables (1)' })).toBeVisible();
  const personProperties = page.getByRole('list', { name: 'Properties of Person' });
  await expect(personProperties.getByRole('listitem')).toHaveText([
    'nameSTRINGprimary key',
    'bornINT64',
  ]);

  await insertSnippet(page, 'Create a relationship table');
  await runAndWait(page, /1 row in \d+ ms/);
  await expect(page.getByRole('heading', { name: 'Relationship tables (1)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Node tables Knows joins' })).toHaveText(
    '(Person) → (Person)',
  );

  // Two nodes and a relationship, then a MATCH: its rows, and its graph.
  await insertSnippet(page, 'Create two nodes');
  await runAndWait(page, 'returned no rows');
  await insertSnippet(page, 'Create a relationship');
  await runAndWait(page, 'returned no rows');
  await insertSnippet(page, 'Match nodes and relationships');
  await runAndWait(page, /1 row in \d+ ms/);
  const rows = page.getByRole('table', { name: 'Result rows' });
  await expect(rows.getByRole('cell')).toHaveText([
    '(:Person {name: "Ada", born: 1815})',
    '[:Knows {since: 1936}]',
    '(:Person {name: "Alan", born: 1912})',
  ]);
  // The columns are named as the statement wrote them (Cypher names are case-sensitive): the
  // rendered text, not only the DOM's, so an upper-casing style would show here.
  await expect(rows.getByRole('columnheader')).toHaveText(['a', 'k', 'b'], { useInnerText: true });
  // A node cut at its column's edge keeps its whole text as a title.
  await expect(rows.getByRole('cell').first()).toHaveAttribute(
    'title',
    '(:Person {name: "Ada", born: 1815})',
  );
  await page.getByRole('radio', { name: 'Graph' }).click();
  await expect(
    page.getByRole('group', { name: 'Graph of 2 nodes and 1 relationship' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Person Ada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Person Alan' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Read-only: the engine refuses a write, and the screen offers to turn it off.
  await page.getByRole('switch', { name: 'Read-only' }).click();
  await editor.fill("CREATE (:Person {name: 'Grace', born: 1906})");
  await runAndWait(page, 'The statement failed.');
  await expect(page.getByText('The statement writes, and read-only is on')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off read-only' }).click();
  await expect(page.getByRole('switch', { name: 'Read-only' })).not.toBeChecked();
  await runAndWait(page, 'returned no rows');

  // Again from the history: the MATCH now finds the same relationship.
  const history = page.getByRole('list', { name: 'History' });
  const matchItem = history
    .getByRole('listitem')
    .filter({ hasText: 'MATCH (a:Person)-[k:Knows]->(b:Person)' });
  await matchItem.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByRole('status').filter({ hasText: /1 row in \d+ ms/ })).toBeFocused();
  await expect(editor).toHaveValue('MATCH (a:Person)-[k:Knows]->(b:Person)\nRETURN a, k, b');
  await expect(page.getByRole('button', { name: 'Person Ada' })).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('MATCH (a:Person)');
  await expectNoAxeViolations(page);
});
