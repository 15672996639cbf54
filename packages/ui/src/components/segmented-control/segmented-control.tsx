import { useState, type ReactNode } from 'react';
import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const segmentedControlSizeOptions = ['sm', 'md'] as const;
export type SegmentedControlSize = 'sm' | 'md';

/** One choice of a `SegmentedControl`. */
export interface SegmentedControlOption<TValue extends string = string> {
  /** The value reported when this option is chosen. */
  value: TValue;
  /** Visible text (and icon). */
  label: ReactNode;
  /** Accessible name when the visible label is short or an icon, e.g. `1 hour` for `1 h`. */
  accessibleLabel?: string;
  /** Not choosable now. */
  disabled?: boolean;
}

const segmentVariants = cva(
  [
    'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap text-muted-fg',
    'transition-colors duration-(--duration-fast) hover:text-surface-fg [&_svg]:size-4 [&_svg]:shrink-0',
    'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50',
    'data-[state=on]:bg-surface-raised data-[state=on]:text-surface-fg data-[state=on]:shadow-sm',
  ],
  {
    variants: { size: { sm: 'h-7 px-2.5 text-xs', md: 'h-8 px-3 text-sm' } },
    defaultVariants: { size: 'md' },
  },
);

export interface SegmentedControlProps<TValue extends string = string> {
  /** The choices, in order. */
  options: readonly SegmentedControlOption<TValue>[];
  /** The chosen value (controlled). */
  value?: TValue;
  /** The first chosen value when uncontrolled. */
  defaultValue?: TValue;
  /** Called with the new choice (never with nothing: one option is always chosen). */
  onValueChange?: (value: TValue) => void;
  /** Accessible name of the group, e.g. `Time range` (or use `aria-labelledby`). */
  label?: string;
  /** Id of a visible element naming the group. */
  'aria-labelledby'?: string;
  /** Height and text size. */
  size?: SegmentedControlSize;
  /** Turns every option off. */
  disabled?: boolean;
  /** Extra classes on the group. */
  className?: string;
}

/**
 * One choice among a few options shown side by side (a chart range: 1 h, 6 h, 24 h, 7 d; a result
 * view: Table or Graph). A radio group for assistive technology: Tab reaches the chosen option and
 * the arrow keys move between options, choosing each as a radio group does. Unlike Radix's toggle
 * group it never ends with nothing chosen: pressing the chosen option again keeps it.
 */
export function SegmentedControl<TValue extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  'aria-labelledby': labelledBy,
  size = 'md',
  disabled,
  className,
}: SegmentedControlProps<TValue>) {
  const [uncontrolled, setUncontrolled] = useState<TValue | undefined>(
    defaultValue ?? options[0]?.value,
  );
  const current = value ?? uncontrolled;
  const choose = (next: TValue) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <ToggleGroupPrimitive.Root
      type="single"
      data-slot="segmented-control"
      aria-label={label}
      aria-labelledby={labelledBy}
      value={current ?? ''}
      disabled={disabled}
      onValueChange={(next) => {
        if (next) choose(next as TValue);
      }}
      className={cn('inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1', className)}
    >
      {options.map((option) => (
        <ToggleGroupPrimitive.Item
          key={option.value}
          value={option.value}
          aria-label={option.accessibleLabel}
          disabled={option.disabled}
          data-slot="segmented-control-item"
          className={segmentVariants({ size })}
          // As in any radio group, moving with the arrow keys chooses (Radix's toggle group only
          // moves the focus): focus arriving from another option of the group is an arrow key's,
          // while Tab arrives from outside and keeps the choice.
          onFocus={(event) => {
            const from = event.relatedTarget;
            const fromOption =
              from instanceof Element && event.currentTarget.parentElement?.contains(from) === true;
            if (fromOption && option.value !== current && !option.disabled) choose(option.value);
          }}
        >
          {option.label}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  );
}
