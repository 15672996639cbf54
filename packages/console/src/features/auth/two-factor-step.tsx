import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '@quiver/ui';
import { brand } from '../../lib/brand.ts';
import '../../i18n/areas/two-factor/index.ts';

/** Help for a user who cannot use their authenticator app: how to get back in. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('two-factor.title')}</h1>
      </header>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        <li>{t('two-factor.time')}</li>
        <li>{t('two-factor.other-device')}</li>
        <li>
          {t('two-factor.support')}{' '}
          <a href={brand.links.support} className="text-primary underline">
            {brand.links.support.replace('mailto:', '')}
          </a>
        </li>
      </ul>
      <Button variant="outline" onClick={onBack}>
        {t('two-factor.back')}
      </Button>
    </div>
  );
}
