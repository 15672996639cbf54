import { useState } from 'react';
import type { Instance } from '@quiver/contract';
import { ConfirmByTypingDialog } from '@quiver/ui';
import { Trans, useTranslation } from '../../../i18n/react.tsx';
import { useInstanceTerminateMutation } from '../../../data/instance/instance-terminate-mutation.ts';
import { useActionErrorText } from './action-error-text.ts';
import '../../../i18n/areas/instances/index.ts';

interface TerminateDialogProps {
  instance: Instance;
  open: boolean;
  onClose: () => void;
  /** Where focus goes as the dialog closes (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Terminate, confirmed by typing the instance's name (spec section 5): says that the data and the
 * backups are deleted for good and that billing stops. A refusal stays in the dialog.
 */
export function TerminateDialog({
  instance,
  open,
  onClose,
  onCloseAutoFocus,
}: TerminateDialogProps) {
  const { t } = useTranslation();
  const errorText = useActionErrorText();
  const terminate = useInstanceTerminateMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmByTypingDialog
      action="terminate"
      instanceName={instance.name}
      onCloseAutoFocus={onCloseAutoFocus}
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setError(null);
        onClose();
      }}
      onConfirm={async () => {
        setError(null);
        try {
          await terminate.mutateAsync({ instanceId: instance.id, confirmName: instance.name });
        } catch (failure) {
          setError(errorText(failure));
          // Keeps the dialog open for another try.
          throw failure;
        }
      }}
      error={error}
      title={t('instances.confirm.terminate-title', { name: instance.name })}
      description={(name) => (
        <>
          <Trans
            i18nKey="instances.confirm.terminate-body"
            values={{ name }}
            components={{ name: <strong className="font-semibold text-surface-fg" /> }}
          />{' '}
          {t('instances.confirm.terminate-billing')}
        </>
      )}
      inputLabel={(name) => (
        <Trans
          i18nKey="instances.confirm.terminate-type"
          values={{ name }}
          components={{ name: <strong className="font-semibold" /> }}
        />
      )}
      confirmLabel={t('instances.action.terminate')}
      cancelLabel={t('common.cancel')}
      pendingLabel={t('instances.confirm.working')}
    />
  );
}
