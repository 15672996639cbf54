import { useTranslation } from '../i18n/react.tsx';
import { Button } from '@quiver/ui';
import { SiteFooter } from '../features/shell/global-elements.tsx';
import '../i18n/areas/maintain/index.ts';

/**
 * /maintain: recognised by the spec, content not shown there; a plain maintenance notice with the
 * footer and cookie panel of every screen. No notice bar: during maintenance the API may be down,
 * and its failure would only add an error toast to a page that already says so.
 */
export default function MaintainRoute() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <main
        id="main"
        className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center gap-4 p-8"
      >
        <h1 className="text-2xl font-semibold">{t('maintain.title')}</h1>
        <p className="text-muted-fg">{t('maintain.body')}</p>
        <div>
          <Button onClick={() => window.location.assign('/')}>{t('maintain.retry')}</Button>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
