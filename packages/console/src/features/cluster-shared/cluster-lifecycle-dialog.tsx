import { useState } from 'react';
import type { Cluster } from '@quiver/contract';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useClusterStartMutation } from '../../data/clusters/cluster-start-mutation.ts';
import { useClusterStopMutation } from '../../data/clusters/cluster-stop-mutation.ts';
import { useClusterRestartMutation } from '../../data/clusters/cluster-restart-mutation.ts';
import { useActionErrorText } from '../instances/actions/action-error-text.ts';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import '../../i18n/areas/clusters/index.ts';

/** The run-state actions of a cluster, each confirmed with what it changes and what it costs. */
export type ClusterRunAction = 'start' | 'stop' | 'restart';

interface ClusterLifecycleDialogProps {
  cluster: Cluster;
  /** The action to confirm; null keeps the dialog closed. */
  action: ClusterRunAction | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Confirms start, stop or restart of every server of a cluster: what happens and what it costs
 * afterwards, then the call. A refusal stays in the dialog (the call is silent, so it is said once).
 */
export function ClusterLifecycleDialog({
  cluster,
  action,
  onClose,
  onCloseAutoFocus,
}: ClusterLifecycleDialogProps) {
  const { t } = useTranslation();
  const errorText = useActionErrorText();
  const mutations = {
    start: useClusterStartMutation(),
    stop: useClusterStopMutation(),
    restart: useClusterRestartMutation(),
  };
  const [error, setError] = useState<string | null>(null);
  // Kept while the dialog animates closed, so its text does not change under the user.
  const [shown, setShown] = useState<ClusterRunAction>(action ?? 'start');
  if (action !== null && action !== shown) setShown(action);
  const mutation = mutations[shown];
  const name = cluster.name;
  const texts: Record<ClusterRunAction, { title: string; body: string; confirm: string }> = {
    start: {
      title: t('clusters.confirm.start-title', { name }),
      body: t('clusters.confirm.start-body', { count: cluster.serverCount }),
      confirm: t('instances.action.start'),
    },
    stop: {
      title: t('clusters.confirm.stop-title', { name }),
      body: t('clusters.confirm.stop-body', { count: cluster.serverCount }),
      confirm: t('instances.action.stop'),
    },
    restart: {
      title: t('clusters.confirm.restart-title', { name }),
      body: t('clusters.confirm.restart-body', { count: cluster.serverCount }),
      confirm: t('instances.action.restart'),
    },
  };
  const text = texts[shown];

  const close = () => {
    if (mutation.isPending) return;
    setError(null);
    mutation.reset();
    onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      await mutation.mutateAsync({ clusterId: cluster.id });
      close();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <AlertDialogContent data-action={shown} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{text.title}</AlertDialogTitle>
          <AlertDialogDescription>{text.body}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm text-surface-fg">
          {shown === 'stop' ? (
            t('clusters.confirm.stopped-cost')
          ) : (
            <>
              {t('instances.cost.running')}{' '}
              <strong className="font-semibold">
                <HourlyPrice micros={cluster.hourlyPriceMicros} />
              </strong>
            </>
          )}
        </p>
        {error !== null && (
          <p role="alert" className="text-sm text-danger-text">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button
            variant={shown === 'stop' ? 'danger' : 'primary'}
            loading={mutation.isPending}
            loadingLabel={t('instances.confirm.working')}
            onClick={() => void confirm()}
          >
            {text.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
