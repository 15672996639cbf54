import { useState } from 'react';
import type { InstanceKind } from '@quiver/validation';
import { Pagination, Table, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import {
  CREDIT_PAGE_SIZE,
  useCreditListQuery,
  type Credit,
} from '../../data/billing/credit-list-query.ts';
import { CreditStatusBadge } from './bill-status.tsx';
import { formatDate, formatDateTime } from './billing-format.ts';
import { Money } from './money.tsx';
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
        <time dateTime={credit.expiresAt}>{formatDate(credit.expiresAt, locale)}</time>
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
        <span className="block truncate">
          {credit.products.map((product) => productText[product]).join(', ')}
        </span>
      ),
    },
    {
      id: 'received',
      header: t('billing.credits.received'),
      width: '12rem',
      cell: (credit) => (
        <time dateTime={credit.receivedAt} className="block truncate">
          {formatDateTime(credit.receivedAt, locale)}
        </time>
      ),
    },
  ];
  const pageCount = credits.data
    ? Math.max(1, Math.ceil(credits.data.total / CREDIT_PAGE_SIZE))
    : 1;
  return (
    <section aria-labelledby="billing-credits" className="flex flex-col gap-3">
      <h2 id="billing-credits" className="text-lg font-semibold">
        {t('billing.credits.title')}
      </h2>
      <Table
        label={t('billing.credits.table')}
        columns={columns}
        rows={credits.data?.items ?? []}
        getRowId={(credit) => credit.id}
        loading={credits.isPending}
        loadingLabel={t('billing.credits.loading')}
        error={credits.isError ? t('billing.credits.load-failed') : undefined}
        onRetry={() => void credits.refetch()}
        retryLabel={t('common.retry')}
        emptyLabel={t('billing.credits.empty')}
        maxHeight="none"
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('billing.credits.pages')}
          previousLabel={t('billing.page-previous')}
          nextLabel={t('billing.page-next')}
          pageLabel={(number) => t('billing.page', { page: number })}
        />
      ) : null}
    </section>
  );
}
