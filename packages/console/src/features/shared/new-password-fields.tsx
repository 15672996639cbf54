import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField, PasswordRules } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/password-rules/index.ts';

interface NewPasswordFieldsProps<TValues extends FieldValues, TTransformed> {
  /** The form's `control`. */
  control: Control<TValues, unknown, TTransformed>;
  /** Where the new password is in the form values. */
  passwordName: FieldPath<TValues>;
  /** Where its confirmation is. */
  confirmationName: FieldPath<TValues>;
  /** The label of the new password. */
  passwordLabel: string;
  /** The label of the confirmation. */
  confirmationLabel: string;
  /** The account's e-mail address (the password may not equal it). */
  email: string;
}

/**
 * Choosing an account password: the new password, its confirmation, and the rules it must meet,
 * checked live as the user types, in the user's language (register and the Accounts screen).
 */
export function NewPasswordFields<TValues extends FieldValues, TTransformed = TValues>({
  control,
  passwordName,
  confirmationName,
  passwordLabel,
  confirmationLabel,
  email,
}: NewPasswordFieldsProps<TValues, TTransformed>) {
  const { t } = useTranslation();
  const [password, confirmation] = useWatch({ control, name: [passwordName, confirmationName] });
  const toggleLabels = {
    showLabel: t('common.show-password'),
    hideLabel: t('common.hide-password'),
  };
  return (
    <>
      <PasswordField
        control={control}
        name={passwordName}
        label={passwordLabel}
        autoComplete="new-password"
        {...toggleLabels}
      />
      <PasswordField
        control={control}
        name={confirmationName}
        label={confirmationLabel}
        autoComplete="new-password"
        {...toggleLabels}
      />
      <PasswordRules
        password={typeof password === 'string' ? password : ''}
        email={email}
        confirmation={typeof confirmation === 'string' ? confirmation : ''}
        title={t('password-rules.title')}
        metLabel={t('password-rules.met')}
        unmetLabel={t('password-rules.unmet')}
        metAnnouncement={(rule) => t('password-rules.met-announcement', { rule })}
        unmetAnnouncement={(rule) => t('password-rules.unmet-announcement', { rule })}
        allMetAnnouncement={t('password-rules.all-met')}
        labels={{
          length: t('password-rules.length'),
          classes: t('password-rules.classes'),
          characters: t('password-rules.characters'),
          'not-email': t('password-rules.email'),
          confirmation: t('password-rules.confirmation'),
        }}
      />
    </>
  );
}
