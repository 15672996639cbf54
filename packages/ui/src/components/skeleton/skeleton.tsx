import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const skeletonShapeOptions = ['rect', 'text', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapeOptions)[number];

export interface SkeletonProps extends ComponentProps<'div'> {
  /** `text` is a line of text height, `circle` an avatar; size it with classes. */
  shape?: SkeletonShape;
}

/**
 * A placeholder block shown while content loads. It is decorative (hidden from assistive
 * technology): announce loading on the container instead (`aria-busy`, or a Spinner's label).
 */
export function Skeleton({ shape = 'rect', className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      className={cn(
        'bg-muted motion-safe:animate-pulse',
        shape === 'circle' ? 'rounded-full' : 'rounded-md',
        shape === 'text' && 'h-4 w-full',
        className,
      )}
      {...props}
    />
  );
}
