import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Callout } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useFreeSlotCheckQuery } from '../../data/clusters/free-slot-check-query.ts';
import type { CreateValues } from './create-form.ts';
import { EditionPicker } from './edition-picker.tsx';
import { PlacementFields } from './placement-fields.tsx';
import '../../i18n/areas/blaze-create/index.ts';

export interface InstanceStepProps {
  /** Where the first choices came from, said once above them. */
  prefilledFrom?: 'questionnaire' | 'clone';
  /** The edition the questionnaire's answers point to, when they point to one. */
  suggestedEdition?: string;
}

/** Step 1: the edition, then where it runs (cloud provider and region) and its size. */
export function InstanceStep({ prefilledFrom, suggestedEdition }: InstanceStepProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<CreateValues>();
  const edition = useWatch({ control, name: 'edition' });
  const withdrawn = useWithdrawnSuggestion(suggestedEdition);
  return (
    <div className="flex flex-col gap-6">
      {withdrawn ? (
        <Callout tone="info" toneLabel={t('blaze-create.tone.info')}>
          {t('blaze-create.instance.suggestion-withdrawn')}
        </Callout>
      ) : prefilledFrom === 'questionnaire' ? (
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

/**
 * The questionnaire's Shared is a suggestion, not the user's choice: when the account's one free
 * slot is taken, it is withdrawn (no edition chosen) rather than shown chosen and refused, and never
 * replaced by a paid edition the user did not pick. Returns whether it is withdrawn (until the user
 * chooses an edition).
 */
function useWithdrawnSuggestion(suggestedEdition: string | undefined): boolean {
  const { control, resetField } = useFormContext<CreateValues>();
  const edition = useWatch({ control, name: 'edition' });
  const { dirtyFields } = useFormState({ control, name: 'edition' });
  const freeSlot = useFreeSlotCheckQuery();
  const withdrawn =
    suggestedEdition === 'shared' &&
    freeSlot.data?.allowed === false &&
    dirtyFields.edition !== true;
  const stillChosen = withdrawn && edition === 'shared';
  useEffect(() => {
    if (stillChosen) resetField('edition', { defaultValue: '' });
  }, [stillChosen, resetField]);
  return withdrawn;
}
