import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Slot } from '../../lib/slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { SpinnerIcon } from '../spinner/spinner.tsx';

// The unions are spelled out (not derived from the lists) so the docs' props table can show them;
// button.types.test.tsx proves each list and its union stay equal.
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Every Button look, in display order (stories and the Matrix iterate it). */
export const buttonVariantOptions = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
  'link',
] as const satisfies readonly ButtonVariant[];
/** Every Button size, smallest first. */
export const buttonSizeOptions = ['sm', 'md', 'lg'] as const satisfies readonly ButtonSize[];

/**
 * The Button recipe. Exported so a link or a menu item can look like a button without nesting one
 * inside the other: `<a className={buttonVariants({ variant: 'outline' })}>`.
 */
export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-medium select-none',
    'rounded-[var(--button-radius,var(--radius))]',
    'transition-colors duration-(--duration-fast) ease-standard',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-fg hover:bg-secondary-hover',
        outline: 'border border-input bg-surface text-surface-fg hover:bg-muted',
        ghost: 'bg-transparent text-surface-fg hover:bg-muted',
        danger: 'bg-danger text-danger-fg shadow-sm hover:bg-danger-hover',
        link: 'bg-transparent text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm [&_svg:not([class*=size-])]:size-3.5',
        md: 'h-9 px-4 text-sm [&_svg:not([class*=size-])]:size-4',
        lg: 'h-11 px-6 text-base [&_svg:not([class*=size-])]:size-5',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends ComponentProps<'button'>, Omit<VariantProps<typeof buttonVariants>, 'variant' | 'size'> {
  /** Visual weight: `primary` for the one main action of a view, `danger` for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. The button stays
   * focusable (it is `aria-disabled`, not `disabled`) so keyboard users keep their place.
   */
  loading?: boolean;
  /** Text read to screen readers while `loading`. */
  loadingLabel?: string;
  /** Icon before the label (replaced by the spinner while loading). */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /**
   * Render the only child (for example a router link) with the button's styles and props. The child
   * owns its content, so `loading` and the icon slots do not apply.
   */
  asChild?: boolean;
}

/** A clickable action. Use `Link` for navigation; use `IconButton` when there is no visible text. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'Loading',
  startIcon,
  endIcon,
  asChild = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot
        data-slot="button"
        data-variant={variant}
        data-size={size}
        aria-disabled={ariaDisabled}
        className={classes}
        {...props}
      >
        {children}
      </Slot>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      className={classes}
      onClick={handleClick}
      {...props}
    >
      {loading ? <SpinnerIcon /> : startIcon}
      {children}
      {loading ? <span className="sr-only">{loadingLabel}</span> : null}
      {endIcon}
    </button>
  );
}
