import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { codes } from '@quiver/contract/wire';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionList,
  Skeleton,
  UsageTable,
  type DescriptionListItem,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { usePageSubject } from '../../lib/page-subject.ts';
import { useDownloadFile } from '../../lib/download.ts';
import {
  useBillDetailQuery,
  type BillDetail,
  type UsageGroup,
} from '../../data/billing/bill-detail-query.ts';
import { billPaths } from './billing-paths.ts';
import { BillStatusBadge, isPayable } from './bill-status.tsx';
import { formatDate, formatDateTime, formatPeriod, formatTotal } from './billing-format.ts';
import { Money } from './money.tsx';
import { PayBillDialog } from './pay-bill-dialog.tsx';
import '../../i18n/areas/billing/index.ts';

/**
 * /billingsDetail?id=… (spec §2, §3): one bill, its amounts (subtotal, credit applied, carried
 * balances, due, paid), pay now while UNPAID or OVERDUE, export as CSV, and its usage lines grouped
 * by instance with each group's total.
 */
export function BillDetailScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const billId = search.get('id');
  const detail = useBillDetailQuery(billId === '' ? null : billId);

  usePageSubject(detail.data?.serialNumber);
  let body: ReactNode;
  if (billId === null || billId === '') body = <p>{t('billing.detail.no-id')}</p>;
  else if (detail.isPending)
    body = (
      <div className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          {t('billing.detail.loading')}
        </span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  else if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.serverCode === codes.notFound;
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{missing ? t('billing.detail.not-found') : t('billing.detail.load-failed')}</p>
        {missing ? null : (
          <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  } else body = <BillDetailBody bill={detail.data} />;

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={billPaths.list}
        className="w-fit text-sm text-primary underline-offset-2 hover:underline"
      >
        {t('billing.detail.back')}
      </Link>
      <h1 className="text-2xl font-semibold">
        {detail.data
          ? t('billing.detail.title', { serial: detail.data.serialNumber })
          : t('billing.detail.heading')}
      </h1>
      {body}
    </div>
  );
}

function BillDetailBody({ bill }: { bill: BillDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const download = useDownloadFile();
  const [exporting, setExporting] = useState(false);
  const [paying, setPaying] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const items: DescriptionListItem[] = [
    { id: 'serial', term: t('billing.detail.serial'), description: bill.serialNumber },
    {
      id: 'period',
      term: t('billing.detail.period'),
      description: formatPeriod(bill.period, locale),
    },
    {
      id: 'status',
      term: t('billing.detail.status'),
      description: <BillStatusBadge status={bill.status} />,
    },
    {
      id: 'subtotal',
      term: t('billing.detail.subtotal'),
      description: <Money micros={bill.subtotalMicros} />,
    },
    ...(bill.listSubtotalMicros > bill.subtotalMicros
      ? [
          {
            id: 'list',
            term: t('billing.detail.list-subtotal'),
            description: <Money micros={bill.listSubtotalMicros} />,
          },
        ]
      : []),
    {
      id: 'credit',
      term: t('billing.detail.credit'),
      description: <Money micros={-bill.creditMicros} />,
    },
    ...(bill.carriedInMicros > 0
      ? [
          {
            id: 'carriedIn',
            term: t('billing.detail.carried-in'),
            description: <Money micros={bill.carriedInMicros} />,
          },
        ]
      : []),
    {
      id: 'due',
      term: t('billing.detail.due'),
      description: <Money micros={bill.amountDueMicros} className="font-semibold" />,
    },
    ...(bill.carriedOutMicros > 0
      ? [
          {
            id: 'carriedOut',
            term: t('billing.detail.carried-out'),
            description: <Money micros={bill.carriedOutMicros} />,
          },
        ]
      : []),
    ...(bill.paidMicros !== null
      ? [
          {
            id: 'paid',
            term: t('billing.detail.paid'),
            description: <Money micros={bill.paidMicros} />,
          },
        ]
      : []),
    ...(bill.paidAt !== null
      ? [
          {
            id: 'paidAt',
            term: t('billing.detail.paid-at'),
            description: formatDateTime(bill.paidAt, locale),
          },
        ]
      : []),
    ...(bill.dueAt !== null && isPayable(bill.status)
      ? [
          {
            id: 'dueAt',
            term: t('billing.detail.due-at'),
            description: formatDate(bill.dueAt, locale),
          },
        ]
      : []),
  ];

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('billing.detail.summary')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div ref={statusRef} tabIndex={-1} className="outline-none">
            <DescriptionList items={items} columns={3} />
          </div>
          {bill.status === 'PENDING' ? (
            <p className="text-sm text-muted-fg">
              {t('billing.detail.as-of', { time: formatDateTime(bill.asOf, locale) })}
            </p>
          ) : null}
          {bill.lastPaymentFailure !== null && isPayable(bill.status) ? (
            <p className="text-sm text-danger-text">
              {t('billing.pay.last-failure', { message: bill.lastPaymentFailure.message })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {isPayable(bill.status) ? (
              <Button onClick={() => setPaying(true)}>{t('billing.bills.pay')}</Button>
            ) : null}
            <Button
              variant="outline"
              loading={exporting}
              onClick={() => {
                setExporting(true);
                void download({ kind: 'billCsv', billId: bill.id })
                  .catch(() => undefined)
                  .finally(() => setExporting(false));
              }}
            >
              {t('billing.detail.export')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <section aria-labelledby="bill-usage" className="flex flex-col gap-4">
        <h2 id="bill-usage" className="text-lg font-semibold">
          {t('billing.detail.usage')}
        </h2>
        {bill.groups.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('billing.detail.usage-empty')}</p>
        ) : (
          <>
            {bill.groups.map((group) => (
              <UsageGroupTable key={group.resourceId} group={group} />
            ))}
            <p className="text-sm text-muted-fg">{t('billing.detail.rounding-note')}</p>
          </>
        )}
      </section>
      {bill.credits.length > 0 ? (
        <section aria-labelledby="bill-credits" className="flex flex-col gap-2">
          <h2 id="bill-credits" className="text-lg font-semibold">
            {t('billing.detail.credits')}
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {bill.credits.map((credit) => (
              <li key={credit.creditId} className="flex justify-between gap-4">
                <span>{credit.name}</span>
                <Money micros={-credit.amountMicros} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PayBillDialog
        bill={paying ? bill : null}
        onClose={() => setPaying(false)}
        onCloseAutoFocus={(event) => {
          // Once paid, the button is gone: focus the bill's amounts, where the new status shows.
          event.preventDefault();
          statusRef.current?.focus();
        }}
      />
    </>
  );
}

/** One instance's usage lines: charge type, instance, hours, unit price per hour, configuration, total. */
function UsageGroupTable({ group }: { group: UsageGroup }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const chargeText = {
    COMPUTE: t('billing.detail.charge.COMPUTE'),
    STORAGE: t('billing.detail.charge.STORAGE'),
  };
  const free = group.listTotalMicros - group.totalMicros;
  const headingId = `usage-${group.resourceId}`;
  return (
    <div className="flex flex-col gap-2" data-usage-group={group.resourceId}>
      <h3 id={headingId} className="text-base font-medium">
        {group.resourceName}
      </h3>
      <UsageTable
        label={group.resourceName}
        lines={group.lines.map((line) => ({
          id: line.id,
          chargeType: chargeText[line.chargeType],
          instanceName: line.instanceName,
          quantityHours: line.quantityHours,
          unitPriceMicros: line.unitPriceMicros,
          configuration: line.configuration,
          totalMicros: line.totalMicros,
        }))}
        headers={{
          chargeType: t('billing.detail.column.charge'),
          instanceName: t('billing.detail.column.instance'),
          quantity: t('billing.detail.column.quantity'),
          unitPrice: t('billing.detail.column.unit-price'),
          configuration: t('billing.detail.column.configuration'),
          total: t('billing.detail.column.total'),
        }}
        totalLabel={t('billing.detail.group-total', { name: group.resourceName })}
        hoursSuffix={t('billing.detail.hours-suffix')}
        locale={locale}
        emptyLabel={t('billing.detail.usage-empty')}
        maxHeight="none"
      />
      {free > 0 ? (
        <p className="text-right text-sm text-muted-fg">
          {t('billing.detail.group-free', { amount: formatTotal(group.listTotalMicros, locale) })}
        </p>
      ) : null}
    </div>
  );
}
