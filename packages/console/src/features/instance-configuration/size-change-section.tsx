import { useId, useState } from 'react';
import {
  canPerform,
  isShared,
  lifecycleLimits,
  type Instance,
  type InstanceSize,
} from '@quiver/contract';
import { Button, Callout, RadioGroup, RadioGroupOption, ResourceMeter, Skeleton } from '@quiver/ui';
import { useSellPriceQuery } from '../../data/catalogue/sell-price-query.ts';
import { useSizeChangeOptionsQuery } from '../../data/catalogue/size-change-options-query.ts';
import { useInstanceChangeSizeMutation } from '../../data/instance/instance-change-size-mutation.ts';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { notify } from '../../lib/notify.ts';
import { ForecastDelta } from '../billing/forecast-delta.tsx';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import { ConfirmDialog } from '../instance-detail/backups/confirm-dialog.tsx';
import { formatBytes, formatPercent } from '../instance-detail/monitoring/usage-format.ts';
import { ConfigSection } from './config-section.tsx';
import { sizeFit, type MeasuredUse } from './size-fit.ts';
import '../../i18n/areas/instance-config/index.ts';

/**
 * Change the size (`/instance/change`): only while Stopped (otherwise the table's reason), never for
 * a Shared instance. Each candidate shows, before anything is sent, the 80% rule against the use the
 * server measures (memory the graph needs once mounted, disk) and its hourly price.
 */
export function SizeChangeSection({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const user = useUserInfoQuery();
  const shared = isShared(instance);
  const decision = canPerform(instance, 'changeSize', { accountStatus: user.data?.status });
  const options = useSizeChangeOptionsQuery(instance.id, !shared);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const groupLabelId = useId();
  const size = instance.size;

  const current = (
    <p className="text-sm">
      <span className="font-medium">{t('instance-config.size.current')}: </span>
      {t('instance-config.size.describe', { name: size.name, storage: instance.storageGb })} ·{' '}
      {/* A Shared instance is charged nothing: "Free", with its list price beside it. */}
      <HourlyPrice
        micros={instance.hourlyPriceMicros}
        listMicros={instance.listHourlyPriceMicros}
      />
    </p>
  );

  if (shared)
    return (
      <ConfigSection title={t('instance-config.size.title')}>
        {current}
        <p className="text-sm text-muted-fg">{t('instance-config.size.shared-fixed')}</p>
      </ConfigSection>
    );

  const items = options.data?.items ?? [];
  const chosen = items.find((item) => item.id === chosenId);
  return (
    <ConfigSection
      title={t('instance-config.size.title')}
      description={t('instance-config.size.help')}
      decision={decision}
    >
      {current}
      {options.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : options.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{t('instance-config.size.load-failed')}</p>
          <Button size="sm" variant="outline" onClick={() => void options.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('instance-config.size.none')}</p>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <p id={groupLabelId} className="text-sm font-medium">
              {t('instance-config.size.choose')}
            </p>
            <RadioGroup
              aria-labelledby={groupLabelId}
              value={chosenId ?? ''}
              onValueChange={setChosenId}
              disabled={!decision.allowed}
              className="sm:grid-cols-2"
            >
              {items.map((item) => (
                <RadioGroupOption
                  key={item.id}
                  value={item.id}
                  label={item.name}
                  description={
                    <>
                      {t('instance-config.size.option', { storage: item.storageGb })}{' '}
                      <HourlyPrice micros={item.hourlyPriceMicros} />
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </div>
          {chosen !== undefined && decision.allowed ? (
            <SizeCandidate instance={instance} candidate={chosen} use={options.data.usage} />
          ) : null}
        </>
      )}
    </ConfigSection>
  );
}

function SizeCandidate({
  instance,
  candidate,
  use,
}: {
  instance: Instance;
  candidate: InstanceSize;
  use: MeasuredUse;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const change = useInstanceChangeSizeMutation();
  const fit = sizeFit(use, candidate, instance.storageGb);
  const price = useSellPriceQuery({
    vendor: instance.vendor,
    region: instance.region,
    sizeId: candidate.id,
    storageGb: fit.storageGb,
  });
  const limit = lifecycleLimits.sizeChangeMaxUsagePercent;
  const meterTexts = {
    formatValue: (bytes: number) => formatBytes(bytes, locale),
    formatPercent: (value: number) => formatPercent(value, locale),
    valueText: (text: { value: string; capacity: string; percent: string }) =>
      t('instance-config.size.meter-value', text),
    limitText: (text: { limit: string; percent: string; over: boolean }) =>
      text.over
        ? t('instance-config.size.meter-over', text)
        : t('instance-config.size.meter-under', text),
    loadingLabel: t('common.loading'),
  };

  return (
    <div className="flex flex-col gap-4 rounded-md border border-border p-4">
      <h3 className="text-sm font-semibold">
        {t('instance-config.size.rule-title', { name: candidate.name, limit })}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <ResourceMeter
          label={t('instance-config.size.memory')}
          value={use.memoryBytes}
          capacity={fit.memoryCapacityBytes}
          limitPercent={limit}
          {...meterTexts}
        />
        <ResourceMeter
          label={t('instance-config.size.disk')}
          value={use.diskBytes}
          capacity={fit.diskCapacityBytes}
          limitPercent={limit}
          {...meterTexts}
        />
      </div>
      {fit.fits ? (
        <Callout tone="success" toneLabel={t('instance-config.tone-success')}>
          {t('instance-config.size.fits', { name: candidate.name, limit })}
        </Callout>
      ) : (
        <Callout tone="danger" toneLabel={t('instance-config.tone-danger')}>
          {t('instance-config.size.too-full', { name: candidate.name, limit })}
        </Callout>
      )}
      <p className="text-sm">
        <span className="font-medium">{t('instance-config.size.new-price')}: </span>
        {price.data ? (
          <HourlyPrice micros={price.data.hourlyPriceMicros} />
        ) : price.isError ? (
          t('instance-config.price-failed')
        ) : (
          t('instance-config.price-loading')
        )}{' '}
        <span className="text-muted-fg">
          ({t('instance-config.size.now')} <HourlyPrice micros={instance.hourlyPriceMicros} />)
        </span>
      </p>
      <div>
        <ConfirmDialog
          variant="primary"
          trigger={<Button disabled={!fit.fits}>{t('instance-config.size.change')}</Button>}
          title={t('instance-config.size.confirm-title', { name: candidate.name })}
          description={
            <>
              {t('instance-config.size.confirm-body', {
                name: candidate.name,
                storage: fit.storageGb,
              })}{' '}
              {price.data ? (
                <>
                  {t('instance-config.size.confirm-price')}{' '}
                  <HourlyPrice micros={price.data.hourlyPriceMicros} />
                </>
              ) : null}
              <ForecastDelta
                change={{ action: 'changeSize', instanceId: instance.id, sizeId: candidate.id }}
              />
            </>
          }
          confirmLabel={t('instance-config.size.confirm')}
          onConfirm={async () => {
            await change.mutateAsync({ instanceId: instance.id, sizeId: candidate.id });
            notify.success(t('instance-config.size.started', { name: candidate.name }), {
              about: instance.id,
            });
          }}
        />
      </div>
    </div>
  );
}
