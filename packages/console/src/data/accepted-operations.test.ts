import { describe, expect, it } from 'vitest';
import { acceptedOf, instanceOf, pageOf } from '../../test/instances.ts';
import { applyDataOperation } from './backups/data-operation.ts';
import { applyAcceptedOperation } from './instance/instance-cache.ts';
import { instanceKeys } from './instance/keys.ts';
import { createQueryClient } from '../app/query-client.ts';

const listParams = { page: 1, pageSize: 20 };

/** A client holding `orders` as its detail and as the one row of a list page. */
function cachedOnce() {
  const queryClient = createQueryClient();
  const orders = instanceOf();
  queryClient.setQueryData(instanceKeys.detail(orders.id), orders);
  queryClient.setQueryData(instanceKeys.list(listParams), pageOf([orders]));
  return { queryClient, orders };
}

describe('an accepted operation in the cache', () => {
  it('shows an empty’s service state on the list row as on the detail', () => {
    const { queryClient, orders } = cachedOnce();

    applyDataOperation(queryClient, acceptedOf(orders.id, 'empty', 'RUNNING', 'RUNNING'));

    const shown = { status: 'RUNNING', serviceState: 'CLEANING' };
    expect(queryClient.getQueryData(instanceKeys.detail(orders.id))).toMatchObject(shown);
    expect(queryClient.getQueryData(instanceKeys.list(listParams))).toMatchObject({
      items: [shown],
    });
  });

  it('clears the service state of an action whose rule has none', () => {
    const { queryClient, orders } = cachedOnce();

    applyAcceptedOperation(queryClient, acceptedOf(orders.id, 'stop', 'STOPPING', 'STOPPED'));

    expect(queryClient.getQueryData(instanceKeys.list(listParams))).toMatchObject({
      items: [{ status: 'STOPPING', serviceState: null }],
    });
  });
});
