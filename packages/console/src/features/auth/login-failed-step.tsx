import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '@quiver/ui';
import type { SocialProvider } from '../../data/auth/social-login-start-query.ts';
import '../../i18n/areas/login-failed/index.ts';

/** Sign-in could not finish: a social provider failed (code 1501), or the account may not sign in. */
export function LoginFailedStep({
  reason,
  onRetry,
}: {
  reason: SocialProvider | 'refused';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const body =
    reason === 'refused'
      ? t('login-failed.refused')
      : t('login-failed.social', { provider: reason === 'github' ? 'GitHub' : 'Google' });
  return (
    <div className="flex flex-col gap-6" role="alert">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('login-failed.title')}</h1>
        <p className="text-sm text-muted-fg">{body}</p>
      </header>
      <Button onClick={onRetry}>{t('login-failed.retry')}</Button>
    </div>
  );
}
