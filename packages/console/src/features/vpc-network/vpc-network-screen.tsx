import { Link } from '../../lib/link.tsx';
import { Settings2 } from 'lucide-react';
import { Badge, Table, buttonVariants, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { routePaths } from '../../lib/brand.ts';
import { useVpcNetworksQuery, type RegionNetwork } from '../../data/vpc/vpc-networks-query.ts';
import { configurePath } from './vpc-paths.ts';
import '../../i18n/areas/vpc/index.ts';

/**
 * /VPC-Network, for provider staff only (the route guard sends everyone else to /, and the server
 * refuses them): every region with the network its new instances get (docs/decisions.md "VPC
 * network configuration"), how many instances run on it and on earlier settings, and the way to
 * change a region's.
 */
export function VpcNetworkScreen() {
  const { t } = useTranslation();
  const networks = useVpcNetworksQuery();
  const columns: TableColumn<RegionNetwork>[] = [
    {
      id: 'region',
      header: t('vpc.column.region'),
      width: '16rem',
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{row.location}</span>
          <span className="truncate text-xs text-muted-fg">
            {t('vpc.region-code', { vendor: row.vendorName, region: row.region })}
          </span>
        </span>
      ),
    },
    {
      id: 'vpc',
      header: t('vpc.column.vpc'),
      width: '9rem',
      cell: (row) => <span className="font-mono text-xs">{row.vpcCidr}</span>,
    },
    {
      id: 'subnet',
      header: t('vpc.column.subnet'),
      width: '9rem',
      cell: (row) => <span className="font-mono text-xs">{row.subnetCidr}</span>,
    },
    {
      id: 'access',
      header: t('vpc.column.access'),
      width: '8rem',
      cell: (row) =>
        row.publicAccess ? (
          <Badge tone="neutral">{t('vpc.access.public')}</Badge>
        ) : (
          <Badge tone="warning">{t('vpc.access.private')}</Badge>
        ),
    },
    {
      id: 'revision',
      header: t('vpc.column.revision'),
      width: '10rem',
      cell: (row) =>
        row.revision === 0 ? (
          <span className="text-muted-fg">{t('vpc.defaults')}</span>
        ) : (
          <span className="truncate" title={row.updatedBy ?? undefined}>
            {t('vpc.revision', { revision: row.revision })}
          </span>
        ),
    },
    {
      id: 'instances',
      header: t('vpc.column.instances'),
      width: '10rem',
      cell: (row) => (
        <span className="truncate">
          {t('vpc.instances', { current: row.instances.current, earlier: row.instances.earlier })}
        </span>
      ),
    },
    {
      id: 'configure',
      header: t('vpc.column.configure'),
      srOnlyHeader: true,
      pinned: 'end',
      width: '8rem',
      align: 'end',
      cell: (row) => (
        <Link
          to={configurePath(row.vendor, row.region)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('vpc.configure-region', { region: row.location, vendor: row.vendorName })}
        >
          {t('vpc.configure-short')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <h1 className="text-2xl font-semibold">{t('vpc.title')}</h1>
            <Badge tone="primary">{t('vpc.staff-only')}</Badge>
          </div>
          <p className="text-muted-fg">{t('vpc.subtitle')}</p>
        </div>
        <Link to={routePaths.vpcNetworkConfigure} className={buttonVariants()}>
          <Settings2 aria-hidden="true" />
          {t('vpc.configure')}
        </Link>
      </header>
      {networks.data ? (
        <p className="text-sm text-muted-fg">
          {t('vpc.defaults-are', {
            vpc: networks.data.defaults.vpcCidr,
            subnet: networks.data.defaults.subnetCidr,
          })}
        </p>
      ) : null}
      <Table
        label={t('vpc.table')}
        columns={columns}
        rows={networks.data?.items ?? []}
        getRowId={(row) => `${row.vendor}/${row.region}`}
        loading={networks.isPending}
        loadingLabel={t('vpc.loading')}
        error={
          networks.isError
            ? isApiError(networks.error)
              ? networks.error.message
              : t('vpc.load-failed')
            : undefined
        }
        onRetry={() => void networks.refetch()}
        retryLabel={t('common.retry')}
        emptyLabel={t('vpc.empty')}
        maxHeight="none"
      />
    </div>
  );
}
