import { Link as RouterLink } from '../../lib/link.tsx';
import type { ActionDecision, Instance } from '@quiver/contract';
import { EmptyState, buttonVariants } from '@quiver/ui';
import { instanceStatusLabel } from '@quiver/validation';
import { useTranslation } from '../../i18n/react.tsx';
import { queryPaths } from './query-paths.ts';
import { useStatusLabels } from '../instances/instance-status.tsx';
import '../../i18n/areas/query/index.ts';

type Refusal = Extract<ActionDecision, { allowed: false }>;

/**
 * The instance cannot run statements now (the lifecycle table refuses `connect`): its status, why,
 * and what to do, with the way to its page. While an operation runs the screen reads the status
 * again by itself and opens once it ends.
 */
export function QueryUnavailable({ instance, refusal }: { instance: Instance; refusal: Refusal }) {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const status = labels[instanceStatusLabel(instance.status, instance.serviceState)];
  const description = (() => {
    switch (refusal.reasonKey) {
      case 'startFirst':
        return t('query.unavailable.stopped');
      case 'instanceInError':
        return t('query.unavailable.error');
      case 'operationInProgress':
        return t('query.unavailable.in-progress', { status });
      case 'instanceCancelled':
        return t('query.unavailable.cancelled');
      default:
        return refusal.message;
    }
  })();
  return (
    <EmptyState
      headingLevel={2}
      title={t('query.unavailable.title', { status })}
      description={description}
      actions={
        <RouterLink to={queryPaths.detail(instance.id)} className={buttonVariants()}>
          {t('query.unavailable.action')}
        </RouterLink>
      }
    />
  );
}
