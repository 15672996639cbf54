import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { GraphSchema } from '@quiver/contract';
import { codes } from '@quiver/contract/wire';
import type { InstanceStatus } from '@quiver/validation';
import { instance } from '../../data/query/endpoints.ts';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import {
  emptySchema,
  failedResult,
  graphResult,
  peopleSchema,
  queriedInstance,
  rowsResult,
} from '../../../test/query.ts';
import { queryDraftsItem } from '../../lib/query-draft-storage.ts';
import { queryHistoryItem } from '../../lib/query-history-storage.ts';
import { QueryScreen } from './query-screen.tsx';

const at = '/blaze/quiverGraphCLI?id=inst-1';
type Sent = SentParams<typeof instance.query>;

function serve({
  schema = peopleSchema,
  status = 'RUNNING',
}: { schema?: GraphSchema; status?: InstanceStatus } = {}) {
  server.use(answer(instance.detail, queriedInstance({ status })), answer(instance.schema, schema));
}

// happy-dom has no layout, and the ui Table draws only the rows its scroll box shows: give the box
// the height a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(960);
  // An instance in progress is followed through the status poll; nothing has changed unless a
  // test says so.
  server.use(answer(instance.state, () => ({ items: [] })));
});

/** The editor (a textarea named by its visible label). */
const editor = () => screen.getByRole('textbox', { name: 'Cypher statement' });

/** Writes a statement into the editor (pasted: typing long statements key by key is slow here). */
async function write(user: UserEvent, text: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Cypher statement' }));
  await user.paste(text);
}

describe('the query screen', () => {
  it('runs a statement and shows its rows, count and time; focus moves to the summary', async () => {
    serve();
    const sent: Sent[] = [];
    server.use(
      answer(instance.query, (body) => {
        sent.push(body);
        return rowsResult(
          ['name', 'born'],
          [
            ['Ada', 1815],
            ['Alan', 1912],
          ],
        );
      }),
    );
    const { user } = renderWithProviders(<QueryScreen />, { at });
    expect(await screen.findByRole('heading', { name: 'Query orders', level: 1 })).toBeVisible();
    // Instances › the instance › this page, as every page of an instance.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'orders' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphDetail?id=inst-1',
    );
    expect(within(trail).getByText('Query')).toHaveAttribute('aria-current', 'page');
    await write(user, 'MATCH (p:Person) RETURN p.name AS name, p.born AS born');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const summary = await screen.findByText('2 rows in 12 ms.');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(summary.parentElement).toHaveAttribute('role', 'status');
    const table = screen.getByRole('table', { name: 'Result rows' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Ada', '1815'],
      ['Alan', '1912'],
    ]);
    expect(sent).toEqual([
      {
        instanceId: 'inst-1',
        statement: 'MATCH (p:Person) RETURN p.name AS name, p.born AS born',
        readOnly: false,
        rowLimit: 10_000,
      },
    ]);
  });

  it('runs with Ctrl+Enter from the editor, and leaves the focus there to go on writing', async () => {
    serve();
    server.use(answer(instance.query, rowsResult(['one'], [[1]])));
    const { user } = renderWithProviders(<QueryScreen />, { at });
    await write(user, 'RETURN 1');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const summary = await screen.findByText('1 row in 12 ms.');
    expect(summary).toBeVisible();
    // Announced by its live region; the focus stays where the statement is written.
    expect(summary.parentElement).toHaveAttribute('role', 'status');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const editor = screen.getByRole('textbox', { name: 'Cypher statement' });
    expect(editor).toHaveFocus();
    await user.keyboard(' AS one');
    expect(editor).toHaveValue('RETURN 1 AS one');
  });

  it('shows nodes and relationships as a graph, and the rows as a table', async () => {
    serve();
    server.use(answer(instance.query, graphResult));
    const { user } = renderWithProviders(<QueryScreen />, { at });
    await write(user, 'MATCH');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const table = await screen.findByRole('table', { name: 'Result rows' });
    expect(within(table).getAllByRole('cell')[1]).toHaveTextContent('[:Knows {since: 1936}]');
    const view = screen.getByRole('radiogroup', { name: 'Show the result as' });
    await user.click(within(view).getByRole('radio', { name: 'Graph' }));
    expect(
      await screen.findByRole('group', { name: 'Graph of 2 nodes and 1 relationship' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Person Ada' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Person Alan' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Result rows' })).not.toBeInTheDocument();
  });

  it('shows a refused statement as an error with what to do, and puts the CREATE TABLE in the editor', async () => {
    serve({ schema: emptySchema });
    server.use(
      answer(
        instance.query,
        failedResult('syntax', 'Binder exception: Table Person does not exist.'),
      ),
    );
    const { user } = renderWithProviders(<QueryScreen />, { at });
    await write(user, "CREATE (a:Person {name:'Ada'})");
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByText('The statement failed.')).toBeVisible();
    expect(screen.getByText('The statement has an error')).toBeVisible();
    const message = screen.getByText('Binder exception: Table Person does not exist.');
    expect(message).toBeVisible();
    // A message without carets wraps like prose rather than scrolling sideways.
    expect(message.closest('pre')).toHaveClass('whitespace-pre-wrap');
    expect(screen.getByText(/has no node table Person yet/)).toBeVisible();
    // Never an empty result: no table at all.
    expect(screen.queryByRole('table', { name: 'Result rows' })).not.toBeInTheDocument();
    expect(
      screen.getByText('CREATE NODE TABLE Person(name STRING PRIMARY KEY)', { selector: 'code' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Put CREATE TABLE Person in the editor' }));
    expect(editor()).toHaveValue('CREATE NODE TABLE Person(name STRING PRIMARY KEY)');
  });

  it('runs read-only when asked, and a write refused as read-only offers to turn it off', async () => {
    serve();
    const sent: Sent[] = [];
    server.use(
      answer(instance.query, (body) => {
        sent.push(body);
        return failedResult(
          'read-only',
          'The statement writes to the graph, and read-only was asked.',
        );
      }),
    );
    const { user } = renderWithProviders(<QueryScreen />, { at });
    const readOnly = await screen.findByRole('switch', { name: 'Read-only' });
    await user.click(readOnly);
    await write(user, "CREATE (:Person {name: 'Grace'})");
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByText('The statement writes, and read-only is on')).toBeVisible();
    expect(sent[0]?.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Turn off read-only' }));
    expect(readOnly).not.toBeChecked();
    expect(readOnly).toHaveFocus();
  });

  it('says when the row limit cut the result', async () => {
    serve();
    server.use(answer(instance.query, rowsResult(['n'], [[1], [2], [3]], { truncated: true })));
    const { user } = renderWithProviders(<QueryScreen />, { at });
    await write(user, 'UNWIND');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Truncated')).toBeVisible();
    expect(screen.getByText(/Only the first 10,000 rows came back/)).toBeVisible();
  });

  it(
    'keeps the last 10 statements per instance, and runs one again from the history',
    {
      timeout: 30_000,
    },
    async () => {
      serve();
      const sent: string[] = [];
      server.use(
        answer(instance.query, (body) => {
          sent.push(body.statement);
          return rowsResult(['n'], [[sent.length]]);
        }),
      );
      const { user, services } = renderWithProviders(<QueryScreen />, {
        at,
        stored: { queryHistory: JSON.stringify({ 'inst-2': ['RETURN "other"'] }) },
      });
      await screen.findByRole('textbox', { name: 'Cypher statement' });
      for (let i = 1; i <= 11; i += 1) {
        await user.clear(editor());
        await write(user, `RETURN ${i}`);
        await user.click(screen.getByRole('button', { name: 'Run' }));
        await screen.findByText(`1 row in 12 ms.`);
        await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled());
      }
      const history = screen.getByRole('list', { name: 'History' });
      const items = within(history).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByText(/RETURN/).textContent)).toEqual(
        Array.from({ length: 10 }, (_, index) => `RETURN ${11 - index}`),
      );
      expect(queryHistoryItem(services.storage).get()).toEqual({
        'inst-2': ['RETURN "other"'],
        'inst-1': Array.from({ length: 10 }, (_, index) => `RETURN ${11 - index}`),
      });

      await user.click(within(items[4] as HTMLElement).getByRole('button', { name: 'Run again' }));
      await waitFor(() => expect(sent).toHaveLength(12));
      expect(sent.at(-1)).toBe('RETURN 7');
      expect(editor()).toHaveValue('RETURN 7');
      await waitFor(() =>
        expect(
          within(history)
            .getAllByRole('listitem')
            .map((item) => item.querySelector('code')?.textContent)
            .slice(0, 2),
        ).toEqual(['RETURN 7', 'RETURN 11']),
      );
    },
  );

  it('shows the schema beside the editor, and reads it again after a statement changes it', async () => {
    let schema = emptySchema;
    server.use(
      answer(instance.detail, queriedInstance()),
      answer(instance.schema, () => schema),
      answer(instance.query, () => {
        schema = peopleSchema;
        return rowsResult(['result'], [['Table Person has been created.']]);
      }),
    );
    const { user } = renderWithProviders(<QueryScreen />, { at });
    expect(await screen.findByText('No tables yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Load a sample graph' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphDetail?id=inst-1&tab=backups&dialog=samples',
    );
    await write(user, 'CREATE NODE TABLE Person(name STRING PRIMARY KEY, born INT64)');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByRole('heading', { name: 'Node tables (1)' })).toBeVisible();
    const properties = screen.getByRole('list', { name: 'Properties of Person' });
    expect(
      within(properties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['nameSTRINGprimary key', 'bornINT64']);
    expect(screen.getByRole('heading', { name: 'Relationship tables (1)' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Node tables Knows joins' })).getByRole('listitem'),
    ).toHaveTextContent('(Person) → (Person)');
  });

  it('says when the schema cannot be read, and reads it again on request', async () => {
    server.use(
      answer(instance.detail, queriedInstance()),
      refuse(instance.schema, codes.serverError, 'Server Error!'),
    );
    const { user } = renderWithProviders(<QueryScreen />, { at });
    expect(await screen.findByText('The schema could not be loaded.')).toBeVisible();
    server.use(answer(instance.schema, peopleSchema));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Node tables (1)' })).toBeVisible();
  });

  it('puts a starter snippet in the editor', async () => {
    serve({ schema: emptySchema });
    const { user, router } = renderWithProviders(<QueryScreen />, { at });
    await write(user, 'draft');
    await user.click(screen.getByRole('button', { name: 'Starter snippets' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create a node table' }));
    expect(editor()).toHaveValue('CREATE NODE TABLE Person(name STRING PRIMARY KEY, born INT64)');
    await waitFor(() => expect(editor()).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Starter snippets' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Load a sample graph…' }));
    expect(router.state.location.pathname).toBe('/blaze/quiverGraphDetail');
    expect(router.state.location.search).toBe('?id=inst-1&tab=backups&dialog=samples');
  });

  it('keeps what was being written when the screen is left, per instance, in this tab', async () => {
    serve();
    const session = memoryBackend();
    const first = renderWithProviders(<QueryScreen />, { at, session });
    await write(first.user, 'MATCH (p:Person) RETURN p.na');
    first.unmount();

    // Back on the screen (from the sample page, or a reload): the statement is there, unsent.
    const again = renderWithProviders(<QueryScreen />, { at, session });
    expect(await screen.findByRole('textbox', { name: 'Cypher statement' })).toHaveValue(
      'MATCH (p:Person) RETURN p.na',
    );
    await again.user.clear(editor());
    again.unmount();

    // Cleared is cleared; and another instance's screen has its own editor.
    renderWithProviders(<QueryScreen />, { at, session });
    expect(await screen.findByRole('textbox', { name: 'Cypher statement' })).toHaveValue('');
    expect(queryDraftsItem(again.services.storage).get()).toEqual({});
  });

  it('asks for a statement instead of sending an empty one', async () => {
    serve();
    const { user } = renderWithProviders(<QueryScreen />, { at });
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(editor()).toHaveAccessibleDescription(/Type a statement to run/);
    expect(editor()).toHaveFocus();
  });

  it('points at the place of a parse error in the editor', async () => {
    serve();
    server.use(
      answer(
        instance.query,
        failedResult(
          'syntax',
          'Parser exception: Invalid input <MATCH (n)\nRETRUN>: expected rule oC_SingleQuery (line: 2, offset: 0)\n"RETRUN n"\n ^^^^^^',
        ),
      ),
    );
    const { user } = renderWithProviders(<QueryScreen />, { at });
    await write(user, 'MATCH (n)');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await write(user, 'RETRUN n');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/Look at line 2, column 1/)).toBeVisible();
    // The carets stay under their column: the message keeps its lines.
    expect(screen.getByText(/RETRUN>: expected rule/).closest('pre')).toHaveClass('whitespace-pre');
    await user.click(screen.getByRole('button', { name: 'Show the place in the editor' }));
    expect(editor()).toHaveFocus();
    expect((editor() as HTMLTextAreaElement).selectionStart).toBe(10);
  });

  it('shows a refusal of the call itself, and the instance’s new status', async () => {
    let status: 'RUNNING' | 'STOPPED' = 'RUNNING';
    server.use(
      answer(instance.detail, () => queriedInstance({ status })),
      answer(instance.schema, peopleSchema),
    );
    server.use(refuse(instance.query, codes.refused, 'Start the instance first.'));
    const { user } = renderWithProviders(<QueryScreen />, { at });
    await write(user, 'RETURN 1');
    status = 'STOPPED';
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Statements cannot run while the instance is Stopped',
      }),
    ).toBeVisible();
    expect(screen.getByText(/Start it on its page/)).toBeVisible();
  });
});

describe('the query screen when the instance cannot run statements', () => {
  it('shows the status, why, and the way to the instance page', async () => {
    serve({ status: 'STOPPED' });
    renderWithProviders(<QueryScreen />, { at });
    expect(
      await screen.findByRole('heading', {
        name: 'Statements cannot run while the instance is Stopped',
      }),
    ).toBeVisible();
    expect(screen.getByText(/The instance is stopped/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the instance page' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphDetail?id=inst-1',
    );
    expect(screen.queryByRole('textbox', { name: 'Cypher statement' })).not.toBeInTheDocument();
  });

  it('opens by itself when an operation in progress ends', async () => {
    let status: 'STARTING' | 'RUNNING' = 'STARTING';
    server.use(
      answer(instance.detail, () => queriedInstance({ status })),
      answer(instance.schema, peopleSchema),
      answer(instance.state, ({ instanceIds }) => ({
        items: instanceIds.map((id) => ({
          id,
          status,
          serviceState: null,
          updatedAt: '2026-11-25T10:00:00.000Z',
        })),
      })),
    );
    renderWithProviders(<QueryScreen />, { at });
    expect(await screen.findByText(/Starting is in progress/)).toBeVisible();
    status = 'RUNNING';
    expect(
      await screen.findByRole('textbox', { name: 'Cypher statement' }, { timeout: 6_000 }),
    ).toBeVisible();
  });

  it('allows statements while Updating (a sample loading)', async () => {
    server.use(
      answer(instance.detail, queriedInstance({ serviceState: 'LOADING' })),
      answer(instance.schema, emptySchema),
    );
    renderWithProviders(<QueryScreen />, { at });
    expect(await screen.findByRole('textbox', { name: 'Cypher statement' })).toBeVisible();
    expect(screen.getByText('Updating')).toBeVisible();
  });

  it('says the screen is for Blaze instances only', async () => {
    server.use(answer(instance.detail, queriedInstance({ kind: 'MANAGER' })));
    renderWithProviders(<QueryScreen />, { at });
    expect(
      await screen.findByRole('heading', { name: 'Only Blaze instances have a query screen' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Cypher statement' })).not.toBeInTheDocument();
  });

  it('says an unknown instance is not found', async () => {
    server.use(refuse(instance.detail, codes.notFound, 'Instance not found.'));
    renderWithProviders(<QueryScreen />, { at });
    expect(await screen.findByRole('heading', { name: 'Instance not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your instances' })).toBeVisible();
  });

  it('says an address without an instance id is not found, without asking the server', async () => {
    renderWithProviders(<QueryScreen />, { at: '/blaze/quiverGraphCLI' });
    expect(await screen.findByRole('heading', { name: 'Instance not found' })).toBeVisible();
  });
});
