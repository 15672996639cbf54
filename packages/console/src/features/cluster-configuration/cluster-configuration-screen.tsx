import { useTranslation } from '../../i18n/react.tsx';
import { ClusterFrame } from '../cluster-shared/cluster-frame.tsx';
import { NameForm } from '../instance-configuration/name-form.tsx';
import { NetworkForm } from '../instance-configuration/network-form.tsx';
import { ServerSettingsForm } from '../instance-configuration/server-settings-form.tsx';
import { UpgradeSection } from './upgrade-section.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * `/powerhouse/{brand}GraphConfigurations?id=…`: what can be changed of a cluster — its name, its
 * network and its server settings (the Blaze configuration's forms with the cluster's calls), and
 * its version (the upgrade check first). Each part is saved on its own and sends only what
 * changed; the status is followed live while a change is applied.
 */
export function ClusterConfigurationScreen() {
  const { t } = useTranslation();
  return (
    <ClusterFrame
      page="configuration"
      title={(cluster) => t('clusters.config.title', { name: cluster.name })}
    >
      {(cluster) => (
        <div className="flex flex-col gap-6">
          <p className="text-muted-fg">{t('clusters.config.subtitle')}</p>
          <NameForm instance={cluster} of="cluster" />
          <NetworkForm instance={cluster} of="cluster" />
          <ServerSettingsForm instance={cluster} of="cluster" />
          <UpgradeSection cluster={cluster} />
        </div>
      )}
    </ClusterFrame>
  );
}
