import type { Instance } from '@quiver/contract';
import { Trans, useTranslation } from '../../../i18n/react.tsx';
import { useInstanceTerminateMutation } from '../../../data/instance/instance-terminate-mutation.ts';
import { TerminateByNameDialog } from '../../resource-shared/terminate-by-name-dialog.tsx';
import { ForecastDelta } from '../../billing/forecast-delta.tsx';
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
 * backups are deleted for good, that billing stops, and what that does to this month's forecast. A
 * refusal stays in the dialog.
 */
export function TerminateDialog({
  instance,
  open,
  onClose,
  onCloseAutoFocus,
}: TerminateDialogProps) {
  const { t } = useTranslation();
  const terminate = useInstanceTerminateMutation();
  return (
    <TerminateByNameDialog
      name={instance.name}
      open={open}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      terminate={() =>
        terminate.mutateAsync({ instanceId: instance.id, confirmName: instance.name })
      }
      title={t('instances.confirm.terminate-title', { name: instance.name })}
      body={(name) => (
        <Trans
          i18nKey="instances.confirm.terminate-body"
          values={{ name }}
          components={{ name: <strong className="font-semibold text-surface-fg" /> }}
        />
      )}
      forecast={<ForecastDelta change={{ action: 'terminate', instanceId: instance.id }} />}
    />
  );
}
