/**
 * Keeps the cached instances and clusters current without reloading them: an accepted operation
 * and every polled status are written into the detail and every cached list page that holds the
 * resource, so a row, the detail header and the dashboard change at once and together. Each
 * resource makes its own cache from its keys (`instance/instance-cache.ts`,
 * `clusters/cluster-cache.ts`).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { creationPlan, transitionRules, type OperationAccepted } from '@quiver/contract';
import { instanceStatusTone, type InstanceStatus, type ServiceState } from '@quiver/validation';
import { instanceKeys } from './instance/keys.ts';

/** A status as `/instance/state` (and `/cluster/state`) answers it. */
export interface PolledState {
  id: string;
  status: InstanceStatus;
  serviceState: ServiceState | null;
  updatedAt: string;
}

/** An operation the console saw accepted, with the status it started from (for its progress). */
export interface SeenOperation extends OperationAccepted {
  from: InstanceStatus;
  /**
   * When the resource last changed before the operation was accepted (its cached `updatedAt`;
   * none for a creation): a fetched copy no newer than this was read before the acceptance.
   */
  fromUpdatedAt?: string;
}

/** True while an operation runs on the resource: its label has the in-progress tone. */
export function isInProgress(resource: {
  status: InstanceStatus;
  serviceState?: ServiceState | null;
}): boolean {
  return instanceStatusTone(resource.status, resource.serviceState) === 'progress';
}

/**
 * An operation this console saw accepted that polling saw end: what it was, the resource's name,
 * and the status it ended in (`null`: the resource is no longer listed, as after a terminate).
 */
export interface EndedOperation {
  operation: SeenOperation;
  name: string | undefined;
  status: InstanceStatus | null;
}

/**
 * The service state a resource shows while an accepted action runs, from the contract's rule: a
 * backup's BACKUP, an empty's CLEANING (empty and load samples keep the status and change only
 * this). The answer carries the status, not this.
 */
export function serviceDuringOf(accepted: OperationAccepted): ServiceState | null {
  return accepted.action === 'create' ? null : transitionRules[accepted.action].serviceDuring;
}

/**
 * Whether a copy last changed at `updatedAt` was read before `operation` was accepted: accepting
 * moves the resource, so every copy read since is newer than the one the console held then.
 */
function readBefore(operation: SeenOperation, updatedAt: string): boolean {
  return operation.fromUpdatedAt !== undefined && updatedAt <= operation.fromUpdatedAt;
}

/** What a cached instance or cluster has that a status changes. */
interface Tracked {
  id: string;
  name: string;
  status: InstanceStatus;
  serviceState: ServiceState | null;
  updatedAt: string;
}

type Patch = Partial<Pick<Tracked, 'status' | 'serviceState' | 'updatedAt'>>;

/** A resource's cache: its keys, and how a status is written into its detail. */
export interface ResourceCacheKeys<D extends Tracked> {
  detail: (id: string) => QueryKey;
  lists: () => QueryKey;
  operation: (id: string) => QueryKey;
  /** The detail with the status changed (a cluster's servers share it). */
  patchDetail: (cached: D, patch: Patch) => D;
  /** What else is read again once an operation ends (the detail is). */
  refreshOnFinish: (id: string) => QueryKey[];
}

export function resourceCache<D extends Tracked, R extends Tracked>(keys: ResourceCacheKeys<D>) {
  interface Page {
    items: R[];
  }

  const patchResource = (queryClient: QueryClient, id: string, patch: Patch) => {
    queryClient.setQueryData<D>(keys.detail(id), (cached) =>
      cached === undefined ? cached : keys.patchDetail(cached, patch),
    );
    queryClient.setQueriesData<Page>({ queryKey: keys.lists() }, (page) => {
      if (page === undefined || !page.items.some((item) => item.id === id)) return page;
      return {
        ...page,
        items: page.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
      };
    });
  };

  /** The cached copy of a resource (its detail, else the first list page holding it). */
  const cached = (queryClient: QueryClient, id: string): D | R | undefined => {
    const detail = queryClient.getQueryData<D>(keys.detail(id));
    if (detail !== undefined) return detail;
    for (const [, page] of queryClient.getQueriesData<Page>({ queryKey: keys.lists() })) {
      const row = page?.items.find((item) => item.id === id);
      if (row !== undefined) return row;
    }
    return undefined;
  };

  /**
   * Remembers an operation this console started. Off its screen nothing observes it (the layout's
   * follower reads the cache), and the cache would drop it after its default five minutes: a
   * creation or a resize that ran longer would then end unheard. It is kept until it ends
   * (`endOperation` removes it).
   */
  const remember = (queryClient: QueryClient, id: string, operation: SeenOperation) => {
    queryClient.setQueryDefaults(keys.operation(id).slice(0, -1), { gcTime: Infinity });
    queryClient.setQueryData<SeenOperation>(keys.operation(id), operation);
  };

  /**
   * The end of a resource's operation: the remembered operation (if this console started it) is
   * forgotten and returned, and what else an end changes (price, connection) is read again.
   */
  const endOperation = (
    queryClient: QueryClient,
    id: string,
    status: InstanceStatus | null,
  ): EndedOperation | undefined => {
    const operation = queryClient.getQueryData<SeenOperation>(keys.operation(id));
    void queryClient.resetQueries({ queryKey: keys.operation(id) });
    // Kept without an observer until now (`remember`); a screen showing it keeps it, reset.
    const queries = queryClient.getQueryCache();
    const ended = queries.find({ queryKey: keys.operation(id), exact: true });
    if (ended !== undefined && ended.getObserversCount() === 0) queries.remove(ended);
    for (const key of keys.refreshOnFinish(id))
      void queryClient.invalidateQueries({ queryKey: key });
    return operation && { operation, name: cached(queryClient, id)?.name, status };
  };

  /**
   * The status the cache shows for a fetched copy that was read before the operation this console
   * started on it was accepted; none when the copy is as new as what the cache knows.
   */
  const statusSince = (
    queryClient: QueryClient,
    fetched: Tracked,
  ): Pick<Tracked, 'status' | 'serviceState'> | undefined => {
    const operation = queryClient.getQueryData<SeenOperation>(keys.operation(fetched.id));
    if (operation === undefined || !readBefore(operation, fetched.updatedAt)) return undefined;
    const known = cached(queryClient, fetched.id);
    return known && { status: known.status, serviceState: known.serviceState };
  };

  return {
    /**
     * An accepted lifecycle action: the resource shows the status it took at once (and its
     * service state while the action runs, `serviceDuring`), and the operation is remembered so
     * its progress can be drawn.
     */
    applyAccepted(
      queryClient: QueryClient,
      accepted: OperationAccepted,
      serviceDuring: ServiceState | null = null,
    ) {
      const before = cached(queryClient, accepted.resourceId);
      remember(queryClient, accepted.resourceId, {
        ...accepted,
        from: before?.status ?? accepted.status,
        ...(before === undefined ? {} : { fromUpdatedAt: before.updatedAt }),
      });
      patchResource(queryClient, accepted.resourceId, {
        status: accepted.status,
        serviceState: serviceDuring,
      });
    },

    /**
     * A resource this console just created: its creation is remembered as an operation seen
     * accepted, so its end is reported like any other (the create calls answer the resource
     * itself, not an `operationAccepted`).
     */
    rememberCreation(queryClient: QueryClient, created: { id: string; status: InstanceStatus }) {
      const plan = creationPlan();
      remember(queryClient, created.id, {
        operationId: `create:${created.id}`,
        resourceId: created.id,
        action: 'create',
        status: created.status,
        finalStatus: plan.final,
        from: created.status,
      });
    },

    /**
     * A fetched detail as the cache should keep it: read before an operation this console started
     * was accepted (a read under way then, answered after), it would put the settled status from
     * before back on screen mid-operation, so it keeps the status the cache shows since.
     */
    keepAcceptedDetail(queryClient: QueryClient, fetched: D): D {
      const since = statusSince(queryClient, fetched);
      return since === undefined ? fetched : keys.patchDetail(fetched, since);
    },

    /** Fetched list rows as the cache should keep them (see `keepAcceptedDetail`). */
    keepAcceptedRows(queryClient: QueryClient, fetched: readonly R[]): readonly R[] {
      if (!fetched.some((row) => statusSince(queryClient, row) !== undefined)) return fetched;
      return fetched.map((row) => {
        const since = statusSince(queryClient, row);
        return since === undefined ? row : { ...row, ...since };
      });
    },

    /**
     * Freshly fetched copies (a detail, a list page): one whose operation this console started
     * has settled ends it, as a poll would have. An operation can end before the first poll (a
     * Shared instance is Active seconds after its creation, a small graph empties at once), and
     * a fetched settled copy then stops the polling that would have noticed. A copy no newer than
     * the resource was at the acceptance was read before it, and ends nothing. The caller holds
     * fresh data already: only what else an end changes (price, connection, count) is read again.
     */
    settleFetched(
      queryClient: QueryClient,
      fetched: readonly R[] | readonly D[],
    ): EndedOperation[] {
      const ended: EndedOperation[] = [];
      for (const resource of fetched) {
        const operation = queryClient.getQueryData<SeenOperation>(keys.operation(resource.id));
        if (operation === undefined || isInProgress(resource)) continue;
        if (readBefore(operation, resource.updatedAt)) continue;
        const end = endOperation(queryClient, resource.id, resource.status);
        if (end) ended.push({ ...end, name: resource.name });
      }
      if (ended.length > 0) void queryClient.invalidateQueries({ queryKey: instanceKeys.count() });
      return ended;
    },

    /**
     * Polled statuses into the cache. A resource whose operation ended is read again, as are the
     * lists and the instance count it appears in; so is one that was asked for and left out of the
     * answer (no longer listed). Returns the operations this console started that have ended, each
     * once: the remembered operation is forgotten as it is returned.
     */
    applyPolled(
      queryClient: QueryClient,
      states: readonly PolledState[],
      askedIds: readonly string[] = [],
    ): EndedOperation[] {
      const answered = new Set(states.map((state) => state.id));
      const finished = askedIds.filter((id) => !answered.has(id));
      for (const state of states) {
        const operation = queryClient.getQueryData<SeenOperation>(keys.operation(state.id));
        // Read before this console's operation was accepted (a poll already under way then): it
        // says nothing of the operation, and the cache already shows the newer status.
        if (operation !== undefined && readBefore(operation, state.updatedAt)) continue;
        const before = cached(queryClient, state.id);
        patchResource(queryClient, state.id, {
          status: state.status,
          serviceState: state.serviceState,
          updatedAt: state.updatedAt,
        });
        // Settled after being seen in progress, or after an operation this console started was
        // accepted: a detail or list read under way at the acceptance may have landed after it and
        // shown the settled status from before, and an operation that ends within one poll would
        // then never be seen in progress (and its follower would poll it for ever).
        if (
          !isInProgress(state) &&
          (before === undefined || isInProgress(before) || operation !== undefined)
        )
          finished.push(state.id);
      }
      if (finished.length === 0) return [];
      const ended: EndedOperation[] = [];
      for (const id of finished) {
        const status = states.find((state) => state.id === id)?.status ?? null;
        const end = endOperation(queryClient, id, status);
        if (end) ended.push(end);
        void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
      }
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
      void queryClient.invalidateQueries({ queryKey: instanceKeys.count() });
      return ended;
    },
  };
}
