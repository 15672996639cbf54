import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';

/** The numbers a text of the meter is built from, already formatted. */
export interface ResourceMeterText {
  /** The use, e.g. `5.2 GiB`. */
  value: string;
  /** The capacity, e.g. `8 GiB`. */
  capacity: string;
  /** The use as a share of the capacity, e.g. `65%`. */
  percent: string;
}

/** The limit's numbers, already formatted, and whether the use reaches it. */
export interface ResourceMeterLimitText {
  /** The limit in the value's unit, e.g. `6.4 GiB`. */
  limit: string;
  /** The limit as a share of the capacity, e.g. `80%`. */
  percent: string;
  /** The use reaches or passes the limit. */
  over: boolean;
}

const fillVariants = cva('h-full rounded-full transition-[width] duration-(--duration-slow)', {
  variants: { over: { false: 'bg-primary', true: 'bg-danger' } },
  defaultVariants: { over: false },
});

export interface ResourceMeterProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What is measured, e.g. `Memory`. */
  label: ReactNode;
  /** Current use, in the capacity's unit (bytes, GiB, …); `null` while it loads. */
  value: number | null;
  /** The whole: the size's memory or storage. */
  capacity: number;
  /** A limit in percent of the capacity, drawn as a marker (the resize rule's 80%). */
  limitPercent?: number;
  /** Formats a use, capacity or limit for display, e.g. bytes as `5.2 GiB`. */
  formatValue?: (value: number) => string;
  /** Formats a share of the capacity. */
  formatPercent?: (percent: number) => string;
  /** The use in words: `5.2 GiB of 8 GiB (65%)`. */
  valueText?: (text: ResourceMeterText) => string;
  /** The limit in words, shown under the bar and announced when it changes. */
  limitText?: (text: ResourceMeterLimitText) => string;
  /** Read to screen readers while the use loads. */
  loadingLabel?: string;
}

const defaultFormatPercent = (percent: number) =>
  `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
const defaultValueText = ({ value, capacity, percent }: ResourceMeterText) =>
  `${value} of ${capacity} (${percent})`;
const defaultLimitText = ({ limit, percent, over }: ResourceMeterLimitText) =>
  over ? `At or above the ${percent} limit (${limit})` : `Below the ${percent} limit (${limit})`;

/**
 * How much of a resource is used against its capacity (memory 5.2 of 8 GiB), with an optional
 * limit marker (80% of a new size). A `meter` for assistive technology, its value said in words;
 * the limit is a line of text too, which turns to the danger tone, with an icon, once the use
 * reaches it (the limit itself counts as reached: the resize rule needs use *below* 80%).
 */
export function ResourceMeter({
  label,
  value,
  capacity,
  limitPercent,
  formatValue = String,
  formatPercent = defaultFormatPercent,
  valueText = defaultValueText,
  limitText = defaultLimitText,
  loadingLabel = 'Loading',
  className,
  ...props
}: ResourceMeterProps) {
  const labelId = useId();
  const limitId = useId();
  const loading = value === null;
  const safeCapacity = capacity > 0 ? capacity : 0;
  const percent = !loading && safeCapacity > 0 ? (value / safeCapacity) * 100 : 0;
  const shown = Math.min(100, Math.max(0, percent));
  const roundedPercent = Math.round(percent * 10) / 10;
  const over = limitPercent !== undefined && !loading && percent >= limitPercent;
  const text = loading
    ? ''
    : valueText({
        value: formatValue(value),
        capacity: formatValue(capacity),
        percent: formatPercent(roundedPercent),
      });
  const limit =
    limitPercent === undefined
      ? null
      : limitText({
          limit: formatValue((capacity * limitPercent) / 100),
          percent: formatPercent(limitPercent),
          over,
        });
  const LimitIcon = over ? AlertTriangle : CheckCircle2;

  return (
    <div
      data-slot="resource-meter"
      data-over={over || undefined}
      aria-busy={loading || undefined}
      className={cn('flex w-full flex-col gap-1.5 text-sm', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        {loading ? (
          <Skeleton shape="text" className="h-4 w-28" />
        ) : (
          <span aria-hidden="true" className="text-muted-fg tabular-nums">
            {text}
          </span>
        )}
      </div>
      {loading ? (
        <>
          <div aria-hidden="true" className="h-2.5 w-full rounded-full bg-muted" />
          <span className="sr-only">{loadingLabel}</span>
        </>
      ) : (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-describedby={limit ? limitId : undefined}
          aria-valuemin={0}
          aria-valuemax={safeCapacity}
          aria-valuenow={Math.min(Math.max(value, 0), safeCapacity)}
          aria-valuetext={text}
          data-slot="resource-meter-bar"
          className="relative h-2.5 w-full rounded-full bg-muted"
        >
          <div
            data-slot="resource-meter-fill"
            className={fillVariants({ over })}
            style={{ width: `${shown}%` }}
          />
          {limitPercent !== undefined ? (
            <div
              aria-hidden="true"
              data-slot="resource-meter-limit"
              className="absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded-full bg-surface-fg"
              style={{ left: `${Math.min(100, Math.max(0, limitPercent))}%` }}
            />
          ) : null}
        </div>
      )}
      {limit && !loading ? (
        <p
          id={limitId}
          aria-live="polite"
          data-slot="resource-meter-limit-text"
          className={cn(
            'flex items-center gap-1.5 text-xs',
            over ? 'font-medium text-danger-text' : 'text-muted-fg',
          )}
        >
          <LimitIcon aria-hidden="true" className="size-3.5 shrink-0" />
          {limit}
        </p>
      ) : null}
    </div>
  );
}
