import { useId, useMemo, useState, type ReactNode } from 'react';
import { scaleLinear, scaleTime, scaleUtc } from '@visx/scale';
import { cn } from '../../lib/cn.ts';
import { decimateMinMax } from '../../lib/decimate.ts';
import { Button } from '../button/button.tsx';
import {
  nearestIndex,
  summarise,
  timeExtent,
  type MetricPoint,
  type MetricSeries,
} from './metric-data.ts';
import { MetricChartLegend } from './metric-chart-legend.tsx';
import { MetricChartPlot, plotMargin } from './metric-chart-plot.tsx';
import { MetricChartTable, type MetricTableHeaders } from './metric-chart-table.tsx';
import { MetricChartTooltip } from './metric-chart-tooltip.tsx';
import { useChartCursor } from './use-chart-cursor.ts';
import { useElementWidth } from './use-element-width.ts';
import { fullTimeFormatter, tickFormatter } from './time-format.ts';

/**
 * Default line colours. Each reads a `--chart-N` variable a theme may define and falls back to a
 * semantic token, so a rebrand can recolour charts without touching status colours.
 */
export const metricChartPalette = [
  'var(--chart-1, var(--primary))',
  'var(--chart-2, var(--progress))',
  'var(--chart-3, var(--warning-text))',
] as const;

const getTime = (point: MetricPoint) => point.time;
const getValue = (point: MetricPoint) => point.value;

export interface MetricChartProps {
  /** Visible title and the chart's accessible name, e.g. `CPU, memory and disk usage`. */
  title: ReactNode;
  /** The series to draw (CPU, memory, disk). Pass new arrays every minute; the chart keeps its DOM. */
  series: readonly MetricSeries[];
  /** A horizontal warning line, in percent (the instance's memory threshold). `null` hides it. */
  threshold?: number | null;
  /** Plot height in pixels (the width follows the container). */
  height?: number;
  /** Fixed width in pixels instead of following the container (for print or tests). */
  width?: number;
  /** Upper end of the value axis in percent. */
  maxValue?: number;
  /** Locale for dates and numbers. */
  locale?: string;
  /** IANA time zone for the axis and tooltip, e.g. `UTC`. Defaults to the browser's zone. */
  timeZone?: string;
  /**
   * The time the axis spans, `[start, end]` in epoch ms: the range the user asked for. Without
   * it the axis spans the samples, so a new instance's first minute filled the chart, every tick
   * reading the same minute. The samples are expected inside it.
   */
  timeDomain?: readonly [number, number];
  /** Formats a value for the axis, tooltip, legend and table. */
  formatValue?: (value: number) => string;
  /** Formats the value axis' tick labels (whole percents by default). */
  formatAxisValue?: (value: number) => string;
  /** Label of the threshold line; receives the formatted threshold. */
  thresholdLabel?: (formattedThreshold: string) => string;
  /** How to use the focusable plot from the keyboard (its accessible description). */
  keyboardHint?: string;
  /** Shown instead of the plot when no series has a sample yet. */
  emptyText?: string;
  /** Legend heading for screen readers. */
  legendLabel?: string;
  /** Text summary of one series, read before the plot. */
  summaryText?: (summary: {
    label: string;
    latest: string;
    min: string;
    max: string;
    average: string;
    minutesAboveThreshold: number;
  }) => string;
  /** Label of the button that shows the data table (an hourly table alternative to the plot). */
  showTableLabel?: string;
  /** Label of the same button while the table is shown. */
  hideTableLabel?: string;
  /** Column header names of the data table. */
  tableHeaders?: MetricTableHeaders;
  /** Extra classes on the outer `figure`. */
  className?: string;
}

const defaultFormatValue = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(1)}%` : '–';
const defaultThresholdLabel = (value: string) => `Threshold ${value}`;
const defaultSummaryText: NonNullable<MetricChartProps['summaryText']> = (s) =>
  `${s.label}: latest ${s.latest}, lowest ${s.min}, highest ${s.max}, average ${s.average}` +
  (s.minutesAboveThreshold > 0 ? `, ${s.minutesAboveThreshold} samples above the threshold.` : '.');
const defaultTableHeaders: MetricTableHeaders = {
  time: 'Hour starting',
  average: (series) => `${series} average`,
  peak: (series) => `${series} peak`,
};

/**
 * A time series of usage percentages (CPU, memory, disk) for up to a week of one-minute samples.
 *
 * Every series is reduced to the minimum and maximum of each pixel column before drawing
 * (`decimateMinMax`), so 3 × 10,080 samples cost the same as 3 × 2 × width. Tooltips come from the
 * raw samples. Keyboard: focus the plot, then ←/→ move one pixel column, PageUp/PageDown a tenth
 * of the range, Home/End the first/last sample, Escape hides the tooltip. A text summary and an
 * hourly data table are the non-visual alternatives.
 */
export function MetricChart({
  title,
  series,
  threshold = 80,
  height = 240,
  width: fixedWidth,
  maxValue = 100,
  locale = 'en-US',
  timeZone,
  timeDomain,
  formatValue = defaultFormatValue,
  formatAxisValue = (value) => `${value}%`,
  thresholdLabel = defaultThresholdLabel,
  keyboardHint = 'Use the arrow keys, Page Up, Page Down, Home and End to read values.',
  emptyText = 'No data yet.',
  legendLabel = 'Series',
  summaryText = defaultSummaryText,
  showTableLabel = 'Show data table',
  hideTableLabel = 'Hide data table',
  tableHeaders = defaultTableHeaders,
  className,
}: MetricChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const hintId = useId();
  const [measureRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const width = fixedWidth ?? measuredWidth;
  const innerWidth = Math.max(0, width - plotMargin.left - plotMargin.right);
  const innerHeight = Math.max(0, height - plotMargin.top - plotMargin.bottom);
  const [tableOpen, setTableOpen] = useState(false);

  const colored = useMemo(
    () =>
      series.map((item, index) => ({
        ...item,
        color: item.color ?? (metricChartPalette[index % metricChartPalette.length] as string),
      })),
    [series],
  );
  const dataExtent = useMemo(() => timeExtent(series), [series]);
  const domainStart = timeDomain?.[0];
  const domainEnd = timeDomain?.[1];
  // The asked-for span when given (and not empty), else the samples' own; none without samples.
  const extent = useMemo<readonly [number, number] | undefined>(
    () =>
      dataExtent !== undefined &&
      domainStart !== undefined &&
      domainEnd !== undefined &&
      domainEnd > domainStart
        ? [domainStart, domainEnd]
        : dataExtent,
    [dataExtent, domainStart, domainEnd],
  );
  // The longest series sets the keyboard cursor's steps (all share the same minutes in practice).
  const reference = useMemo(
    () =>
      series.reduce<MetricSeries | undefined>(
        (longest, item) =>
          !longest || item.points.length > longest.points.length ? item : longest,
        undefined,
      ),
    [series],
  );

  const xScale = useMemo(() => {
    const scale = timeZone === 'UTC' ? scaleUtc<number> : scaleTime<number>;
    return scale({
      domain: extent ? [new Date(extent[0]), new Date(extent[1])] : [new Date(0), new Date(1)],
      range: [0, innerWidth],
    });
  }, [extent, innerWidth, timeZone]);
  const yScale = useMemo(
    () => scaleLinear<number>({ domain: [0, maxValue], range: [innerHeight, 0], clamp: true }),
    [innerHeight, maxValue],
  );
  const cursor = useChartCursor(reference?.points, xScale, innerWidth);
  const { cursorTime } = cursor;

  const drawn = useMemo(
    () =>
      colored.map((item) => ({
        ...item,
        // Nothing to draw before the container is measured (the first, layout-effect pass).
        drawnPoints:
          innerWidth > 0
            ? decimateMinMax(item.points, { x: getTime, y: getValue, columns: innerWidth })
            : [],
      })),
    [colored, innerWidth],
  );

  const formatters = useMemo(
    () => ({
      tick: tickFormatter(locale, timeZone, extent ? extent[1] - extent[0] : 0),
      full: fullTimeFormatter(locale, timeZone),
    }),
    [extent, locale, timeZone],
  );

  const cursorValues = useMemo(() => {
    if (cursorTime === null) return null;
    return colored.map((item) => {
      const index = nearestIndex(item.points, cursorTime);
      return { id: item.id, label: item.label, color: item.color, point: item.points[index] };
    });
  }, [colored, cursorTime]);

  const cursorText =
    cursorTime === null || !cursorValues
      ? undefined
      : `${formatters.full(cursorTime)}: ${cursorValues
          .map(({ label, point }) => `${label} ${point ? formatValue(point.value) : '–'}`)
          .join(', ')}`;

  const summaries = useMemo(
    () =>
      series.map((item) => {
        const summary = summarise(item.points, threshold);
        return summaryText({
          label: item.label,
          latest: summary.latest ? formatValue(summary.latest.value) : '–',
          min: formatValue(summary.min),
          max: formatValue(summary.max),
          average: formatValue(summary.average),
          minutesAboveThreshold: summary.samplesAboveThreshold,
        });
      }),
    [series, threshold, formatValue, summaryText],
  );

  const cursorX = cursorTime === null ? null : xScale(new Date(cursorTime));
  const empty = !extent;

  return (
    <figure
      data-slot="metric-chart"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className={cn('flex min-w-0 flex-col gap-2 text-surface-fg', className)}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={titleId} className="text-sm font-medium">
          {title}
        </span>
        <MetricChartLegend label={legendLabel} items={colored} formatValue={formatValue} />
      </figcaption>
      <p id={summaryId} className="sr-only">
        {summaries.join(' ')}
      </p>
      <p id={hintId} className="sr-only">
        {keyboardHint}
      </p>
      <div ref={measureRef} className="relative w-full" style={{ height }}>
        {empty ? (
          <div className="flex h-full items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-fg">
            {emptyText}
          </div>
        ) : (
          <div
            role="slider"
            tabIndex={0}
            aria-labelledby={titleId}
            aria-describedby={hintId}
            aria-orientation="horizontal"
            aria-valuemin={extent[0]}
            aria-valuemax={extent[1]}
            aria-valuenow={cursorTime ?? extent[1]}
            aria-valuetext={cursorText ?? summaries.join(' ')}
            data-slot="metric-chart-plot"
            className="absolute inset-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onKeyDown={cursor.onKeyDown}
            onPointerMove={cursor.onPointerMove}
            onPointerLeave={(event) => {
              if (document.activeElement !== event.currentTarget) cursor.hide();
            }}
            onFocus={cursor.show}
            onBlur={cursor.hide}
          >
            <MetricChartPlot
              width={width}
              height={height}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
              xScale={xScale}
              yScale={yScale}
              series={drawn}
              threshold={
                threshold != null && threshold <= maxValue
                  ? { value: threshold, label: thresholdLabel(formatValue(threshold)) }
                  : null
              }
              cursor={
                cursorX !== null && cursorValues ? { x: cursorX, values: cursorValues } : null
              }
              formatAxisValue={formatAxisValue}
              formatTick={formatters.tick}
            />
          </div>
        )}
        {cursorX !== null && cursorValues && cursorTime !== null ? (
          <MetricChartTooltip
            cursorX={cursorX}
            offsetLeft={plotMargin.left}
            width={width}
            onLeft={cursorX > innerWidth / 2}
            heading={formatters.full(cursorTime)}
            values={cursorValues}
            formatValue={formatValue}
          />
        ) : null}
      </div>
      {empty ? null : (
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
            <MetricChartTable
              id={tableId}
              titleId={titleId}
              title={title}
              series={series}
              headers={tableHeaders}
              formatTime={formatters.full}
              formatValue={formatValue}
            />
          ) : null}
        </div>
      )}
    </figure>
  );
}
