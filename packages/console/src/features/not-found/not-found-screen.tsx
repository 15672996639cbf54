import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { buttonVariants } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { routePaths } from '../../lib/brand.ts';
import '../../i18n/areas/not-found/index.ts';

/** An address no screen answers: said plainly, with the URL kept as typed and ways back. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-sm font-medium text-muted-fg">{t('not-found.code')}</p>
      <h1 className="text-2xl font-semibold">{t('not-found.title')}</h1>
      <p className="max-w-md text-muted-fg">{t('not-found.body', { path: pathname })}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to={routePaths.dashboard} className={buttonVariants()}>
          {t('not-found.dashboard')}
        </Link>
        <Link to={routePaths.instanceManagement} className={buttonVariants({ variant: 'outline' })}>
          {t('not-found.instances')}
        </Link>
      </div>
    </div>
  );
}
