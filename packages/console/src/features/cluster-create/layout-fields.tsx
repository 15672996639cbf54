import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Callout, NumberField, SelectField } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useProductOptionsQuery } from '../../data/catalogue/product-options-query.ts';
import {
  useBatchesCheckQuery,
  type BatchesCheckParams,
} from '../../data/clusters/cluster-batches-check-query.ts';
import { LoadFailed } from '../blaze-create/load-failed.tsx';
import { sizeLabel } from '../blaze-create/placement-fields.tsx';
import { useDebouncedValue } from '../blaze-create/use-debounced-value.ts';
import { useRoleLabels } from '../cluster-shared/role-labels.ts';
import {
  MAX_SERVERS_PER_ROLE,
  layoutLines,
  layoutReady,
  layoutRoles,
  roleOf,
  type ClusterValues,
  type LayoutRole,
} from './cluster-form.ts';
import '../../i18n/areas/clusters/index.ts';

/** How long edits to the layout must pause before its stock is checked. */
export const layoutCheckDelayMs = 400;

/** The stock check's parameters for a complete layout, else undefined. */
export function batchesParams(
  values: Pick<ClusterValues, 'vendor' | 'region' | 'layout'>,
): BatchesCheckParams | undefined {
  if (!layoutReady(values)) return undefined;
  return { vendor: values.vendor, region: values.region, servers: layoutLines(values.layout) };
}

/**
 * The servers of a Standard cluster: for each role a size and a count (META and SHARD at least one
 * each, HDC optional), the smallest size chosen until the user picks another. Once the layout is
 * complete its stock is checked (`/cluster/{brand}v5/batches/check`) and said under it: a role the
 * region has no room for is that role's error, and Next refuses it.
 */
export function LayoutFields() {
  const { t } = useTranslation();
  const roles = useRoleLabels();
  const { control, getValues, setValue, trigger, getFieldState } = useFormContext<ClusterValues>();
  const [vendor, region, layout] = useWatch({ control, name: ['vendor', 'region', 'layout'] });
  const options = useProductOptionsQuery(
    vendor !== '' && region !== '' ? { edition: 'powerhouse-standard', vendor, region } : undefined,
  );
  const sizes = options.data?.sizes;

  // A size the region does not offer (another region chosen) is replaced by the smallest.
  useEffect(() => {
    if (sizes === undefined || sizes.length === 0) return;
    for (const role of layoutRoles) {
      const name = `layout.${role}.sizeId` as const;
      if (!sizes.some((size) => size.id === getValues(name))) setValue(name, sizes[0]?.id ?? '');
    }
  }, [getValues, setValue, sizes]);

  const settled = useDebouncedValue({ vendor, region, layout }, layoutCheckDelayMs);
  const params = batchesParams(settled);
  const check = useBatchesCheckQuery(params);
  const current =
    params !== undefined &&
    JSON.stringify(batchesParams({ vendor, region, layout })) === JSON.stringify(params);
  const answer = current ? check.data : undefined;

  // Show (or clear) "no room" on a role as soon as the answer comes, not only on Next.
  useEffect(() => {
    if (answer === undefined) return;
    const shown = layoutRoles.some(
      (role) =>
        getFieldState(`layout.${role}.count`).error?.message === 'clusters.create.error.no-room',
    );
    if (!answer.available || shown) void trigger('layout');
  }, [answer, getFieldState, trigger]);

  if (vendor === '' || region === '')
    return <p className="text-sm text-muted-fg">{t('clusters.create.layout.needs-region')}</p>;
  if (options.isError)
    return (
      <LoadFailed what={t('clusters.create.layout.sizes')} onRetry={() => void options.refetch()} />
    );

  const total = layoutRoles.reduce((sum, role) => {
    const count = Number(layout[role].count);
    return sum + (Number.isInteger(count) && count > 0 ? count : 0);
  }, 0);
  const refusals = (answer?.items ?? []).filter((item) => !item.available);

  return (
    <section aria-labelledby="cluster-create-layout" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="cluster-create-layout" className="text-base font-semibold">
          {t('clusters.create.layout.title')}
        </h3>
        <p className="text-sm text-muted-fg">{t('clusters.create.layout.help')}</p>
      </div>
      {layoutRoles.map((role) => (
        <LayoutLineFields
          key={role}
          role={role}
          label={roles.many[roleOf[role]]}
          sizes={(sizes ?? []).map((size) => ({ value: size.id, label: sizeLabel(t, size) }))}
          loading={options.isPending}
        />
      ))}
      <div role="status" className="flex flex-col gap-2 text-sm">
        {params === undefined ? null : !current || check.isFetching ? (
          <span className="text-muted-fg">{t('clusters.create.layout.checking')}</span>
        ) : check.isError ? (
          <span className="text-muted-fg">{t('clusters.create.layout.check-failed')}</span>
        ) : answer?.available ? (
          <span className="text-success-text">
            {t('clusters.create.layout.available', { count: total })}
          </span>
        ) : null}
      </div>
      {refusals.length > 0 ? (
        <Callout tone="warning" toneLabel={t('clusters.tone.warning')}>
          <ul className="flex flex-col gap-1">
            {refusals.map((item) => (
              <li key={item.role}>
                {t('clusters.create.layout.no-room-line', {
                  role: roles.many[item.role],
                  message: item.message ?? '',
                })}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </section>
  );
}

function LayoutLineFields({
  role,
  label,
  sizes,
  loading,
}: {
  role: LayoutRole;
  label: string;
  sizes: { value: string; label: string }[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClusterValues>();
  const optional = role === 'hdc';
  const help: Record<LayoutRole, string> = {
    meta: t('clusters.create.layout.meta-help'),
    shard: t('clusters.create.layout.shard-help'),
    hdc: t('clusters.create.layout.hdc-help'),
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_10rem]">
      <legend className="px-1 text-sm font-semibold">
        {optional ? t('clusters.create.layout.optional', { role: label }) : label}
      </legend>
      <p className="text-sm text-muted-fg sm:col-span-2">{help[role]}</p>
      <SelectField
        control={control}
        name={`layout.${role}.sizeId`}
        label={t('clusters.create.layout.size', { role: label })}
        placeholder={t('common.loading')}
        disabled={loading}
        options={sizes}
      />
      <NumberField
        control={control}
        name={`layout.${role}.count`}
        label={t('clusters.create.layout.count', { role: label })}
        hint={t('clusters.create.layout.count-hint', {
          min: optional ? 0 : 1,
          max: MAX_SERVERS_PER_ROLE,
        })}
      />
    </fieldset>
  );
}
