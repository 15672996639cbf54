import {
  Fragment,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { ChevronDown, MoreHorizontal } from 'lucide-react';
import type { ActionDecision } from '@quiver/contract';
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
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instances/index.ts';

/**
 * The state of a lifecycle actions menu: the confirmation asked for (`dialog`, opened once the
 * menu has closed), and where focus goes as it closes (`returnFocus`: the menu's button, since a
 * dialog has no trigger of its own). The dialogs are mounted once one is first asked for, then
 * kept (so they animate closed and give focus back): a list of 20 rows would otherwise build 40
 * closed dialogs and their mutation observers for nothing the reader sees.
 */
export function useActionsMenu<D extends string>() {
  const [dialog, setDialog] = useState<D | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const pendingDialog = useRef<D | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  return {
    dialog,
    dialogsMounted,
    menuButton,
    close: () => setDialog(null),
    returnFocus: (event: Event) => {
      event.preventDefault();
      menuButton.current?.focus();
    },
    /** Asks for a confirmation, shown once the menu has closed. */
    openDialog: (action: D) => {
      pendingDialog.current = action;
      setDialogsMounted(true);
    },
    /** The menu has closed: the confirmation asked for opens. */
    menuClosed: () => {
      const next = pendingDialog.current;
      pendingDialog.current = null;
      if (next !== null) setDialog(next);
    },
  };
}

/**
 * The lifecycle actions menu of an instance or a cluster: its button (`icon`, compact, for a list
 * row; `button`, labelled, for a page header), its items (`children`: Radix renders the content's
 * children only while the menu is open) and its confirmation dialogs.
 *
 * The Radix menu itself is mounted when the button is first focused or pressed, not before: a list
 * page of 20 rows otherwise builds 20 menus (their providers, popper anchors, presence machines and
 * document listeners) that nobody may open, about 40 ms of the list's first render at 4x CPU. Until
 * then the button is a plain one announcing the same (`aria-haspopup`, `aria-expanded`); a press
 * mounts the menu open, and focus mounts it closed and keeps focus on its button.
 */
export function ActionsMenu({
  buttonRef,
  onMenuClosed,
  dialogsMounted,
  name,
  trigger,
  children,
  dialogs,
}: {
  /** The menu's button, where focus goes back as a dialog closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The menu has closed (the confirmation asked for opens). */
  onMenuClosed: () => void;
  /** Whether the dialogs are mounted yet. */
  dialogsMounted: boolean;
  /** The resource's name, for the button's accessible name. */
  name: string;
  trigger: 'icon' | 'button';
  children: ReactNode;
  dialogs: ReactNode;
}) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<'none' | 'closed' | 'open'>('none');
  const refocus = useRef(false);
  useLayoutEffect(() => {
    // The plain button had focus and was replaced by the menu's own: focus follows it.
    if (menu !== 'none' && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [menu, buttonRef]);

  const menuLabel = t('instances.actions-for', { name });
  const button = (props: ComponentProps<'button'>) =>
    trigger === 'icon' ? (
      <IconButton
        ref={buttonRef}
        label={menuLabel}
        icon={<MoreHorizontal />}
        variant="ghost"
        size="sm"
        {...props}
      />
    ) : (
      <Button ref={buttonRef} variant="outline" aria-label={menuLabel} {...props}>
        {t('instances.actions')}
        <ChevronDown aria-hidden="true" />
      </Button>
    );

  if (menu === 'none') {
    const open = (event: SyntheticEvent) => {
      event.preventDefault();
      setMenu('open');
    };
    return button({
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onFocus: () => {
        refocus.current = true;
        setMenu((current) => (current === 'none' ? 'closed' : current));
      },
      // As Radix's trigger: the primary button opens on press (not on release), keys on keydown.
      onPointerDown: (event) => {
        if (event.button === 0 && !event.ctrlKey) open(event);
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') open(event);
      },
      // A click without a press first (a screen reader's virtual cursor).
      onClick: open,
    } as ComponentProps<'button'>);
  }
  return (
    <>
      <DropdownMenu defaultOpen={menu === 'open'}>
        <DropdownMenuTrigger asChild>{button({})}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72" onCloseAutoFocus={onMenuClosed}>
          {children}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogsMounted && dialogs}
    </>
  );
}

/** One action of a menu and the lifecycle table's decision on it. */
export interface MenuState<A extends string> {
  action: A;
  decision: ActionDecision;
}

/**
 * The groups of a menu's actions, separated: each allowed one chosen with `onChoose`, each refused
 * one disabled with the table's reason in words under it.
 */
export function ActionGroups<A extends string>({
  groups,
  labels,
  refusalText,
  hint = () => null,
  onChoose,
}: {
  groups: MenuState<A>[][];
  labels: Record<A, string>;
  refusalText: (refusal: Extract<ActionDecision, { allowed: false }>) => string;
  /** Why an action is offered, if it says. */
  hint?: (action: A) => string | null;
  onChoose: (state: MenuState<A>) => void;
}) {
  return groups.map((group, index) => (
    <Fragment key={group[0]?.action}>
      {index > 0 && <DropdownMenuSeparator />}
      {group.map((state) => (
        <ActionItem
          key={state.action}
          label={labels[state.action]}
          reason={state.decision.allowed ? null : refusalText(state.decision)}
          hint={hint(state.action)}
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
