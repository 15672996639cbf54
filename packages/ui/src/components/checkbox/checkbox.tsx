import type { ComponentProps } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** Marks the choice as wrong (for example a required consent): sets `aria-invalid`. */
  invalid?: boolean;
}

/**
 * A box the user ticks; `checked="indeterminate"` shows a partly selected group. Label it with
 * `<label htmlFor>` (clicking the label toggles it) or `aria-label`.
 */
export function Checkbox({
  invalid,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(
        'peer group inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-input bg-surface text-primary-fg shadow-sm',
        'transition-colors duration-(--duration-fast)',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        'aria-[invalid=true]:border-danger',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex">
        {/* Picked by state in CSS so controlled and uncontrolled (defaultChecked) both work. */}
        <Check
          aria-hidden="true"
          className="hidden size-3.5 group-data-[state=checked]:block"
          strokeWidth={3}
        />
        <Minus
          aria-hidden="true"
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
