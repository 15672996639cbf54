import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { Plus, Server } from 'lucide-react';
import { Button, EmptyState, Pagination, buttonVariants } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useInstanceListQuery } from '../../data/instance/instance-list-query.ts';
import { useInstanceStatePolling } from '../../data/instance/instance-state-query.ts';
import { createPath } from './instance-paths.ts';
import { InstanceListFilters } from './instance-list-filters.tsx';
import { InstanceTable } from './instance-table.tsx';
import { ClusterListSection } from './cluster-list-section.tsx';
import { showsClusters, useInstanceListSearch } from './use-instance-list-search.ts';
import '../../i18n/areas/instances/index.ts';
import type { AppPath } from '../../lib/brand.ts';

/**
 * The instance list (`/{brand}GraphInstanceManagement` and its alias `/{brand}GraphCloudDatabase`):
 * a page of the caller's instances from the server, searched and filtered through the URL, with
 * the status of every row whose operation is under way followed live; the Powerhouse clusters in
 * a table of their own beside them (alone under the Powerhouse kind filter).
 */
export function InstancesScreen() {
  const { t } = useTranslation();
  const { pathname, search: query } = useLocation();
  const search = useInstanceListSearch();
  const clustersOnly = search.filters.kind === 'POWERHOUSE';
  const showClusters = showsClusters(search.filters);
  const list = useInstanceListQuery(search.params, !clustersOnly);
  const rows = list.data?.items ?? [];
  // Rows kept from another page while this one loads have no time of their own (0), which the
  // poll reads as unknown (`followedOf`), as it does for the dashboard's newest instances.
  useInstanceStatePolling(rows, list.dataUpdatedAt);
  const total = list.data?.total ?? 0;
  const pageCount = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : 1;
  const page = Math.min(search.filters.page, pageCount);
  const searchId = useId();

  // A page past the end (the last rows went away, or an old link): show the last page instead.
  const pastTheEnd =
    !clustersOnly &&
    list.data !== undefined &&
    !list.isPlaceholderData &&
    rows.length === 0 &&
    search.filters.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) search.setPage(pageCount, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, pageCount]);

  const createLink = (
    <Link to={createPath.BLAZE} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {t('instances.create')}
    </Link>
  );
  const empty = search.isFiltered ? (
    <EmptyState
      headingLevel={2}
      title={t('instances.no-match-title')}
      description={t('instances.no-match-body')}
      actions={
        <Button
          variant="outline"
          onClick={() => {
            search.clear();
            // This button goes with the empty state: the search, now empty, is where to go on.
            document.getElementById(searchId)?.focus();
          }}
        >
          {t('instances.clear-filters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      headingLevel={2}
      icon={<Server />}
      title={t('instances.empty-title')}
      description={t('instances.empty-body')}
      actions={createLink}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('instances.title')}</h1>
          <p className="text-muted-fg">{t('instances.subtitle')}</p>
        </div>
        {createLink}
      </header>
      <InstanceListFilters
        searchId={searchId}
        filters={search.filters}
        draft={search.draft}
        onDraftChange={search.setDraft}
        onFiltersChange={search.setFilters}
        searching={list.isFetching && list.isPlaceholderData}
      />
      {clustersOnly ? null : (
        <InstanceTable
          rows={rows}
          loading={list.isPending}
          error={list.isError ? t('instances.load-failed') : null}
          onRetry={() => void list.refetch()}
          empty={empty}
        />
      )}
      {!clustersOnly && list.data !== undefined && (
        // Always there once the list has answered, so a search, a filter or a page is said when
        // its rows arrive, "No instance matches" too; hidden when the empty state says it.
        <div
          className={total > 0 ? 'flex flex-wrap items-center justify-between gap-3' : 'sr-only'}
        >
          <p className="text-sm text-muted-fg" role="status">
            {total === 0 ? (
              search.isFiltered ? (
                t('instances.no-match-title')
              ) : (
                t('instances.empty-title')
              )
            ) : (
              <>
                {t('instances.count', { count: total })}
                {pageCount > 1 ? (
                  // The rows changed with the page; the total did not. (`Page 3`, its button's name.)
                  <span className="sr-only">, {t('instances.page', { page })}</span>
                ) : null}
              </>
            )}
          </p>
          {pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={search.setPage}
              label={t('instances.pages')}
              previousLabel={t('instances.page-previous')}
              nextLabel={t('instances.page-next')}
              pageLabel={(n) => t('instances.page', { page: n })}
            />
          )}
        </div>
      )}
      {showClusters ? (
        <ClusterListSection
          filters={search.filters}
          onPageChange={search.setPage}
          onlyClustersHref={onlyClusters(pathname, query)}
        />
      ) : null}
    </div>
  );
}

/** The list's address with the Powerhouse filter on (and the first page), other filters kept. */
function onlyClusters(pathname: string, query: string): AppPath {
  const next = new URLSearchParams(query);
  next.set('kind', 'POWERHOUSE');
  next.delete('page');
  // A location's pathname is always from the root.
  return `${pathname as AppPath}?${next.toString()}`;
}
