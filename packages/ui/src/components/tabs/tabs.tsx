import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const tabsVariantOptions = ['underline', 'pills'] as const;
export type TabsVariant = (typeof tabsVariantOptions)[number];

/** Switches between panels of one view (arrow keys move between tabs). Compose TabsList, TabsTrigger and TabsContent. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

const tabsListVariants = cva('inline-flex items-center', {
  variants: {
    variant: {
      underline: 'w-full gap-2 border-b border-border',
      pills: 'w-fit gap-1 rounded-lg bg-muted p-1',
    },
  },
  defaultVariants: { variant: 'underline' },
});

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** `underline` for page sections, `pills` for compact switches. */
  variant?: TabsVariant;
}

/** The row of tabs; name it with `aria-label` when the page has several. */
export function TabsList({ variant = 'underline', className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

/** One tab. */
export function TabsTrigger({
  className,
  onMouseDown,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Radix focuses the tab from script on mouse down (Safari does not focus a clicked button),
        // and Chromium draws the keyboard focus ring for a script's focus, so every clicked tab
        // wore it. Focusing first without the ring makes Radix's own call a no-op; the arrow keys
        // still move a visible ring. Where `focusVisible` is not supported, nothing changes.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus({ focusVisible: false });
        }
      }}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap text-muted-fg transition-colors duration-(--duration-fast)',
        'hover:text-surface-fg disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
        // Underline look: a bar under the active tab.
        'in-data-[variant=underline]:-mb-px in-data-[variant=underline]:border-b-2 in-data-[variant=underline]:border-transparent in-data-[variant=underline]:px-2 in-data-[variant=underline]:pt-1 in-data-[variant=underline]:pb-2.5',
        // A page's tab row scrolls sideways on a narrow screen, and a scroll box clips what passes
        // its edges: the ring goes inside the tab, so it shows whole.
        'in-data-[variant=underline]:focus-visible:-outline-offset-2',
        'in-data-[variant=underline]:data-[state=active]:border-primary in-data-[variant=underline]:data-[state=active]:text-surface-fg',
        // Pills look: a raised chip for the active tab.
        'in-data-[variant=pills]:h-7 in-data-[variant=pills]:rounded-md in-data-[variant=pills]:px-3',
        'in-data-[variant=pills]:data-[state=active]:bg-surface-raised in-data-[variant=pills]:data-[state=active]:text-surface-fg in-data-[variant=pills]:data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown for the active tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('flex-1 outline-none', className)}
      {...props}
    />
  );
}
