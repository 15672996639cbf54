import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../icon-button/icon-button.tsx';

/** Rich, interactive content anchored to a trigger (not modal; Escape or an outside click closes it). */
export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

/** The element that toggles the popover; use `asChild` with a Button. */
export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the popover against another element than the trigger. */
export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /** Shows a corner close button with this accessible name (omit for none). */
  closeLabel?: string;
}

/** The popover panel, rendered in a portal. Name it with `aria-label` or a heading + `aria-labelledby`. */
export function PopoverContent({
  align = 'center',
  sideOffset = 6,
  closeLabel,
  className,
  children,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'relative z-50 w-72 rounded-md border border-border bg-surface-raised p-4 text-sm text-surface-fg shadow-md outline-none motion-safe:animate-fade-in',
          closeLabel && 'pr-10',
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel ? (
          <PopoverPrimitive.Close asChild>
            <IconButton
              label={closeLabel}
              icon={<X />}
              size="sm"
              className="absolute top-1.5 right-1.5 text-muted-fg hover:text-surface-fg"
            />
          </PopoverPrimitive.Close>
        ) : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

/** Closes the popover; use `asChild` with a Button. */
export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}
