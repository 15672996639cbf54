import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedOf, instanceOf, pageOf } from '../../test/instances.ts';
import type { ApiClient } from '../lib/api.ts';
import { instanceDetailOptions } from './instance/instance-detail-query.ts';
import { instanceListOptions } from './instance/instance-list-query.ts';
import {
  applyAcceptedOperation,
  applyPolledStates,
  settleFetchedInstances,
} from './instance/instance-cache.ts';
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

  describe('a read made before the operation was accepted, answered after', () => {
    // The instance as read before the backup: Active since 09:31.
    const before = instanceOf({ status: 'RUNNING', updatedAt: '2026-11-20T09:31:00.000Z' });
    const backup = acceptedOf(before.id, 'backup', 'BACKUPING', 'RUNNING');

    it('still ends the operation when its fetched copy hid the progress from the cache', () => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(instanceKeys.detail(before.id), before);
      applyAcceptedOperation(queryClient, backup);
      // A detail read already under way lands: the cache shows Active again, and it ends nothing.
      queryClient.setQueryData(instanceKeys.detail(before.id), before);
      expect(settleFetchedInstances(queryClient, [before])).toEqual([]);

      // The backup ended before the next poll, which finds the instance Active, changed since.
      const ended = applyPolledStates(queryClient, [
        {
          id: before.id,
          status: 'RUNNING',
          serviceState: 'AVAILABLE',
          updatedAt: '2026-11-20T09:40:00.000Z',
        },
      ]);

      expect(ended).toMatchObject([{ operation: { action: 'backup' }, status: 'RUNNING' }]);
    });

    /** An API whose every call answers `answer` (the detail and list reads of these tests). */
    const answering = (answer: unknown) => ({ call: async () => answer }) as unknown as ApiClient;

    it('keeps the status the acceptance gave when it is the detail or a list page', async () => {
      const queryClient = createQueryClient();
      const listParams = { page: 1, pageSize: 20 };
      queryClient.setQueryData(instanceKeys.detail(before.id), before);
      queryClient.setQueryData(instanceKeys.list(listParams), pageOf([before]));
      applyAcceptedOperation(queryClient, backup);

      const detail = await queryClient.fetchQuery({
        ...instanceDetailOptions(answering(before), before.id),
        staleTime: 0,
      });
      const page = await queryClient.fetchQuery({
        ...instanceListOptions(answering(pageOf([before])), listParams),
        staleTime: 0,
      });

      expect(detail).toMatchObject({ status: 'BACKUPING', name: before.name });
      expect(page.items).toMatchObject([{ status: 'BACKUPING' }]);
      // A copy read since the acceptance is taken as it is.
      const after = { ...before, updatedAt: '2026-11-20T09:40:00.000Z' };
      const fresh = await queryClient.fetchQuery({
        ...instanceDetailOptions(answering(after), before.id),
        staleTime: 0,
      });
      expect(fresh).toMatchObject({ status: 'RUNNING' });
    });

    it('neither ends the operation nor undoes its status when it is a poll', () => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(instanceKeys.detail(before.id), before);
      applyAcceptedOperation(queryClient, backup);

      const ended = applyPolledStates(queryClient, [
        {
          id: before.id,
          status: 'RUNNING',
          serviceState: 'AVAILABLE',
          updatedAt: before.updatedAt,
        },
      ]);

      expect(ended).toEqual([]);
      expect(queryClient.getQueryData(instanceKeys.detail(before.id))).toMatchObject({
        status: 'BACKUPING',
      });
      expect(queryClient.getQueryData(instanceKeys.operation(before.id))).toMatchObject({
        action: 'backup',
      });
    });
  });
});
