import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { backups } from '../../data/backups/endpoints.ts';
import { catalogue } from '../../data/catalogue/endpoints.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { monitor } from '../../data/monitor/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { notify } from '../../lib/notify.ts';
import { answer, refuse, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { acceptedOf, instanceOf, productOf, viewerOf } from '../../../test/instances.ts';
import { answerForecast } from '../../../test/billing.ts';
import { placeNameAnswers } from '../../../test/catalogue.ts';
import { InstanceDetailScreen } from './instance-detail-screen.tsx';

const detailPath = '/blaze/quiverGraphDetail';

function answerDetail(detail = instanceOf()) {
  server.use(
    answer(userRoutes.info, viewerOf()),
    answer(instance.detail, detail),
    ...placeNameAnswers(),
    answer(instance.productDetail, ({ instanceId }) => productOf(instanceId)),
    answer(instance.connect, {
      serviceAddress: detail.serviceAddress,
      host: '10.0.0.7',
      port: detail.port,
      username: 'root',
      managerUrl: null,
      managerUrlExpiresAt: null,
    }),
  );
}

/** The value shown for a term of the overview's description lists. */
function valueOf(term: string) {
  const terms = screen.getAllByRole('term').filter((element) => element.textContent === term);
  expect(terms, term).toHaveLength(1);
  return terms[0]?.nextElementSibling as HTMLElement;
}

describe('instance detail', () => {
  it('shows every field of the instance, the connection string and the hourly price', async () => {
    answerDetail(
      instanceOf({
        allowedIps: [
          { ip: '203.0.113.7', description: 'office' },
          { ip: '10.0.0.0/24', description: '' },
        ],
        memoryThreshold: 85,
        logLevel: 4,
        nodeIdCache: 1_000_000,
        shortUuid: true,
      }),
    );
    renderWithProviders(<InstanceDetailScreen />, { at: `${detailPath}?id=inst-1` });
    expect(screen.getByText('Loading the instance')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'orders' })).toBeVisible();
    expect(screen.queryByText('Loading the instance')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const expected: Record<string, string> = {
      Name: 'orders',
      Status: 'Active',
      Edition: 'Shared',
      'Instance size': '2 vCPU, 8 GB memory, 40 GB storage',
      Version: 'v4.2.0',
      Created: new Date('2026-11-20T09:30:00.000Z').toLocaleString(),
      'Service address': '10.0.0.7:60061',
      'Listening port': '60061',
      'Allowed inbound IPs': '203.0.113.7 — office10.0.0.0/24',
      'Memory threshold': '85%',
      'Log level': '4 · DEBUG',
      'Node ID cache': (1_000_000).toLocaleString('en'),
      'Short UUID': 'On (at most 4 billion nodes and edges)',
    };
    for (const [term, value] of Object.entries(expected))
      expect(valueOf(term).textContent, term).toContain(value);
    // Where it runs, named as the wizard named it, with the region's code for the CLI.
    await waitFor(() => expect(valueOf('Cloud provider')).toHaveTextContent('Amazon Web Services'));
    await waitFor(() =>
      expect(valueOf('Region')).toHaveTextContent('US East (N. Virginia) · us-east-1'),
    );
    await waitFor(() =>
      expect(valueOf('Connection string')).toHaveTextContent('root@10.0.0.7:60061'),
    );
    expect(screen.getByRole('button', { name: 'Copy Connection string' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Service address' })).toBeVisible();
    await waitFor(() => expect(valueOf('Price while running')).toHaveTextContent('$0.6100/hr'));
    expect(valueOf('Price while stopped (storage only)')).toHaveTextContent('$0.0100/hr');
    // The header announces status changes, leads to the query screen and offers the actions.
    expect(screen.getByRole('link', { name: 'Query' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphCLI?id=inst-1',
    );
    expect(screen.getByRole('button', { name: 'Actions for orders' })).toBeVisible();
  });

  it('says an instance without allowed IPs takes no outside connection, as its configuration does', async () => {
    answerDetail(instanceOf({ allowedIps: [] }));
    renderWithProviders(<InstanceDetailScreen />, { at: `${detailPath}?id=inst-1` });
    await screen.findByRole('heading', { level: 1, name: 'orders' });
    expect(valueOf('Allowed inbound IPs')).toHaveTextContent(
      'None: nobody can connect from outside until you add an address.',
    );
  });

  it('names a region whose catalogue name carries its code once, not twice', async () => {
    answerDetail(instanceOf({ vendor: 'gcp', region: 'europe-west1' }));
    renderWithProviders(<InstanceDetailScreen />, { at: `${detailPath}?id=inst-1` });
    await screen.findByRole('heading', { level: 1, name: 'orders' });
    await waitFor(() => expect(valueOf('Cloud provider')).toHaveTextContent('Google Cloud'));
    await waitFor(() => expect(valueOf('Region')).toHaveTextContent(/^Belgium \(europe-west1\)$/));
  });

  it('names the provider and region by their codes when the catalogue cannot be read', async () => {
    answerDetail();
    server.use(
      refuse(catalogue.vendors, codes.serverError, 'Server Error!'),
      refuse(catalogue.regions, codes.serverError, 'Server Error!'),
    );
    renderWithProviders(<InstanceDetailScreen />, { at: `${detailPath}?id=inst-1` });
    await screen.findByRole('heading', { level: 1, name: 'orders' });
    await waitFor(() => expect(valueOf('Price while running')).toHaveTextContent('$0.6100/hr'));
    expect(valueOf('Cloud provider')).toHaveTextContent(/^aws$/);
    expect(valueOf('Region')).toHaveTextContent(/^us-east-1$/);
  });

  it('asks for the connection only while the lifecycle table allows connect', async () => {
    // No connect handler: a request for it would fail the test.
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(instance.detail, instanceOf({ status: 'STOPPED', serviceState: null })),
      answer(instance.productDetail, ({ instanceId }) => productOf(instanceId)),
      ...placeNameAnswers(),
    );
    renderWithProviders(<InstanceDetailScreen />, { at: `${detailPath}?id=inst-1` });
    await screen.findByRole('heading', { level: 1, name: 'orders' });
    await waitFor(() => expect(valueOf('Price while running')).toHaveTextContent('$0.6100/hr'));
    expect(screen.queryByText('Connection string')).toBeNull();
    // Nor the query screen: the actions menu says why a stopped instance cannot be queried.
    expect(screen.queryByRole('link', { name: 'Query' })).toBeNull();
  });

  it('says an unknown or foreign instance is not found, once, with the way back to the list', async () => {
    const errors = vi.spyOn(notify, 'error');
    server.use(refuse(instance.detail, codes.notFound, 'Instance not found.'));
    renderWithProviders(<InstanceDetailScreen />, { at: `${detailPath}?id=someone-elses` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instance not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      '/quiverGraphInstanceManagement',
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('says not found without asking when the address has no id', async () => {
    renderWithProviders(<InstanceDetailScreen />, { at: detailPath });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instance not found' }),
    ).toBeVisible();
  });

  it('shows a failure to load with a retry', async () => {
    server.use(refuse(instance.detail, codes.serverError, ''));
    const { user } = renderWithProviders(<InstanceDetailScreen />, {
      at: `${detailPath}?id=inst-1`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The instance could not be loaded');
    answerDetail();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'orders' })).toBeVisible();
  });

  it('keeps the chosen tab in the URL', async () => {
    answerDetail();
    const { user, router } = renderWithProviders(<InstanceDetailScreen />, {
      at: `${detailPath}?id=inst-1&tab=configuration`,
    });
    const configuration = await screen.findByRole('tab', { name: 'Configuration' });
    expect(configuration).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Configuration' });
    expect(within(panel).getByRole('link', { name: 'Change configuration' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphConfigurations?id=inst-1',
    );
    expect(within(panel).getByText('Listening port')).toBeVisible();
    const empty = { items: [], total: 0, page: 1, pageSize: 100 };
    server.use(answer(monitor.log, empty), answer(backups.list, { ...empty, pageSize: 10 }));
    await user.click(screen.getByRole('tab', { name: 'Logs' }));
    expect(router.state.location.search).toBe('?id=inst-1&tab=logs');
    await user.click(screen.getByRole('tab', { name: 'Backups' }));
    expect(router.state.location.search).toBe('?id=inst-1&tab=backups');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('?id=inst-1');
  });

  it('has one primary action on the backups tab: the header’s Query, the tab’s own are secondary', async () => {
    answerDetail();
    server.use(answer(backups.list, { items: [], total: 0, page: 1, pageSize: 10 }));
    renderWithProviders(<InstanceDetailScreen />, { at: `${detailPath}?id=inst-1&tab=backups` });
    const panel = await screen.findByRole('tabpanel', { name: 'Backups' });
    expect(await within(panel).findByRole('button', { name: 'Back up now' })).toBeVisible();
    const primary = document.querySelectorAll('[data-variant="primary"]');
    expect([...primary].map((element) => element.textContent)).toEqual(['Query']);
  });

  it('shows the spec message after a start failed for memory, and follows an operation with its progress', async () => {
    answerDetail(
      instanceOf({ status: 'STOPPED', serviceState: null, failureReason: 'startNoMemory' }),
    );
    server.use(
      answer(instance.forceStart, (body) =>
        acceptedOf(body.instanceId, 'forceStart', 'STARTING', 'RUNNING'),
      ),
      // The dialog's line about this month's forecast.
      answerForecast(20_150_000),
      answer(instance.state, ({ instanceIds }) => ({
        items: instanceIds.map((id) => ({
          id,
          status: 'STARTING' as const,
          serviceState: null,
          updatedAt: '2026-11-20T10:00:00.000Z',
        })),
      })),
    );
    const { user } = renderWithProviders(<InstanceDetailScreen />, {
      at: `${detailPath}?id=inst-1`,
    });
    expect(await screen.findByText('Start failed: increase memory or force start.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Actions for orders' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Force start' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Force start orders?' });
    expect(await within(dialog).findByText('(+$20.15)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Force start' }));
    const progress = await screen.findByRole('progressbar', { name: 'Operation progress' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2: Starting');
    const header = screen.getByRole('banner', { hidden: true });
    expect(within(header).getByText('Starting').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
