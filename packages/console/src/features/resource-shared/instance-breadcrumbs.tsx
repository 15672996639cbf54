import { Link } from '../../lib/link.tsx';
import type { Instance } from '@quiver/contract';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { routePaths } from '../../lib/brand.ts';
import { instancePaths } from '../instances/instance-paths.ts';
import '../../i18n/areas/instance-detail/index.ts';

/**
 * Where a page of one instance sits: Instances › the instance › this page. The detail page shows
 * the first two (`DetailHeader`); its configuration and query pages add themselves, so every page
 * of an instance leads back the same way, as a cluster's pages do.
 */
export function InstanceBreadcrumbs({
  instance,
  page,
}: {
  instance: Pick<Instance, 'id' | 'kind' | 'name'>;
  /** This page's name; the instance's own name is the last crumb when absent (the detail). */
  page?: string;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs label={t('instance-detail.breadcrumbs')}>
      <BreadcrumbItem>
        <BreadcrumbLink asChild>
          <Link to={routePaths.instanceManagement}>{t('instance-detail.back-to-list')}</Link>
        </BreadcrumbLink>
      </BreadcrumbItem>
      <BreadcrumbSeparator />
      <BreadcrumbItem>
        {page === undefined ? (
          <BreadcrumbPage>{instance.name}</BreadcrumbPage>
        ) : (
          <BreadcrumbLink asChild>
            <Link to={instancePaths.detail(instance.kind, instance.id)}>{instance.name}</Link>
          </BreadcrumbLink>
        )}
      </BreadcrumbItem>
      {page !== undefined && (
        <>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{page}</BreadcrumbPage>
          </BreadcrumbItem>
        </>
      )}
    </Breadcrumbs>
  );
}
