import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import type { OperationAccepted } from '@quiver/contract';
import { backups } from '../../../data/backups/endpoints.ts';
import { instanceKeys } from '../../../data/instance/keys.ts';
import { answer, refuse, server, type AnswerData } from '../../../../test/server.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { withTableLayout } from '../../../../test/instances.ts';
import { testInstance } from '../../instance-configuration/test-fixtures.ts';
import { BackupsTab } from './backups-tab.tsx';

type Backup = AnswerData<typeof backups.list>['items'][number];

const backup = (id: string, tag: string, status: Backup['status'], sizeBytes = 0): Backup => ({
  id,
  instanceId: 'inst-1',
  tag,
  sizeBytes,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: status === 'AVAILABLE' ? '2026-11-20T10:01:00.000Z' : null,
});

const page = (items: Backup[], total = items.length) => ({ items, total, page: 1, pageSize: 10 });

const accepted = (
  action: OperationAccepted['action'],
  status: OperationAccepted['status'],
): OperationAccepted => ({
  operationId: `op-${action}`,
  resourceId: 'inst-1',
  action,
  status,
  finalStatus: 'RUNNING',
});

describe('the backups tab', () => {
  withTableLayout();

  it('lists backups with tag, status and size; the statuses in words, with their tones', async () => {
    server.use(
      answer(
        backups.list,
        page([
          backup('b-3', 'nightly', 'CREATING'),
          backup('b-2', 'before-import', 'AVAILABLE', 3 * 1024 ** 2),
          backup('b-1', 'old', 'BACKUP_FAILED'),
        ]),
      ),
    );
    renderWithProviders(<BackupsTab instance={testInstance()} />);
    const table = await screen.findByRole('table', { name: 'Backups' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'nightly',
      'before-import',
      'old',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Creating')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('3 MiB')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('Backup failed')).toBeVisible();
    // Only an available backup can be recovered; one being made cannot be deleted yet.
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Recover from nightly' }),
    ).toBeDisabled();
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Delete nightly' }),
    ).toBeDisabled();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Recover from before-import' }),
    ).toBeEnabled();
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Delete old' }),
    ).toBeEnabled();
  });

  it('follows a backup being made until it is available', async () => {
    let calls = 0;
    server.use(
      answer(backups.list, () => {
        calls += 1;
        return page([backup('b-1', 'nightly', calls === 1 ? 'CREATING' : 'AVAILABLE', 2048)]);
      }),
    );
    renderWithProviders(<BackupsTab instance={testInstance()} />);
    expect(await screen.findByText('Creating')).toBeVisible();
    expect(await screen.findByText('Available', {}, { timeout: 5000 })).toBeVisible();
  });

  it('has an empty state that says what a backup is for', async () => {
    server.use(answer(backups.list, page([])));
    renderWithProviders(<BackupsTab instance={testInstance()} />);
    expect(await screen.findByRole('heading', { name: 'No backups yet' })).toBeVisible();
  });

  it('says a terminated instance has no backups because terminating deleted them', async () => {
    server.use(answer(backups.list, page([])));
    renderWithProviders(
      <BackupsTab instance={testInstance({ status: 'TERMINATED', serviceState: null })} />,
    );
    expect(await screen.findByRole('heading', { name: 'No backups' })).toBeVisible();
    expect(screen.getByText('Terminating deleted the graph and its backups.')).toBeVisible();
    expect(screen.queryByText(/Back up before a big import/)).toBeNull();
  });

  it('says when the list could not be loaded, and loads it on retry', async () => {
    server.use(refuse(backups.list, codes.serverError, ''));
    const { user } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    expect(await screen.findByText('The backups could not be loaded.')).toBeVisible();
    server.use(answer(backups.list, page([backup('b-1', 'nightly', 'AVAILABLE', 10)])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'nightly' })).toBeVisible();
  });

  it('backs up under a tag by the tag rule, and the instance shows Backing up at once', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(backups.list, page([])),
      answer(backups.create, (body) => {
        sent.push(body);
        return {
          backup: backup('b-9', body.tag, 'CREATING'),
          operation: accepted('backup', 'BACKUPING'),
        };
      }),
    );
    const { user, services } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    services.queryClient.setQueryData(instanceKeys.detail('inst-1'), testInstance());
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Back up the graph' });
    const tag = within(dialog).getByRole('textbox', { name: 'Tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Back up' }));
    await waitFor(() => expect(tag).toHaveAttribute('aria-invalid', 'true'));
    await user.type(tag, 'a-tag-of-twenty-chars');
    await user.click(within(dialog).getByRole('button', { name: 'Back up' }));
    await waitFor(() => expect(tag).toHaveAccessibleDescription(/19/));
    expect(sent).toEqual([]);
    await user.clear(tag);
    await user.type(tag, 'before-import{Enter}');
    await waitFor(() => expect(sent).toEqual([{ instanceId: 'inst-1', tag: 'before-import' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(services.queryClient.getQueryData(instanceKeys.detail('inst-1'))).toMatchObject({
      status: 'BACKUPING',
    });
  });

  it('shows a refused backup in the dialog, keeping the tag typed', async () => {
    server.use(
      answer(backups.list, page([])),
      refuse(
        backups.create,
        codes.refused,
        'An operation is in progress (Updating): wait until it finishes.',
      ),
    );
    const { user } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'nightly{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('wait until it finishes');
    expect(within(dialog).getByRole('textbox', { name: 'Tag' })).toHaveValue('nightly');
  });

  it('recovers from a backup only once the instance name is typed, saying what it replaces', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(backups.list, page([backup('b-2', 'before-import', 'AVAILABLE', 100)])),
      answer(backups.recover, (body) => {
        sent.push(body);
        return accepted('recover', 'RECOVERING');
      }),
    );
    const { user } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    await user.click(await screen.findByRole('button', { name: 'Recover from before-import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Recover from “before-import”' });
    expect(dialog).toHaveTextContent(/replaces its whole graph with the backup “before-import”/);
    const confirm = within(dialog).getByRole('button', { name: 'Recover' });
    const field = within(dialog).getByRole('textbox', { name: 'Type Fraud graph to confirm' });
    await user.type(field, 'fraud graph');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Fraud graph');
    await user.click(confirm);
    await waitFor(() =>
      expect(sent).toEqual([{ instanceId: 'inst-1', backupId: 'b-2', confirmName: 'Fraud graph' }]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the recover dialog open with the refusal', async () => {
    server.use(
      answer(backups.list, page([backup('b-2', 'before-import', 'AVAILABLE', 100)])),
      refuse(backups.recover, codes.notFound, 'Backup not found.'),
    );
    const { user } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    await user.click(await screen.findByRole('button', { name: 'Recover from before-import' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'Fraud graph{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Backup not found.');
  });

  it('deletes a backup after a confirmation', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(backups.list, page([backup('b-2', 'before-import', 'AVAILABLE', 100)])),
      answer(backups.delete, (body) => {
        sent.push(body);
        return backup('b-2', 'before-import', 'DELETED');
      }),
    );
    const { user } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    await user.click(await screen.findByRole('button', { name: 'Delete before-import' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the backup “before-import”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ instanceId: 'inst-1', backupId: 'b-2' }]));
  });

  it('empties the graph after a confirmation that says all data goes; the instance shows Emptying', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(backups.list, page([])),
      answer(backups.clean, (body) => {
        sent.push(body);
        return { ...accepted('empty', 'RUNNING') };
      }),
    );
    const { user, services } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    services.queryClient.setQueryData(instanceKeys.detail('inst-1'), testInstance());
    await user.click(await screen.findByRole('button', { name: 'Empty graph' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Empty the graph of Fraud graph?',
    });
    expect(dialog).toHaveTextContent(/All data goes/);
    await user.click(within(dialog).getByRole('button', { name: 'Empty graph' }));
    await waitFor(() => expect(sent).toEqual([{ instanceId: 'inst-1' }]));
    expect(services.queryClient.getQueryData(instanceKeys.detail('inst-1'))).toMatchObject({
      status: 'RUNNING',
      serviceState: 'CLEANING',
    });
  });

  it('opens the sample graphs at once when the address asks (from the query screen), once', async () => {
    server.use(
      answer(backups.list, page([])),
      answer(backups.samples, {
        items: [
          { id: 'movies', name: 'Movies', description: 'Films.', nodeCount: 40, edgeCount: 60 },
        ],
      }),
    );
    const { user, router } = renderWithProviders(<BackupsTab instance={testInstance()} />, {
      at: '/blaze/quiverGraphDetail?id=inst-1&tab=backups&dialog=samples',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Load a sample graph' });
    expect(await within(dialog).findByRole('radio', { name: 'Movies' })).toBeChecked();
    // Taken out of the address: a reload or the way back does not open it again.
    await waitFor(() => expect(router.state.location.search).toBe('?id=inst-1&tab=backups'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed, the focus is on the button that opens it again.
    expect(screen.getByRole('button', { name: 'Load sample graph' })).toHaveFocus();
  });

  it('loads one of the three sample graphs, described, and shows a refusal in place', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(backups.list, page([])),
      answer(backups.samples, {
        items: [
          {
            id: 'movies',
            name: 'Movies',
            description: 'Films and actors.',
            nodeCount: 40,
            edgeCount: 60,
          },
          {
            id: 'social-network',
            name: 'Social network',
            description: 'People who follow people.',
            nodeCount: 1200,
            edgeCount: 5000,
          },
          {
            id: 'payments',
            name: 'Payments',
            description: 'Accounts and transfers.',
            nodeCount: 300,
            edgeCount: 900,
          },
        ],
      }),
    );
    server.use(
      refuse(
        backups.loadSample,
        codes.refused,
        'The sample tables exist: empty the instance first or choose another sample.',
      ),
    );
    const { user } = renderWithProviders(<BackupsTab instance={testInstance()} />);
    await user.click(await screen.findByRole('button', { name: 'Load sample graph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load a sample graph' });
    const options = await within(dialog).findAllByRole('radio');
    expect(options).toHaveLength(3);
    const social = within(dialog).getByRole('radio', { name: 'Social network' });
    expect(social).toHaveAccessibleDescription(
      'People who follow people. 1,200 nodes, 5,000 relationships.',
    );
    await user.click(social);
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('empty the instance first');
    server.use(
      answer(backups.loadSample, (body) => {
        sent.push(body);
        return accepted('loadSamples', 'RUNNING');
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(sent).toEqual([{ instanceId: 'inst-1', sampleId: 'social-network' }]),
    );
  });

  it('offers nothing on a stopped instance: each action disabled, with the reason said', async () => {
    server.use(answer(backups.list, page([backup('b-2', 'before-import', 'AVAILABLE', 100)])));
    renderWithProviders(<BackupsTab instance={testInstance({ status: 'STOPPED' })} />);
    for (const name of ['Back up now', 'Load sample graph', 'Empty graph'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back up now' })).toHaveAccessibleDescription(
      'Start the instance first.',
    );
    expect(
      await screen.findByRole('button', { name: 'Recover from before-import' }),
    ).toBeDisabled();
    // A backup of a stopped instance can still be deleted.
    expect(screen.getByRole('button', { name: 'Delete before-import' })).toBeEnabled();
  });
});
