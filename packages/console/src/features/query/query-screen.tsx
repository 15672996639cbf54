import { useSearchParams } from 'react-router';
import { Link as RouterLink } from '../../lib/link.tsx';
import { canPerform } from '@quiver/contract';
import { Button, EmptyState, InstanceStatusBadge, Skeleton, buttonVariants } from '@quiver/ui';
import { useInstanceDetailQuery } from '../../data/instance/instance-detail-query.ts';
import { useInstanceStatePolling } from '../../data/instance/instance-state-query.ts';
import { isApiError } from '../../lib/api.ts';
import { usePageSubject } from '../../lib/page-subject.ts';
import { codes } from '@quiver/contract/wire';
import { useTranslation } from '../../i18n/react.tsx';
import { QueryUnavailable } from './query-unavailable.tsx';
import { QueryWorkspace } from './query-workspace.tsx';
import { queryPaths } from './query-paths.ts';
import { InstanceBreadcrumbs } from '../resource-shared/instance-breadcrumbs.tsx';
import { useStatusLabels } from '../instances/instance-status.tsx';
import '../../i18n/areas/query/index.ts';

/** An instance id as the contract accepts it; anything else cannot name an instance. */
const instanceIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /blaze/{brand}GraphCLI?id=…: Cypher statements on one instance's real engine, with its schema
 * beside the editor and the history of what was run. Usable while the lifecycle table allows
 * `connect` (Active, Updating); otherwise the status, why, and the way to the instance's page.
 */
export function QueryScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const requested = search.get('id');
  const instanceId = requested !== null && instanceIdPattern.test(requested) ? requested : null;
  const instance = useInstanceDetailQuery(instanceId);
  // While an operation runs (Starting, Updating, ...), its status is followed so the screen opens
  // by itself when it ends.
  useInstanceStatePolling(instance.data ? [instance.data] : [], instance.dataUpdatedAt);
  const statusLabels = useStatusLabels();
  usePageSubject(instance.data?.name);

  const notFound =
    instanceId === null ||
    (isApiError(instance.error) && instance.error.serverCode === codes.notFound);
  if (notFound) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold">{t('query.not-found.title')}</h1>
        <p className="text-sm text-muted-fg">{t('query.not-found.description')}</p>
        <RouterLink to={queryPaths.list()} className={buttonVariants()}>
          {t('query.not-found.action')}
        </RouterLink>
      </div>
    );
  }
  if (instance.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold">{t('query.load-failed.title')}</h1>
        <p className="text-sm text-muted-fg">{t('query.load-failed.description')}</p>
        <Button variant="outline" onClick={() => void instance.refetch()}>
          {t('query.retry')}
        </Button>
      </div>
    );
  }
  if (instance.data === undefined) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('query.loading')}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  const current = instance.data;
  const connect = canPerform(current, 'connect');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <InstanceBreadcrumbs instance={current} page={t('query.breadcrumb')} />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-all">
            {t('query.title', { name: current.name })}
          </h1>
          <InstanceStatusBadge
            status={current.status}
            serviceState={current.serviceState}
            announce
            translateLabel={(label) => statusLabels[label]}
          />
        </div>
      </header>
      {current.kind !== 'BLAZE' ? (
        // Spec section 2 has a command-line screen for Blaze instances only.
        <EmptyState
          headingLevel={2}
          title={t('query.not-blaze.title')}
          description={t('query.not-blaze.description')}
          actions={
            <RouterLink to={queryPaths.detail(current.id)} className={buttonVariants()}>
              {t('query.unavailable.action')}
            </RouterLink>
          }
        />
      ) : connect.allowed ? (
        // Keyed by instance: another instance's editor, history and result start afresh.
        <QueryWorkspace key={current.id} instance={current} />
      ) : (
        <QueryUnavailable instance={current} refusal={connect} />
      )}
    </div>
  );
}
