import { creationPlan, nextStatus, type Cluster } from '@quiver/contract';
import { instanceStatusLabel, type InstanceStatus } from '@quiver/validation';
import { Progress } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useSeenClusterOperation } from '../../data/clusters/seen-cluster-operation-query.ts';
import type { SeenClusterOperation } from '../../data/clusters/cluster-cache.ts';
import { useStatusLabels } from '../instances/instance-status.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * The statuses the running operation passes through, from the contract's transitions (the one this
 * console saw accepted, or a creation); null when unknown (a reload mid-operation).
 */
function operationPath(
  status: InstanceStatus,
  seen: SeenClusterOperation | undefined,
): readonly InstanceStatus[] | null {
  if (seen !== undefined && seen.action !== 'create') {
    const plan = nextStatus(seen.from, seen.action);
    if (plan?.path.includes(status)) return plan.path;
  }
  if (status === 'CREATING' || status === 'DEPLOYING') return creationPlan().path;
  return null;
}

/** How far the cluster's current operation has come: "Step 2 of 4: Starting", or indeterminate. */
export function ClusterOperationProgress({ cluster }: { cluster: Cluster }) {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const seen = useSeenClusterOperation(cluster.id);
  const path = operationPath(cluster.status, seen);
  const label = labels[instanceStatusLabel(cluster.status, cluster.serviceState)];
  const step = path === null ? -1 : path.indexOf(cluster.status);
  return (
    <Progress
      label={t('clusters.progress')}
      value={step < 0 || path === null ? null : step + 1}
      max={path?.length ?? 1}
      size="sm"
      formatValue={(value, max) =>
        t('clusters.progress-step', { step: value, count: max, status: label })
      }
      {...(step < 0 ? { 'aria-valuetext': t('clusters.progress-unknown', { status: label }) } : {})}
      className="max-w-sm"
    />
  );
}
