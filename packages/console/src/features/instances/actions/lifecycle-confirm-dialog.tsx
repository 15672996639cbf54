import { useState } from 'react';
import type { Instance } from '@quiver/contract';
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
import { useTranslation } from '../../../i18n/react.tsx';
import { useInstanceStartMutation } from '../../../data/instance/instance-start-mutation.ts';
import { useInstanceForceStartMutation } from '../../../data/instance/instance-force-start-mutation.ts';
import { useInstanceStopMutation } from '../../../data/instance/instance-stop-mutation.ts';
import { useInstanceRestartMutation } from '../../../data/instance/instance-restart-mutation.ts';
import { ForecastDelta } from '../../billing/forecast-delta.tsx';
import { ActionCost, type CostBasis } from './action-cost.tsx';
import { useActionErrorText } from './action-error-text.ts';
import '../../../i18n/areas/instances/index.ts';

/** The run-state actions: confirmed with what they change and what the instance costs after. */
export type RunAction = 'start' | 'forceStart' | 'stop' | 'restart';

/** What the forecast is asked about for each action (a restart changes no cost). */
const forecastAction: Record<RunAction, 'start' | 'stop' | null> = {
  start: 'start',
  forceStart: 'start',
  stop: 'stop',
  restart: null,
};

const costBasis: Record<RunAction, CostBasis> = {
  start: 'running',
  forceStart: 'running',
  restart: 'running',
  stop: 'stopped',
};

interface LifecycleConfirmDialogProps {
  instance: Instance;
  /** The action to confirm; null keeps the dialog closed. */
  action: RunAction | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Confirms start, force start, stop or restart: what happens, the price per hour afterwards, then
 * the call. A refusal stays in the dialog (the call is silent, so it is said once, here).
 */
export function LifecycleConfirmDialog({
  instance,
  action,
  onClose,
  onCloseAutoFocus,
}: LifecycleConfirmDialogProps) {
  const { t } = useTranslation();
  const errorText = useActionErrorText();
  const mutations = {
    start: useInstanceStartMutation(),
    forceStart: useInstanceForceStartMutation(),
    stop: useInstanceStopMutation(),
    restart: useInstanceRestartMutation(),
  };
  const [error, setError] = useState<string | null>(null);
  // Kept while the dialog animates closed, so its text does not change under the user.
  const [shown, setShown] = useState<RunAction>(action ?? 'start');
  if (action !== null && action !== shown) setShown(action);
  const mutation = mutations[shown];
  const name = instance.name;
  const texts: Record<RunAction, { title: string; body: string; confirm: string }> = {
    start: {
      title: t('instances.confirm.start-title', { name }),
      body: t('instances.confirm.start-body'),
      confirm: t('instances.action.start'),
    },
    forceStart: {
      title: t('instances.confirm.force-start-title', { name }),
      body: t('instances.confirm.force-start-body'),
      confirm: t('instances.action.force-start'),
    },
    stop: {
      title: t('instances.confirm.stop-title', { name }),
      body: t('instances.confirm.stop-body'),
      confirm: t('instances.action.stop'),
    },
    restart: {
      title: t('instances.confirm.restart-title', { name }),
      body: t('instances.confirm.restart-body'),
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
      await mutation.mutateAsync({ instanceId: instance.id });
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
        {action !== null && <ActionCost instanceId={instance.id} basis={costBasis[shown]} />}
        {action !== null && forecastAction[shown] !== null && (
          <ForecastDelta change={{ action: forecastAction[shown], instanceId: instance.id }} />
        )}
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
