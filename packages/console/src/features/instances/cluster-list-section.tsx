import { useEffect } from 'react';
import { Link } from '../../lib/link.tsx';
import { Pagination } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useClusterListQuery } from '../../data/clusters/cluster-list-query.ts';
import { ClusterTable } from './cluster-table.tsx';
import { clusterListParamsOf, type ListFilters } from './use-instance-list-search.ts';
import type { AppPath } from '../../lib/brand.ts';
import '../../i18n/areas/instances/index.ts';

interface ClusterListSectionProps {
  /**
   * The list's filters. Under the Powerhouse kind filter the clusters are shown alone, paged by the
   * URL's page; otherwise their first page sits under the instances, left out when it is empty.
   */
  filters: ListFilters;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** The link that shows clusters alone, with the other filters kept. */
  onlyClustersHref: AppPath;
}

/**
 * The account's Powerhouse clusters in the instance list (`/cluster/list`, searched and filtered
 * like the instances). Their status is asked again while an operation runs on one of them.
 */
export function ClusterListSection({
  filters,
  onPageChange,
  onlyClustersHref,
}: ClusterListSectionProps) {
  const { t } = useTranslation();
  // From the filters, as the call's page is (`clusterListParamsOf`), so the two cannot disagree.
  const mode = filters.kind === 'POWERHOUSE' ? 'paged' : 'beside';
  const params = clusterListParamsOf(filters);
  const list = useClusterListQuery(params);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : 1;
  const page = Math.min(filters.page, pageCount);

  // A page past the end (the last clusters went away, or an old link): the last page instead.
  const pastTheEnd =
    mode === 'paged' &&
    list.data !== undefined &&
    !list.isPlaceholderData &&
    rows.length === 0 &&
    filters.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) onPageChange(pageCount, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, pageCount]);

  // Beside the instances, an account without clusters (for this search) sees no empty table.
  if (mode === 'beside' && list.data !== undefined && total === 0) return null;

  return (
    <section aria-labelledby="instances-clusters" className="flex flex-col gap-3">
      <h2 id="instances-clusters" className="text-lg font-semibold">
        {t('instances.clusters-title')}
      </h2>
      <ClusterTable
        rows={rows}
        loading={list.isPending}
        error={list.isError ? t('instances.clusters-load-failed') : null}
        onRetry={() => void list.refetch()}
        empty={
          params.status !== undefined || params.name !== undefined
            ? t('instances.clusters-no-match')
            : t('instances.clusters-empty')
        }
      />
      {list.data !== undefined && total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-fg" role="status">
            {t('instances.cluster-count', { count: total })}
          </p>
          {mode === 'paged' && pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={onPageChange}
              label={t('instances.cluster-pages')}
              previousLabel={t('instances.page-previous')}
              nextLabel={t('instances.page-next')}
              pageLabel={(n) => t('instances.page', { page: n })}
            />
          ) : mode === 'beside' && total > rows.length ? (
            <Link to={onlyClustersHref} className="text-sm text-primary hover:underline">
              {t('instances.clusters-all', { count: total })}
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
