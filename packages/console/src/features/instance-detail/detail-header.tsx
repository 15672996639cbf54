import { Link } from '../../lib/link.tsx';
import { SquareTerminal } from 'lucide-react';
import { canPerform, isMessageKey, messages, type Instance } from '@quiver/contract';
import { Button, Callout } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isInProgress } from '../../data/instance/instance-cache.ts';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { instancePaths } from '../instances/instance-paths.ts';
import { InstanceBreadcrumbs } from '../resource-shared/instance-breadcrumbs.tsx';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { InstanceActionsMenu } from '../instances/actions/instance-actions-menu.tsx';
import { OperationProgress } from './operation-progress.tsx';
import '../../i18n/areas/instance-detail/index.ts';
import type { AppPath } from '../../lib/brand.ts';

/** Why the last operation failed, when the instance is still where that failure left it. */
function useFailureText(instance: Instance): string | null {
  const { t } = useTranslation();
  const reason = instance.failureReason;
  if (reason === null) return null;
  if (reason === 'startNoMemory' && instance.status === 'STOPPED')
    return t('instance-detail.failure.start-no-memory');
  if (reason === 'providerInitFailed' && instance.status === 'ERROR')
    return t('instance-detail.failure.provider-init-failed');
  if (instance.status === 'ERROR') return isMessageKey(reason) ? messages[reason] : null;
  return null;
}

/**
 * Where the graph is queried, while the lifecycle table lets the customer connect: the next thing a
 * newcomer looks for once the instance is Active, so it is a button beside the menu, not only an
 * item in it. While it cannot connect, the menu's item says why.
 */
function useQueryPath(instance: Instance): AppPath | null {
  const user = useUserInfoQuery();
  const path = instancePaths.query(instance.kind, instance.id);
  if (path === null) return null;
  return canPerform(instance, 'connect', { accountStatus: user.data?.status }).allowed
    ? path
    : null;
}

/** The detail page's header: where it is, the name, the live status with progress, the actions. */
export function DetailHeader({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const failure = useFailureText(instance);
  const queryPath = useQueryPath(instance);
  return (
    <header className="flex flex-col gap-4">
      <InstanceBreadcrumbs instance={instance} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold break-all">{instance.name}</h1>
            <InstanceStatus
              status={instance.status}
              serviceState={instance.serviceState}
              size="md"
              announce
            />
          </div>
          {isInProgress(instance) && <OperationProgress instance={instance} />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {queryPath !== null && (
            <Button asChild>
              <Link to={queryPath}>
                <SquareTerminal aria-hidden />
                {t('instance-detail.open-query')}
              </Link>
            </Button>
          )}
          <InstanceActionsMenu instance={instance} trigger="button" />
        </div>
      </div>
      {failure !== null && (
        <Callout
          tone={instance.status === 'ERROR' ? 'danger' : 'warning'}
          toneLabel={
            instance.status === 'ERROR'
              ? t('instance-detail.tone-error')
              : t('instance-detail.tone-warning')
          }
        >
          {failure}
        </Callout>
      )}
    </header>
  );
}
