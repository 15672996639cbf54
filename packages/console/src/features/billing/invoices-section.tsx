import { useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { Button, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useDownloadFile } from '../../lib/download.ts';
import {
  INVOICE_PAGE_SIZE,
  useInvoiceListQuery,
  type Invoice,
} from '../../data/billing/invoice-list-query.ts';
import { billPaths } from './billing-paths.ts';
import { formatDate, formatDateTime, formatPeriod } from './billing-format.ts';
import { WrappingText } from './cell-text.tsx';
import { Money } from './money.tsx';
import { PagedSection } from './paged-section.tsx';
import '../../i18n/areas/billing/index.ts';

/** Invoices (one per PAID bill), newest first, each downloadable as a PDF through a file ticket. */
export function InvoicesSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [page, setPage] = useState(1);
  const invoices = useInvoiceListQuery(page);
  const download = useDownloadFile();
  const [downloading, setDownloading] = useState<string | null>(null);
  // On a small laptop the bill's serial and the issue date give way: the invoice's serial, its
  // period, its total and its download stay (the PDF has the rest).
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'serial',
      header: t('billing.invoices.serial'),
      width: '10rem',
      cell: (invoice) => <span className="block truncate font-medium">{invoice.serialNumber}</span>,
    },
    {
      id: 'bill',
      hideBelow: '4xl',
      header: t('billing.invoices.bill'),
      width: '10rem',
      cell: (invoice) => (
        <Link
          to={billPaths.detail(invoice.billId)}
          className="block truncate text-primary underline-offset-2 hover:underline"
        >
          {invoice.billSerialNumber}
        </Link>
      ),
    },
    {
      id: 'period',
      header: t('billing.invoices.period'),
      width: '13rem',
      cell: (invoice) => <WrappingText text={formatPeriod(invoice.period, locale)} />,
    },
    {
      id: 'issued',
      hideBelow: '4xl',
      header: t('billing.invoices.issued'),
      width: '8rem',
      cell: (invoice) => (
        <time dateTime={invoice.issuedAt} title={formatDateTime(invoice.issuedAt, locale)}>
          {formatDate(invoice.issuedAt, locale)}
        </time>
      ),
    },
    {
      id: 'total',
      header: t('billing.invoices.total'),
      width: '7rem',
      align: 'end',
      cell: (invoice) => <Money micros={invoice.totalMicros} />,
    },
    {
      id: 'download',
      header: t('billing.invoices.download'),
      srOnlyHeader: true,
      pinned: 'end',
      width: '10rem',
      align: 'end',
      cell: (invoice) => (
        <Button
          size="sm"
          variant="outline"
          loading={downloading === invoice.id}
          aria-label={t('billing.invoices.download-serial', { serial: invoice.serialNumber })}
          onClick={() => {
            setDownloading(invoice.id);
            // A refused ticket is the client's usual toast; nothing more to say here.
            void download({ kind: 'invoice', invoiceId: invoice.id })
              .catch(() => undefined)
              .finally(() => setDownloading(null));
          }}
        >
          {t('billing.invoices.download')}
        </Button>
      ),
    },
  ];
  return (
    <PagedSection
      id="billing-invoices"
      texts={{
        title: t('billing.invoices.title'),
        table: t('billing.invoices.table'),
        loading: t('billing.invoices.loading'),
        loadFailed: t('billing.invoices.load-failed'),
        empty: t('billing.invoices.empty'),
        pages: t('billing.invoices.pages'),
      }}
      columns={columns}
      query={invoices}
      pageSize={INVOICE_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
    />
  );
}
