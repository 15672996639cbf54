// A bill as CSV (RFC 4180): one row per usage line, then the bill's totals. Amounts appear twice:
// in dollars as shown on screen, and exact in micro-dollars (integers) for spreadsheets that sum.
import type { Bill, UsageGroup } from '@quiver/contract';
import { totalPrice, unitPrice } from '../catalogue/index.ts';

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading = + - @ neutralised. */
function field(value: string | number): string {
  let text = String(value);
  // Spreadsheets run a cell that starts with these as a formula (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (values: Array<string | number>) => values.map(field).join(',');

/**
 * Why the dollar column may not add up (DECISIONS.md "Money"): each line is shown rounded to the
 * cent, while the bill's totals are summed from the lines' exact micro-dollars. A spreadsheet that
 * sums `Total (micro-USD)` gets the subtotal exactly.
 */
export const roundingNote =
  'Amounts in dollars are rounded to the cent; the subtotal is summed from the exact amounts ' +
  '(the micro-USD columns), so the rounded line totals may not add up to it to the cent.';

export function renderBillCsv(bill: Bill, groups: UsageGroup[]): string {
  const rows = [
    row([
      'Bill',
      'Period start',
      'Period end',
      'Resource',
      'Instance',
      'Charge type',
      'Configuration',
      'Quantity (hours)',
      'Seconds',
      'Unit price (per hour)',
      'Total',
      'Unit price (micro-USD per hour)',
      'Total (micro-USD)',
      'List total (micro-USD)',
      'Free tier',
      'From',
      'To',
    ]),
  ];
  for (const group of groups)
    for (const line of group.lines)
      rows.push(
        row([
          bill.serialNumber,
          bill.period.start,
          bill.period.end,
          group.resourceName,
          line.instanceName,
          line.chargeType,
          line.configuration,
          (line.seconds / 3600).toFixed(4),
          line.seconds,
          unitPrice(line.unitPriceMicros),
          totalPrice(line.totalMicros),
          line.unitPriceMicros,
          line.totalMicros,
          line.listTotalMicros,
          line.freeTier ? 'yes' : 'no',
          line.from,
          line.to,
        ]),
      );
  rows.push('');
  for (const [label, micros] of [
    ['Subtotal', bill.subtotalMicros],
    ['Credit', bill.creditMicros],
    ['Brought forward', bill.carriedInMicros],
    ['Amount due', bill.amountDueMicros],
  ] as const)
    rows.push(row([label, totalPrice(micros), micros]));
  rows.push(row(['Status', bill.status]));
  rows.push(row(['Note', roundingNote]));
  return `${rows.join('\r\n')}\r\n`;
}
