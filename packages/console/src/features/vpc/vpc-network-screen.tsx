import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Badge, EmptyState, buttonVariants } from '@quiver/ui';
import { routePaths } from '../../lib/brand.ts';
import '../../i18n/areas/vpc/index.ts';

/**
 * /VPC-Network, for provider staff only (the route guard sends everyone else to /; the server
 * refuses them too). The network calls are not part of spec section 7 yet, so the screen says
 * what it is for and leads to the configuration screen.
 */
export function VpcNetworkScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <h1 className="text-2xl font-semibold">{t('vpc.title')}</h1>
          <Badge tone="primary">{t('vpc.staff-only')}</Badge>
        </div>
        <p className="text-muted-fg">{t('vpc.subtitle')}</p>
      </header>
      <EmptyState
        headingLevel={2}
        title={t('vpc.empty-title')}
        description={t('vpc.empty-body')}
        actions={
          <Link to={routePaths.vpcNetworkConfigure} className={buttonVariants()}>
            {t('vpc.configure')}
          </Link>
        }
      />
    </div>
  );
}
