import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { GRAPH_ROOT_USERNAME, LISTENING_PORT_MAX, LISTENING_PORT_MIN } from '@quiver/validation';
import { Callout, DescriptionList, NumberField, PasswordField, SelectField } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import { useClusterNameAvailableQuery } from '../../data/clusters/cluster-name-available-query.ts';
import { useFreeClusterConfigQuery } from '../../data/clusters/cluster-free-config-query.ts';
import { AllowedIpsField } from '../blaze-create/allowed-ips-field.tsx';
import { LoadFailed } from '../blaze-create/load-failed.tsx';
import { NameField } from '../blaze-create/name-field.tsx';
import { EngineSettingsFields } from '../create-shared/engine-settings.tsx';
import type { ClusterValues } from './cluster-form.ts';
import '../../i18n/areas/clusters/index.ts';

/**
 * Step 2: the cluster's name (checked with `/cluster/name`), version and listening port (fixed for
 * the free cluster), who may connect, the engine's settings (a Standard cluster's), and the root
 * password typed twice (the Blaze wizard's fields where they are the same).
 */
export function SettingsStep({ passwordLost = false }: { passwordLost?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClusterValues>();
  const type = useWatch({ control, name: 'type' });
  const password = useWatch({ control, name: 'rootPassword' });
  const toggle = { showLabel: t('common.show-password'), hideLabel: t('common.hide-password') };
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <NameField
        useAvailability={useClusterNameAvailableQuery}
        takenKey="clusters.create.name-taken"
        label={t('clusters.create.name')}
        hint={t('clusters.create.name-hint')}
      />
      {type === 'free' ? (
        <FixedSettings />
      ) : (
        <>
          <VersionField />
          <NumberField
            control={control}
            name="port"
            label={t('clusters.field.port')}
            hint={t('clusters.create.port-hint', {
              min: LISTENING_PORT_MIN,
              max: LISTENING_PORT_MAX,
            })}
          />
        </>
      )}
      <AllowedIpsField />
      {type === 'free' ? null : <EngineSettingsFields />}
      <section aria-labelledby="cluster-create-root" className="flex flex-col gap-4">
        <h3 id="cluster-create-root" className="text-base font-semibold">
          {t('clusters.create.root.title')}
        </h3>
        {passwordLost && password === '' ? (
          <Callout tone="warning" toneLabel={t('clusters.tone.warning')}>
            {t('clusters.create.root.not-kept')}
          </Callout>
        ) : null}
        <dl className="flex flex-col gap-1">
          <dt className="text-sm font-medium">{t('clusters.create.root.username')}</dt>
          <dd className="font-mono">{GRAPH_ROOT_USERNAME}</dd>
        </dl>
        <PasswordField
          control={control}
          name="rootPassword"
          label={t('clusters.create.root.password')}
          hint={t('clusters.create.root.password-hint')}
          autoComplete="new-password"
          {...toggle}
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('clusters.create.root.confirm')}
          autoComplete="new-password"
          {...toggle}
        />
      </section>
    </div>
  );
}

/** The free cluster's version and port, shown (they are fixed). */
function FixedSettings() {
  const { t } = useTranslation();
  const config = useFreeClusterConfigQuery();
  const images = useImageListQuery({ kind: 'POWERHOUSE' });
  if (config.data === undefined) return null;
  const version =
    images.data?.items.find((image) => image.version === config.data.version)?.name ??
    config.data.version;
  return (
    <DescriptionList
      columns={2}
      items={[
        { term: t('clusters.field.version'), description: version },
        {
          term: t('clusters.field.port'),
          description: t('clusters.create.port-fixed', { port: config.data.port }),
        },
      ]}
    />
  );
}

/** The graph version (`/image/list`, Powerhouse), the catalogue's default until the user picks one. */
function VersionField() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<ClusterValues>();
  const [vendor, region] = useWatch({ control, name: ['vendor', 'region'] });
  const images = useImageListQuery({ kind: 'POWERHOUSE', vendor, region });
  const items = images.data?.items;
  useEffect(() => {
    if (items === undefined || items.some((image) => image.id === getValues('version'))) return;
    const preferred = items.find((image) => image.isDefault) ?? items[0];
    if (preferred) setValue('version', preferred.id);
  }, [items, getValues, setValue]);
  if (images.isError)
    return (
      <LoadFailed what={t('clusters.create.versions')} onRetry={() => void images.refetch()} />
    );
  return (
    <SelectField
      control={control}
      name="version"
      label={t('clusters.field.version')}
      placeholder={t('common.loading')}
      disabled={images.isPending}
      options={(items ?? []).map((image) => ({
        value: image.id,
        label: image.isDefault
          ? t('clusters.create.version-recommended', { name: image.name })
          : image.name,
      }))}
    />
  );
}
