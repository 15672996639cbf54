import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedOf } from '../../test/instances.ts';
import { applyAcceptedOperation, applyPolledStates } from './instance/instance-cache.ts';
import { applyAcceptedClusterOperation } from './clusters/cluster-cache.ts';
import { instanceKeys } from './instance/keys.ts';
import { clusterKeys } from './clusters/keys.ts';
import { createQueryClient } from '../app/query-client.ts';

const anHour = 60 * 60_000;

afterEach(() => vi.useRealTimers());

describe('remembered operations', () => {
  it('keeps a remembered operation that nothing observes beyond the cache’s five minutes', () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    applyAcceptedOperation(queryClient, acceptedOf('inst-1', 'changeSize', 'UPDATING', 'STOPPED'));
    applyAcceptedClusterOperation(
      queryClient,
      acceptedOf('cluster-1', 'start', 'STARTING', 'RUNNING'),
    );
    // A plain query of the same client is still dropped: only the operations are kept.
    queryClient.setQueryData(instanceKeys.count(), 3);

    vi.advanceTimersByTime(anHour);

    expect(queryClient.getQueryData(instanceKeys.operation('inst-1'))).toMatchObject({
      action: 'changeSize',
    });
    expect(queryClient.getQueryData(clusterKeys.operation('cluster-1'))).toMatchObject({
      action: 'start',
    });
    expect(queryClient.getQueryData(instanceKeys.count())).toBeUndefined();
  });

  it('drops a remembered operation once it ends', () => {
    const queryClient = createQueryClient();
    applyAcceptedOperation(queryClient, acceptedOf('inst-1', 'stop', 'STOPPING', 'STOPPED'));

    const ended = applyPolledStates(queryClient, [
      {
        id: 'inst-1',
        status: 'STOPPED',
        serviceState: null,
        updatedAt: '2026-11-20T09:40:00.000Z',
      },
    ]);

    expect(ended).toHaveLength(1);
    expect(
      queryClient.getQueryCache().find({ queryKey: instanceKeys.operation('inst-1') }),
    ).toBeUndefined();
  });
});
