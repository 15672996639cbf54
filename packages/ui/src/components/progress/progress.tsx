import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const progressToneOptions = ['primary', 'success', 'warning', 'danger'] as const;
export const progressSizeOptions = ['sm', 'md'] as const;
export type ProgressTone = (typeof progressToneOptions)[number];
export type ProgressSize = (typeof progressSizeOptions)[number];

const trackVariants = cva('relative w-full overflow-hidden rounded-full bg-muted', {
  variants: { size: { sm: 'h-1.5', md: 'h-2.5' } },
  defaultVariants: { size: 'md' },
});

const indicatorVariants = cva(
  'h-full w-full flex-1 rounded-full transition-transform duration-(--duration-slow) ease-standard',
  {
    variants: {
      tone: {
        primary: 'bg-primary',
        success: 'bg-success',
        warning: 'bg-warning',
        danger: 'bg-danger',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export interface ProgressProps extends Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  'value' | 'max'
> {
  /** Accessible name (for example "Disk usage"); or use `aria-labelledby`. */
  label?: string;
  /** Current value; `null` shows an indeterminate bar (work of unknown length). */
  value: number | null;
  /** The value that means complete. */
  max?: number;
  /** Colour; use `warning`/`danger` for usage close to a limit. */
  tone?: ProgressTone;
  /** Bar thickness. */
  size?: ProgressSize;
  /** Shows the label and the percentage above the bar. */
  showValue?: boolean;
  /** Formats the shown and announced value. */
  formatValue?: (value: number, max: number) => string;
}

const defaultFormat = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/** A bar showing how far a task or a quota has got (role `progressbar`). */
export function Progress({
  label,
  value,
  max = 100,
  tone = 'primary',
  size = 'md',
  showValue = false,
  formatValue = defaultFormat,
  className,
  ...props
}: ProgressProps) {
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const text = clamped === null ? undefined : formatValue(clamped, max);
  return (
    <div
      data-slot="progress"
      data-tone={tone}
      className={cn('flex w-full flex-col gap-1.5', className)}
    >
      {showValue && (label || text) ? (
        <div aria-hidden="true" className="flex justify-between text-sm">
          <span className="font-medium">{label}</span>
          <span className="text-muted-fg tabular-nums">{text}</span>
        </div>
      ) : null}
      <ProgressPrimitive.Root
        aria-label={label}
        aria-valuetext={text}
        value={clamped}
        max={max}
        getValueLabel={(v, m) => formatValue(v, m)}
        className={trackVariants({ size })}
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            indicatorVariants({ tone }),
            clamped === null &&
              'w-1/3 motion-safe:animate-[progress-indeterminate_1.4s_ease-in-out_infinite]',
          )}
          style={
            clamped === null
              ? undefined
              : { transform: `translateX(-${100 - (clamped / max) * 100}%)` }
          }
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
