import { useRef, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { Button, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { BILL_PAGE_SIZE, useBillListQuery, type Bill } from '../../data/billing/bill-list-query.ts';
import { billPaths } from './billing-paths.ts';
import { BillStatusBadge, isPayable } from './bill-status.tsx';
import { formatDate, formatDateTime, formatPeriod } from './billing-format.ts';
import { WrappingText } from './cell-text.tsx';
import { Money } from './money.tsx';
import { PagedSection } from './paged-section.tsx';
import { PayBillDialog } from './pay-bill-dialog.tsx';
import '../../i18n/areas/billing/index.ts';

/** The caller's bills, newest period first, with pay now on UNPAID and OVERDUE ones. */
export function BillsSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [page, setPage] = useState(1);
  const bills = useBillListQuery({ page, pageSize: BILL_PAGE_SIZE });
  const [paying, setPaying] = useState<Bill | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastTrigger = useRef<HTMLButtonElement | null>(null);

  // On a small laptop (the menu beside the page) the subtotal, the credit and the payment date give
  // way, the payment date first: the amount due, the status and Pay stay, and the bill has the rest.
  const columns: TableColumn<Bill>[] = [
    {
      id: 'serial',
      header: t('billing.bills.serial'),
      width: '10rem',
      cell: (bill) => (
        <Link
          to={billPaths.detail(bill.id)}
          className="block truncate font-medium text-primary underline-offset-2 hover:underline"
        >
          {bill.serialNumber}
        </Link>
      ),
    },
    {
      id: 'period',
      header: t('billing.bills.period'),
      width: '13rem',
      cell: (bill) => <WrappingText text={formatPeriod(bill.period, locale)} />,
    },
    {
      id: 'subtotal',
      hideBelow: '4xl',
      header: t('billing.bills.subtotal'),
      width: '6.5rem',
      align: 'end',
      cell: (bill) => <Money micros={bill.subtotalMicros} />,
    },
    {
      id: 'credit',
      hideBelow: '4xl',
      header: t('billing.bills.credit'),
      width: '5.5rem',
      align: 'end',
      cell: (bill) => <Money micros={bill.creditMicros} />,
    },
    {
      id: 'due',
      header: t('billing.bills.due'),
      width: '6.5rem',
      align: 'end',
      cell: (bill) => <Money micros={bill.amountDueMicros} />,
    },
    {
      id: 'status',
      header: t('billing.bills.status'),
      width: '6.5rem',
      cell: (bill) => <BillStatusBadge status={bill.status} />,
    },
    {
      id: 'paidAt',
      hideBelow: '5xl',
      header: t('billing.bills.paid-at'),
      width: '7.5rem',
      cell: (bill) =>
        bill.paidAt === null ? (
          <span className="text-muted-fg">–</span>
        ) : (
          <time dateTime={bill.paidAt} title={formatDateTime(bill.paidAt, locale)}>
            {formatDate(bill.paidAt, locale)}
          </time>
        ),
    },
    {
      id: 'actions',
      header: t('billing.bills.actions'),
      srOnlyHeader: true,
      pinned: 'end',
      width: '6.5rem',
      align: 'end',
      cell: (bill) =>
        isPayable(bill.status) ? (
          <Button
            size="sm"
            aria-label={t('billing.bills.pay-serial', { serial: bill.serialNumber })}
            onClick={(event) => {
              lastTrigger.current = event.currentTarget;
              setPaying(bill);
            }}
          >
            {t('billing.bills.pay')}
          </Button>
        ) : null,
    },
  ];
  return (
    <PagedSection
      id="billing-bills"
      texts={{
        title: t('billing.bills.title'),
        table: t('billing.bills.table'),
        loading: t('billing.bills.loading'),
        loadFailed: t('billing.bills.load-failed'),
        empty: t('billing.bills.empty'),
        pages: t('billing.bills.pages'),
      }}
      columns={columns}
      query={bills}
      pageSize={BILL_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      headingRef={headingRef}
    >
      <PayBillDialog
        bill={paying}
        onClose={() => setPaying(null)}
        onCloseAutoFocus={(event) => {
          // A paid bill's button is gone: focus the section instead of the page's start.
          if (lastTrigger.current?.isConnected) return;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </PagedSection>
  );
}
