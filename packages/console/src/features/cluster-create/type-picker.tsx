import { useController, useFormContext } from 'react-hook-form';
import { monthlyEstimateMicros } from '@quiver/contract';
import {
  Amount,
  EditionCard,
  FormError,
  FormField,
  Skeleton,
  formatAmount,
  useFormField,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useProductListQuery } from '../../data/catalogue/product-list-query.ts';
import { useFreeSlotCheckQuery } from '../../data/clusters/free-slot-check-query.ts';
import { useFreeClusterConfigQuery } from '../../data/clusters/cluster-free-config-query.ts';
import { LoadFailed } from '../blaze-create/load-failed.tsx';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import { useRoleLabels } from '../cluster-shared/role-labels.ts';
import type { ClusterType, ClusterValues } from './cluster-form.ts';
import '../../i18n/areas/clusters/index.ts';

/**
 * Free or Standard, as two cards: the free cluster's fixed configuration (`/cluster/free/config`),
 * refused with the server's reason when the account may not create one now
 * (`/cluster/{brand}v5/free/check`: one free instance or cluster per account); Standard as the
 * catalogue's Powerhouse edition card.
 */
export function TypePicker() {
  return (
    <FormField name="type">
      <TypeGroup />
    </FormField>
  );
}

function TypeGroup() {
  const { t } = useTranslation();
  const roles = useRoleLabels();
  const { control } = useFormContext<ClusterValues>();
  const {
    field: { value: chosen, onChange, ref },
  } = useController({ control, name: 'type' });
  const { error, errorId } = useFormField();
  const products = useProductListQuery();
  const config = useFreeClusterConfigQuery();
  const check = useFreeSlotCheckQuery();
  const standard = products.data?.items.find((entry) => entry.key === 'powerhouse-standard');
  const choose = (type: ClusterType) => onChange(type);

  const loading = products.isPending || config.isPending;
  return (
    // Focused (by the wizard) when no type is chosen: the legend and the error are read.
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3 outline-none"
    >
      <legend className="mb-2 text-base font-semibold">{t('clusters.create.type')}</legend>
      {loading ? (
        <div className="grid gap-4 md:grid-cols-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      ) : products.isError || config.isError ? (
        <LoadFailed
          what={t('clusters.create.types')}
          onRetry={() => {
            void products.refetch();
            void config.refetch();
          }}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <EditionCard
            headingLevel={3}
            title={t('clusters.create.free.title')}
            tips={t('clusters.create.free.tips')}
            info={config.data.servers.map((line) => ({
              name: roles.many[line.role],
              value: t('clusters.create.free.line', {
                count: line.count,
                vcpu: line.size.vcpu,
                memory: line.size.memoryGb,
                storage: line.storageGb,
              }),
            }))}
            features={[t('clusters.create.free.one-per-account'), t('clusters.create.free.fixed')]}
            infoLabel={t('clusters.create.servers-of', {
              edition: t('clusters.create.free.title'),
            })}
            featuresLabel={t('clusters.create.features-of', {
              edition: t('clusters.create.free.title'),
            })}
            priceText={<HourlyPrice micros={config.data.hourlyPriceMicros} free />}
            priceTip={t('clusters.create.free.price-tip')}
            buttonText={t('clusters.create.choose', { edition: t('clusters.create.free.title') })}
            selected={chosen === 'free'}
            selectedText={t('clusters.create.chosen', { edition: t('clusters.create.free.title') })}
            disabled={check.data?.allowed === false && chosen !== 'free'}
            disabledReason={
              check.data?.allowed === false ? (check.data.message ?? undefined) : undefined
            }
            onSelect={() => choose('free')}
          />
          {standard === undefined ? null : (
            <EditionCard
              headingLevel={3}
              title={standard.title}
              tips={standard.tips}
              info={standard.info}
              features={standard.features}
              infoLabel={t('clusters.create.servers-of', { edition: standard.title })}
              featuresLabel={t('clusters.create.features-of', { edition: standard.title })}
              priceText={
                standard.fromHourlyPriceMicros === null ? undefined : (
                  <>
                    {`${t('clusters.create.price-from')} `}
                    <Amount
                      value={standard.fromHourlyPriceMicros}
                      kind="unit-price"
                      perLabel={t('clusters.per-hour')}
                    />
                  </>
                )
              }
              priceTip={
                standard.fromHourlyPriceMicros === null
                  ? undefined
                  : t('clusters.create.price-per-server', {
                      amount: formatAmount(monthlyEstimateMicros(standard.fromHourlyPriceMicros), {
                        kind: 'total',
                      }),
                    })
              }
              buttonText={t('clusters.create.choose', { edition: standard.title })}
              selected={chosen === 'standard'}
              selectedText={t('clusters.create.chosen', { edition: standard.title })}
              onSelect={() => choose('standard')}
            />
          )}
        </div>
      )}
      <FormError />
    </fieldset>
  );
}
