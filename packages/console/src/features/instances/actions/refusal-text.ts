import type { ActionDecision } from '@quiver/contract';
import { instanceStatusLabels, type InstanceStatusLabel } from '@quiver/validation';
import { useTranslation } from '../../../i18n/react.tsx';
import { useStatusLabels } from '../instance-status.tsx';
import '../../../i18n/areas/instances/index.ts';

type Refusal = Extract<ActionDecision, { allowed: false }>;

function isLabel(value: string | undefined): value is InstanceStatusLabel {
  return (instanceStatusLabels as readonly (string | undefined)[]).includes(value);
}

/**
 * The reason the lifecycle table gives for a refused action, in the reader's language (the contract
 * carries the reason's key and English text; an unknown key shows that text).
 */
export function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  return (refusal) => {
    const label = refusal.params.label;
    const status = isLabel(label) ? labels[label] : (label ?? '');
    // Kind names (Blaze, Manager, ...) are product names: not translated.
    const kind = refusal.params.kind ?? '';
    switch (refusal.reasonKey) {
      case 'alreadyRunning':
        return t('instances.reason.already-running');
      case 'alreadyStopped':
        return t('instances.reason.already-stopped');
      case 'startFirst':
        return t('instances.reason.start-first');
      case 'restartStopped':
        return t('instances.reason.restart-stopped');
      case 'stopBeforeResize':
        return t('instances.reason.stop-before-resize');
      case 'instanceInError':
        return t('instances.reason.in-error');
      case 'operationInProgress':
        return t('instances.reason.in-progress', { status });
      case 'instanceCancelled':
        return t('instances.reason.cancelled');
      case 'notForKind':
        return t('instances.reason.not-for-kind', { kind });
      case 'sharedNoResize':
        return t('instances.reason.shared-no-resize');
      case 'accountInReview':
        return t('instances.reason.account-in-review');
      case 'accountLimited':
        return t('instances.reason.account-limited');
      default:
        return refusal.message;
    }
  };
}
