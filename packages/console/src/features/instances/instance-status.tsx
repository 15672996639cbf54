import type { InstanceStatusLabel } from '@quiver/validation';
import type { InstanceStatus as Status, ServiceState } from '@quiver/validation';
import { InstanceStatusBadge } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instances/index.ts';

/** The 13 labels of spec section 4, in the reader's language. */
export function useStatusLabels(): Record<InstanceStatusLabel, string> {
  const { t } = useTranslation();
  return {
    Initializing: t('instances.status.initializing'),
    Starting: t('instances.status.starting'),
    Restarting: t('instances.status.restarting'),
    Active: t('instances.status.active'),
    Stopping: t('instances.status.stopping'),
    Stopped: t('instances.status.stopped'),
    Cancelling: t('instances.status.cancelling'),
    Cancelled: t('instances.status.cancelled'),
    Error: t('instances.status.error'),
    Updating: t('instances.status.updating'),
    'Backing up': t('instances.status.backing-up'),
    Recovering: t('instances.status.recovering'),
    Emptying: t('instances.status.emptying'),
  };
}

interface InstanceStatusProps {
  status: Status;
  serviceState?: ServiceState | null;
  /** Announce changes politely; off in lists, where many rows may change at once. */
  announce?: boolean;
  size?: 'sm' | 'md';
}

/** An instance's status label and tone (the ui badge), translated. */
export function InstanceStatus({
  status,
  serviceState,
  announce = false,
  size,
}: InstanceStatusProps) {
  const labels = useStatusLabels();
  return (
    <InstanceStatusBadge
      status={status}
      serviceState={serviceState}
      announce={announce}
      size={size}
      translateLabel={(label) => labels[label]}
    />
  );
}
