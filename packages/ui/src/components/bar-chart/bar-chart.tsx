import { useId, useMemo, useState, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { useElementWidth } from '../metric-chart/use-element-width.ts';

/** How a bar is drawn: a measured value, or a projection (drawn lighter, hatched by its outline). */
export const barChartTones = ['actual', 'projected'] as const;
export type BarChartTone = (typeof barChartTones)[number];

/** One bar: a category (a day, a month) and its value. */
export interface BarDatum {
  /** Stable id (a date, a key). */
  id: string;
  /** Short axis label, e.g. `14` for the 14th of a month. */
  label: string;
  /** Full label for the tooltip and the data table, e.g. `Mar 14, 2026`. */
  fullLabel: string;
  /** The value (any unit; `formatValue` says how it reads). */
  value: number;
  /** `actual` (default) or `projected`. */
  tone?: BarChartTone;
  /**
   * A projected part drawn on top of an `actual` bar: a category under way (today: what ran so far,
   * then the forecast of the rest of the day), so the bars add up to a forecast of the whole.
   */
  projectedRest?: number;
}

/** The projected part stacked on an actual bar, or 0 when it has none. */
const restOf = (datum: BarDatum): number =>
  (datum.tone ?? 'actual') === 'actual' && datum.projectedRest !== undefined
    ? Math.max(0, datum.projectedRest)
    : 0;

export interface BarChartHeaders {
  /** Header of the category column, e.g. `Day`. */
  label: string;
  /** Header of the value column, e.g. `Cost`. */
  value: string;
  /** Header of the tone column (`Actual` / `Projected`), shown when some bar is projected. */
  tone: string;
}

export interface BarChartProps {
  /** Visible title and the chart's accessible name, e.g. `Cost per day, March 2026`. */
  title: ReactNode;
  /** The bars, in display order. */
  data: readonly BarDatum[];
  /** Formats a value for the axis, the tooltips and the table. */
  formatValue: (value: number) => string;
  /** Formats the value axis' tick labels (defaults to `formatValue`). */
  formatAxisValue?: (value: number) => string;
  /** Names of the two tones, for the legend and the table. */
  toneLabels?: Record<BarChartTone, string>;
  /** A sentence read before the plot (what the chart says, in words). */
  summary?: string;
  /** Plot height in pixels (the width follows the container). */
  height?: number;
  /** Fixed width in pixels instead of following the container (for print or tests). */
  width?: number;
  /** Shown instead of the plot when there is no bar. */
  emptyText?: string;
  /** Label of the button that shows the data table. */
  showTableLabel?: string;
  /** Label of the same button while the table is shown. */
  hideTableLabel?: string;
  /** Column headers of the data table. */
  tableHeaders?: BarChartHeaders;
  /** Legend heading for screen readers. */
  legendLabel?: string;
  /** Extra classes on the outer `figure`. */
  className?: string;
}

const margin = { top: 12, right: 8, bottom: 24, left: 56 };
const toneFill: Record<BarChartTone, string> = {
  actual: 'var(--chart-1, var(--primary))',
  projected: 'color-mix(in oklab, var(--chart-1, var(--primary)) 30%, transparent)',
};
const defaultToneLabels: Record<BarChartTone, string> = {
  actual: 'Actual',
  projected: 'Projected',
};
const defaultHeaders: BarChartHeaders = { label: 'Category', value: 'Value', tone: 'Kind' };

/**
 * Values per category as vertical bars (cost per day of a month): measured bars solid, projected
 * ones lighter, and a category under way as both, the projected rest on top of what was measured. The plot is a picture (hidden from screen readers, a tooltip per bar for the
 * pointer); the summary sentence and the data table behind the button are the accessible view.
 */
export function BarChart({
  title,
  data,
  formatValue,
  formatAxisValue = formatValue,
  toneLabels = defaultToneLabels,
  summary,
  height = 200,
  width: fixedWidth,
  emptyText = 'No data yet.',
  showTableLabel = 'Show data table',
  hideTableLabel = 'Hide data table',
  tableHeaders = defaultHeaders,
  legendLabel = 'Legend',
  className,
}: BarChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const [measureRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const [tableOpen, setTableOpen] = useState(false);
  const width = fixedWidth ?? measuredWidth;
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const projected = data.some((datum) => datum.tone === 'projected' || restOf(datum) > 0);

  const xScale = useMemo(
    () =>
      scaleBand<string>({
        domain: data.map((datum) => datum.id),
        range: [0, innerWidth],
        padding: 0.2,
      }),
    [data, innerWidth],
  );
  const max = useMemo(
    () => Math.max(0, ...data.map((datum) => datum.value + restOf(datum))),
    [data],
  );
  /** A bar's value as the tooltip and the table say it: "$4.20 + $7.30" for one in two parts. */
  const valueText = (datum: BarDatum) => {
    const rest = restOf(datum);
    return rest > 0
      ? `${formatValue(datum.value)} + ${formatValue(rest)}`
      : formatValue(datum.value);
  };
  const toneText = (datum: BarDatum) =>
    restOf(datum) > 0
      ? `${toneLabels.actual} + ${toneLabels.projected}`
      : toneLabels[datum.tone ?? 'actual'];
  const yScale = useMemo(
    () =>
      scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [innerHeight, 0], nice: true }),
    [max, innerHeight],
  );
  const ticks = yScale.ticks(4);
  // Label every bar when there is room, otherwise every n-th (a month has up to 31 days).
  const labelEvery = Math.max(1, Math.ceil((data.length * 22) / Math.max(1, innerWidth)));

  return (
    <figure
      data-slot="bar-chart"
      aria-labelledby={titleId}
      aria-describedby={summary ? summaryId : undefined}
      className={cn('flex min-w-0 flex-col gap-2 text-surface-fg', className)}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={titleId} className="text-sm font-medium">
          {title}
        </span>
        {projected ? (
          <ul aria-label={legendLabel} className="flex gap-3 text-xs text-muted-fg">
            {barChartTones.map((tone) => (
              <li key={tone} className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-block size-2.5 rounded-sm border border-[var(--chart-1,var(--primary))]"
                  style={{ background: toneFill[tone] }}
                />
                {toneLabels[tone]}
              </li>
            ))}
          </ul>
        ) : null}
      </figcaption>
      {summary ? (
        <p id={summaryId} className="sr-only">
          {summary}
        </p>
      ) : null}
      <div ref={measureRef} className="relative w-full" style={{ height }}>
        {data.length === 0 ? (
          <div className="flex h-full items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-fg">
            {emptyText}
          </div>
        ) : (
          <svg
            width={width}
            height={height}
            aria-hidden="true"
            focusable="false"
            className="block overflow-visible"
          >
            <Group left={margin.left} top={margin.top}>
              {ticks.map((tick) => (
                <g key={tick}>
                  <Line
                    from={{ x: 0, y: yScale(tick) }}
                    to={{ x: innerWidth, y: yScale(tick) }}
                    stroke="var(--border)"
                    strokeWidth={1}
                    shapeRendering="crispEdges"
                  />
                  <text
                    x={-6}
                    y={yScale(tick)}
                    textAnchor="end"
                    dominantBaseline="middle"
                    fontSize={11}
                    fill="var(--muted-fg)"
                  >
                    {formatAxisValue(tick)}
                  </text>
                </g>
              ))}
              {data.map((datum, index) => {
                const x = xScale(datum.id) ?? 0;
                const barHeight = Math.max(0, innerHeight - yScale(Math.max(0, datum.value)));
                const rest = restOf(datum);
                const restHeight =
                  rest > 0
                    ? Math.max(0, yScale(Math.max(0, datum.value)) - yScale(datum.value + rest))
                    : 0;
                const tone = datum.tone ?? 'actual';
                const tooltip = `${datum.fullLabel}: ${valueText(datum)}${
                  projected ? ` (${toneText(datum)})` : ''
                }`;
                return (
                  <g key={datum.id} data-bar={datum.id} data-tone={tone}>
                    <Bar
                      x={x}
                      y={innerHeight - barHeight}
                      width={xScale.bandwidth()}
                      height={barHeight}
                      fill={toneFill[tone]}
                      stroke={tone === 'projected' ? 'var(--chart-1, var(--primary))' : 'none'}
                      strokeDasharray={tone === 'projected' ? '2 2' : undefined}
                      rx={2}
                    >
                      <title>{tooltip}</title>
                    </Bar>
                    {restHeight > 0 ? (
                      <Bar
                        data-part="projected-rest"
                        x={x}
                        y={innerHeight - barHeight - restHeight}
                        width={xScale.bandwidth()}
                        height={restHeight}
                        fill={toneFill.projected}
                        stroke="var(--chart-1, var(--primary))"
                        strokeDasharray="2 2"
                        rx={2}
                      >
                        <title>{tooltip}</title>
                      </Bar>
                    ) : null}
                    {index % labelEvery === 0 ? (
                      <text
                        x={x + xScale.bandwidth() / 2}
                        y={innerHeight + 14}
                        textAnchor="middle"
                        fontSize={11}
                        fill="var(--muted-fg)"
                      >
                        {datum.label}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </Group>
          </svg>
        )}
      </div>
      {data.length === 0 ? null : (
        <div>
          <Button
            variant="link"
            size="sm"
            aria-expanded={tableOpen}
            aria-controls={tableOpen ? tableId : undefined}
            onClick={() => setTableOpen((open) => !open)}
          >
            {tableOpen ? hideTableLabel : showTableLabel}
          </Button>
          {tableOpen ? (
            <div
              id={tableId}
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
                      {tableHeaders.label}
                    </th>
                    <th scope="col" className="px-3 py-1.5 text-right font-medium">
                      {tableHeaders.value}
                    </th>
                    {projected ? (
                      <th scope="col" className="px-3 py-1.5 text-left font-medium">
                        {tableHeaders.tone}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {data.map((datum) => (
                    <tr key={datum.id} className="border-t border-border">
                      <th scope="row" className="px-3 py-1 text-left font-normal whitespace-nowrap">
                        {datum.fullLabel}
                      </th>
                      <td className="px-3 py-1 text-right tabular-nums">{valueText(datum)}</td>
                      {projected ? <td className="px-3 py-1">{toneText(datum)}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      )}
    </figure>
  );
}
