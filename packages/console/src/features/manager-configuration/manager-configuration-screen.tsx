import { Link } from '../../lib/link.tsx';
import type { Instance } from '@quiver/contract';
import { DescriptionList } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { routePaths } from '../../lib/brand.ts';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { InstanceActionsMenu } from '../instances/actions/instance-actions-menu.tsx';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import { ServiceAddress } from '../instances/service-address.tsx';
import { ResourceFrame } from '../resource-shared/resource-frame.tsx';
import { useAddressedInstance } from '../resource-shared/addressed-instance.ts';
import { NameForm } from '../instance-configuration/name-form.tsx';
import { NetworkForm } from '../instance-configuration/network-form.tsx';
import { RootPasswordSection } from '../instance-configuration/root-password-section.tsx';
import { ManagerClustersSection } from './manager-clusters-section.tsx';
import { ManagerUpgradeSection } from './manager-upgrade-section.tsx';
import '../../i18n/areas/managers/index.ts';

/**
 * `/manager/configurations?id=…`: a Manager's screen (spec section 2 gives a Manager no other):
 * what it is and how to reach it, its lifecycle actions (the instances' menu, from the contract's
 * table), the clusters it manages, its upgrade (checked first), and its settings (name, network,
 * root password, the Blaze configuration's forms). Its status is followed live.
 */
export function ManagerConfigurationScreen() {
  const { instanceId, detail } = useAddressedInstance();
  return (
    <ResourceFrame
      id={instanceId}
      query={detail}
      area="managers.config"
      // Another kind's id is not a Manager: nothing here applies to it.
      accept={(instance) => instance.kind === 'MANAGER'}
    >
      {(manager) => <Configuration manager={manager} />}
    </ResourceFrame>
  );
}

function Configuration({ manager }: { manager: Instance }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={routePaths.instanceManagement}
          className="w-fit text-sm text-primary hover:underline"
        >
          {t('managers.config.back')}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold break-all">
              {t('managers.config.title', { name: manager.name })}
            </h1>
            <InstanceStatus
              status={manager.status}
              serviceState={manager.serviceState}
              announce
              size="md"
            />
          </div>
          <InstanceActionsMenu instance={manager} trigger="button" />
        </div>
        <p className="text-muted-fg">{t('managers.config.subtitle')}</p>
      </div>
      <section aria-labelledby="manager-overview" className="flex flex-col gap-3">
        <h2 id="manager-overview" className="sr-only">
          {t('managers.config.overview')}
        </h2>
        <DescriptionList
          columns={3}
          items={[
            { term: t('managers.config.version'), description: manager.version },
            {
              term: t('managers.config.location'),
              description: t('managers.config.location-value', {
                vendor: manager.vendor,
                region: manager.region,
              }),
            },
            {
              term: t('managers.config.size'),
              description: t('managers.config.size-value', {
                vcpu: manager.size.vcpu,
                memory: manager.size.memoryGb,
              }),
            },
            {
              term: t('managers.config.address'),
              description: <ServiceAddress address={manager.serviceAddress} name={manager.name} />,
            },
            {
              term: t('managers.config.price'),
              description: <HourlyPrice micros={manager.hourlyPriceMicros} />,
            },
            {
              term: t('managers.config.created'),
              description: (
                <time dateTime={manager.createdAt}>
                  {formatDateTime(manager.createdAt, i18n.language)}
                </time>
              ),
            },
          ]}
        />
      </section>
      <ManagerClustersSection manager={manager} />
      <ManagerUpgradeSection manager={manager} />
      <NameForm instance={manager} />
      <NetworkForm instance={manager} />
      <RootPasswordSection instance={manager} />
    </div>
  );
}
