/**
 * The instance list's filters, search and page, kept in the URL's query string (`?status=stopped&
 * kind=BLAZE&name=orders&page=2`), so a reload, a shared link and the back button show the same
 * list. The name is typed into a draft and written to the URL 300 ms after the last keystroke.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { InstanceKind, InstanceStatus } from '@quiver/validation';
import type { InstanceListParams } from '../../data/instance/keys.ts';
import type { ClusterListParams } from '../../data/clusters/keys.ts';

/** Rows per page of the list. */
export const INSTANCE_PAGE_SIZE = 20;
/** The wait after the last keystroke before the search is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest name the list endpoint searches for (an instance name is at most 127 bytes). */
const NAME_MAX_LENGTH = 127;

/**
 * The status filter offers the states an instance stays in. `GET /instance/list` filters by one
 * internal status, and the in-progress labels last seconds (several of them stand for more than one
 * internal status), so they are not offered (docs/decisions.md).
 */
export const statusFilters = {
  active: 'RUNNING',
  stopped: 'STOPPED',
  error: 'ERROR',
  cancelled: 'TERMINATED',
} as const satisfies Record<string, InstanceStatus>;
export type StatusFilter = keyof typeof statusFilters;

/**
 * The kinds the list holds: Blaze and Manager instances (`/instance/list`), and Powerhouse clusters
 * (`/cluster/list`) in a table of their own beside them.
 */
export const listedKinds = [
  'BLAZE',
  'POWERHOUSE',
  'MANAGER',
] as const satisfies readonly InstanceKind[];
export type ListedKind = (typeof listedKinds)[number];

function readStatus(value: string | null): StatusFilter | null {
  return value !== null && Object.hasOwn(statusFilters, value) ? (value as StatusFilter) : null;
}

function readKind(value: string | null): ListedKind | null {
  return (listedKinds as readonly (string | null)[]).includes(value) ? (value as ListedKind) : null;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface ListFilters {
  status: StatusFilter | null;
  kind: ListedKind | null;
  /** The search as it stands in the URL (what the list was asked for). */
  name: string;
  page: number;
}

/** The filters a list address asks for (anything unknown read as no filter, page 1). */
export function listFiltersOf(search: URLSearchParams): ListFilters {
  return {
    status: readStatus(search.get('status')),
    kind: readKind(search.get('kind')),
    name: search.get('name') ?? '',
    page: readPage(search.get('page')),
  };
}

/**
 * What `GET /instance/list` is asked for under `filters`. Clusters are not instances: with their
 * filter on, the instances are not asked for at all (the screen turns the query off).
 */
export function listParamsOf(filters: ListFilters): InstanceListParams {
  const instanceKind = filters.kind === 'POWERHOUSE' ? null : filters.kind;
  return {
    page: filters.page,
    pageSize: INSTANCE_PAGE_SIZE,
    ...(filters.status === null ? {} : { status: statusFilters[filters.status] }),
    ...(instanceKind === null ? {} : { kind: instanceKind }),
    ...(filters.name.trim() === '' ? {} : { name: filters.name.trim().slice(0, NAME_MAX_LENGTH) }),
  };
}

/**
 * What `GET /cluster/list` is asked for under `filters`: the URL's page when clusters are shown
 * alone (the Powerhouse kind filter), else the first page beside the instances; the same status
 * and name as the instances (clusters have no kind).
 */
export function clusterListParamsOf(filters: ListFilters): ClusterListParams {
  const name = filters.name.trim().slice(0, NAME_MAX_LENGTH);
  return {
    page: filters.kind === 'POWERHOUSE' ? filters.page : 1,
    pageSize: INSTANCE_PAGE_SIZE,
    ...(filters.status === null ? {} : { status: statusFilters[filters.status] }),
    ...(name === '' ? {} : { name }),
  };
}

/** Whether the list shows clusters under `filters`: with no kind filter, or the Powerhouse one. */
export function showsClusters(filters: ListFilters): boolean {
  return filters.kind === null || filters.kind === 'POWERHOUSE';
}

/** What a filter change leaves in its history entry: which filters it changed. */
interface FilterChangeState {
  listFilter: string;
}

function changedFiltersOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('listFilter' in state)) return null;
  const { listFilter } = state as Partial<FilterChangeState>;
  return typeof listFilter === 'string' ? listFilter : null;
}

/**
 * The state of the history entry the browser is on now. A key pressed right after a filter change
 * can come before the screen has rendered the entry that change made (the router commits it, then
 * React renders it as a transition), so the rendered location's state may be one entry behind; the
 * browser's own is not. React Router keeps a route's state under `usr` in the browser's entry
 * (`{ usr, key, idx }`); where there is no such entry (a memory router), the rendered state is used.
 */
function currentEntryState(rendered: unknown): unknown {
  // Read in an event handler only: there is always a window.
  const entry: unknown = window.history.state;
  if (typeof entry === 'object' && entry !== null && 'usr' in entry && 'idx' in entry)
    return entry.usr;
  return rendered;
}

export function useInstanceListSearch() {
  const [search, setSearch] = useSearchParams();
  const { state: entryState } = useLocation();
  const filters = listFiltersOf(search);

  const update = (
    changes: Partial<ListFilters>,
    options: { replace?: boolean; state?: FilterChangeState } = {},
  ) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        const values = { ...changes, page: changes.page ?? 1 };
        for (const [key, value] of Object.entries(values)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: options.replace ?? false, state: options.state },
    );
  };

  // The search field's text: typed freely, written to the URL once typing pauses. A change of the
  // URL from elsewhere (back button, a link) replaces it; the URL's echo of our own write does not.
  const [draft, setDraft] = useState(filters.name);
  const [written, setWritten] = useState<string | null>(null);
  const [seenName, setSeenName] = useState(filters.name);
  if (filters.name !== seenName) {
    setSeenName(filters.name);
    // The echo of our own write is taken once; anything else is a new search to show.
    if (filters.name === written) setWritten(null);
    else setDraft(filters.name);
  }
  useEffect(() => {
    if (draft === filters.name) return;
    const timer = setTimeout(() => {
      setWritten(draft);
      update({ name: draft }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `update` is rebuilt every render; the draft and the URL's name decide when to write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, filters.name]);

  const params = listParamsOf(filters);

  return {
    filters,
    params,
    draft,
    setDraft,
    /**
     * Changes filters; any change but the page itself goes back to page 1. Changing again the
     * filter the current history entry changed replaces that entry: the arrow keys choose each
     * option they pass (Active, Stopped, Error), and Back should undo the filter, not step back
     * through every option passed on the way.
     */
    setFilters: (changes: Partial<Omit<ListFilters, 'page'>>) => {
      const changed = Object.keys(changes).sort().join(',');
      update(changes, {
        replace: changedFiltersOf(currentEntryState(entryState)) === changed,
        state: { listFilter: changed },
      });
    },
    setPage: (page: number, options?: { replace?: boolean }) => update({ page }, options),
    clear: () => {
      setWritten('');
      setDraft('');
      update({ status: null, kind: null, name: '' });
    },
    isFiltered: filters.status !== null || filters.kind !== null || filters.name.trim() !== '',
  };
}
