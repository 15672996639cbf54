import { useState } from 'react';
import type { Cluster } from '@quiver/contract';
import { ConfirmByTypingDialog } from '@quiver/ui';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { useClusterTerminateMutation } from '../../data/clusters/cluster-terminate-mutation.ts';
import { useActionErrorText } from '../instances/actions/action-error-text.ts';
import '../../i18n/areas/clusters/index.ts';

/**
 * Terminate, confirmed by typing the cluster's name (spec section 5): says that every server, the
 * data and the backups are deleted for good and that billing stops. A refusal stays in the dialog.
 */
export function ClusterTerminateDialog({
  cluster,
  open,
  onClose,
  onCloseAutoFocus,
}: {
  cluster: Cluster;
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const errorText = useActionErrorText();
  const terminate = useClusterTerminateMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmByTypingDialog
      action="terminate"
      instanceName={cluster.name}
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
          await terminate.mutateAsync({ clusterId: cluster.id, confirmName: cluster.name });
        } catch (failure) {
          setError(errorText(failure));
          // Keeps the dialog open for another try.
          throw failure;
        }
      }}
      error={error}
      title={t('clusters.confirm.terminate-title', { name: cluster.name })}
      description={(name) => (
        <>
          <Trans
            i18nKey="clusters.confirm.terminate-body"
            values={{ name, count: cluster.serverCount }}
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
