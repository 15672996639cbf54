import { useTranslation } from '../../i18n/react.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@quiver/ui';
import { brand } from '../../lib/brand.ts';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { BetaAccess } from './beta-access.tsx';
import '../../i18n/areas/help/index.ts';

const externalLink = 'text-primary underline underline-offset-4 hover:no-underline';

/** /help: documentation, how to reach support, and the beta application. */
export function HelpScreen() {
  const { t } = useTranslation();
  const user = useUserInfoQuery();
  const docs = [
    { href: `${brand.links.docs}/getting-started`, label: t('help.docs-start') },
    { href: `${brand.links.docs}/blaze`, label: t('help.docs-blaze') },
    { href: `${brand.links.docs}/powerhouse`, label: t('help.docs-powerhouse') },
    { href: `${brand.links.docs}/api`, label: t('help.docs-api') },
    { href: `${brand.links.docs}/billing`, label: t('help.docs-billing') },
  ];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('help.title')}</h1>
        <p className="text-muted-fg">{t('help.subtitle')}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('help.docs')}</CardTitle>
            <CardDescription>{t('help.docs-help')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2">
              {docs.map((doc) => (
                <li key={doc.href}>
                  <a
                    href={doc.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={externalLink}
                  >
                    {doc.label}
                    <span className="sr-only"> {t('common.new-tab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('help.contact')}</CardTitle>
            <CardDescription>{t('help.contact-help')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <p>
              {t('help.email')}{' '}
              <a href={brand.links.support} className={externalLink}>
                {brand.links.support.replace('mailto:', '')}
              </a>
            </p>
            <p>{t('help.response-time')}</p>
            <p>
              <a
                href={brand.links.status}
                target="_blank"
                rel="noopener noreferrer"
                className={externalLink}
              >
                {t('help.status')}
                <span className="sr-only"> {t('common.new-tab')}</span>
              </a>
            </p>
          </CardContent>
        </Card>
      </div>
      {user.data !== undefined && (
        <BetaAccess status={user.data.status} pendingSince={user.data.betaAppliedAt ?? null} />
      )}
    </div>
  );
}
