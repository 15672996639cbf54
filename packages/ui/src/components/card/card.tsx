import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A raised container grouping related content. Compose with CardHeader, CardContent and CardFooter.
 *
 * The card is a size container (`@container/card`): its header lays itself out by the card's
 * width, not the window's. So it takes its width from where it is put (a grid cell, a column)
 * and never from its content: give it a width where it would otherwise shrink to fit (a `w-fit`
 * parent, a flex row without `flex-1`).
 */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        '@container/card flex flex-col gap-4 rounded-[var(--card-radius,calc(var(--radius)+0.25rem))] border border-border bg-surface-raised py-5 text-surface-fg shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Title, description and an optional CardAction laid out in the card's top row. In a card narrower
 * than 28rem the action goes under the description instead of beside it, where it squeezed the
 * text to a word a line and a wide one (a segmented range, a labelled link) ran past the card; a
 * `compact` action (an icon button) stays beside the title.
 */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1 px-5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
        '@max-md/card:has-data-[wraps]:grid-cols-1',
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

export interface CardActionProps extends ComponentProps<'div'> {
  /**
   * The action is as small as an icon button: it stays beside the title in a narrow card too,
   * where moving it under the text would only leave a line with one icon on it.
   */
  compact?: boolean;
}

/**
 * A control aligned to the header's end (a menu, a link); under the title and description, at
 * the start, in a card narrower than 28rem (in the order of the header's children), unless it is
 * `compact`.
 */
export function CardAction({ compact = false, className, ...props }: CardActionProps) {
  return (
    <div
      data-slot="card-action"
      // Read by the header (`has-data-[wraps]`): only an action that wraps gives up its column.
      data-wraps={compact ? undefined : ''}
      className={cn(
        'col-start-2 row-span-2 row-start-1 self-start justify-self-end',
        !compact &&
          '@max-md/card:col-start-1 @max-md/card:row-auto @max-md/card:mt-2 @max-md/card:justify-self-start',
        className,
      )}
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
