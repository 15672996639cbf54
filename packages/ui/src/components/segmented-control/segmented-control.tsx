import { useId, useState, type ReactNode } from 'react';
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

/** An option is a label around its radio; the label draws the option, the radio's state its look. */
const segmentVariants = cva(
  [
    'relative inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap text-muted-fg',
    'transition-colors duration-(--duration-fast) hover:text-surface-fg [&_svg]:size-4 [&_svg]:shrink-0',
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-0 has-focus-visible:outline-ring',
    'has-disabled:pointer-events-none has-disabled:opacity-50',
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
 * view: Table or Graph). The browser's own radio group: Tab reaches the chosen option and the arrow
 * keys move between options, choosing each; it never ends with nothing chosen. Each option is a
 * native radio covering its label (so a press lands on the radio itself), with no script of its
 * own for focus or keys: lighter to render than a toggle group, a dozen of which a screen may hold.
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
  // The radios' group name: the browser moves between (and checks) the radios sharing it.
  const name = useId();
  const [uncontrolled, setUncontrolled] = useState<TValue | undefined>(
    defaultValue ?? options[0]?.value,
  );
  const current = value ?? uncontrolled;
  const choose = (next: TValue) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <div
      role="radiogroup"
      data-slot="segmented-control"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1', className)}
    >
      {options.map((option) => {
        const checked = option.value === current;
        return (
          <label
            key={option.value}
            data-slot="segmented-control-item"
            data-state={checked ? 'on' : 'off'}
            className={segmentVariants({ size })}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled || option.disabled}
              aria-label={option.accessibleLabel}
              onChange={() => choose(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md outline-none"
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
