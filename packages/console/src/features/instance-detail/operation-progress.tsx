import { creationPlan, nextStatus, type Instance } from '@quiver/contract';
import { instanceStatusLabel, type InstanceStatus } from '@quiver/validation';
import { Progress } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useSeenOperation } from '../../data/instance/seen-operation-query.ts';
import type { SeenOperation } from '../../data/instance/instance-cache.ts';
import { useStatusLabels } from '../instances/instance-status.tsx';
import '../../i18n/areas/instance-detail/index.ts';

/**
 * The statuses the running operation passes through, from the contract's transitions: the one this
 * console saw accepted, or a creation (its first statuses belong to nothing else). Unknown (the page
 * was reloaded mid-operation) gives null: the bar then shows work of unknown length.
 */
function operationPath(
  status: InstanceStatus,
  seen: SeenOperation | undefined,
): readonly InstanceStatus[] | null {
  if (seen !== undefined && seen.action !== 'create') {
    const plan = nextStatus(seen.from, seen.action);
    if (plan?.path.includes(status)) return plan.path;
  }
  const creation = creationPlan().path;
  if (status === 'CREATING' || status === 'DEPLOYING') return creation;
  return null;
}

/** How far the instance's current operation has come: "Step 2 of 4: Starting", or indeterminate. */
export function OperationProgress({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const seen = useSeenOperation(instance.id);
  const path = operationPath(instance.status, seen);
  const label = labels[instanceStatusLabel(instance.status, instance.serviceState)];
  const step = path === null ? -1 : path.indexOf(instance.status);
  return (
    <Progress
      label={t('instance-detail.progress')}
      value={step < 0 || path === null ? null : step + 1}
      max={path?.length ?? 1}
      size="sm"
      formatValue={(value, max) =>
        t('instance-detail.progress-step', { step: value, count: max, status: label })
      }
      {...(step < 0
        ? { 'aria-valuetext': t('instance-detail.progress-unknown', { status: label }) }
        : {})}
      className="max-w-sm"
    />
  );
}
