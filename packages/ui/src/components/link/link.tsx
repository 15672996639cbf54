import type { ComponentProps } from 'react';
import { Slot } from '../../lib/slot.tsx';
import { ExternalLink } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const linkVariantOptions = ['default', 'muted', 'inherit'] as const;
export type LinkVariant = (typeof linkVariantOptions)[number];

export const linkVariants = cva(
  'inline-flex cursor-pointer items-center gap-1 rounded-sm font-medium underline underline-offset-4 transition-colors duration-(--duration-fast) [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'text-primary decoration-primary/40 hover:decoration-primary',
        muted: 'text-muted-fg decoration-muted-fg/40 hover:text-surface-fg',
        inherit: 'text-inherit decoration-current/40 hover:decoration-current',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface LinkProps extends ComponentProps<'a'> {
  /** Colour: `default` (primary), `muted` for secondary links, `inherit` inside coloured text. */
  variant?: LinkVariant;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and an icon; the `newTabLabel` is added for
   * screen readers so the context change is announced.
   */
  external?: boolean;
  /** Text read to screen readers after the label of an external link. */
  newTabLabel?: string;
  /** Render the only child (for example a router's link) with the link's styles. */
  asChild?: boolean;
}

/** Navigation to another page or site. Use Button for actions. */
export function Link({
  variant = 'default',
  external = false,
  newTabLabel = '(opens in a new tab)',
  asChild = false,
  className,
  children,
  ...props
}: LinkProps) {
  const classes = cn(linkVariants({ variant }), className);
  if (asChild) {
    return (
      <Slot data-slot="link" data-variant={variant} className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <a
      data-slot="link"
      data-variant={variant}
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
      {external ? (
        <>
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{newTabLabel}</span>
        </>
      ) : null}
    </a>
  );
}
