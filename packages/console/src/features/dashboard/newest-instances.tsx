import { Link } from '../../lib/link.tsx';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  buttonVariants,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { routePaths } from '../../lib/brand.ts';
import { useClusterListQuery } from '../../data/clusters/cluster-list-query.ts';
import { useInstanceCountQuery } from '../../data/instance/instance-count-query.ts';
import { useInstanceListQuery, type InstanceRow } from '../../data/instance/instance-list-query.ts';
import { useInstanceStatePolling } from '../../data/instance/instance-state-query.ts';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { createPath, instancePaths } from '../instances/instance-paths.ts';
import '../../i18n/areas/dashboard/index.ts';

/** How many of the newest instances the dashboard lists. */
export const NEWEST_INSTANCE_COUNT = 5;

type NewestRow = Pick<
  InstanceRow,
  'id' | 'name' | 'kind' | 'status' | 'serviceState' | 'createdAt'
>;

/** The newest `count` of instances and clusters together, newest first. */
export function newestOf(
  instances: readonly NewestRow[],
  clusters: readonly NewestRow[],
  count = NEWEST_INSTANCE_COUNT,
): NewestRow[] {
  return [...instances, ...clusters]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, count);
}

/**
 * The newest instances with their live status, Powerhouse clusters among them (they have a list
 * call of their own, asked only when the account's count says it has some), and the way to all of
 * them or to a new one.
 */
export function NewestInstances() {
  const { t, i18n } = useTranslation();
  const list = useInstanceListQuery({ page: 1, pageSize: NEWEST_INSTANCE_COUNT });
  const hasClusters = (useInstanceCountQuery().data?.byKind.POWERHOUSE ?? 0) > 0;
  // Polled by itself while one of its clusters is in progress.
  const clusterList = useClusterListQuery(
    { page: 1, pageSize: NEWEST_INSTANCE_COUNT },
    hasClusters,
  );
  const instanceRows = list.data?.items ?? [];
  useInstanceStatePolling(instanceRows, list.dataUpdatedAt);
  const rows = newestOf(instanceRows, hasClusters ? (clusterList.data?.items ?? []) : []);
  const pending = list.isPending || (hasClusters && clusterList.isPending);
  const failed = list.isError || (hasClusters && clusterList.isError);
  const retry = () => {
    if (list.isError) void list.refetch();
    if (clusterList.isError) void clusterList.refetch();
  };
  // An empty list has nothing to view: its one way on is "Create a Blaze instance".
  const empty = !pending && !failed && rows.length === 0;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle level={2}>{t('dashboard.newest')}</CardTitle>
        <CardDescription>{t('dashboard.newest-help')}</CardDescription>
        {!empty && (
          <CardAction>
            {/* "View all": the instances card beside it already says "View instances"; its name
            says all of what, out of the card too (a screen reader's list of links). */}
            <Link
              to={routePaths.instanceManagement}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-label={t('dashboard.view-all-label')}
            >
              {t('dashboard.view-all')}
            </Link>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {pending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <span className="sr-only">{t('common.loading')}</span>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-8 w-full" />
            ))}
          </div>
        ) : failed ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{t('dashboard.newest-failed')}</p>
            <Button size="sm" variant="outline" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('dashboard.newest-empty')}
            description={t('dashboard.newest-empty-help')}
            actions={
              <Link to={createPath.BLAZE} className={buttonVariants({ size: 'sm' })}>
                {t('dashboard.create-blaze')}
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <Link
                  to={instancePaths.detail(row.kind, row.id)}
                  className="min-w-0 truncate font-medium text-primary underline-offset-2 hover:underline"
                >
                  {row.name}
                </Link>
                <div className="flex items-center gap-3">
                  <time dateTime={row.createdAt} className="text-sm text-muted-fg">
                    {formatDateTime(row.createdAt, i18n.language, 'date')}
                  </time>
                  <InstanceStatus status={row.status} serviceState={row.serviceState} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
