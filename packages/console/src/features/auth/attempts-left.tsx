import { useTranslation } from '../../i18n/react.tsx';

/**
 * Under a refused password or sign-in code, when the server says few tries remain: how many, before
 * sign-in with the address is paused (its lock after too many wrong tries). Polite: the refusal
 * itself is the alert, read first.
 */
export function AttemptsLeft({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) return null;
  return (
    <p role="status" className="text-sm text-warning-text">
      {t('login.attempts-left', { count })}
    </p>
  );
}
