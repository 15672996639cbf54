import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { instanceStatusLabel, type InstanceStatus, type InstanceType } from '@quiver/validation';
import type { LifecycleAction } from '@quiver/contract';
import { useTranslation } from '../../i18n/react.tsx';
import { useApi } from '../../lib/services.tsx';
import { notify } from '../../lib/notify.ts';
import { onOperationEnded, type ResourceKind } from '../../data/operation-events.ts';
import { useFollowSeenOperations } from '../../data/seen-operations.ts';
import type { EndedOperation } from '../../data/resource-cache.ts';
import { instanceDetailOptions } from '../../data/instance/instance-detail-query.ts';
import { clusterDetailOptions } from '../../data/clusters/cluster-detail-query.ts';
import { useStatusLabels } from '../instances/instance-status.tsx';
import '../../i18n/areas/operations/index.ts';

type DoneKey =
  | 'operations.done.create'
  | 'operations.done.start'
  | 'operations.done.stop'
  | 'operations.done.stop-free'
  | 'operations.done.terminate'
  | 'operations.done.backup'
  | 'operations.done.recover'
  | 'operations.done.empty'
  | 'operations.done.load-samples'
  | 'operations.done.change';

/** What the customer is told when an action of theirs has finished. */
const doneKeys: Partial<Record<LifecycleAction | 'create', DoneKey>> = {
  create: 'operations.done.create',
  start: 'operations.done.start',
  forceStart: 'operations.done.start',
  restart: 'operations.done.start',
  stop: 'operations.done.stop',
  terminate: 'operations.done.terminate',
  backup: 'operations.done.backup',
  recover: 'operations.done.recover',
  empty: 'operations.done.empty',
  loadSamples: 'operations.done.load-samples',
};

/** Where it ended, as its page shows it: the status, and why it failed if it did. */
interface Outcome {
  name: string;
  status: InstanceStatus;
  failureReason: string | null;
  /** FREE: the free tier, never billed, running or stopped. */
  type: InstanceType;
}

/** The text of a success: a stopped free-tier resource is not "billed for storage only". */
function doneKey(action: EndedOperation['operation']['action'], outcome: Outcome): DoneKey {
  const done = doneKeys[action] ?? 'operations.done.change';
  return done === 'operations.done.stop' && outcome.type === 'FREE'
    ? 'operations.done.stop-free'
    : done;
}

/**
 * Says when an operation the customer started in this console has ended (an instance created, a
 * sample graph loaded, a backup made, a start that failed), wherever they are by then: a status
 * poll notices the end, and this reads the resource once more to judge it. Loading samples and
 * emptying keep the status either way, so only the resource's failure reason tells a failure apart.
 * Nothing is said when that read fails: better silent than wrong.
 */
export function OperationAnnouncer() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const statusLabels = useStatusLabels();
  const statusText = (status: InstanceStatus) => statusLabels[instanceStatusLabel(status)];
  // Its operations are followed here too, so their end is heard on a screen that shows neither.
  useFollowSeenOperations();

  // Read now, not from the cache: a copy from before the end would judge the operation failed.
  // A read already under way (the one that noticed the end, or the refresh a poll's end asked
  // for) is joined, not repeated.
  const readOutcome = (id: string, kind: ResourceKind): Promise<Outcome | null> =>
    (kind === 'instance'
      ? queryClient.fetchQuery({ ...instanceDetailOptions(api, id), staleTime: 0 })
      : queryClient.fetchQuery({ ...clusterDetailOptions(api, id), staleTime: 0 })
    ).catch(() => null);

  // An effect event: it reads the current language's texts without subscribing again.
  const announce = useEffectEvent(
    async ({ operation, name, status }: EndedOperation, kind: ResourceKind) => {
      const done = doneKeys[operation.action] ?? 'operations.done.change';
      // In the place of what was said when it started ("… is being created").
      const about = { about: operation.resourceId };
      if (operation.action === 'terminate') {
        // Gone from the answer, or terminated: there is nothing more to read.
        if (name === undefined) return;
        if (status === null || status === 'TERMINATED') notify.success(t(done, { name }), about);
        else notify.error(t('operations.failed', { name, status: statusText(status) }), about);
        return;
      }
      const outcome = await readOutcome(operation.resourceId, kind);
      if (outcome === null) return;
      if (outcome.status === operation.finalStatus && outcome.failureReason === null)
        notify.success(t(doneKey(operation.action, outcome), { name: outcome.name }), about);
      else
        notify.error(
          t('operations.failed', { name: outcome.name, status: statusText(outcome.status) }),
          about,
        );
    },
  );

  useEffect(() => onOperationEnded((ended, kind) => void announce(ended, kind)), []);

  return null;
}
