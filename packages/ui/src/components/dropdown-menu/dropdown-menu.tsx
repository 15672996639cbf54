import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Check, ChevronRight, Circle } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

/** A menu of actions opened from a button (Radix DropdownMenu): arrow keys, typeahead, Escape. */
export function DropdownMenu(props: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root data-slot="dropdown-menu" {...props} />;
}

/** The button that opens the menu; use `asChild` with a Button or IconButton. */
export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/** Groups related items. */
export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

/** Holds DropdownMenuRadioItems, of which one is checked. */
export function DropdownMenuRadioGroup(props: ComponentProps<typeof MenuPrimitive.RadioGroup>) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** A nested menu. */
export function DropdownMenuSub(props: ComponentProps<typeof MenuPrimitive.Sub>) {
  return <MenuPrimitive.Sub data-slot="dropdown-menu-sub" {...props} />;
}

// At most the room Radix measured beside the trigger, scrolling past it: on a short window (a phone
// held sideways, 400 % zoom: 320 by 256 px) a long menu otherwise ran off the screen, its last items
// out of reach of a pointer (the keyboard still scrolls them into view).
const menuSurface =
  'z-50 min-w-40 max-h-(--radix-dropdown-menu-content-available-height) overflow-x-hidden overflow-y-auto rounded-md border border-border bg-surface-raised p-1 text-surface-fg shadow-md motion-safe:animate-fade-in';

/** The menu panel, rendered in a portal. */
export function DropdownMenuContent({
  sideOffset = 4,
  align = 'start',
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(menuSurface, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export const dropdownMenuItemVariants = cva(
  [
    'relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none',
    'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        default: 'data-[highlighted]:bg-accent data-[highlighted]:text-accent-fg',
        danger:
          'text-danger-text data-[highlighted]:bg-danger-subtle data-[highlighted]:text-danger-text',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** `danger` for destructive actions (terminate, delete). */
  tone?: 'default' | 'danger';
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /** A keyboard hint shown at the end (display only). */
  shortcut?: string;
}

/** One action. `onSelect` runs on click, Enter or Space. */
export function DropdownMenuItem({
  tone = 'default',
  icon,
  shortcut,
  className,
  children,
  ...props
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-tone={tone}
      className={cn(dropdownMenuItemVariants({ tone }), className)}
      {...props}
    >
      {icon ? (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      ) : null}
      {children}
      {shortcut ? (
        <span aria-hidden="true" className="ml-auto pl-4 text-xs tracking-widest text-muted-fg">
          {shortcut}
        </span>
      ) : null}
    </MenuPrimitive.Item>
  );
}

/** An item with a check mark that toggles. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

/** One choice of a DropdownMenuRadioGroup. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Circle aria-hidden="true" className="size-2 fill-current" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-fg', className)}
      {...props}
    />
  );
}

/** A line between groups. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

/** The item that opens a DropdownMenuSub (ArrowRight opens it too). */
export function DropdownMenuSubTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.SubTrigger>) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(dropdownMenuItemVariants(), 'data-[state=open]:bg-accent', className)}
      {...props}
    >
      {children}
      <ChevronRight aria-hidden="true" className="ml-auto" />
    </MenuPrimitive.SubTrigger>
  );
}

/** The nested menu's panel. */
export function DropdownMenuSubContent({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.SubContent>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(menuSurface, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}
