import { useCallback, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Callout,
  DescriptionList,
  FormError,
  SelectField,
  Skeleton,
  formatAmount,
  useWizardStepPending,
} from '@quiver/ui';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { useVendorListQuery, type Vendor } from '../../data/catalogue/vendor-list-query.ts';
import { useUsableRegionsQuery, type Region } from '../../data/catalogue/usable-regions-query.ts';
import {
  useProductOptionsQuery,
  type InstanceSize,
} from '../../data/catalogue/product-options-query.ts';
import type { CreateValues, PlacedEdition } from './create-form.ts';
import { LoadFailed } from './load-failed.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** A size as one line: resources, included storage and the hourly price. */
export function sizeLabel(t: TFunction, size: InstanceSize): string {
  return t('blaze-create.instance.size-option', {
    vcpu: size.vcpu,
    memory: size.memoryGb,
    storage: size.storageGb,
    price:
      size.hourlyPriceMicros === 0 && (size.listHourlyPriceMicros ?? 0) > 0
        ? t('blaze-create.free')
        : t('blaze-create.instance.size-price', {
            price: formatAmount(size.hourlyPriceMicros, { kind: 'unit-price' }),
          }),
  });
}

/**
 * Where a Shared instance runs (DECISIONS.md: its region, size and port are fixed): the first
 * region open for Shared of the first cloud provider, the way the server places the free cluster.
 */
export function sharedPlacement(
  vendors: readonly Vendor[],
  regions: readonly Region[],
): { vendor: string; region: string } | undefined {
  for (const vendor of vendors.filter((item) => item.enabled)) {
    const region = regions.find((item) => item.vendor === vendor.id);
    if (region) return { vendor: vendor.id, region: region.id };
  }
  return undefined;
}

/** The part of a create form these fields fill (the Blaze wizard's and the Manager's). */
type PlacementValues = Pick<CreateValues, 'vendor' | 'region' | 'sizeId'>;

/** Sets a value the wizard chose for the user (a fixed placement), as if picked. */
function useChoose() {
  const { setValue, getValues } = useFormContext<PlacementValues>();
  return useCallback(
    (name: 'vendor' | 'region' | 'sizeId', value: string) => {
      if (getValues(name) !== value) setValue(name, value);
    },
    [getValues, setValue],
  );
}

export interface PlacementFieldsProps {
  /**
   * The edition placed: a Blaze one, Manager Standard, or Powerhouse (its regions; the wizard sizes
   * each role).
   */
  edition: PlacedEdition | 'powerhouse-standard';
  /** Whether to ask for one size (a cluster's sizes are asked per role instead). */
  withSize?: boolean;
}

/**
 * Cloud provider, region (usable ones only) and, unless `withSize` is false, the size of the chosen
 * edition. The form holds `vendor`, `region` (and `sizeId`).
 */
export function PlacementFields({ edition, withSize = true }: PlacementFieldsProps) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<PlacementValues>();
  const [vendor, region, sizeId] = useWatch({ control, name: ['vendor', 'region', 'sizeId'] });
  const vendors = useVendorListQuery();
  const regions = useUsableRegionsQuery({ edition });
  const options = useProductOptionsQuery(
    vendor !== '' && region !== '' ? { edition, vendor, region } : undefined,
  );
  const choose = useChoose();

  const fixed =
    edition === 'shared' && vendors.data && regions.data
      ? sharedPlacement(vendors.data.items, regions.data.items)
      : undefined;
  const vendorRegions = (regions.data?.items ?? []).filter((item) => item.vendor === vendor);
  const sizes = options.data?.sizes ?? [];

  // Shared: the fixed place. Standard: a region of another provider (or no longer usable) is
  // dropped. Both: the size must be one of the edition's, the smallest by default.
  const fixedVendor = fixed?.vendor;
  const fixedRegion = fixed?.region;
  const regionUsable = vendorRegions.some((item) => item.id === region);
  const regionsKnown = regions.data !== undefined;
  useEffect(() => {
    if (fixedVendor !== undefined && fixedRegion !== undefined) {
      choose('vendor', fixedVendor);
      choose('region', fixedRegion);
    } else if (edition !== 'shared' && regionsKnown && region !== '' && !regionUsable) {
      choose('region', '');
    }
  }, [choose, edition, fixedVendor, fixedRegion, region, regionUsable, regionsKnown]);
  const offered = options.data?.sizes;
  useEffect(() => {
    if (offered === undefined || !withSize) return;
    if (!offered.some((size) => size.id === getValues('sizeId')))
      choose('sizeId', offered[0]?.id ?? '');
  }, [choose, getValues, offered, withSize]);

  // Until the choices made for the user are in the form (Shared's fixed place, the smallest size
  // once the sizes load), Next waits instead of refusing fields the user cannot see or fix. A
  // failed load is not pending: its retry is on screen.
  const loadFailed = vendors.isError || regions.isError || options.isError;
  const placing =
    edition === 'shared' &&
    (!regionsKnown ||
      vendors.data === undefined ||
      (fixed !== undefined && (vendor !== fixed.vendor || region !== fixed.region)));
  const sizing =
    withSize &&
    vendor !== '' &&
    region !== '' &&
    (offered === undefined || (offered.length > 0 && !offered.some((size) => size.id === sizeId)));
  useWizardStepPending(!loadFailed && (placing || sizing));

  if (vendors.isError)
    return (
      <LoadFailed
        what={t('blaze-create.instance.vendors')}
        onRetry={() => void vendors.refetch()}
      />
    );
  if (regions.isError)
    return (
      <LoadFailed
        what={t('blaze-create.instance.regions')}
        onRetry={() => void regions.refetch()}
      />
    );
  if (vendors.isPending || regions.isPending)
    return (
      <div className="flex flex-col gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-10 w-full max-w-md" />
      </div>
    );

  if (edition === 'shared') {
    const vendorName = vendors.data.items.find((item) => item.id === fixed?.vendor)?.name;
    const place = regions.data.items.find(
      (item) => item.vendor === fixed?.vendor && item.id === fixed?.region,
    );
    return (
      <section aria-labelledby="blaze-create-placement" className="flex flex-col gap-3">
        <h3 id="blaze-create-placement" className="text-base font-semibold">
          {t('blaze-create.instance.placement')}
        </h3>
        {fixed === undefined ? (
          <Callout tone="warning" toneLabel={t('blaze-create.tone.warning')}>
            {t('blaze-create.instance.shared-no-region')}
          </Callout>
        ) : (
          <>
            <p className="text-sm text-muted-fg">{t('blaze-create.instance.shared-fixed')}</p>
            <DescriptionList
              items={[
                {
                  term: t('blaze-create.instance.vendor'),
                  description: vendorName ?? fixed.vendor,
                },
                {
                  term: t('blaze-create.instance.region'),
                  description: place?.location ?? fixed.region,
                },
                {
                  term: t('blaze-create.instance.size'),
                  description: options.isError ? (
                    <LoadFailed
                      what={t('blaze-create.instance.sizes')}
                      onRetry={() => void options.refetch()}
                    />
                  ) : sizes[0] ? (
                    sizeLabel(t, sizes[0])
                  ) : (
                    t('common.loading')
                  ),
                },
              ]}
            />
            {/* The fixed fields have no control of their own; a refusal of one is said here. */}
            <FormError name="vendor" />
            <FormError name="region" />
            <FormError name="sizeId" />
          </>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="blaze-create-placement" className="flex flex-col gap-4">
      <h3 id="blaze-create-placement" className="text-base font-semibold">
        {t('blaze-create.instance.placement')}
      </h3>
      <div className="grid max-w-xl gap-4">
        <SelectField
          control={control}
          name="vendor"
          label={t('blaze-create.instance.vendor')}
          placeholder={t('blaze-create.instance.vendor-placeholder')}
          options={vendors.data.items
            .filter((item) => item.enabled)
            .map((item) => ({ value: item.id, label: item.name }))}
        />
        <SelectField
          control={control}
          name="region"
          label={t('blaze-create.instance.region')}
          hint={t('blaze-create.instance.region-hint')}
          placeholder={
            vendor === ''
              ? t('blaze-create.instance.region-needs-vendor')
              : t('blaze-create.instance.region-placeholder')
          }
          disabled={vendor === ''}
          options={vendorRegions.map((item) => ({ value: item.id, label: item.location }))}
        />
        {!withSize ? null : options.isError ? (
          <LoadFailed
            what={t('blaze-create.instance.sizes')}
            onRetry={() => void options.refetch()}
          />
        ) : (
          <SelectField
            control={control}
            name="sizeId"
            label={t('blaze-create.instance.size')}
            placeholder={
              region === '' ? t('blaze-create.instance.size-needs-region') : t('common.loading')
            }
            disabled={region === '' || options.isPending}
            options={sizes.map((size) => ({ value: size.id, label: sizeLabel(t, size) }))}
          />
        )}
      </div>
    </section>
  );
}
