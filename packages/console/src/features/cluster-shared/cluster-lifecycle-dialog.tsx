import type { Cluster } from '@quiver/contract';
import { useTranslation } from '../../i18n/react.tsx';
import { useClusterStartMutation } from '../../data/clusters/cluster-start-mutation.ts';
import { useClusterStopMutation } from '../../data/clusters/cluster-stop-mutation.ts';
import { useClusterRestartMutation } from '../../data/clusters/cluster-restart-mutation.ts';
import { RunActionDialog } from '../resource-shared/run-action-dialog.tsx';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import '../../i18n/areas/clusters/index.ts';

/** The run-state actions of a cluster, each confirmed with what it changes and what it costs. */
export type ClusterRunAction = 'start' | 'stop' | 'restart';

interface ClusterLifecycleDialogProps {
  cluster: Cluster;
  /** The action to confirm; null keeps the dialog closed. */
  action: ClusterRunAction | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Confirms start, stop or restart of every server of a cluster: what happens and what it costs
 * afterwards, then the call. A refusal stays in the dialog (the call is silent, so it is said once).
 */
export function ClusterLifecycleDialog({
  cluster,
  action,
  onClose,
  onCloseAutoFocus,
}: ClusterLifecycleDialogProps) {
  const { t } = useTranslation();
  const mutations = {
    start: useClusterStartMutation(),
    stop: useClusterStopMutation(),
    restart: useClusterRestartMutation(),
  };
  const name = cluster.name;
  const count = cluster.serverCount;
  // The free cluster is charged nothing, stopped or running (docs/decisions.md "Billing").
  const free = cluster.type === 'FREE';
  return (
    <RunActionDialog
      action={action}
      initial="start"
      mutations={mutations}
      variables={{ clusterId: cluster.id }}
      texts={{
        start: {
          title: t('clusters.confirm.start-title', { name }),
          body: t('clusters.confirm.start-body', { count }),
          confirm: t('instances.action.start'),
        },
        stop: {
          title: t('clusters.confirm.stop-title', { name }),
          body: t('clusters.confirm.stop-body', { count }),
          confirm: t('instances.action.stop'),
        },
        restart: {
          title: t('clusters.confirm.restart-title', { name }),
          body: t('clusters.confirm.restart-body', { count }),
          confirm: t('instances.action.restart'),
        },
      }}
      cost={(shown) => (
        <p className="text-sm text-surface-fg">
          {shown === 'stop' ? (
            t(free ? 'clusters.confirm.stopped-cost-free' : 'clusters.confirm.stopped-cost')
          ) : (
            <>
              {t('instances.cost.running')}{' '}
              <strong className="font-semibold">
                <HourlyPrice micros={cluster.hourlyPriceMicros} free={free} />
              </strong>
            </>
          )}
        </p>
      )}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
