import { Group } from '@visx/group';
import { Line, LinePath } from '@visx/shape';
import type { MetricPoint } from './metric-data.ts';
import type { CursorValue } from './metric-chart-tooltip.tsx';

/** Room around the plot for the axes' labels. */
export const plotMargin = { top: 12, right: 16, bottom: 28, left: 44 };

/** The time axis' scale (visx `scaleUtc` / `scaleTime`). */
export interface TimeScale {
  (value: Date): number;
  ticks(count: number): Date[];
  invert(position: number): Date;
}

/** The value axis' scale (visx `scaleLinear`). */
export interface ValueScale {
  (value: number): number;
  ticks(count: number): number[];
}

/** One series as drawn: its colour and its decimated points. */
export interface DrawnSeries {
  id: string;
  color: string;
  drawnPoints: readonly MetricPoint[];
}

interface MetricChartPlotProps {
  width: number;
  height: number;
  innerWidth: number;
  innerHeight: number;
  xScale: TimeScale;
  yScale: ValueScale;
  series: readonly DrawnSeries[];
  /** The threshold line's value and label, or null for none. */
  threshold: { value: number; label: string } | null;
  /** The cursor's position and values, or null when there is no cursor. */
  cursor: { x: number; values: readonly CursorValue[] } | null;
  formatAxisValue: (value: number) => string;
  formatTick: (date: Date) => string;
}

/** The SVG: grid, one line per series, the threshold, the cursor and both axes (decorative). */
export function MetricChartPlot({
  width,
  height,
  innerWidth,
  innerHeight,
  xScale,
  yScale,
  series,
  threshold,
  cursor,
  formatAxisValue,
  formatTick,
}: MetricChartPlotProps) {
  const valueTicks = yScale.ticks(4);
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      className="block overflow-visible"
    >
      <Group left={plotMargin.left} top={plotMargin.top}>
        {valueTicks.map((tick) => (
          <Line
            key={tick}
            from={{ x: 0, y: yScale(tick) }}
            to={{ x: innerWidth, y: yScale(tick) }}
            stroke="var(--border)"
            strokeWidth={1}
            shapeRendering="crispEdges"
          />
        ))}
        {series.map((item) => (
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
        {threshold ? (
          <g data-slot="metric-chart-threshold">
            <Line
              from={{ x: 0, y: yScale(threshold.value) }}
              to={{ x: innerWidth, y: yScale(threshold.value) }}
              stroke="var(--danger)"
              strokeWidth={1}
              strokeDasharray="6 4"
              shapeRendering="crispEdges"
            />
            <text
              x={innerWidth}
              y={yScale(threshold.value) - 4}
              textAnchor="end"
              fontSize={11}
              fill="var(--danger-text)"
            >
              {threshold.label}
            </text>
          </g>
        ) : null}
        {cursor ? (
          <g data-slot="metric-chart-cursor">
            <Line
              from={{ x: cursor.x, y: 0 }}
              to={{ x: cursor.x, y: innerHeight }}
              stroke="var(--muted-fg)"
              strokeWidth={1}
            />
            {cursor.values.map(({ id, color, point }) =>
              point ? (
                <circle
                  key={id}
                  cx={cursor.x}
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
        transform={`translate(${plotMargin.left},${plotMargin.top})`}
        fill="var(--muted-fg)"
        fontSize={11}
        textAnchor="end"
      >
        {valueTicks.map((tick) => (
          <text key={tick} x={-6} y={yScale(tick)} dy="0.32em">
            {formatAxisValue(tick)}
          </text>
        ))}
      </g>
      <g
        data-slot="metric-chart-axis-x"
        transform={`translate(${plotMargin.left},${plotMargin.top + innerHeight})`}
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
              <text y={17}>{formatTick(tick)}</text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
