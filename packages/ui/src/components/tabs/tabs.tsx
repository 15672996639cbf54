import { useMemo, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { composeRefs } from '../../lib/compose-refs.ts';
import { watchScrollEdges } from '../../lib/scroll-edges.ts';

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

const tabsListVariants = cva(
  [
    'inline-flex items-center',
    // A row cut by a narrow screen scrolls sideways (when its page lets it: `overflow-x-auto`) and
    // fades the edge past which more tabs wait (`watchScrollEdges` marks it), so it does not look
    // like all there is. The focused tab scrolls clear of the fade.
    '[scroll-padding-inline:2rem] [--fade-after:0px] [--fade-before:0px] [--fade-toward:to_right] rtl:[--fade-toward:to_left]',
    'data-more-after:[--fade-after:2rem] data-more-before:[--fade-before:2rem]',
    'data-more-after:[mask-image:var(--fade-mask)] data-more-before:[mask-image:var(--fade-mask)]',
    '[--fade-mask:linear-gradient(var(--fade-toward),transparent,#000_var(--fade-before),#000_calc(100%_-_var(--fade-after)),transparent)]',
  ],
  {
    variants: {
      variant: {
        // The rule under the row is an inset shadow, not a border: a scrolling row clips what
        // passes its padding box, and the active tab's bar must cover the rule, not stop above it.
        underline: 'w-full gap-2 shadow-[inset_0_-1px_0_var(--color-border)]',
        pills: 'w-fit gap-1 rounded-lg bg-muted p-1',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** `underline` for page sections, `pills` for compact switches. */
  variant?: TabsVariant;
}

const watchEdges = (list: HTMLDivElement | null) => (list ? watchScrollEdges(list) : undefined);

/**
 * The row of tabs; name it with `aria-label` when the page has several. On a narrow screen give it
 * `overflow-x-auto overflow-y-hidden`: it then scrolls, and fades the edge that hides more tabs.
 */
export function TabsList({ variant = 'underline', className, ref, ...props }: TabsListProps) {
  // One ref callback for the component's life: a new one each render would watch again each render.
  const listRef = useMemo(() => composeRefs([ref, watchEdges]), [ref]);
  return (
    <TabsPrimitive.List
      ref={listRef}
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
  onFocus,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      onFocus={(event) => {
        onFocus?.(event);
        // Chromium's focus scrolls a tab into view only when it is wholly hidden: one cut by the
        // edge of a scrolling row stays cut. Nearest, so a row that fits never moves, and clear of
        // the faded edge (the list's scroll padding). jsdom has no scrollIntoView.
        event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      }}
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
        'in-data-[variant=underline]:border-b-2 in-data-[variant=underline]:border-transparent in-data-[variant=underline]:px-2 in-data-[variant=underline]:pt-1 in-data-[variant=underline]:pb-2.5',
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
