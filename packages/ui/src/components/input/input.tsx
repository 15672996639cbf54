import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlVariants, type ControlSize } from '../../lib/control.ts';

export { controlSizeOptions as inputSizeOptions } from '../../lib/control.ts';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** Height and text size. */
  size?: ControlSize;
  /** Marks the value as wrong: sets `aria-invalid` (pair it with an error message via `aria-describedby`). */
  invalid?: boolean;
}

/** A single-line text field. Give it a visible label (`<label htmlFor>` or `FormLabel`). */
export function Input({
  size = 'md',
  invalid,
  type = 'text',
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      data-size={size}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(controlVariants({ size }), 'file:border-0 file:bg-transparent', className)}
      {...props}
    />
  );
}
