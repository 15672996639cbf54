import type { ComponentProps } from 'react';
import { Slot } from '../../lib/slot.tsx';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface BreadcrumbsProps extends ComponentProps<'nav'> {
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** The path to the current page. Compose BreadcrumbItem with BreadcrumbLink or BreadcrumbPage, separated by BreadcrumbSeparator. */
export function Breadcrumbs({
  label = 'Breadcrumb',
  className,
  children,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} data-slot="breadcrumbs" className={className} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-fg">
        {children}
      </ol>
    </nav>
  );
}

/** One step of the path. */
export function BreadcrumbItem({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn('inline-flex items-center gap-1.5', className)}
      {...props}
    />
  );
}

export interface BreadcrumbLinkProps extends ComponentProps<'a'> {
  /** Render the only child (a router link) with these styles. */
  asChild?: boolean;
}

/** A link to an ancestor page. */
export function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn(
        'rounded-sm underline-offset-4 transition-colors hover:text-surface-fg hover:underline',
        className,
      )}
      {...props}
    />
  );
}

/** The current page (not a link; `aria-current="page"`). */
export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('font-medium text-surface-fg', className)}
      {...props}
    />
  );
}

/** The divider between items (decorative). */
export function BreadcrumbSeparator({ className, children, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('[&>svg]:size-3.5', className)}
      {...props}
    >
      {children ?? <ChevronRight />}
    </li>
  );
}
