import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
} from '@quiver/ui';
import { useTranslation } from '../../../i18n/react.tsx';
import { isApiError } from '../../../lib/api.ts';
import '../../../i18n/areas/backups/index.ts';

interface ConfirmDialogProps {
  /** The button that opens the dialog (focus returns to it when the dialog closes). */
  trigger: ReactNode;
  title: ReactNode;
  /** What happens, what it costs: said before the user confirms. */
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's look: `danger` (default) for what cannot be undone. */
  variant?: 'danger' | 'primary';
  /** Runs the action; the dialog closes when it succeeds and shows the refusal when it fails. */
  onConfirm: () => Promise<unknown>;
}

/** A confirmation (of a destructive action by default) that keeps the dialog open with the server's refusal. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  variant = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('backups.failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error === null ? null : (
          <p role="alert" className="text-sm text-danger-text">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('common.cancel')}</AlertDialogCancel>
          <Button
            variant={variant}
            loading={pending}
            loadingLabel={t('backups.working')}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
