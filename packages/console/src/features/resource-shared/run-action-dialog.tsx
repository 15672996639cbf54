import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useActionErrorText } from '../instances/actions/action-error-text.ts';
import '../../i18n/areas/instances/index.ts';

/** The part of a run-state mutation the dialog drives. */
export interface RunMutation<V> {
  isPending: boolean;
  reset: () => void;
  mutateAsync: (variables: V) => Promise<unknown>;
}

/** What the dialog says for an action. */
export interface RunActionText {
  title: string;
  body: string;
  confirm: string;
}

export interface RunActionDialogProps<A extends string, V> {
  /** The action to confirm; null keeps the dialog closed. */
  action: A | null;
  /** The action shown while closed (before the first is asked for). */
  initial: A;
  /** The mutation of each action. */
  mutations: Record<A, RunMutation<V>>;
  /** What every mutation is called with (the resource's id). */
  variables: V;
  texts: Record<A, RunActionText>;
  /** What the resource costs after the action, below the description. */
  cost: (shown: A, open: boolean) => ReactNode;
  onClose: () => void;
  /** Where focus goes as the dialog closes (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Confirms a run-state action of an instance or a cluster (start, stop, restart…): what happens
 * and what it costs afterwards, then the call. A refusal stays in the dialog (the call is silent,
 * so it is said once, here).
 */
export function RunActionDialog<A extends string, V>({
  action,
  initial,
  mutations,
  variables,
  texts,
  cost,
  onClose,
  onCloseAutoFocus,
}: RunActionDialogProps<A, V>) {
  const { t } = useTranslation();
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  // Kept while the dialog animates closed, so its text does not change under the user.
  const [shown, setShown] = useState<A>(action ?? initial);
  if (action !== null && action !== shown) setShown(action);
  const mutation = mutations[shown];
  const text = texts[shown];

  const close = () => {
    if (mutation.isPending) return;
    setError(null);
    mutation.reset();
    onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      await mutation.mutateAsync(variables);
      close();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <AlertDialogContent data-action={shown} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{text.title}</AlertDialogTitle>
          <AlertDialogDescription>{text.body}</AlertDialogDescription>
        </AlertDialogHeader>
        {cost(shown, action !== null)}
        {error !== null && (
          <p role="alert" className="text-sm text-danger-text">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button
            variant={shown === 'stop' ? 'danger' : 'primary'}
            loading={mutation.isPending}
            loadingLabel={t('instances.confirm.working')}
            onClick={() => void confirm()}
          >
            {text.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
