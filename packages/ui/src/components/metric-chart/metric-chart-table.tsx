import { useMemo, type ReactNode } from 'react';
import { bucketRows, type MetricSeries } from './metric-data.ts';

/** Column header names of the hourly data table. */
export interface MetricTableHeaders {
  time: string;
  average: (series: string) => string;
  peak: (series: string) => string;
}

interface MetricChartTableProps {
  id: string;
  titleId: string;
  title: ReactNode;
  series: readonly MetricSeries[];
  headers: MetricTableHeaders;
  formatTime: (time: number) => string;
  formatValue: (value: number) => string;
}

/** The hourly table alternative; rendered only while open, so a closed chart costs nothing. */
export function MetricChartTable({
  id,
  titleId,
  title,
  series,
  headers,
  formatTime,
  formatValue,
}: MetricChartTableProps) {
  const rows = useMemo(() => bucketRows(series), [series]);
  return (
    <div
      id={id}
      role="region"
      aria-labelledby={titleId}
      // A scrollable region must be reachable by keyboard (axe `scrollable-region-focusable`).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-2 max-h-72 overflow-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-xs">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-surface-sunken">
          <tr>
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              {headers.time}
            </th>
            {series.map((item) => [
              <th
                key={`${item.id}-average`}
                scope="col"
                className="px-3 py-1.5 text-right font-medium"
              >
                {headers.average(item.label)}
              </th>,
              <th
                key={`${item.id}-peak`}
                scope="col"
                className="px-3 py-1.5 text-right font-medium"
              >
                {headers.peak(item.label)}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start} className="border-t border-border">
              <th scope="row" className="px-3 py-1 text-left font-normal whitespace-nowrap">
                {formatTime(row.start)}
              </th>
              {row.values.map((value) => [
                <td key={`${value.id}-average`} className="px-3 py-1 text-right tabular-nums">
                  {formatValue(value.average)}
                </td>,
                <td key={`${value.id}-peak`} className="px-3 py-1 text-right tabular-nums">
                  {formatValue(value.max)}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
