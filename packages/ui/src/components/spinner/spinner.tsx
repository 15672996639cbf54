import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const spinnerSizeOptions = ['sm', 'md', 'lg'] as const;

export const spinnerVariants = cva(
  // Reduced motion: keep a slow turn rather than none, so "busy" is still visible.
  'inline-block shrink-0 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]',
  {
    variants: { size: { sm: 'size-3.5', md: 'size-4', lg: 'size-6' } },
    defaultVariants: { size: 'md' },
  },
);

export interface SpinnerIconProps
  extends ComponentProps<'svg'>, VariantProps<typeof spinnerVariants> {}

/** The bare spinning ring, hidden from assistive technology. Use inside controls that announce their own busy state. */
export function SpinnerIcon({ className, size, ...props }: SpinnerIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-slot="spinner-icon"
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Size of the ring. */
  size?: (typeof spinnerSizeOptions)[number];
  /** Text announced to screen readers while the spinner shows. */
  label?: string;
}

/**
 * An indeterminate busy indicator that screen readers announce politely (a `status` region with a
 * hidden label). For a button's own busy state use `Button loading` instead.
 */
export function Spinner({ size = 'md', label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={size}
      className={cn('inline-flex items-center text-muted-fg', className)}
      {...props}
    >
      <SpinnerIcon size={size} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
