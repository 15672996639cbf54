import type { MetricPoint } from './metric-data.ts';

/** The value of one series at the cursor. */
export interface CursorValue {
  id: string;
  label: string;
  color: string;
  point: MetricPoint | undefined;
}

interface MetricChartTooltipProps {
  /** Cursor position in the plot, in pixels from the plot's left edge. */
  cursorX: number;
  /** The plot's left margin inside the chart box. */
  offsetLeft: number;
  /** Width of the whole chart box (to anchor a tooltip shown left of the cursor). */
  width: number;
  /** Shown left of the cursor (past the middle of the plot), so it never overflows. */
  onLeft: boolean;
  heading: string;
  values: readonly CursorValue[];
  formatValue: (value: number) => string;
}

/**
 * The pointer and keyboard tooltip. Hidden from assistive technology: the plot's `aria-valuetext`
 * carries the same text, read when the cursor moves.
 */
export function MetricChartTooltip({
  cursorX,
  offsetLeft,
  width,
  onLeft,
  heading,
  values,
  formatValue,
}: MetricChartTooltipProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="metric-chart-tooltip"
      className="pointer-events-none absolute top-2 z-10 min-w-40 rounded-md border border-border bg-surface-raised px-3 py-2 text-xs text-surface-fg shadow-md"
      style={
        onLeft
          ? { right: width - (offsetLeft + cursorX) + 12 }
          : { left: offsetLeft + cursorX + 12 }
      }
    >
      <div className="mb-1 font-medium">{heading}</div>
      {values.map(({ id, label, color, point }) => (
        <div key={id} className="flex items-center justify-between gap-4">
          <span className="flex items-center gap-1.5">
            <span className="size-2 rounded-full" style={{ background: color }} />
            {label}
          </span>
          <span className="tabular-nums">{point ? formatValue(point.value) : '–'}</span>
        </div>
      ))}
    </div>
  );
}
