import { useFormContext, useWatch } from 'react-hook-form';
import { Callout } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { CreateValues } from './create-form.ts';
import { EditionPicker } from './edition-picker.tsx';
import { PlacementFields } from './placement-fields.tsx';
import '../../i18n/areas/blaze-create/index.ts';

export interface InstanceStepProps {
  /** Where the first choices came from, said once above them. */
  prefilledFrom?: 'questionnaire' | 'clone';
}

/** Step 1: the edition, then where it runs (cloud provider and region) and its size. */
export function InstanceStep({ prefilledFrom }: InstanceStepProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const edition = useWatch({ control, name: 'edition' });
  return (
    <div className="flex flex-col gap-6">
      {prefilledFrom === 'questionnaire' ? (
        <Callout tone="info" toneLabel={t('blaze-create.tone.info')}>
          {t('blaze-create.instance.prefilled-questionnaire')}
        </Callout>
      ) : prefilledFrom === 'clone' ? (
        <Callout tone="info" toneLabel={t('blaze-create.tone.info')}>
          {t('blaze-create.instance.prefilled-clone')}
        </Callout>
      ) : null}
      <EditionPicker />
      {edition === '' ? null : <PlacementFields key={edition} edition={edition} />}
    </div>
  );
}
