import type { ActionDecision } from '@quiver/contract';
import { useTranslation } from '../../i18n/react.tsx';
import { useRefusalText } from '../instances/actions/refusal-text.ts';
import '../../i18n/areas/clusters/index.ts';

type Refusal = Extract<ActionDecision, { allowed: false }>;

/**
 * Why the lifecycle table refuses an action of a cluster, in a cluster's words where the reason is
 * about its state; the rest (an operation in progress, the account's status) as for instances.
 */
export function useClusterRefusalText(): (refusal: Refusal) => string {
  const { t } = useTranslation();
  const instanceText = useRefusalText();
  return (refusal) => {
    switch (refusal.reasonKey) {
      case 'alreadyRunning':
        return t('clusters.reason.already-running');
      case 'alreadyStopped':
        return t('clusters.reason.already-stopped');
      case 'startFirst':
        return t('clusters.reason.start-first');
      case 'restartStopped':
        return t('clusters.reason.restart-stopped');
      case 'instanceInError':
        return t('clusters.reason.in-error');
      case 'instanceCancelled':
        return t('clusters.reason.cancelled');
      case 'notForKind':
        return t('clusters.reason.not-for-clusters');
      default:
        return instanceText(refusal);
    }
  };
}
