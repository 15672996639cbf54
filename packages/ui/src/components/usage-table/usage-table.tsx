import { useMemo, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Amount } from '../amount/amount.tsx';
import { Table, type TableColumn } from '../table/table.tsx';

/** One billing usage line (spec section 3 "Usage line"), amounts in integer micro-dollars. */
export interface UsageLine {
  /** Stable id of the line. */
  id: string;
  /** What is charged, e.g. `Instance` or `Storage`. */
  chargeType: string;
  /** The instance the usage belongs to. */
  instanceName: string;
  /** Usage in hours (billing is per second, so fractions are normal). */
  quantityHours: number;
  /** Price per hour in micro-dollars. */
  unitPriceMicros: number;
  /** The configuration billed, e.g. `4 vCPU, 16 GB, 100 GB storage, us-east-1`. */
  configuration: string;
  /** The line's total in micro-dollars, as computed by the server (never recomputed here). */
  totalMicros: number;
}

export interface UsageTableHeaders {
  chargeType: string;
  instanceName: string;
  quantity: string;
  unitPrice: string;
  configuration: string;
  total: string;
}

export interface UsageTableProps {
  /** The usage lines of one billing period. */
  lines: readonly UsageLine[];
  /** Accessible name of the table, e.g. `Usage, November 2026`. */
  label?: string;
  /** Column headers. */
  headers?: Partial<UsageTableHeaders>;
  /** Label of the sum under the table. */
  totalLabel?: string;
  /** ISO 4217 currency code. */
  currency?: string;
  /** Locale for numbers and money. */
  locale?: string;
  /** Unit after a quantity, e.g. ` h`. */
  hoursSuffix?: string;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** An error in place of the rows. */
  error?: ReactNode;
  /** Offers a retry next to the error. */
  onRetry?: () => void;
  /** Text when the period has no usage. */
  emptyLabel?: string;
  /** Maximum height of the scrolling body (CSS length). */
  maxHeight?: string;
  /** Extra classes on the wrapper. */
  className?: string;
}

const defaultHeaders: UsageTableHeaders = {
  chargeType: 'Charge type',
  instanceName: 'Instance',
  quantity: 'Quantity (hours)',
  unitPrice: 'Unit price (per hour)',
  configuration: 'Configuration',
  total: 'Total',
};

/**
 * The usage lines of a bill: charge type, instance, quantity in hours, unit price per hour (4
 * decimals), configuration and total (2 decimals, `<$0.01` under a cent), sortable, with the
 * period's sum below. Amounts are integer micro-dollars and are summed as integers.
 */
export function UsageTable({
  lines,
  label = 'Usage',
  headers: headerOverrides,
  totalLabel = 'Total',
  currency = 'USD',
  locale = 'en-US',
  hoursSuffix = '',
  loading = false,
  error,
  onRetry,
  emptyLabel = 'No usage in this period.',
  maxHeight,
  className,
}: UsageTableProps) {
  const headers = { ...defaultHeaders, ...headerOverrides };
  const quantityFormat = useMemo(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    [locale],
  );
  const columns = useMemo<TableColumn<UsageLine>[]>(
    () => [
      {
        id: 'chargeType',
        header: headers.chargeType,
        cell: (line) => line.chargeType,
        sortValue: (line) => line.chargeType,
        width: '14%',
      },
      {
        id: 'instanceName',
        header: headers.instanceName,
        cell: (line) => <span title={line.instanceName}>{line.instanceName}</span>,
        sortValue: (line) => line.instanceName,
        width: '18%',
      },
      {
        id: 'quantity',
        header: headers.quantity,
        cell: (line) => `${quantityFormat.format(line.quantityHours)}${hoursSuffix}`,
        sortValue: (line) => line.quantityHours,
        align: 'end',
        width: '14%',
      },
      {
        id: 'unitPrice',
        header: headers.unitPrice,
        cell: (line) => (
          <Amount
            value={line.unitPriceMicros}
            kind="unit-price"
            currency={currency}
            locale={locale}
          />
        ),
        sortValue: (line) => line.unitPriceMicros,
        align: 'end',
        width: '16%',
      },
      {
        id: 'configuration',
        header: headers.configuration,
        cell: (line) => <span title={line.configuration}>{line.configuration}</span>,
        width: '24%',
      },
      {
        id: 'total',
        header: headers.total,
        cell: (line) => <Amount value={line.totalMicros} currency={currency} locale={locale} />,
        sortValue: (line) => line.totalMicros,
        align: 'end',
        width: '14%',
      },
    ],
    [
      headers.chargeType,
      headers.instanceName,
      headers.quantity,
      headers.unitPrice,
      headers.configuration,
      headers.total,
      quantityFormat,
      hoursSuffix,
      currency,
      locale,
    ],
  );
  const sum = useMemo(() => lines.reduce((total, line) => total + line.totalMicros, 0), [lines]);
  const showSum = !loading && error == null && lines.length > 0;

  return (
    <div data-slot="usage-table" className={cn('flex flex-col gap-2', className)}>
      <Table
        label={label}
        columns={columns}
        rows={lines}
        getRowId={(line) => line.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyLabel={emptyLabel}
        maxHeight={maxHeight}
      />
      {showSum ? (
        <dl className="flex items-baseline justify-end gap-3 px-4 text-sm">
          <dt className="font-medium text-muted-fg">{totalLabel}</dt>
          <dd className="text-base font-semibold" data-slot="usage-table-sum">
            <Amount value={sum} currency={currency} locale={locale} />
          </dd>
        </dl>
      ) : null}
    </div>
  );
}
