import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LISTENING_PORT_MAX, LISTENING_PORT_MIN } from '@quiver/validation';
import { instanceDefaults } from '@quiver/contract';
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  NumberField,
  SelectField,
} from '@quiver/ui';
import { EngineSettingsFields } from '../create-shared/engine-settings.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import type { CreateValues } from './create-form.ts';
import { AllowedIpsField } from './allowed-ips-field.tsx';
import { LoadFailed } from './load-failed.tsx';
import { NameField } from './name-field.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** Step 2: name, version, network (port and allowed IPs) and the server's settings. */
export function SettingsStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const edition = useWatch({ control, name: 'edition' });
  const shared = edition === 'shared';
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <NameField />
      <VersionField />
      <NumberField
        control={control}
        name="port"
        label={t('blaze-create.settings.port')}
        hint={
          shared
            ? t('blaze-create.settings.port-fixed', { port: instanceDefaults.port })
            : t('blaze-create.settings.port-hint', {
                min: LISTENING_PORT_MIN,
                max: LISTENING_PORT_MAX,
              })
        }
        readOnly={shared}
      />
      <AllowedIpsField />
      <EngineSettingsFields />
      <ShortUuidField />
    </div>
  );
}

/**
 * The version (`/image/list`) of a kind (Blaze here; the Manager wizard's own), the catalogue's
 * default chosen until the user picks one.
 */
export function VersionField({ kind = 'BLAZE' }: { kind?: 'BLAZE' | 'MANAGER' }) {
  const { t } = useTranslation();
  const { control, getValues, setValue } =
    useFormContext<Pick<CreateValues, 'vendor' | 'region' | 'version'>>();
  const [vendor, region] = useWatch({ control, name: ['vendor', 'region'] });
  const images = useImageListQuery({ kind, vendor, region });
  const items = images.data?.items;
  useEffect(() => {
    if (items === undefined || items.some((image) => image.id === getValues('version'))) return;
    const preferred = items.find((image) => image.isDefault) ?? items[0];
    if (preferred) setValue('version', preferred.id);
  }, [items, getValues, setValue]);
  if (images.isError)
    return (
      <LoadFailed
        what={t('blaze-create.settings.versions')}
        onRetry={() => void images.refetch()}
      />
    );
  return (
    <SelectField
      control={control}
      name="version"
      label={t('blaze-create.settings.version')}
      placeholder={t('common.loading')}
      disabled={images.isPending}
      options={(items ?? []).map((image) => ({
        value: image.id,
        label: image.isDefault
          ? t('blaze-create.settings.version-recommended', { name: image.name })
          : image.name,
      }))}
    />
  );
}

/**
 * Short UUID: fixed at creation; it caps the graph at 4 billion nodes and edges (spec section 9).
 * A native checkbox, as the questionnaire's: the ui Checkbox is also on /login, and sharing it
 * with this screen would split it into a chunk of its own there.
 */
function ShortUuidField() {
  const { t } = useTranslation();
  const { register } = useFormContext<CreateValues>();
  return (
    <FormField name="shortUuid" className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <FormControl>
          <input type="checkbox" className="size-4 accent-(--primary)" {...register('shortUuid')} />
        </FormControl>
        <FormLabel>{t('blaze-create.settings.short-uuid')}</FormLabel>
      </div>
      <FormDescription>{t('blaze-create.settings.short-uuid-note')}</FormDescription>
      <FormError />
    </FormField>
  );
}
