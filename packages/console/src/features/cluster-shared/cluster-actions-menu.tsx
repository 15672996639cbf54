import { useNavigate } from 'react-router';
import type { Cluster } from '@quiver/contract';
import { useTranslation } from '../../i18n/react.tsx';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { ActionGroups, ActionsMenu, useActionsMenu } from '../resource-shared/actions-menu.tsx';
import {
  clusterLinkPath,
  clusterMenuStates,
  isClusterDialogAction,
  type ClusterDialogAction,
  type ClusterMenuAction,
  type ClusterMenuState,
} from './cluster-actions.ts';
import { ClusterLifecycleDialog, type ClusterRunAction } from './cluster-lifecycle-dialog.tsx';
import { ClusterTerminateDialog } from './cluster-terminate-dialog.tsx';
import { useClusterRefusalText } from './refusal-text.ts';
import '../../i18n/areas/clusters/index.ts';
import '../../i18n/areas/instances/index.ts';

/**
 * A cluster's lifecycle actions in one menu, as the instances' (`features/resource-shared/`):
 * every action the lifecycle table allows now, every other one disabled with the table's reason in
 * words under it. Dialog actions confirm first; the others open their screen. `icon` is the
 * compact trigger for a list row, `button` the labelled one for a page header.
 */
export function ClusterActionsMenu({
  cluster,
  trigger = 'button',
}: {
  cluster: Cluster;
  trigger?: 'icon' | 'button';
}) {
  const navigate = useNavigate();
  const menu = useActionsMenu<ClusterDialogAction>();
  return (
    <ActionsMenu
      buttonRef={menu.menuButton}
      onMenuClosed={menu.menuClosed}
      dialogsMounted={menu.dialogsMounted}
      name={cluster.name}
      trigger={trigger}
      dialogs={
        <>
          <ClusterLifecycleDialog
            cluster={cluster}
            action={menu.dialog === 'terminate' ? null : (menu.dialog as ClusterRunAction | null)}
            onClose={menu.close}
            onCloseAutoFocus={menu.returnFocus}
          />
          <ClusterTerminateDialog
            cluster={cluster}
            open={menu.dialog === 'terminate'}
            onClose={menu.close}
            onCloseAutoFocus={menu.returnFocus}
          />
        </>
      }
    >
      <ClusterActionItems
        cluster={cluster}
        onChoose={({ action, decision }) => {
          if (!decision.allowed) return;
          if (isClusterDialogAction(action)) menu.openDialog(action);
          else void navigate(clusterLinkPath(cluster, action));
        }}
      />
    </ActionsMenu>
  );
}

/** The menu's items, worked out only while the menu is open. */
function ClusterActionItems({
  cluster,
  onChoose,
}: {
  cluster: Cluster;
  onChoose: (state: ClusterMenuState) => void;
}) {
  const { t } = useTranslation();
  const user = useUserInfoQuery();
  const refusalText = useClusterRefusalText();
  const labels: Record<ClusterMenuAction, string> = {
    start: t('instances.action.start'),
    stop: t('instances.action.stop'),
    restart: t('instances.action.restart'),
    terminate: t('instances.action.terminate'),
    query: t('instances.action.query'),
    configure: t('instances.action.configure'),
    backup: t('clusters.action.backups'),
  };
  return (
    <ActionGroups
      groups={clusterMenuStates(cluster, user.data?.status)}
      labels={labels}
      refusalText={refusalText}
      onChoose={onChoose}
    />
  );
}
