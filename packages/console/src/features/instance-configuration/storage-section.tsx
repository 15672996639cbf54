import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { canPerform, isShared, storageGb, type Instance } from '@quiver/contract';
import { Button, Callout, Form, FormError, NumberField, Skeleton } from '@quiver/ui';
import { useStoragePriceQuery } from '../../data/instance/instance-extend-price-query.ts';
import { useInstanceExtendStorageMutation } from '../../data/instance/instance-extend-storage-mutation.ts';
import {
  useExtensibilityQuery,
  type StorageExtensibility,
} from '../../data/instance/instance-extensible-query.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { notify } from '../../lib/notify.ts';
import { ForecastDelta } from '../billing/forecast-delta.tsx';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import { useDebouncedValue } from '../instance-detail/logs/use-debounced-value.ts';
import { ConfigSection } from './config-section.tsx';
import { useNow } from './use-now.ts';
import '../../i18n/areas/instance-config/index.ts';

const MINUTE = 60_000;

/** `3 h 12 min` from a span in ms (rounded up to the minute, so it never says 0 too early). */
export function timeLeft(ms: number, format: (hours: number, minutes: number) => string): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return format(Math.floor(minutes / 60), minutes % 60);
}

/**
 * Grow the storage (`/instance/extend`): up to the size's maximum, at most every 6 hours (spec §4).
 * `/instance/extend/extensible` says whether it can grow now, the maximum, and when the 6 hours are
 * over (shown as the time and the time left, and asked again then); `/instance/extend/sellPrice`
 * prices the amount typed. Shared instances have fixed storage.
 */
export function StorageSection({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const shared = isShared(instance);
  const decision = canPerform(instance, 'changeStorage');
  const extensible = useExtensibilityQuery(instance.id, !shared);

  if (shared)
    return (
      <ConfigSection title={t('instance-config.storage.title')}>
        <p className="text-sm">
          {t('instance-config.storage.shared-fixed', { storage: instance.storageGb })}
        </p>
      </ConfigSection>
    );
  return (
    <ConfigSection
      title={t('instance-config.storage.title')}
      description={t('instance-config.storage.help')}
      decision={decision}
    >
      {extensible.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : extensible.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{t('instance-config.storage.load-failed')}</p>
          <Button size="sm" variant="outline" onClick={() => void extensible.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <StorageForm
          instance={instance}
          bounds={extensible.data}
          allowed={decision.allowed}
          onWaitOver={() => void extensible.refetch()}
        />
      )}
    </ConfigSection>
  );
}

function StorageForm({
  instance,
  bounds,
  allowed,
  onWaitOver,
}: {
  instance: Instance;
  bounds: StorageExtensibility;
  allowed: boolean;
  onWaitOver: () => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow(30_000);
  const extend = useInstanceExtendStorageMutation();
  const { currentStorageGb: current, maxStorageGb: max } = bounds;
  const nextChange = bounds.nextChangeAt === null ? null : Date.parse(bounds.nextChangeAt);
  const waiting = bounds.reason === 'storageTooSoon' && nextChange !== null && nextChange > now;
  const atMax = bounds.reason === 'storageMax' || current >= max;
  useEffect(() => {
    // The 6 hours are over: ask again, so the form opens without a reload.
    if (bounds.reason === 'storageTooSoon' && nextChange !== null && nextChange <= now)
      onWaitOver();
  }, [bounds.reason, nextChange, now, onWaitOver]);

  const schema = useMemo(
    () =>
      z.object({
        storageGb: storageGb.pipe(
          z
            .number()
            .min(current + 1, t('instance-config.storage.too-small', { current }))
            .max(max, t('instance-config.storage.too-large', { max })),
        ),
      }),
    [current, max, t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { storageGb: '' },
  });
  const typed = useDebouncedValue(useWatch({ control: form.control, name: 'storageGb' }), 400);
  const parsed = schema.shape.storageGb.safeParse(typed);
  const price = useStoragePriceQuery(instance.id, parsed.success ? parsed.data : null);
  const open = allowed && bounds.extensible;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('instance-config.storage.now', { current, max })}</p>
      {waiting && nextChange !== null ? (
        <Callout
          tone="info"
          toneLabel={t('instance-config.tone-info')}
          title={t('instance-config.storage.too-soon-title')}
        >
          {t('instance-config.storage.too-soon', {
            time: formatDateTime(nextChange, i18n.language),
            left: timeLeft(nextChange - now, (hours, minutes) =>
              t('instance-config.storage.time-left', { hours, minutes }),
            ),
          })}
        </Callout>
      ) : atMax ? (
        <Callout tone="info" toneLabel={t('instance-config.tone-info')}>
          {t('instance-config.storage.at-max', { max })}
        </Callout>
      ) : allowed && !bounds.extensible && bounds.message !== null ? (
        <Callout tone="info" toneLabel={t('instance-config.tone-info')}>
          {bounds.message}
        </Callout>
      ) : null}
      <Form
        form={form}
        translate={translateFieldMessage}
        className="flex flex-col gap-3 sm:max-w-md"
        onSubmit={submitShowingRefusal(form, async ({ storageGb: amount }) => {
          await extend.mutateAsync({ instanceId: instance.id, storageGb: amount });
          form.reset({ storageGb: '' });
          notify.success(t('instance-config.storage.started', { storage: amount }), {
            about: instance.id,
          });
        })}
      >
        <fieldset disabled={!open} className="flex flex-col gap-3">
          <NumberField
            control={form.control}
            name="storageGb"
            label={t('instance-config.storage.label')}
            hint={t('instance-config.storage.hint', { min: current + 1, max })}
          />
          {parsed.success && open ? (
            <p className="text-sm" role="status">
              <span className="font-medium">{t('instance-config.storage.new-price')}: </span>
              {price.data ? (
                <HourlyPrice micros={price.data.hourlyPriceMicros} />
              ) : price.isError ? (
                t('instance-config.price-failed')
              ) : (
                t('instance-config.price-loading')
              )}{' '}
              <span className="text-muted-fg">
                ({t('instance-config.size.now')} <HourlyPrice micros={instance.hourlyPriceMicros} />
                )
              </span>
            </p>
          ) : null}
          {parsed.success && open ? (
            <ForecastDelta
              change={{ action: 'changeStorage', instanceId: instance.id, storageGb: parsed.data }}
            />
          ) : null}
          <FormError name="root.server" role="alert" />
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('instance-config.storage.save')}
            </Button>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
