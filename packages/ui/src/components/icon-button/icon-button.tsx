import type { ComponentProps, ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { buttonVariants, type ButtonVariant } from '../button/button.tsx';
import { SpinnerIcon } from '../spinner/spinner.tsx';

/** IconButton looks: every Button look except `link` (an icon alone is not a link). */
export const iconButtonVariantOptions = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
] as const satisfies readonly ButtonVariant[];
export const iconButtonSizeOptions = ['sm', 'md', 'lg'] as const;

// Spelled out for the docs' props table; equal to the option lists (button.types.test.tsx).
export type IconButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

/** Square sizes laid over the Button recipe. */
export const iconButtonVariants = cva('px-0', {
  variants: {
    size: {
      sm: 'size-8 [&_svg:not([class*=size-])]:size-4',
      md: 'size-9 [&_svg:not([class*=size-])]:size-4',
      lg: 'size-11 [&_svg:not([class*=size-])]:size-5',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** The accessible name, read by screen readers and shown as the native tooltip. Required: the icon alone says nothing to assistive technology. */
  label: string;
  /** The icon (decorative; it is hidden from assistive technology). */
  icon: ReactNode;
  /** Visual weight. */
  variant?: IconButtonVariant;
  /** Square size. */
  size?: IconButtonSize;
  /** Shows a spinner instead of the icon, sets `aria-busy` and ignores clicks. */
  loading?: boolean;
}

/** A button whose only content is an icon. Its `label` is its accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  type = 'button',
  title,
  className,
  onClick,
  'aria-disabled': ariaDisabled,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      data-slot="icon-button"
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      className={cn(buttonVariants({ variant }), iconButtonVariants({ size }), className)}
      onClick={(event) => {
        if (loading) return event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    >
      <span aria-hidden="true" className="contents">
        {loading ? <SpinnerIcon /> : icon}
      </span>
    </button>
  );
}
