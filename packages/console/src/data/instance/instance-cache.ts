/**
 * Keeps the cached instances current without reloading them (`../resource-cache.ts`): an accepted
 * operation and every polled status are written into the detail and every cached list page that
 * holds the instance, so a row, the detail header and the dashboard change at once and together.
 * An instance whose operation ended has its address, failure reason and price read again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Instance, OperationAccepted } from '@quiver/contract';
import { resourceCache, serviceDuringOf } from '../resource-cache.ts';
import { instanceKeys } from './keys.ts';

export { isInProgress, type PolledState, type SeenOperation } from '../resource-cache.ts';

const instanceCache = resourceCache<Instance, Instance>({
  detail: instanceKeys.detail,
  lists: instanceKeys.lists,
  operation: instanceKeys.operation,
  patchDetail: (cached, patch) => ({ ...cached, ...patch }),
  refreshOnFinish: (instanceId) => [
    instanceKeys.productDetail(instanceId),
    instanceKeys.connect(instanceId),
  ],
});

/**
 * An accepted lifecycle action: the instance shows at once, in its detail and every list row, the
 * status it took (the answer says which) and the service state of the action's rule.
 */
export function applyAcceptedOperation(queryClient: QueryClient, accepted: OperationAccepted) {
  instanceCache.applyAccepted(queryClient, accepted, serviceDuringOf(accepted));
}

/** A Blaze instance this console just created: its end is reported like an accepted operation's. */
export const rememberCreatedInstance = instanceCache.rememberCreation;

/** A fetched detail or list rows, keeping the status an accepted operation gave (see `resourceCache`). */
export const keepAcceptedInstance = instanceCache.keepAcceptedDetail;
export const keepAcceptedInstanceRows = instanceCache.keepAcceptedRows;

/** Fetched instances into the operations they end (see `resourceCache`). */
export const settleFetchedInstances = instanceCache.settleFetched;

/** Polled statuses into the cache (see `resourceCache`). */
export const applyPolledStates = instanceCache.applyPolled;
