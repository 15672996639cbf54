import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { WizardContext } from './wizard-context.ts';

/** The longest a press of Next waits for a pending step. */
export const heldNextLimitMs = 10_000;

/**
 * Next while the current step is still filling values it chooses itself (a fixed choice whose
 * options are loading): the press is held, shown as loading, and carried out once the step is
 * ready. Without the hold, a quick press would validate empty values the user never saw as fields
 * and mark the step invalid with no message.
 */
export function useHeldNext(next: () => Promise<boolean>, stepId: string) {
  // The step a press waits on: a press held on one step never carries over to another.
  const [heldStep, setHeldStep] = useState<string | null>(null);
  const pending = useRef(false);
  const latest = useRef({ next, stepId, heldStep });
  useLayoutEffect(() => {
    latest.current = { next, stepId, heldStep };
  });

  // Called from the step's effects: the press is carried out once, when the step shown is ready.
  const setPending = useCallback((value: boolean) => {
    pending.current = value;
    const shown = latest.current;
    if (value || shown.heldStep === null || shown.heldStep !== shown.stepId) return;
    shown.heldStep = null;
    setHeldStep(null);
    void shown.next();
  }, []);

  // The step may have become ready between the press and the render that shows it held (then no
  // later change of the step calls `setPending`): the render carries the press out. And a step that
  // never says it is ready does not hold a press for good: after `heldNextLimitMs` Next goes on,
  // and the step's own validation says what is missing.
  useEffect(() => {
    if (heldStep === null || heldStep !== stepId) return;
    if (!pending.current) {
      setPending(false);
      return;
    }
    const timer = setTimeout(() => setPending(false), heldNextLimitMs);
    return () => clearTimeout(timer);
  }, [heldStep, stepId, setPending]);

  return {
    /** Whether a press waits for the step shown. */
    held: heldStep === stepId,
    setPending,
    /** Next, or a held press while the step is pending. */
    next: async (): Promise<boolean> => {
      if (!pending.current) return next();
      setHeldStep(stepId);
      return false;
    },
  };
}

/**
 * Marks the current wizard step as pending while `pending` is true: values the step fills itself
 * (a fixed placement, a default picked once its options load) are not in the form yet. Next waits
 * until they are. Call it from the step's content.
 */
export function useWizardStepPending(pending: boolean): void {
  const setPending = useContext(WizardContext)?.setStepPending;
  // No cleanup here: a cleanup runs before the step's other effects of the same commit, so it
  // would carry out a held Next before the value that ends the wait is set.
  useEffect(() => {
    setPending?.(pending);
  }, [setPending, pending]);
  // A step that goes away is no longer pending (a press held on it was dropped with it).
  useEffect(() => () => setPending?.(false), [setPending]);
}
