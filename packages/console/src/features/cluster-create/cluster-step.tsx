import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { PlacementFields } from '../blaze-create/placement-fields.tsx';
import type { ClusterValues } from './cluster-form.ts';
import { FreeConfiguration } from './free-configuration.tsx';
import { LayoutFields } from './layout-fields.tsx';
import { TypePicker } from './type-picker.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * Step 1: free or Standard; the free cluster's fixed configuration, or where a Standard one runs
 * (the Blaze wizard's placement, regions open to Powerhouse) and its servers per role.
 */
export function ClusterStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<ClusterValues>();
  const type = useWatch({ control, name: 'type' });
  return (
    <div className="flex flex-col gap-6">
      <TypePicker />
      {type === 'free' ? <FreeConfiguration /> : null}
      {type === 'standard' ? (
        <>
          <PlacementFields edition="powerhouse-standard" withSize={false} />
          <LayoutFields />
        </>
      ) : null}
      {type === '' ? (
        <p className="text-sm text-muted-fg">{t('clusters.create.type-first')}</p>
      ) : null}
    </div>
  );
}
