import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../alert-dialog/alert-dialog.tsx';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';

/** The confirmations that need the instance name typed (spec section 5). */
export const confirmByTypingActions = ['terminate', 'recover'] as const;
export type ConfirmByTypingAction = (typeof confirmByTypingActions)[number];

interface ActionTexts {
  title: string;
  description: (name: string) => ReactNode;
  confirmLabel: string;
}

const englishTexts: Record<ConfirmByTypingAction, ActionTexts> = {
  terminate: {
    title: 'Terminate instance',
    description: (name) => (
      <>
        Terminating <strong className="font-semibold text-surface-fg">{name}</strong> deletes the
        instance, its data and its backups for good. This cannot be undone.
      </>
    ),
    confirmLabel: 'Terminate',
  },
  recover: {
    title: 'Recover instance',
    description: (name) => (
      <>
        Recovering <strong className="font-semibold text-surface-fg">{name}</strong> replaces its
        current data with the backup. Everything written since that backup is lost.
      </>
    ),
    confirmLabel: 'Recover',
  },
};

export interface ConfirmByTypingDialogProps {
  /** Which confirmation: sets the default title, description and button label. */
  action: ConfirmByTypingAction;
  /** The name the user must type, exactly (letter case and spaces included). */
  instanceName: string;
  /** Runs the action. While its promise is pending the button shows a spinner; on success the dialog closes, on failure it stays open. */
  onConfirm: () => void | Promise<unknown>;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with `asChild`, so pass a Button). */
  trigger?: ReactNode;
  /** Forces the pending state (when the caller tracks the request itself). */
  pending?: boolean;
  /** An error from the last attempt, shown above the buttons (announced). */
  error?: ReactNode;
  /** Dialog title. */
  title?: ReactNode;
  /** What will happen; receives the instance name. */
  description?: (instanceName: string) => ReactNode;
  /** Label of the field; receives the instance name. */
  inputLabel?: (instanceName: string) => ReactNode;
  /** Label of the confirm button. */
  confirmLabel?: string;
  /** Label of the cancel button. */
  cancelLabel?: string;
  /** Read to screen readers on the button while the action runs. */
  pendingLabel?: string;
  /**
   * Called as the dialog closes, before focus moves. Without a `trigger`, call
   * `event.preventDefault()` and focus the control that opened the dialog (a menu's button, say):
   * by default focus returns to the trigger, and there is none.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A destructive confirmation that asks the user to type the instance name (terminate, recover).
 * The danger button stays disabled until the text matches exactly; focus starts in the field,
 * Enter confirms once it matches, Escape or Cancel closes and focus returns to the trigger.
 */
export function ConfirmByTypingDialog({
  action,
  instanceName,
  onConfirm,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  pending: pendingProp = false,
  error,
  title,
  description,
  inputLabel = (name) => (
    <>
      Type <strong className="font-semibold">{name}</strong> to confirm
    </>
  ),
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = 'Working',
  onCloseAutoFocus,
}: ConfirmByTypingDialogProps) {
  const texts = englishTexts[action];
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const matches = typed === instanceName;
  const pending = pendingProp || running;

  const setOpen = (next: boolean) => {
    // A reopened dialog asks for the name again.
    if (!next) setTyped('');
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!matches || pending) return;
    setRunning(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure through `error`; the dialog stays open for a retry.
    } finally {
      setRunning(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => (pending && !next ? undefined : setOpen(next))}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        data-slot="confirm-by-typing-dialog"
        data-action={action}
        onOpenAutoFocus={(event) => {
          // The field, not Cancel: typing the name is the only thing to do here.
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={confirm} className="flex flex-col gap-5">
          <AlertDialogHeader>
            <AlertDialogTitle>{title ?? texts.title}</AlertDialogTitle>
            <AlertDialogDescription>
              {(description ?? texts.description)(instanceName)}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm text-surface-fg">
              {inputLabel(instanceName)}
            </label>
            <Input
              ref={inputRef}
              id={inputId}
              value={typed}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger-text">
              {error}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
            <Button
              type="submit"
              variant="danger"
              disabled={!matches}
              loading={pending}
              loadingLabel={pendingLabel}
            >
              {confirmLabel ?? texts.confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
