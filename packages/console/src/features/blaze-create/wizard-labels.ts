import type { WizardLabels } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import '../../i18n/areas/blaze-create/index.ts';

/**
 * The wizard's texts in the user's language, and the translation of the form's message keys.
 * Another wizard (the cluster's) names its own area's prefix, whose message keys are texts of the
 * catalogue too, and may replace some texts.
 */
export function useWizardLabels({
  area = 'blaze-create.',
  labels,
}: { area?: string; labels?: Partial<WizardLabels> } = {}): {
  wizard: Partial<WizardLabels>;
  translate: (key: string) => string;
} {
  const { t, i18n } = useTranslation();
  return {
    wizard: {
      back: t('common.back'),
      next: t('common.next'),
      submit: t('blaze-create.start'),
      submitting: t('blaze-create.starting'),
      preparing: t('blaze-create.preparing'),
      cancel: t('common.cancel'),
      review: t('blaze-create.step.review'),
      backToReview: t('blaze-create.back-to-review'),
      edit: t('common.edit'),
      editStep: (title) => t('blaze-create.edit-step', { step: title }),
      stepOf: (current, total) => t('blaze-create.step-of', { current, total }),
      progress: t('blaze-create.progress'),
      stepStatus: {
        complete: t('blaze-create.step-status.complete'),
        current: t('blaze-create.step-status.current'),
        upcoming: t('blaze-create.step-status.upcoming'),
        invalid: t('blaze-create.step-status.invalid'),
      },
      unsavedChanges: {
        title: t('blaze-create.unsaved.title'),
        description: t('blaze-create.unsaved.description'),
        discard: t('blaze-create.unsaved.discard'),
        keepEditing: t('blaze-create.unsaved.keep'),
      },
      ...labels,
    },
    // This area's own message keys (`blaze-create.*`, and the calling wizard's) are texts of the
    // catalogue; the rest are the shared packages' field messages.
    translate: (key) =>
      (key.startsWith('blaze-create.') || key.startsWith(area)) && i18n.exists(key)
        ? t(key as 'blaze-create.title')
        : translateFieldMessage(key),
  };
}
