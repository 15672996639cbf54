import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, useNavigationType } from 'react-router';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { NavigationBlocker } from '@quiver/ui';

/** What a step's history entry says about how it was reached. */
interface WizardHistoryState {
  wizardFrom?: string;
}

/** Where a create wizard keeps what was typed (this tab's draft); memoise it, it is an effect's dependency. */
export interface WizardDraftKeeper<V> {
  /** Keeps the values (the keeper leaves the password out). */
  write: (values: V, passwordTyped: boolean) => void;
  clear: () => void;
}

export interface WizardStepsOptions<
  V extends FieldValues & { rootPassword: string },
  S extends string,
  O,
> {
  /** The wizard's one form over its steps. */
  form: UseFormReturn<V, unknown, O>;
  /** The step the address shows. */
  step: S;
  /** The address of each step. */
  stepPaths: Record<S, string>;
  /** Whether a path is one of the wizard's (moving between steps never asks). */
  isWizardPath: (pathname: string) => boolean;
  /** The first step before `step` whose fields are not valid, if any. */
  firstInvalidStepBefore: (values: V, step: S) => S | undefined;
  /** The fields of each step (the review has none), to find the step of a refused field. */
  stepFields: Partial<Record<S, readonly string[]>>;
  /** Values typed before (this tab's draft), applied over the defaults. */
  draft: V | undefined;
  /** A password had been typed before the reload that lost it. */
  passwordLost: boolean;
  keeper: WizardDraftKeeper<V>;
  /** The field to focus for a refused path (the path itself unless said). */
  focusOf?: (path: string) => string;
}

/**
 * What the create wizards share around their one form: the draft (applied on arrival, kept on
 * every change, the password left out), the step decided by the address (an earlier unfinished
 * step sends the user back to it), focus on the step's heading after back and forward, the
 * question before leaving with unsaved values, and the step of a refused field.
 */
export function useWizardSteps<
  V extends FieldValues & { rootPassword: string },
  S extends string,
  O,
>({
  form,
  step,
  stepPaths,
  isWizardPath,
  firstInvalidStepBefore,
  stepFields,
  draft,
  passwordLost,
  keeper,
  focusOf = (path) => path,
}: WizardStepsOptions<V, S, O>) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  // The step this history entry was reached from by the wizard's own buttons (Next, Edit, ...).
  const cameFrom = (useLocation().state as WizardHistoryState | null)?.wizardFrom;

  // The draft is what the user typed: applied over the defaults, so leaving still asks first.
  useLayoutEffect(() => {
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [form, draft]);

  // Every change is kept in the draft, the password left out.
  const keeping = useRef(true);
  const passwordTyped = useRef(passwordLost);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!keeping.current) return;
          passwordTyped.current ||= values.rootPassword !== '';
          keeper.write(values, passwordTyped.current);
        },
      }),
    [form, keeper],
  );

  const discardDraft = () => {
    keeping.current = false;
    keeper.clear();
  };

  // A step reached by address (a bookmark, a reload, the forward button) with an earlier step
  // unfinished sends the user to that step.
  useEffect(() => {
    const invalid = firstInvalidStepBefore(form.getValues(), step);
    if (invalid) void navigate(stepPaths[invalid], { replace: true });
  }, [form, navigate, step, firstInvalidStepBefore, stepPaths]);

  // The browser's back and forward buttons change the step: focus its heading, as Next does. A
  // step shown for a refused field focuses that field instead. A history move the wizard made
  // itself (`goTo` below) leaves the focus to the Wizard, which puts it on the heading or, back
  // on the review after an Edit, on that part's Edit button.
  const firstStep = useRef(true);
  const refusedField = useRef<string | null>(null);
  const wizardMove = useRef(false);
  useEffect(() => {
    const field = refusedField.current;
    refusedField.current = null;
    if (field !== null) form.setFocus(field as Path<V>);
    else if (!firstStep.current && navigationType === 'POP' && !wizardMove.current)
      document.querySelector<HTMLElement>('[data-slot="wizard-step"] h2')?.focus();
    firstStep.current = false;
    wizardMove.current = false;
  }, [form, step, navigationType]);

  // Leaving the wizard (not moving between its steps) with unsaved values asks first.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ nextLocation }) => !leaving.current && !isWizardPath(nextLocation.pathname),
  );
  const navigationBlocker: NavigationBlocker = {
    state: blocker.state,
    proceed: () => {
      discardDraft();
      blocker.proceed?.();
    },
    reset: () => blocker.reset?.(),
  };

  return {
    navigationBlocker,
    /**
     * Shows another step (the Wizard's `onStepChange`). Going back to the step this one was reached
     * from is the browser's Back, so the history stays the path the user took: the browser's Back
     * and Forward then agree with the wizard's buttons (a new entry would make Back go forward).
     */
    goTo: (id: string) => {
      if (id === cameFrom) {
        wizardMove.current = true;
        void navigate(-1);
      } else void navigate(stepPaths[id as S], { state: { wizardFrom: step } });
    },
    /** Leaves the wizard for `to` without asking, the draft discarded (created, or cancelled). */
    leave: (to: string) => {
      discardDraft();
      leaving.current = true;
      void navigate(to);
    },
    /**
     * Takes the user to the step of the first refused field (`paths`, as the server named them),
     * where that field gets the focus; a field of the step shown stays where it is.
     */
    showRefusedStep: (paths: string[]) => {
      const first = paths[0];
      if (first === undefined) return;
      const field = first.split('.')[0] ?? '';
      const target = (Object.keys(stepFields) as S[]).find((id) => stepFields[id]?.includes(field));
      if (target && target !== step) {
        refusedField.current = focusOf(first);
        void navigate(stepPaths[target]);
      }
    },
  };
}
