/**
 * Keeps the cached instances current without reloading them: an accepted operation and every polled
 * status are written into the detail and every cached list page that holds the instance, so a row,
 * the detail header and the dashboard change at once and together.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Instance, OperationAccepted } from '@quiver/contract';
import { instanceStatusTone, type InstanceStatus, type ServiceState } from '@quiver/validation';
import type { InstancePage } from './instance-list-query.ts';
import { instanceKeys } from './keys.ts';

/** A status as `/instance/state` answers it. */
export interface PolledState {
  id: string;
  status: InstanceStatus;
  serviceState: ServiceState | null;
  updatedAt: string;
}

/** An operation the console saw accepted, with the status it started from (for its progress). */
export interface SeenOperation extends OperationAccepted {
  from: InstanceStatus;
}

type Patch = Partial<Pick<Instance, 'status' | 'serviceState' | 'updatedAt'>>;

/** True while an operation runs on the instance: its label has the in-progress tone. */
export function isInProgress(instance: {
  status: InstanceStatus;
  serviceState?: ServiceState | null;
}): boolean {
  return instanceStatusTone(instance.status, instance.serviceState) === 'progress';
}

function patchInstance(queryClient: QueryClient, instanceId: string, patch: Patch) {
  queryClient.setQueryData<Instance>(instanceKeys.detail(instanceId), (cached) =>
    cached === undefined ? cached : { ...cached, ...patch },
  );
  queryClient.setQueriesData<InstancePage>({ queryKey: instanceKeys.lists() }, (page) => {
    if (page === undefined || !page.items.some((item) => item.id === instanceId)) return page;
    return {
      ...page,
      items: page.items.map((item) => (item.id === instanceId ? { ...item, ...patch } : item)),
    };
  });
}

/** The cached copy of an instance (its detail, else the first list page holding it). */
function cachedInstance(queryClient: QueryClient, instanceId: string): Instance | undefined {
  const detail = queryClient.getQueryData<Instance>(instanceKeys.detail(instanceId));
  if (detail !== undefined) return detail;
  for (const [, page] of queryClient.getQueriesData<InstancePage>({
    queryKey: instanceKeys.lists(),
  })) {
    const row = page?.items.find((item) => item.id === instanceId);
    if (row !== undefined) return row;
  }
  return undefined;
}

/**
 * An accepted lifecycle action: the instance shows the status it took at once (the answer says
 * which), and the operation is remembered so its progress can be drawn.
 */
export function applyAcceptedOperation(queryClient: QueryClient, accepted: OperationAccepted) {
  const from = cachedInstance(queryClient, accepted.resourceId)?.status ?? accepted.status;
  queryClient.setQueryData<SeenOperation>(instanceKeys.operation(accepted.resourceId), {
    ...accepted,
    from,
  });
  patchInstance(queryClient, accepted.resourceId, { status: accepted.status, serviceState: null });
}

/**
 * Polled statuses into the cache. An instance whose operation ended is read again (its address,
 * failure reason or price may have changed with it), as are the lists and the count it appears in;
 * so is one that was asked for and left out of the answer (no longer listed).
 */
export function applyPolledStates(
  queryClient: QueryClient,
  states: readonly PolledState[],
  askedIds: readonly string[] = [],
) {
  const answered = new Set(states.map((state) => state.id));
  const finished = askedIds.filter((id) => !answered.has(id));
  for (const state of states) {
    const before = cachedInstance(queryClient, state.id);
    patchInstance(queryClient, state.id, {
      status: state.status,
      serviceState: state.serviceState,
      updatedAt: state.updatedAt,
    });
    if (!isInProgress(state) && (before === undefined || isInProgress(before)))
      finished.push(state.id);
  }
  if (finished.length === 0) return;
  for (const instanceId of finished) {
    void queryClient.resetQueries({ queryKey: instanceKeys.operation(instanceId) });
    void queryClient.invalidateQueries({ queryKey: instanceKeys.detail(instanceId) });
    void queryClient.invalidateQueries({ queryKey: instanceKeys.productDetail(instanceId) });
    void queryClient.invalidateQueries({ queryKey: instanceKeys.connect(instanceId) });
  }
  void queryClient.invalidateQueries({ queryKey: instanceKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: instanceKeys.count() });
}
