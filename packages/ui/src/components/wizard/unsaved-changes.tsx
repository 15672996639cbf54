import { useEffect } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../alert-dialog/alert-dialog.tsx';

/**
 * The shape of a router's navigation blocker (react-router's `useBlocker(when)` returns one), so a
 * form can ask before the app navigates away without this package depending on a router.
 */
export interface NavigationBlocker {
  /** `blocked` while a navigation waits for the user's answer. */
  state: 'unblocked' | 'blocked' | 'proceeding';
  /** Lets the blocked navigation continue. */
  proceed?: () => void;
  /** Cancels the blocked navigation. */
  reset?: () => void;
}

/**
 * Asks the browser to confirm before the page is closed or reloaded while `when` is true. Browsers
 * show their own text; ours cannot be shown there. In-app navigation needs a router blocker (see
 * `NavigationBlocker`), because a single-page app never unloads.
 */
export function useUnsavedChangesGuard(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome < 119 and older Safari only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);
}

/** Every built-in text of the unsaved-changes dialog. */
export interface UnsavedChangesLabels {
  /** Dialog title. */
  title: string;
  /** Dialog text. */
  description: string;
  /** Button that throws the changes away and leaves. */
  discard: string;
  /** Button that closes the dialog and stays. */
  keepEditing: string;
}

export const defaultUnsavedChangesLabels: UnsavedChangesLabels = {
  title: 'Discard unsaved changes?',
  description: 'You have entered values that are not saved yet. If you leave now, they are lost.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
};

export interface UnsavedChangesDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The user chose to leave and lose the changes. */
  onDiscard: () => void;
  /** The user chose to stay (also Escape). */
  onKeepEditing: () => void;
  /** Replaces built-in texts (for translation). */
  labels?: Partial<UnsavedChangesLabels>;
}

/**
 * Confirms leaving a form with unsaved changes. Focus starts on 'Keep editing', so a stray Enter
 * keeps the user's work.
 */
export function UnsavedChangesDialog({
  open,
  onDiscard,
  onKeepEditing,
  labels,
}: UnsavedChangesDialogProps) {
  const text = { ...defaultUnsavedChangesLabels, ...labels };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
    >
      <AlertDialogContent data-slot="unsaved-changes-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{text.title}</AlertDialogTitle>
          <AlertDialogDescription>{text.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{text.keepEditing}</AlertDialogCancel>
          <AlertDialogAction
            variant="danger"
            onClick={(event) => {
              // Leave through onDiscard only, not through onOpenChange (which means "stay").
              event.preventDefault();
              onDiscard();
            }}
          >
            {text.discard}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
