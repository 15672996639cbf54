import type { Cluster } from '@quiver/contract';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { useClusterTerminateMutation } from '../../data/clusters/cluster-terminate-mutation.ts';
import { TerminateByNameDialog } from '../resource-shared/terminate-by-name-dialog.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * Terminate, confirmed by typing the cluster's name (spec section 5): says that every server, the
 * data and the backups are deleted for good and that billing stops. A refusal stays in the dialog.
 */
export function ClusterTerminateDialog({
  cluster,
  open,
  onClose,
  onCloseAutoFocus,
}: {
  cluster: Cluster;
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const terminate = useClusterTerminateMutation();
  return (
    <TerminateByNameDialog
      name={cluster.name}
      open={open}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      terminate={() => terminate.mutateAsync({ clusterId: cluster.id, confirmName: cluster.name })}
      title={t('clusters.confirm.terminate-title', { name: cluster.name })}
      body={(name) => (
        <Trans
          i18nKey="clusters.confirm.terminate-body"
          values={{ name, count: cluster.serverCount }}
          components={{ name: <strong className="font-semibold text-surface-fg" /> }}
        />
      )}
    />
  );
}
