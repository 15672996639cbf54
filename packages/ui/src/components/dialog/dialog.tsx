import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { useReturnFocusNearOpener } from '../../lib/focus-fallback.ts';
import { IconButton } from '../icon-button/icon-button.tsx';

export const dialogSizeOptions = ['sm', 'md', 'lg', 'xl'] as const;
export type DialogSize = (typeof dialogSizeOptions)[number];

/** The dimmed backdrop behind a modal (shared with AlertDialog). */
export const overlayClassName = 'fixed inset-0 z-50 bg-overlay motion-safe:animate-fade-in';

/** The modal panel's look (shared with AlertDialog). */
export const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
    'rounded-[var(--dialog-radius,calc(var(--radius)+0.5rem))] border border-border bg-surface-raised p-6 text-surface-fg shadow-lg',
    'motion-safe:animate-scale-in focus:outline-none',
  ],
  {
    variants: { size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } },
    defaultVariants: { size: 'md' },
  },
);

/** A modal window. Compose DialogTrigger and DialogContent (with DialogTitle) inside it. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog; use `asChild` with a Button. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog; use `asChild` with a Button. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Maximum width. */
  size?: DialogSize;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** Hide the corner close button (Escape still closes; keep a visible way out in the footer). */
  hideCloseButton?: boolean;
}

/**
 * The dialog panel, rendered in a portal over a backdrop. Focus moves inside on open, stays trapped
 * while open, and returns to the trigger on close (or, when the trigger was disabled meanwhile, to
 * its nearest focusable container); Escape closes. It needs a DialogTitle.
 */
export function DialogContent({
  size = 'md',
  closeLabel = 'Close',
  hideCloseButton = false,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocusNearOpener({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close asChild>
            <IconButton
              data-slot="dialog-close-button"
              label={closeLabel}
              icon={<X />}
              size="sm"
              className="absolute top-4 right-4 text-muted-fg hover:text-surface-fg"
            />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description block at the top of the panel. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pr-8 text-left', className)}
      {...props}
    />
  );
}

/** Actions at the bottom, primary action last; stacked on narrow screens. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The dialog's accessible name (required). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-fg', className)}
      {...props}
    />
  );
}
