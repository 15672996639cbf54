import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/**
 * Shares the open/close delays between tooltips. Put one near the app root; each `Tooltip` also
 * works without it (it adds its own).
 */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/** A short text hint shown on hover and keyboard focus of its trigger. Never put essential information only here. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

/** The element the tooltip describes; use `asChild` with a focusable element. */
export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export interface TooltipContentProps extends ComponentProps<typeof TooltipPrimitive.Content> {
  /** Hide the small arrow pointing at the trigger. */
  hideArrow?: boolean;
}

/** The tooltip bubble (rendered in a portal). */
export function TooltipContent({
  sideOffset = 6,
  hideArrow = false,
  className,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-surface-fg px-2.5 py-1.5 text-xs text-surface shadow-md',
          'motion-safe:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        {hideArrow ? null : <TooltipPrimitive.Arrow className="fill-surface-fg" />}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export interface SimpleTooltipProps {
  /** The hint text. */
  content: ReactNode;
  /** A single focusable element. */
  children: ReactNode;
  /** Where the bubble goes. */
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** The common case in one element: `<SimpleTooltip content="Copy">…</SimpleTooltip>`. */
export function SimpleTooltip({ content, children, side = 'top' }: SimpleTooltipProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  );
}
