import type { ComponentProps } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { controlVariants, type ControlSize } from '../../lib/control.ts';

/** A list of options in a popup (Radix Select): typeahead, arrow keys, Home/End. Compose SelectTrigger, SelectContent and SelectItem. */
export function Select(props: ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

/** Groups items under a SelectLabel. */
export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** The chosen option's text (or the placeholder) inside the trigger. */
export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export interface SelectTriggerProps extends ComponentProps<typeof SelectPrimitive.Trigger> {
  /** Height and text size (matches Input). */
  size?: ControlSize;
  /** Marks the choice as wrong: sets `aria-invalid`. */
  invalid?: boolean;
}

/** The button showing the current value; label it with `<label htmlFor>` or `aria-label`. */
export function SelectTrigger({
  size = 'md',
  invalid,
  className,
  children,
  'aria-invalid': ariaInvalid,
  ...props
}: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(
        controlVariants({ size }),
        'flex cursor-pointer items-center justify-between gap-2 text-left data-[placeholder]:text-muted-fg [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-fg" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export interface SelectContentProps extends ComponentProps<typeof SelectPrimitive.Content> {
  /** Accessible name of the scroll-up arrow shown on long lists. */
  scrollUpLabel?: string;
  /** Accessible name of the scroll-down arrow shown on long lists. */
  scrollDownLabel?: string;
}

/** The popup list, rendered in a portal and as wide as the trigger. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  scrollUpLabel = 'Scroll up',
  scrollDownLabel = 'Scroll down',
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border border-border bg-surface-raised text-surface-fg shadow-md motion-safe:animate-fade-in',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton
          aria-label={scrollUpLabel}
          className="flex h-6 cursor-default items-center justify-center"
        >
          <ChevronUp aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton
          aria-label={scrollDownLabel}
          className="flex h-6 cursor-default items-center justify-center"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** A heading for a SelectGroup. */
export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-fg', className)}
      {...props}
    />
  );
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>;

/** One option. Its text is its accessible name and what the trigger shows once chosen. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-pointer items-start rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-fg',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute top-2 right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

/** A line between groups. */
export function SelectSeparator({
  className,
  ...props
}: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
