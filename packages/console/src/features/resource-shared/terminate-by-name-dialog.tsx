import { useState, type ReactNode } from 'react';
import { ConfirmByTypingDialog } from '@quiver/ui';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { useActionErrorText } from '../instances/actions/action-error-text.ts';
import '../../i18n/areas/instances/index.ts';

/**
 * Terminate, confirmed by typing the resource's name (spec section 5): the caller says what is
 * deleted for good, this adds that billing stops. A refusal stays in the dialog.
 */
export function TerminateByNameDialog({
  name,
  open,
  onClose,
  onCloseAutoFocus,
  terminate,
  title,
  body,
  forecast,
}: {
  /** The name to type. */
  name: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes as the dialog closes (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
  /** The terminate call; a refusal keeps the dialog open for another try. */
  terminate: () => Promise<unknown>;
  title: string;
  /** What is deleted, with the name shown in it. */
  body: (name: string) => ReactNode;
  /** What terminating does to this month's forecast (shown while the dialog is open). */
  forecast?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmByTypingDialog
      action="terminate"
      instanceName={name}
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
          await terminate();
        } catch (failure) {
          setError(errorText(failure));
          // Keeps the dialog open for another try.
          throw failure;
        }
      }}
      error={error}
      title={title}
      description={(shownName) => (
        <>
          {body(shownName)} {t('instances.confirm.terminate-billing')}
          {forecast}
        </>
      )}
      inputLabel={(shownName) => (
        <Trans
          i18nKey="instances.confirm.terminate-type"
          values={{ name: shownName }}
          components={{ name: <strong className="font-semibold" /> }}
        />
      )}
      confirmLabel={t('instances.action.terminate')}
      cancelLabel={t('common.cancel')}
      pendingLabel={t('instances.confirm.working')}
    />
  );
}
