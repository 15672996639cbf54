import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlVariants } from '../../lib/control.ts';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Marks the value as wrong: sets `aria-invalid`. */
  invalid?: boolean;
  /** Lets the user drag the height (default) or fixes it. */
  resize?: boolean;
}

/** A multi-line text field. */
export function Textarea({
  invalid,
  resize = true,
  rows = 4,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
  return (
    <textarea
      rows={rows}
      data-slot="textarea"
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(
        controlVariants({ size: 'md' }),
        'h-auto min-h-16 py-2',
        resize ? 'resize-y' : 'resize-none',
        className,
      )}
      {...props}
    />
  );
}
