import type { ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import { isMessageKey, messages } from '@quiver/contract';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
  Callout,
  cn,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { routePaths, type AppPath } from '../../lib/brand.ts';
import { isInProgress } from '../../data/instance/instance-cache.ts';
import {
  useClusterDetailQuery,
  type ClusterDetail,
} from '../../data/clusters/cluster-detail-query.ts';
import { useClusterStatePolling } from '../../data/clusters/cluster-state-query.ts';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { ResourceFrame, useIdParam } from '../resource-shared/resource-frame.tsx';
import { ClusterActionsMenu } from './cluster-actions-menu.tsx';
import { ClusterOperationProgress } from './cluster-operation-progress.tsx';
import { clusterPaths } from './cluster-paths.ts';
import '../../i18n/areas/clusters/index.ts';

/** The three pages of a cluster (spec section 2), linked from each. */
export type ClusterPage = 'detail' | 'configuration' | 'backups';

/**
 * One of a cluster's pages (`?id=…`): the cluster read with its servers and followed live while an
 * operation runs (`/cluster/state` every 2.5 s), a header with its name, status, progress, actions
 * and the way between its pages, then the page itself. An id that is missing, unknown or not the
 * caller's shows "not found" with the way back to the list.
 */
export function ClusterFrame({
  page,
  title,
  children,
}: {
  page: ClusterPage;
  /** The page's heading for a cluster (its name by default). */
  title?: (cluster: ClusterDetail) => string;
  children: (cluster: ClusterDetail) => ReactNode;
}) {
  const clusterId = useIdParam();
  const detail = useClusterDetailQuery(clusterId);
  useClusterStatePolling(detail.data ? [detail.data] : [], detail.dataUpdatedAt);
  return (
    <ResourceFrame id={clusterId} query={detail} area="clusters">
      {(cluster) => (
        <div className="flex flex-col gap-6">
          <ClusterHeader cluster={cluster} page={page} title={title?.(cluster) ?? cluster.name} />
          {children(cluster)}
        </div>
      )}
    </ResourceFrame>
  );
}

/** Why the last operation failed, while the cluster is still where that failure left it. */
function useFailureText(cluster: ClusterDetail): string | null {
  const { t } = useTranslation();
  const reason = cluster.failureReason;
  if (reason === null) return null;
  if (reason === 'startNoMemory' && cluster.status === 'STOPPED')
    return t('clusters.failure.start-no-memory');
  if (reason === 'providerInitFailed' && cluster.status === 'ERROR')
    return t('clusters.failure.init-failed');
  if (cluster.status === 'ERROR') return isMessageKey(reason) ? messages[reason] : null;
  return null;
}

function ClusterHeader({
  cluster,
  page,
  title,
}: {
  cluster: ClusterDetail;
  page: ClusterPage;
  title: string;
}) {
  const { t } = useTranslation();
  const failure = useFailureText(cluster);
  const pages: { id: ClusterPage; label: string; to: AppPath }[] = [
    { id: 'detail', label: t('clusters.page.detail'), to: clusterPaths.detail(cluster.id) },
    {
      id: 'configuration',
      label: t('clusters.page.configuration'),
      to: clusterPaths.configure(cluster.id),
    },
    { id: 'backups', label: t('clusters.page.backups'), to: clusterPaths.backups(cluster.id) },
  ];
  return (
    <header className="flex flex-col gap-4">
      <Breadcrumbs label={t('clusters.breadcrumbs')}>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <Link to={routePaths.instanceManagement}>{t('clusters.back-to-list')}</Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{cluster.name}</BreadcrumbPage>
        </BreadcrumbItem>
      </Breadcrumbs>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold break-all">{title}</h1>
            <InstanceStatus
              status={cluster.status}
              serviceState={cluster.serviceState}
              size="md"
              announce
            />
          </div>
          <p className="text-sm text-muted-fg">
            {cluster.type === 'FREE'
              ? t('clusters.kind-free', { count: cluster.serverCount })
              : t('clusters.kind-standard', { count: cluster.serverCount })}
          </p>
          {isInProgress(cluster) && <ClusterOperationProgress cluster={cluster} />}
        </div>
        <ClusterActionsMenu cluster={cluster} />
      </div>
      {failure !== null && (
        <Callout
          tone={cluster.status === 'ERROR' ? 'danger' : 'warning'}
          toneLabel={
            cluster.status === 'ERROR' ? t('clusters.tone.danger') : t('clusters.tone.warning')
          }
        >
          {failure}
        </Callout>
      )}
      <nav aria-label={t('clusters.pages')} className="flex flex-wrap gap-1 border-b border-border">
        {pages.map((item) => (
          <Link
            key={item.id}
            to={item.to}
            aria-current={item.id === page ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              item.id === page
                ? 'border-primary text-surface-fg'
                : 'border-transparent text-muted-fg hover:text-surface-fg',
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
