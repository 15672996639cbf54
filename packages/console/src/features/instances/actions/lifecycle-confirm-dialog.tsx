import type { Instance } from '@quiver/contract';
import { useTranslation } from '../../../i18n/react.tsx';
import { useInstanceStartMutation } from '../../../data/instance/instance-start-mutation.ts';
import { useInstanceForceStartMutation } from '../../../data/instance/instance-force-start-mutation.ts';
import { useInstanceStopMutation } from '../../../data/instance/instance-stop-mutation.ts';
import { useInstanceRestartMutation } from '../../../data/instance/instance-restart-mutation.ts';
import { ForecastDelta } from '../../billing/forecast-delta.tsx';
import { ActionCost, type CostBasis } from './action-cost.tsx';
import { RunActionDialog } from '../../resource-shared/run-action-dialog.tsx';
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
  const mutations = {
    start: useInstanceStartMutation(),
    forceStart: useInstanceForceStartMutation(),
    stop: useInstanceStopMutation(),
    restart: useInstanceRestartMutation(),
  };
  const name = instance.name;
  return (
    <RunActionDialog
      action={action}
      initial="start"
      mutations={mutations}
      variables={{ instanceId: instance.id }}
      texts={{
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
      }}
      cost={(shown, open) => (
        <>
          {open && <ActionCost instanceId={instance.id} basis={costBasis[shown]} />}
          {open && forecastAction[shown] !== null && (
            <ForecastDelta change={{ action: forecastAction[shown], instanceId: instance.id }} />
          )}
        </>
      )}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
