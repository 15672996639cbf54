import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import type { Instance } from '@quiver/contract';
import { answer, refuse, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { acceptedOf, instanceOf } from '../../../test/instances.ts';
import { instance } from '../../data/instance/endpoints.ts';
import {
  applyAcceptedOperation,
  rememberCreatedInstance,
} from '../../data/instance/instance-cache.ts';
import { useInstanceDetailQuery } from '../../data/instance/instance-detail-query.ts';
import { instanceKeys } from '../../data/instance/keys.ts';
import { useInstanceStatePolling } from '../../data/instance/instance-state-query.ts';
import { notify } from '../../lib/notify.ts';
import { OperationAnnouncer } from './operation-announcer.tsx';

/** A screen showing one instance, as the detail page does: it polls while an operation runs. */
function Screen({ shown }: { shown: Instance }) {
  useInstanceStatePolling([shown]);
  return <OperationAnnouncer />;
}

/** A detail page before any poll: it reads the instance, and polls only if that shows it busy. */
function DetailScreen() {
  const detail = useInstanceDetailQuery('inst-1');
  useInstanceStatePolling(detail.data ? [detail.data] : []);
  return <OperationAnnouncer />;
}

/** Each message takes the place of the one said when its operation started (lib/notify.ts). */
const aboutTheInstance = { about: 'inst-1' };

const loading = instanceOf({ status: 'RUNNING', serviceState: 'LOADING' });

/** The state poll answers the instance as `status` (its sample load or other operation ended). */
function answerState(status: Instance['status'] | null) {
  server.use(
    answer(instance.state, {
      items:
        status === null
          ? []
          : [{ id: 'inst-1', status, serviceState: null, updatedAt: '2026-11-20T09:40:00.000Z' }],
    }),
  );
}

/** Renders the polling screen with an operation this console started, as its mutation leaves it. */
function renderStarted(operation: Parameters<typeof acceptedOf>, shown: Instance = loading) {
  const view = renderWithProviders(<Screen shown={shown} />);
  applyAcceptedOperation(view.services.queryClient, acceptedOf(...operation));
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('OperationAnnouncer', { timeout: 15_000 }, () => {
  it('says when a sample graph it started loading is loaded', async () => {
    const success = vi.spyOn(notify, 'success');
    answerState('RUNNING');
    server.use(answer(instance.detail, instanceOf({ status: 'RUNNING', serviceState: null })));
    renderStarted(['inst-1', 'loadSamples', 'RUNNING', 'RUNNING']);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'The sample graph is loaded into orders.',
        aboutTheInstance,
      ),
    );
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('says a load that kept the status but failed did not complete, from the failure reason', async () => {
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    answerState('RUNNING');
    server.use(
      answer(
        instance.detail,
        instanceOf({ status: 'RUNNING', serviceState: null, failureReason: 'providerFailed' }),
      ),
    );
    renderStarted(['inst-1', 'loadSamples', 'RUNNING', 'RUNNING']);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'orders: the operation did not complete, and it is Active. Its page says why.',
        aboutTheInstance,
      ),
    );
    expect(success).not.toHaveBeenCalled();
  });

  it('says a start that ended Stopped did not complete', async () => {
    const error = vi.spyOn(notify, 'error');
    answerState('STOPPED');
    server.use(
      answer(
        instance.detail,
        instanceOf({ status: 'STOPPED', serviceState: null, failureReason: 'startNoMemory' }),
      ),
    );
    renderStarted(
      ['inst-1', 'start', 'STARTING', 'RUNNING'],
      instanceOf({ status: 'STARTING', serviceState: null }),
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'orders: the operation did not complete, and it is Stopped. Its page says why.',
        aboutTheInstance,
      ),
    );
  });

  it('says a terminated instance is gone without reading it again', async () => {
    const success = vi.spyOn(notify, 'success');
    // No detail handler: reading it would fail the test.
    answerState(null);
    const { services } = renderWithProviders(
      <Screen shown={instanceOf({ status: 'TERMINATING', serviceState: null })} />,
    );
    services.queryClient.setQueryData(
      instanceKeys.detail('inst-1'),
      instanceOf({ status: 'RUNNING', serviceState: null }),
    );
    applyAcceptedOperation(
      services.queryClient,
      acceptedOf('inst-1', 'terminate', 'TERMINATING', 'TERMINATED'),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('orders is terminated.', aboutTheInstance),
    );
  });

  it('says a new instance is ready when it is Active before the first poll', async () => {
    const success = vi.spyOn(notify, 'success');
    // The detail's read shows it settled, so the detail does not poll; the layout's follower
    // does, and finds it Active too: whichever notices first, it is said once.
    answerState('RUNNING');
    server.use(answer(instance.detail, instanceOf({ status: 'RUNNING', serviceState: null })));
    const { services } = renderWithProviders(<DetailScreen />);
    rememberCreatedInstance(services.queryClient, instanceOf({ status: 'CREATING' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'orders is Active and ready to query.',
        aboutTheInstance,
      ),
    );
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('ends an operation from a read of the instance newer than its acceptance only', async () => {
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    const standard = { type: 'STANDARD', edition: 'standard' } as const;
    const before = instanceOf({ ...standard, status: 'RUNNING', serviceState: null });
    let answered = before;
    server.use(answer(instance.detail, () => answered));
    const { services } = renderWithProviders(<DetailScreen />);
    await waitFor(() =>
      expect(services.queryClient.getQueryData(instanceKeys.detail('inst-1'))).toEqual(before),
    );
    applyAcceptedOperation(
      services.queryClient,
      acceptedOf('inst-1', 'stop', 'STOPPING', 'STOPPED'),
    );
    // A read that left before the stop was accepted answers the old copy: it ends nothing.
    // Its polls find it still stopping: they end nothing either.
    server.use(
      answer(instance.state, {
        items: [
          {
            id: 'inst-1',
            status: 'STOPPING' as const,
            serviceState: null,
            updatedAt: '2026-11-20T09:40:00.000Z',
          },
        ],
      }),
    );
    await services.queryClient.refetchQueries({ queryKey: instanceKeys.detail('inst-1') });
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // A later one shows it stopped.
    answered = instanceOf({
      ...standard,
      status: 'STOPPED',
      serviceState: null,
      updatedAt: '2026-11-20T09:45:00.000Z',
    });
    await services.queryClient.refetchQueries({ queryKey: instanceKeys.detail('inst-1') });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'orders is stopped. While it is stopped, only its storage is billed.',
        aboutTheInstance,
      ),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('says a stopped free-tier instance is not billed, rather than billed for its storage', async () => {
    const success = vi.spyOn(notify, 'success');
    answerState('STOPPED');
    server.use(answer(instance.detail, instanceOf({ status: 'STOPPED', serviceState: null })));
    renderStarted(['inst-1', 'stop', 'STOPPING', 'STOPPED']);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'orders is stopped. It is on the free tier: nothing is billed while it is stopped either.',
        aboutTheInstance,
      ),
    );
  });

  it('hears of the end of its operation on a screen that shows no instance', async () => {
    const success = vi.spyOn(notify, 'success');
    answerState('RUNNING');
    server.use(answer(instance.detail, instanceOf({ status: 'RUNNING', serviceState: null })));
    // Only the layout's announcer: the customer went to a page without the instance (Billing).
    const { services } = renderWithProviders(<OperationAnnouncer />);
    applyAcceptedOperation(
      services.queryClient,
      acceptedOf('inst-1', 'backup', 'BACKUPING', 'RUNNING'),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('orders is backed up.', aboutTheInstance),
    );
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('says nothing of an operation another tab or person started', async () => {
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    let polls = 0;
    server.use(
      answer(instance.state, () => {
        polls += 1;
        return {
          items: [
            {
              id: 'inst-1',
              status: 'RUNNING' as const,
              serviceState: null,
              updatedAt: '2026-11-20T09:40:00Z',
            },
          ],
        };
      }),
    );
    renderWithProviders(<Screen shown={loading} />);
    await waitFor(() => expect(polls).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('stays silent when the instance cannot be read to judge the outcome', async () => {
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    answerState('RUNNING');
    server.use(refuse(instance.detail, codes.serverError, 'Server Error!'));
    const { services } = renderStarted(['inst-1', 'backup', 'BACKUPING', 'RUNNING']);
    await waitFor(() =>
      expect(services.queryClient.getQueryState(instanceKeys.detail('inst-1'))?.status).toBe(
        'error',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });
});
