import type { Instance } from '@quiver/contract';
import { useTranslation } from '../../i18n/react.tsx';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { ResourceFrame } from '../resource-shared/resource-frame.tsx';
import { InstanceBreadcrumbs } from '../resource-shared/instance-breadcrumbs.tsx';
import { useAddressedInstance } from '../resource-shared/addressed-instance.ts';
import { NameForm } from './name-form.tsx';
import { NetworkForm } from './network-form.tsx';
import { RootPasswordSection } from './root-password-section.tsx';
import { ServerSettingsForm } from './server-settings-form.tsx';
import { SizeChangeSection } from './size-change-section.tsx';
import { StorageSection } from './storage-section.tsx';
import '../../i18n/areas/instance-config/index.ts';

/**
 * `/blaze/{brand}GraphConfigurations?id=…`: everything about an instance that can be changed — its
 * name, network (port, allowed IPs), server settings, size, storage and root password — each in its
 * own form that sends only what changed, with the lifecycle table's reason where a change is not
 * possible now. The status is followed live while a change is applied.
 */
export function InstanceConfigurationScreen() {
  const { instanceId, detail } = useAddressedInstance();
  return (
    <ResourceFrame id={instanceId} query={detail} area="instance-config">
      {(instance) => <Configuration instance={instance} />}
    </ResourceFrame>
  );
}

function Configuration({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <InstanceBreadcrumbs instance={instance} page={t('instance-config.breadcrumb')} />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-all">
            {t('instance-config.title', { name: instance.name })}
          </h1>
          <InstanceStatus
            status={instance.status}
            serviceState={instance.serviceState}
            announce
            size="md"
          />
        </div>
        <p className="text-muted-fg">{t('instance-config.subtitle')}</p>
      </div>
      <NameForm instance={instance} />
      <NetworkForm instance={instance} />
      <ServerSettingsForm instance={instance} />
      <SizeChangeSection instance={instance} />
      <StorageSection instance={instance} />
      <RootPasswordSection instance={instance} />
    </div>
  );
}
