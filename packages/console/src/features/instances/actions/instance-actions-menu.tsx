import { Fragment, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MoreHorizontal, ChevronDown } from 'lucide-react';
import type { Instance } from '@quiver/contract';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  cn,
} from '@quiver/ui';
import { useTranslation } from '../../../i18n/react.tsx';
import { useUserInfoQuery } from '../../../data/user/user-info-query.ts';
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  // The dialogs are mounted once one is first asked for, then kept (so they animate closed and
  // give focus back): a list of 20 rows would otherwise build 40 closed dialogs, five mutation
  // observers and about 20 texts a row, for nothing the reader sees.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  // A dialog opens once the menu has closed, and gives focus back to the menu's button when it
  // closes (it has no trigger of its own to return to).
  const pendingDialog = useRef<DialogAction | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    menuButton.current?.focus();
  };

  const choose = ({ action, decision }: MenuActionState) => {
    if (!decision.allowed) return;
    if (isDialogAction(action)) {
      pendingDialog.current = action;
      setDialogsMounted(true);
    } else void navigate(linkActionPath(instance, action));
  };

  const menuLabel = t('instances.actions-for', { name: instance.name });
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
          <ActionItems instance={instance} onChoose={choose} />
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogsMounted && (
        <>
          <LifecycleConfirmDialog
            instance={instance}
            action={dialog === 'terminate' ? null : (dialog as RunAction | null)}
            onClose={() => setDialog(null)}
            onCloseAutoFocus={returnFocus}
          />
          <TerminateDialog
            instance={instance}
            open={dialog === 'terminate'}
            onClose={() => setDialog(null)}
            onCloseAutoFocus={returnFocus}
          />
        </>
      )}
    </>
  );
}

/**
 * The menu's items, worked out (lifecycle decisions, labels, reasons) only while the menu is open:
 * Radix renders the content's children only then.
 */
function ActionItems({
  instance,
  onChoose,
}: {
  instance: Instance;
  onChoose: (state: MenuActionState) => void;
}) {
  const { t } = useTranslation();
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
  const groups = menuActionStates(instance, user.data?.status);
  return groups.map((group, index) => (
    <Fragment key={group[0]?.action}>
      {index > 0 && <DropdownMenuSeparator />}
      {group.map((state) => (
        <ActionItem
          key={state.action}
          label={labels[state.action]}
          reason={state.decision.allowed ? null : refusalText(state.decision)}
          hint={state.action === 'forceStart' ? t('instances.force-start-hint') : null}
          danger={state.action === 'terminate'}
          onSelect={(event) => {
            // A refused action keeps the menu open: the reason is what the user reads.
            if (!state.decision.allowed) event.preventDefault();
            onChoose(state);
          }}
        />
      ))}
    </Fragment>
  ));
}

export interface ActionItemProps {
  label: string;
  /** Why the action is not possible now; null when it is. */
  reason: string | null;
  /** Why the action is offered (force start: the last start failed for lack of memory). */
  hint: string | null;
  danger: boolean;
  onSelect: (event: Event) => void;
}

/**
 * One action. A refused one stays focusable (`aria-disabled`, not Radix's `disabled`, which arrow keys
 * skip) so keyboard and screen-reader users reach it and hear why, from its description.
 */
export function ActionItem({ label, reason, hint, danger, onSelect }: ActionItemProps) {
  const refused = reason !== null;
  const note = reason ?? hint;
  const labelId = useId();
  const noteId = useId();
  return (
    <DropdownMenuItem
      tone={danger && !refused ? 'danger' : 'default'}
      aria-disabled={refused || undefined}
      aria-labelledby={labelId}
      aria-describedby={note === null ? undefined : noteId}
      data-refused={refused || undefined}
      onSelect={onSelect}
      className={cn(
        note !== null && 'flex-col items-start gap-0.5',
        refused && 'cursor-not-allowed',
      )}
    >
      <span id={labelId} className={refused ? 'text-muted-fg' : undefined}>
        {label}
      </span>
      {note !== null && (
        <span id={noteId} className="text-xs text-muted-fg">
          {note}
        </span>
      )}
    </DropdownMenuItem>
  );
}
