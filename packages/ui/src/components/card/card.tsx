import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A raised container grouping related content. Compose with CardHeader, CardContent and CardFooter. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-[var(--card-radius,calc(var(--radius)+0.25rem))] border border-border bg-surface-raised py-5 text-surface-fg shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Title, description and an optional CardAction laid out in the card's top row. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1 px-5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
        className,
      )}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Heading level, so the card fits the page's outline. */
  level?: 2 | 3 | 4;
}

/** The card's heading. */
export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-base leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** Secondary text under the title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-fg', className)} {...props} />
  );
}

/** A control aligned to the header's end (a menu, a link). */
export function CardAction({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

/** The card's body. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

/** Actions at the bottom of the card. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 px-5', className)}
      {...props}
    />
  );
}
