/**
 * Which actions a cluster's menu offers, from the contract's lifecycle table (`canPerform`): every
 * action listed, allowed or refused with the table's reason. Nothing here re-derives a rule.
 */
import {
  canPerform,
  type ActionDecision,
  type Cluster,
  type LifecycleAction,
} from '@quiver/contract';
import type { UserStatus } from '@quiver/validation';
import { clusterPaths } from './cluster-paths.ts';

/** The actions confirmed in a dialog. */
export const clusterDialogActions = ['start', 'stop', 'restart', 'terminate'] as const;
export type ClusterDialogAction = (typeof clusterDialogActions)[number];

/** The actions that open another screen or tab. */
export const clusterLinkActions = ['query', 'configure', 'backup'] as const;
export type ClusterLinkAction = (typeof clusterLinkActions)[number];

export type ClusterMenuAction = ClusterDialogAction | ClusterLinkAction;

/** The menu's order: run state first, then the other screens, terminate last and apart. */
export const clusterMenuGroups: readonly (readonly ClusterMenuAction[])[] = [
  ['start', 'stop', 'restart'],
  ['query', 'configure', 'backup'],
  ['terminate'],
];

const lifecycleActionOf: Record<ClusterMenuAction, LifecycleAction> = {
  start: 'start',
  stop: 'stop',
  restart: 'restart',
  terminate: 'terminate',
  query: 'connect',
  configure: 'configure',
  backup: 'backup',
};

export interface ClusterMenuState {
  action: ClusterMenuAction;
  decision: ActionDecision;
}

export function isClusterDialogAction(action: ClusterMenuAction): action is ClusterDialogAction {
  return (clusterDialogActions as readonly string[]).includes(action);
}

/** Every action with the table's decision for this cluster and account. */
export function clusterMenuStates(
  cluster: Cluster,
  accountStatus: UserStatus | undefined,
): ClusterMenuState[][] {
  return clusterMenuGroups.map((group) =>
    group.map((action) => ({
      action,
      decision: canPerform(cluster, lifecycleActionOf[action], { accountStatus }),
    })),
  );
}

/** Where a link action leads. */
export function clusterLinkPath(cluster: Pick<Cluster, 'id'>, action: ClusterLinkAction): string {
  switch (action) {
    case 'query':
      return clusterPaths.detail(cluster.id, 'query');
    case 'configure':
      return clusterPaths.configure(cluster.id);
    case 'backup':
      return clusterPaths.backups(cluster.id);
  }
}
