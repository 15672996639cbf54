import { useMemo } from 'react';
import { Link } from '../../lib/link.tsx';
import type { Instance } from '@quiver/contract';
import { editionInfo } from '@quiver/validation';
import type { TableColumn } from '@quiver/ui';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { ServiceAddress } from '../instances/service-address.tsx';
import '../../i18n/areas/instances/index.ts';
import type { AppPath } from '../../lib/brand.ts';

/** What a row of the instance list or the cluster list shows in the columns they share. */
export type ResourceRow = Pick<
  Instance,
  | 'id'
  | 'name'
  | 'status'
  | 'serviceState'
  | 'edition'
  | 'vendor'
  | 'region'
  | 'version'
  | 'createdAt'
  | 'serviceAddress'
>;

/**
 * The columns the instance list and the cluster list share: the name (leading to the detail),
 * the status, the edition, the location, the version, the creation time and the address. The
 * same objects from render to render while the language is the same (`detailPath` must be a
 * stable function), so the table renders again only the rows that changed (a poll's answer).
 */
export function useResourceColumns<R extends ResourceRow>({
  detailPath,
  editionWidth,
}: {
  detailPath: (row: R) => AppPath;
  editionWidth: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => resourceColumns({ t, language, detailPath, editionWidth }),
    [t, language, detailPath, editionWidth],
  );
}

function resourceColumns<R extends ResourceRow>({
  t,
  language,
  detailPath,
  editionWidth,
}: {
  t: TFunction;
  language: string;
  detailPath: (row: R) => AppPath;
  editionWidth: string;
}) {
  const columns = {
    name: {
      id: 'name',
      header: t('instances.column.name'),
      width: '11.5rem',
      cell: (row) => (
        <Link
          to={detailPath(row)}
          title={row.name}
          className="block truncate font-medium text-primary underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    status: {
      id: 'status',
      header: t('instances.column.status'),
      width: '8rem',
      cell: (row) => <InstanceStatus status={row.status} serviceState={row.serviceState} />,
    },
    edition: {
      id: 'edition',
      header: t('instances.column.edition'),
      width: editionWidth,
      cell: (row) => <span className="truncate">{editionInfo[row.edition].title}</span>,
    },
    location: {
      id: 'location',
      header: t('instances.column.location'),
      width: '10rem',
      cell: (row) => {
        const location = t('instances.location', { vendor: row.vendor, region: row.region });
        return (
          <span className="block truncate" title={location}>
            {location}
          </span>
        );
      },
    },
    version: {
      id: 'version',
      header: t('instances.column.version'),
      width: '5rem',
      // On a laptop screen the version and then the creation time give way (both are on the
      // detail page), so the address and the actions stay in view without scrolling sideways.
      hideBelow: '7xl',
      cell: (row) => <span className="block truncate">{row.version}</span>,
    },
    created: {
      id: 'created',
      header: t('instances.column.created'),
      width: '10rem',
      hideBelow: '6xl',
      cell: (row) => (
        <time
          dateTime={row.createdAt}
          title={formatDateTime(row.createdAt, language)}
          className="block truncate"
        >
          {formatDateTime(row.createdAt, language, 'dateTimeToMinute')}
        </time>
      ),
    },
    address: {
      id: 'address',
      header: t('instances.column.address'),
      width: '12rem',
      cell: (row) => (
        <ServiceAddress
          address={row.serviceAddress}
          name={row.name}
          ended={row.status === 'TERMINATED'}
        />
      ),
    },
  } satisfies Record<string, TableColumn<R>>;
  return columns;
}
