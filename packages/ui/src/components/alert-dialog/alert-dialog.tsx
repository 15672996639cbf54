import type { ComponentProps } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useReturnFocusNearOpener } from '../../lib/focus-fallback.ts';
import { buttonVariants, type ButtonVariant } from '../button/button.tsx';
import { dialogContentVariants, overlayClassName, type DialogSize } from '../dialog/dialog.tsx';

/**
 * A modal that interrupts to confirm or warn (role `alertdialog`). Unlike Dialog it does not close
 * on an outside click, and focus starts on the Cancel button so a stray Enter does nothing harmful.
 */
export function AlertDialog(props: ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />;
}

/** The element that opens the alert dialog; use `asChild` with a Button. */
export function AlertDialogTrigger(props: ComponentProps<typeof AlertDialogPrimitive.Trigger>) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />;
}

export interface AlertDialogContentProps extends ComponentProps<
  typeof AlertDialogPrimitive.Content
> {
  /** Maximum width. */
  size?: DialogSize;
}

/**
 * The panel, in a portal over a backdrop. Needs an AlertDialogTitle and an AlertDialogDescription.
 * Focus returns to the trigger on close, or to its nearest focusable container when the trigger
 * was disabled meanwhile (the confirmed action now runs).
 */
export function AlertDialogContent({
  size = 'sm',
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: AlertDialogContentProps) {
  const focus = useReturnFocusNearOpener({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={overlayClassName} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        data-size={size}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </AlertDialogPrimitive.Portal>
  );
}

/** Title and description block. */
export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-header"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    />
  );
}

/** Cancel and action buttons, action last. */
export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The alert's accessible name. */
export function AlertDialogTitle({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** What will happen, in a sentence; read out when the alert opens. */
export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn('text-sm text-muted-fg', className)}
      {...props}
    />
  );
}

export interface AlertDialogActionProps extends ComponentProps<typeof AlertDialogPrimitive.Action> {
  /** Button look; use `danger` for destructive confirmations. */
  variant?: ButtonVariant;
}

/** Confirms and closes. */
export function AlertDialogAction({
  variant = 'primary',
  className,
  ...props
}: AlertDialogActionProps) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      data-variant={variant}
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Dismisses without acting; receives focus when the alert opens. */
export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}
