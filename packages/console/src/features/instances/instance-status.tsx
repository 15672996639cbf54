import type { InstanceStatusLabel } from '@quiver/validation';
import type { InstanceStatus as Status, ServiceState } from '@quiver/validation';
import { InstanceStatusBadge } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instances/index.ts';

/** The message key of each of the 13 labels of spec section 4. */
const statusLabelKeys = {
  Initializing: 'instances.status.initializing',
  Starting: 'instances.status.starting',
  Restarting: 'instances.status.restarting',
  Active: 'instances.status.active',
  Stopping: 'instances.status.stopping',
  Stopped: 'instances.status.stopped',
  Cancelling: 'instances.status.cancelling',
  Cancelled: 'instances.status.cancelled',
  Error: 'instances.status.error',
  Updating: 'instances.status.updating',
  'Backing up': 'instances.status.backing-up',
  Recovering: 'instances.status.recovering',
  Emptying: 'instances.status.emptying',
} as const satisfies Record<InstanceStatusLabel, string>;

/** The 13 labels of spec section 4, in the reader's language. */
export function useStatusLabels(): Record<InstanceStatusLabel, string> {
  const { t } = useTranslation();
  return Object.fromEntries(
    Object.entries(statusLabelKeys).map(([label, key]) => [label, t(key)]),
  ) as Record<InstanceStatusLabel, string>;
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
  // One label translated, not all 13: a list shows a badge on every row.
  const { t } = useTranslation();
  return (
    <InstanceStatusBadge
      status={status}
      serviceState={serviceState}
      announce={announce}
      size={size}
      translateLabel={(label) => t(statusLabelKeys[label])}
    />
  );
}
