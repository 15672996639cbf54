import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { EmptyState, buttonVariants } from '@quiver/ui';
import { routePaths } from '../lib/brand.ts';
import '../i18n/areas/coming-soon/index.ts';

export type ComingSoonArea = 'instances' | 'blaze' | 'powerhouse' | 'manager' | 'billings' | 'vpc';

/** The screen of a route whose feature lands in a later release: clear, never a broken page. */
export function ComingSoon({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation();
  const areaNames = {
    instances: t('coming-soon.area.instances'),
    blaze: t('coming-soon.area.blaze'),
    powerhouse: t('coming-soon.area.powerhouse'),
    manager: t('coming-soon.area.manager'),
    billings: t('coming-soon.area.billings'),
    vpc: t('coming-soon.area.vpc'),
  } satisfies Record<ComingSoonArea, string>;
  return (
    <div className="py-12">
      <h1 className="sr-only">{areaNames[area]}</h1>
      <EmptyState
        headingLevel={2}
        title={t('coming-soon.title', { area: areaNames[area] })}
        description={t('coming-soon.body')}
        actions={
          <Link to={routePaths.dashboard} className={buttonVariants({ variant: 'outline' })}>
            {t('coming-soon.back')}
          </Link>
        }
      />
    </div>
  );
}
