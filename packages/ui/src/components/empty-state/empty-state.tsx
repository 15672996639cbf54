import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A large decorative icon. */
  icon?: ReactNode;
  /** What is empty, as a heading ("No instances yet"). */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** The way forward: a Button or Link (or several). */
  actions?: ReactNode;
  /** Heading level of the title, so it fits the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Shown where a list or view has nothing yet, with the next step. */
export function EmptyState({
  icon,
  title,
  description,
  actions,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-fg [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading className="text-base font-semibold">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-fg">{description}</p> : null}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
