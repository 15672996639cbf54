import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '@quiver/ui';
import {
  useSocialLoginStartQuery,
  type SocialProvider,
} from '../../data/auth/social-login-start-query.ts';

/**
 * Google and GitHub sign-in. A provider the server has not configured answers `enabled: false`,
 * and its button is not shown (nor is the divider when neither is).
 */
export function SocialButtons({ onChoose }: { onChoose: (provider: SocialProvider) => void }) {
  const { t } = useTranslation();
  const github = useSocialLoginStartQuery('github');
  const google = useSocialLoginStartQuery('google');
  const providers = [
    {
      id: 'google' as const,
      label: t('login.with-google'),
      enabled: google.data?.enabled === true,
    },
    {
      id: 'github' as const,
      label: t('login.with-github'),
      enabled: github.data?.enabled === true,
    },
  ].filter((provider) => provider.enabled);
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-fg before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('login.or')}
      </p>
      {providers.map((provider) => (
        <Button key={provider.id} variant="outline" onClick={() => onChoose(provider.id)}>
          {provider.label}
        </Button>
      ))}
    </div>
  );
}
