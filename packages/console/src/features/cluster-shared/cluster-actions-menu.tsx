import { Fragment, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDown, MoreHorizontal } from 'lucide-react';
import type { Cluster } from '@quiver/contract';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import {
  clusterLinkPath,
  clusterMenuStates,
  isClusterDialogAction,
  type ClusterDialogAction,
  type ClusterMenuAction,
  type ClusterMenuState,
} from './cluster-actions.ts';
import { ClusterLifecycleDialog, type ClusterRunAction } from './cluster-lifecycle-dialog.tsx';
import { ActionItem } from '../instances/actions/instance-actions-menu.tsx';
import { ClusterTerminateDialog } from './cluster-terminate-dialog.tsx';
import { useClusterRefusalText } from './refusal-text.ts';
import '../../i18n/areas/clusters/index.ts';
import '../../i18n/areas/instances/index.ts';

/**
 * A cluster's lifecycle actions in one menu, as the instances' (`features/instances/actions/`,
 * whose menu item it uses):
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfoQuery();
  const refusalText = useClusterRefusalText();
  const [dialog, setDialog] = useState<ClusterDialogAction | null>(null);
  // A dialog opens once the menu has closed, and gives focus back to the menu's button.
  const pendingDialog = useRef<ClusterDialogAction | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    menuButton.current?.focus();
  };
  const labels: Record<ClusterMenuAction, string> = {
    start: t('instances.action.start'),
    stop: t('instances.action.stop'),
    restart: t('instances.action.restart'),
    terminate: t('instances.action.terminate'),
    query: t('instances.action.query'),
    configure: t('instances.action.configure'),
    backup: t('clusters.action.backups'),
  };
  const groups = clusterMenuStates(cluster, user.data?.status);
  const choose = ({ action, decision }: ClusterMenuState) => {
    if (!decision.allowed) return;
    if (isClusterDialogAction(action)) pendingDialog.current = action;
    else void navigate(clusterLinkPath(cluster, action));
  };
  const menuLabel = t('instances.actions-for', { name: cluster.name });
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {trigger === 'icon' ? (
            <IconButton
              ref={menuButton}
              label={menuLabel}
              icon={<MoreHorizontal />}
              variant="ghost"
              size="sm"
            />
          ) : (
            <Button ref={menuButton} variant="outline" aria-label={menuLabel}>
              {t('instances.actions')}
              <ChevronDown aria-hidden="true" />
            </Button>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-72"
          onCloseAutoFocus={() => {
            const next = pendingDialog.current;
            pendingDialog.current = null;
            if (next !== null) setDialog(next);
          }}
        >
          {groups.map((group, index) => (
            <Fragment key={group[0]?.action}>
              {index > 0 && <DropdownMenuSeparator />}
              {group.map((state) => (
                <ActionItem
                  key={state.action}
                  label={labels[state.action]}
                  reason={state.decision.allowed ? null : refusalText(state.decision)}
                  hint={null}
                  danger={state.action === 'terminate'}
                  onSelect={(event) => {
                    // A refused action keeps the menu open: the reason is what the user reads.
                    if (!state.decision.allowed) event.preventDefault();
                    choose(state);
                  }}
                />
              ))}
            </Fragment>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ClusterLifecycleDialog
        cluster={cluster}
        action={dialog === 'terminate' ? null : (dialog as ClusterRunAction | null)}
        onClose={() => setDialog(null)}
        onCloseAutoFocus={returnFocus}
      />
      <ClusterTerminateDialog
        cluster={cluster}
        open={dialog === 'terminate'}
        onClose={() => setDialog(null)}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}
