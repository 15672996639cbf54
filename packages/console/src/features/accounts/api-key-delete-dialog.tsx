import type { ApiKey } from '@quiver/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { notify } from '../../lib/notify.ts';
import { useApiKeyDeleteMutation } from '../../data/api-keys/api-key-delete-mutation.ts';
import '../../i18n/areas/accounts/index.ts';

interface ApiKeyDeleteDialogProps {
  /** The key to delete; the dialog is open while it is set. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** Called as the deletion starts: the key's row (which opened the dialog) is about to go. */
  onDeleting: () => void;
  /** Where focus goes when the dialog closes (it opens without a Radix trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Confirm, then delete a key: it stops working at once. */
export function ApiKeyDeleteDialog({
  apiKey,
  onClose,
  onDeleting,
  onCloseAutoFocus,
}: ApiKeyDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useApiKeyDeleteMutation();
  return (
    <AlertDialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t('api-keys.delete-title', { name: apiKey?.name ?? '' })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t('api-keys.delete-help')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (apiKey === null) return;
              onDeleting();
              remove.mutate(apiKey.id, {
                onSuccess: () => notify.success(t('api-keys.deleted')),
                onSettled: onClose,
              });
            }}
          >
            {t('common.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
