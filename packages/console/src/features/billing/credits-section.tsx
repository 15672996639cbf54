import { useState } from 'react';
import type { InstanceKind } from '@quiver/validation';
import type { TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import {
  CREDIT_PAGE_SIZE,
  useCreditListQuery,
  type Credit,
} from '../../data/billing/credit-list-query.ts';
import { CreditStatusBadge } from './bill-status.tsx';
import { formatDate, formatDateTime } from './billing-format.ts';
import { Money } from './money.tsx';
import { WrappingText } from './cell-text.tsx';
import { PagedSection } from './paged-section.tsx';
import '../../i18n/areas/billing/index.ts';

/** Credits (spec §3): name, status, expire date, used, remains, applicable products, received time. */
export function CreditsSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [page, setPage] = useState(1);
  const credits = useCreditListQuery(page);
  const productText: Record<InstanceKind, string> = {
    BLAZE: t('billing.products.BLAZE'),
    POWERHOUSE: t('billing.products.POWERHOUSE'),
    MANAGER: t('billing.products.MANAGER'),
  };
  const columns: TableColumn<Credit>[] = [
    {
      id: 'name',
      header: t('billing.credits.name'),
      width: '12rem',
      cell: (credit) => (
        <span className="block truncate font-medium" title={credit.name}>
          {credit.name}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('billing.credits.status'),
      width: '7rem',
      cell: (credit) => <CreditStatusBadge status={credit.status} />,
    },
    {
      id: 'expires',
      header: t('billing.credits.expires'),
      width: '8rem',
      cell: (credit) => (
        <time dateTime={credit.expiresAt} title={formatDateTime(credit.expiresAt, locale)}>
          {formatDate(credit.expiresAt, locale)}
        </time>
      ),
    },
    {
      id: 'used',
      header: t('billing.credits.used'),
      width: '7rem',
      align: 'end',
      cell: (credit) => <Money micros={credit.usedMicros} />,
    },
    {
      id: 'remains',
      header: t('billing.credits.remains'),
      width: '7rem',
      align: 'end',
      cell: (credit) => <Money micros={credit.remainsMicros} />,
    },
    {
      id: 'products',
      header: t('billing.credits.products'),
      width: '12rem',
      cell: (credit) => (
        <WrappingText text={credit.products.map((product) => productText[product]).join(', ')} />
      ),
    },
    {
      id: 'received',
      header: t('billing.credits.received'),
      width: '12rem',
      cell: (credit) => (
        <WrappingText text={formatDateTime(credit.receivedAt, locale)}>
          <time dateTime={credit.receivedAt}>{formatDateTime(credit.receivedAt, locale)}</time>
        </WrappingText>
      ),
    },
  ];
  return (
    <PagedSection
      id="billing-credits"
      texts={{
        title: t('billing.credits.title'),
        table: t('billing.credits.table'),
        loading: t('billing.credits.loading'),
        loadFailed: t('billing.credits.load-failed'),
        empty: t('billing.credits.empty'),
        pages: t('billing.credits.pages'),
      }}
      columns={columns}
      query={credits}
      pageSize={CREDIT_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
    />
  );
}
