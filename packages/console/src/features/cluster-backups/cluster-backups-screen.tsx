import { useTranslation } from '../../i18n/react.tsx';
import { ClusterFrame } from '../cluster-shared/cluster-frame.tsx';
import { BackupsTab } from '../instance-detail/backups/backups-tab.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * `/powerhouse/backup?id=…`: the cluster's backups — the Blaze detail's backups tab with the
 * cluster's data (its id in the backup calls, which copy and restore every server): back up under
 * a tag, recover with the cluster's name typed, delete; followed live while one is made.
 */
export function ClusterBackupsScreen() {
  const { t } = useTranslation();
  return (
    <ClusterFrame
      page="backups"
      title={(cluster) => t('clusters.backups.title', { name: cluster.name })}
    >
      {(cluster) => <BackupsTab instance={cluster} of="cluster" />}
    </ClusterFrame>
  );
}
