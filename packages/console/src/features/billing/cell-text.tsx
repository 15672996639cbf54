import type { ReactNode } from 'react';
import { cn } from '@quiver/ui';

/**
 * A table cell's text that wraps instead of being cut (the ui Table truncates its cells): a billing
 * period, a list of products, a moment. It keeps its full text as a title too, for a cell narrower
 * than a word.
 */
export function WrappingText({
  text,
  className,
  children,
}: {
  text: string;
  className?: string;
  /** What is shown, when it is not the text itself (a `<time>`). */
  children?: ReactNode;
}) {
  return (
    <span title={text} className={cn('block whitespace-normal break-words', className)}>
      {children ?? text}
    </span>
  );
}
