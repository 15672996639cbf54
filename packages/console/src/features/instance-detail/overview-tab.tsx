import type { ReactNode } from 'react';
import { canPerform, type Instance } from '@quiver/contract';
import { editionInfo } from '@quiver/validation';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionList,
  type DescriptionListItem,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { useInstanceConnectQuery } from '../../data/instance/instance-connect-query.ts';
import { useInstanceProductDetailQuery } from '../../data/instance/instance-product-detail-query.ts';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import { usePlaceNames } from '../resource-shared/place-names.ts';
import { useSettingsItems } from './settings-items.tsx';
import '../../i18n/areas/instance-detail/index.ts';

/** The connection string shown and copied: the graph user at the service address. */
export function connectionString(connection: { username: string; serviceAddress: string | null }) {
  return connection.serviceAddress === null
    ? null
    : `${connection.username}@${connection.serviceAddress}`;
}

/** Every field of spec section 3, the connection string while `connect` is allowed, the price. */
export function OverviewTab({ instance }: { instance: Instance }) {
  const { t, i18n } = useTranslation();
  const canConnect = canPerform(instance, 'connect').allowed;
  const connection = useInstanceConnectQuery(instance.id, { enabled: canConnect });
  const product = useInstanceProductDetailQuery(instance.id);
  const settings = useSettingsItems(instance);
  const place = usePlaceNames(instance);
  const descriptionListTexts = {
    loadingLabel: t('common.loading'),
    copyLabel: (term: string) => t('instance-detail.copy-term', { term }),
    copiedLabel: t('instance-detail.copied'),
    copyFailedLabel: t('instance-detail.copy-failed'),
  };
  const size = instance.size;
  const connectionText = connection.data ? connectionString(connection.data) : null;

  const general: DescriptionListItem[] = [
    { id: 'name', term: t('instance-detail.field.name'), description: instance.name },
    {
      id: 'status',
      term: t('instance-detail.field.status'),
      description: <InstanceStatus status={instance.status} serviceState={instance.serviceState} />,
    },
    {
      id: 'edition',
      term: t('instance-detail.field.edition'),
      description: editionInfo[instance.edition].title,
    },
    { id: 'vendor', term: t('instance-detail.field.vendor'), description: place.provider },
    { id: 'region', term: t('instance-detail.field.region'), description: place.region },
    {
      id: 'size',
      term: t('instance-detail.field.size'),
      // The size's name is its vCPU and memory already ("2 vCPU, 8 GB memory"): not repeated.
      description: t('instance-detail.size', {
        vcpu: size.vcpu,
        memory: size.memoryGb,
        storage: instance.storageGb,
      }),
    },
    { id: 'version', term: t('instance-detail.field.version'), description: instance.version },
    {
      id: 'created',
      term: t('instance-detail.field.created'),
      description: (
        <time dateTime={instance.createdAt}>
          {formatDateTime(instance.createdAt, i18n.language)}
        </time>
      ),
    },
  ];

  const access: DescriptionListItem[] = [
    {
      id: 'address',
      term: t('instance-detail.field.address'),
      description:
        instance.serviceAddress === null ? (
          t(
            instance.status === 'TERMINATED'
              ? 'instance-detail.address-released'
              : 'instance-detail.address-none',
          )
        ) : (
          <span className="font-mono">{instance.serviceAddress}</span>
        ),
      ...(instance.serviceAddress === null ? {} : { copyValue: instance.serviceAddress }),
    },
    ...(canConnect
      ? [
          {
            id: 'connection',
            term: t('instance-detail.field.connection'),
            description: connection.isPending ? (
              t('common.loading')
            ) : connection.isError ? (
              t('instance-detail.connection-failed')
            ) : connectionText === null ? (
              t('instance-detail.address-none')
            ) : (
              <span className="font-mono">{connectionText}</span>
            ),
            ...(connectionText === null ? {} : { copyValue: connectionText }),
          },
        ]
      : []),
  ];

  const price: DescriptionListItem[] = [
    {
      id: 'price-running',
      term: t('instance-detail.field.price'),
      description: product.isPending ? (
        t('common.loading')
      ) : product.isError ? (
        t('instance-detail.price-failed')
      ) : (
        <HourlyPrice
          micros={product.data.hourlyPriceMicros}
          listMicros={product.data.listHourlyPriceMicros}
        />
      ),
    },
    {
      id: 'price-stopped',
      term: t('instance-detail.field.price-stopped'),
      description: product.isPending ? (
        t('common.loading')
      ) : product.isError ? (
        t('instance-detail.price-failed')
      ) : (
        <HourlyPrice
          micros={product.data.stoppedHourlyPriceMicros}
          listMicros={product.data.listStoppedHourlyPriceMicros}
        />
      ),
    },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard title={t('instance-detail.section.general')}>
        <DescriptionList items={general} layout="inline" {...descriptionListTexts} />
      </OverviewCard>
      <div className="flex flex-col gap-4">
        <OverviewCard title={t('instance-detail.section.access')}>
          <DescriptionList items={access} layout="inline" {...descriptionListTexts} />
        </OverviewCard>
        <OverviewCard title={t('instance-detail.section.price')}>
          <DescriptionList items={price} layout="inline" {...descriptionListTexts} />
        </OverviewCard>
      </div>
      <OverviewCard title={t('instance-detail.section.settings')} className="lg:col-span-2">
        <DescriptionList items={settings} layout="inline" columns={1} {...descriptionListTexts} />
      </OverviewCard>
    </div>
  );
}

function OverviewCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
