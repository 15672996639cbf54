import { PasswordRules } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';

interface PasswordChecklistProps {
  /** The new password as typed. */
  password: string;
  /** The account's e-mail address (the password may not equal it). */
  email: string;
  /** The confirmation as typed. */
  confirmation: string;
}

/** The account password rules, met or not as the user types, in the user's language. */
export function PasswordChecklist({ password, email, confirmation }: PasswordChecklistProps) {
  const { t } = useTranslation();
  return (
    <PasswordRules
      password={password}
      email={email}
      confirmation={confirmation}
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
  );
}
