import {
  useCallback,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime, scaleUtc } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { cn } from '../../lib/cn.ts';
import { decimateMinMax } from '../../lib/decimate.ts';
import { Button } from '../button/button.tsx';
import {
  bucketRows,
  nearestIndex,
  summarise,
  timeExtent,
  type MetricPoint,
  type MetricSeries,
} from './metric-data.ts';
import { useElementWidth } from './use-element-width.ts';

/**
 * Default line colours. Each reads a `--chart-N` variable a theme may define and falls back to a
 * semantic token, so a rebrand can recolour charts without touching status colours.
 */
export const metricChartPalette = [
  'var(--chart-1, var(--primary))',
  'var(--chart-2, var(--progress))',
  'var(--chart-3, var(--warning-text))',
] as const;

const margin = { top: 12, right: 16, bottom: 28, left: 44 };
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
  tableHeaders?: {
    time: string;
    average: (series: string) => string;
    peak: (series: string) => string;
  };
  /** Extra classes on the outer `figure`. */
  className?: string;
}

const defaultFormatValue = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(1)}%` : '–';
const defaultThresholdLabel = (value: string) => `Threshold ${value}`;
const defaultSummaryText: NonNullable<MetricChartProps['summaryText']> = (s) =>
  `${s.label}: latest ${s.latest}, lowest ${s.min}, highest ${s.max}, average ${s.average}` +
  (s.minutesAboveThreshold > 0 ? `, ${s.minutesAboveThreshold} samples above the threshold.` : '.');
const defaultTableHeaders: NonNullable<MetricChartProps['tableHeaders']> = {
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
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const [cursorTime, setCursorTime] = useState<number | null>(null);
  const [tableOpen, setTableOpen] = useState(false);

  const colored = useMemo(
    () =>
      series.map((item, index) => ({
        ...item,
        color: item.color ?? metricChartPalette[index % metricChartPalette.length],
      })),
    [series],
  );
  const extent = useMemo(() => timeExtent(series), [series]);
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

  const formatters = useMemo(() => {
    const span = extent ? extent[1] - extent[0] : 0;
    const tick = new Intl.DateTimeFormat(
      locale,
      span > 2 * 86_400_000
        ? { month: 'short', day: 'numeric', timeZone }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone },
    );
    const full = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    return { tick: (date: Date) => tick.format(date), full: (time: number) => full.format(time) };
  }, [extent, locale, timeZone]);

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

  const moveCursor = useCallback(
    (nextIndex: (current: number, count: number) => number) => {
      const points = reference?.points;
      if (!points || points.length === 0) return;
      const current = cursorTime === null ? points.length - 1 : nearestIndex(points, cursorTime);
      const index = Math.min(points.length - 1, Math.max(0, nextIndex(current, points.length)));
      setCursorTime((points[index] as MetricPoint).time);
    },
    [cursorTime, reference],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = reference?.points.length ?? 0;
    const column = Math.max(1, Math.round(count / Math.max(1, innerWidth)));
    const page = Math.max(1, Math.round(count / 10));
    const moves: Record<string, (current: number, total: number) => number> = {
      ArrowRight: (current) => current + column,
      ArrowUp: (current) => current + column,
      ArrowLeft: (current) => current - column,
      ArrowDown: (current) => current - column,
      PageUp: (current) => current + page,
      PageDown: (current) => current - page,
      Home: () => 0,
      End: (_current, total) => total - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveCursor(move);
    } else if (event.key === 'Escape' && cursorTime !== null) {
      event.preventDefault();
      setCursorTime(null);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const points = reference?.points;
    if (!points || points.length === 0) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - margin.left;
    const time = xScale.invert(Math.min(innerWidth, Math.max(0, x))).getTime();
    setCursorTime((points[nearestIndex(points, time)] as MetricPoint).time);
  };

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
  const tooltipOnLeft = cursorX !== null && cursorX > innerWidth / 2;

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
        <ul
          aria-label={legendLabel}
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-fg"
        >
          {colored.map((item) => (
            <li key={item.id} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="h-0.5 w-3 rounded-full"
                style={{ background: item.color }}
              />
              <span className="text-surface-fg">{item.label}</span>
              <span>
                {item.points.at(-1) ? formatValue((item.points.at(-1) as MetricPoint).value) : '–'}
              </span>
            </li>
          ))}
        </ul>
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
            onKeyDown={onKeyDown}
            onPointerMove={onPointerMove}
            onPointerLeave={(event) => {
              if (document.activeElement !== event.currentTarget) setCursorTime(null);
            }}
            onFocus={() => moveCursor((current) => current)}
            onBlur={() => setCursorTime(null)}
          >
            <svg
              width={width}
              height={height}
              aria-hidden="true"
              focusable="false"
              className="block overflow-visible"
            >
              <Group left={margin.left} top={margin.top}>
                {yScale.ticks(4).map((tick) => (
                  <Line
                    key={tick}
                    from={{ x: 0, y: yScale(tick) }}
                    to={{ x: innerWidth, y: yScale(tick) }}
                    stroke="var(--border)"
                    strokeWidth={1}
                    shapeRendering="crispEdges"
                  />
                ))}
                {drawn.map((item) => (
                  <LinePath<MetricPoint>
                    key={item.id}
                    data={item.drawnPoints as MetricPoint[]}
                    x={(point) => xScale(new Date(point.time))}
                    y={(point) => yScale(point.value)}
                    stroke={item.color}
                    strokeWidth={1.5}
                    strokeLinejoin="round"
                    fill="none"
                    data-series={item.id}
                  />
                ))}
                {threshold != null && threshold <= maxValue ? (
                  <g data-slot="metric-chart-threshold">
                    <Line
                      from={{ x: 0, y: yScale(threshold) }}
                      to={{ x: innerWidth, y: yScale(threshold) }}
                      stroke="var(--danger)"
                      strokeWidth={1}
                      strokeDasharray="6 4"
                      shapeRendering="crispEdges"
                    />
                    <text
                      x={innerWidth}
                      y={yScale(threshold) - 4}
                      textAnchor="end"
                      fontSize={11}
                      fill="var(--danger-text)"
                    >
                      {thresholdLabel(formatValue(threshold))}
                    </text>
                  </g>
                ) : null}
                {cursorX !== null && cursorValues ? (
                  <g data-slot="metric-chart-cursor">
                    <Line
                      from={{ x: cursorX, y: 0 }}
                      to={{ x: cursorX, y: innerHeight }}
                      stroke="var(--muted-fg)"
                      strokeWidth={1}
                    />
                    {cursorValues.map(({ id, color, point }) =>
                      point ? (
                        <circle
                          key={id}
                          cx={cursorX}
                          cy={yScale(point.value)}
                          r={3.5}
                          fill={color}
                          stroke="var(--surface)"
                          strokeWidth={1.5}
                        />
                      ) : null,
                    )}
                  </g>
                ) : null}
              </Group>
              {/* Plain SVG axes rather than @visx/axis: its Text measures every label with a
                  forced layout and parses CSS calc() strings, which cost more than the lines. */}
              <g
                data-slot="metric-chart-axis-y"
                transform={`translate(${margin.left},${margin.top})`}
                fill="var(--muted-fg)"
                fontSize={11}
                textAnchor="end"
              >
                {yScale.ticks(4).map((tick) => (
                  <text key={tick} x={-6} y={yScale(tick)} dy="0.32em">
                    {formatAxisValue(tick)}
                  </text>
                ))}
              </g>
              <g
                data-slot="metric-chart-axis-x"
                transform={`translate(${margin.left},${margin.top + innerHeight})`}
                fill="var(--muted-fg)"
                fontSize={11}
                textAnchor="middle"
              >
                <line x1={0} x2={innerWidth} y1={0.5} y2={0.5} stroke="var(--border)" />
                {xScale.ticks(Math.max(2, Math.floor(innerWidth / 90))).map((tick) => {
                  const x = xScale(tick);
                  return (
                    <g key={tick.getTime()} transform={`translate(${x},0)`}>
                      <line y1={0} y2={5} stroke="var(--border)" />
                      <text y={17}>{formatters.tick(tick)}</text>
                    </g>
                  );
                })}
              </g>
            </svg>
          </div>
        )}
        {cursorX !== null && cursorValues && cursorTime !== null ? (
          <div
            aria-hidden="true"
            data-slot="metric-chart-tooltip"
            className="pointer-events-none absolute top-2 z-10 min-w-40 rounded-md border border-border bg-surface-raised px-3 py-2 text-xs text-surface-fg shadow-md"
            style={
              tooltipOnLeft
                ? { right: width - (margin.left + cursorX) + 12 }
                : { left: margin.left + cursorX + 12 }
            }
          >
            <div className="mb-1 font-medium">{formatters.full(cursorTime)}</div>
            {cursorValues.map(({ id, label, color, point }) => (
              <div key={id} className="flex items-center justify-between gap-4">
                <span className="flex items-center gap-1.5">
                  <span className="size-2 rounded-full" style={{ background: color }} />
                  {label}
                </span>
                <span className="tabular-nums">{point ? formatValue(point.value) : '–'}</span>
              </div>
            ))}
          </div>
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
            <MetricTable
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

interface MetricTableProps {
  id: string;
  titleId: string;
  title: ReactNode;
  series: readonly MetricSeries[];
  headers: NonNullable<MetricChartProps['tableHeaders']>;
  formatTime: (time: number) => string;
  formatValue: (value: number) => string;
}

/** The hourly table alternative; rendered only while open, so a closed chart costs nothing. */
function MetricTable({
  id,
  titleId,
  title,
  series,
  headers,
  formatTime,
  formatValue,
}: MetricTableProps) {
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
