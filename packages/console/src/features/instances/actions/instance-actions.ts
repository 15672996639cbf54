/**
 * Which actions an instance's menu offers, from the contract's lifecycle table (`canPerform`): every
 * action is listed, allowed or refused with the table's reason. Nothing here re-derives a rule.
 */
import {
  canPerform,
  type ActionDecision,
  type Instance,
  type LifecycleAction,
} from '@quiver/contract';
import type { UserStatus } from '@quiver/validation';
import { instancePaths } from '../instance-paths.ts';

/** The lifecycle actions confirmed in a dialog of this folder. */
export const dialogActions = ['start', 'forceStart', 'stop', 'restart', 'terminate'] as const;
export type DialogAction = (typeof dialogActions)[number];

/** The actions that open another screen (the create wizard, the detail tabs, configuration, query). */
export const linkActions = ['query', 'configure', 'backup', 'clone'] as const;
export type LinkAction = (typeof linkActions)[number];

export type MenuAction = DialogAction | LinkAction;

/** The menu's order: run state first, then the other screens, terminate last and apart. */
export const menuActionGroups: readonly (readonly MenuAction[])[] = [
  ['start', 'forceStart', 'stop', 'restart'],
  ['query', 'configure', 'backup', 'clone'],
  ['terminate'],
];

const lifecycleActionOf: Record<MenuAction, LifecycleAction> = {
  start: 'start',
  forceStart: 'forceStart',
  stop: 'stop',
  restart: 'restart',
  terminate: 'terminate',
  query: 'connect',
  configure: 'configure',
  backup: 'backup',
  clone: 'clone',
};

export interface MenuActionState {
  action: MenuAction;
  decision: ActionDecision;
}

export function isDialogAction(action: MenuAction): action is DialogAction {
  return (dialogActions as readonly string[]).includes(action);
}

/**
 * Whether the menu lists `action` for this instance at all. Force start is offered only after a
 * start failed for lack of memory (spec section 4); the query screen exists for Blaze only.
 */
function isListed(instance: Instance, action: MenuAction): boolean {
  if (action === 'forceStart') return instance.failureReason === 'startNoMemory';
  if (action === 'query') return instancePaths.query(instance.kind, instance.id) !== null;
  return true;
}

/** Every listed action with the table's decision for this instance and account. */
export function menuActionStates(
  instance: Instance,
  accountStatus: UserStatus | undefined,
): MenuActionState[][] {
  return menuActionGroups
    .map((group) =>
      group
        .filter((action) => isListed(instance, action))
        .map((action) => ({
          action,
          decision: canPerform(instance, lifecycleActionOf[action], { accountStatus }),
        })),
    )
    .filter((group) => group.length > 0);
}

/** Where a link action leads. */
export function linkActionPath(instance: Instance, action: LinkAction): string {
  switch (action) {
    case 'query':
      return (
        instancePaths.query(instance.kind, instance.id) ??
        instancePaths.detail(instance.kind, instance.id)
      );
    case 'configure':
      return instancePaths.configure(instance.kind, instance.id);
    case 'backup':
      return instancePaths.detail(instance.kind, instance.id, 'backups');
    case 'clone':
      return instancePaths.clone(instance.kind, instance.id);
  }
}
