import { useNavigate } from 'react-router';
import type { Instance } from '@quiver/contract';
import { useTranslation } from '../../../i18n/react.tsx';
import { useUserInfoQuery } from '../../../data/user/user-info-query.ts';
import { ActionGroups, ActionsMenu, useActionsMenu } from '../../resource-shared/actions-menu.tsx';
import {
  isDialogAction,
  linkActionPath,
  menuActionStates,
  type DialogAction,
  type MenuAction,
  type MenuActionState,
} from './instance-actions.ts';
import { useRefusalText } from './refusal-text.ts';
import { LifecycleConfirmDialog, type RunAction } from './lifecycle-confirm-dialog.tsx';
import { TerminateDialog } from './terminate-dialog.tsx';
import '../../../i18n/areas/instances/index.ts';

interface InstanceActionsMenuProps {
  instance: Instance;
  /** `icon`: a compact button for a list row; `button`: a labelled button for a page header. */
  trigger?: 'icon' | 'button';
}

/**
 * An instance's lifecycle actions in one menu, for the list rows and the detail header alike: each
 * action the lifecycle table allows now, and every other one disabled with the table's reason in
 * words under it. Dialog actions open their confirmation; the others open their screen.
 */
export function InstanceActionsMenu({ instance, trigger = 'icon' }: InstanceActionsMenuProps) {
  const menu = useActionsMenu<DialogAction>();
  return (
    <ActionsMenu
      buttonRef={menu.menuButton}
      onMenuClosed={menu.menuClosed}
      dialogsMounted={menu.dialogsMounted}
      name={instance.name}
      trigger={trigger}
      dialogs={
        <>
          <LifecycleConfirmDialog
            instance={instance}
            action={menu.dialog === 'terminate' ? null : (menu.dialog as RunAction | null)}
            onClose={menu.close}
            onCloseAutoFocus={menu.returnFocus}
          />
          <TerminateDialog
            instance={instance}
            open={menu.dialog === 'terminate'}
            onClose={menu.close}
            onCloseAutoFocus={menu.returnFocus}
          />
        </>
      }
    >
      <ActionItems instance={instance} onDialog={menu.openDialog} />
    </ActionsMenu>
  );
}

/** The menu's items, worked out (lifecycle decisions, labels, reasons) only while the menu is open. */
function ActionItems({
  instance,
  onDialog,
}: {
  instance: Instance;
  /** A dialog action was chosen: its confirmation opens once the menu has closed. */
  onDialog: (action: DialogAction) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = ({ action, decision }: MenuActionState) => {
    if (!decision.allowed) return;
    if (isDialogAction(action)) onDialog(action);
    else void navigate(linkActionPath(instance, action));
  };
  const user = useUserInfoQuery();
  const refusalText = useRefusalText();
  const labels: Record<MenuAction, string> = {
    start: t('instances.action.start'),
    forceStart: t('instances.action.force-start'),
    stop: t('instances.action.stop'),
    restart: t('instances.action.restart'),
    terminate: t('instances.action.terminate'),
    query: t('instances.action.query'),
    configure: t('instances.action.configure'),
    backup: t('instances.action.backup'),
    clone: t('instances.action.clone'),
  };
  return (
    <ActionGroups
      groups={menuActionStates(instance, user.data?.status)}
      labels={labels}
      refusalText={refusalText}
      hint={(action) => (action === 'forceStart' ? t('instances.force-start-hint') : null)}
      onChoose={choose}
    />
  );
}
