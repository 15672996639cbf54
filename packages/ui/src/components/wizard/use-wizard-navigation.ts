import { useEffect, useRef, useState } from 'react';
import {
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { focusFirstInvalid } from '../form/form.tsx';
import { errorPaths } from '../form/form-errors.ts';
import { wizardReviewStepId, type WizardStep } from './wizard-step.ts';

type FocusTarget = { kind: 'heading' | 'invalid'; serial: number };

/** The review's Edit button of a step (`data-edit-step`), within the wizard's panel. */
export const editButtonOf = (panel: HTMLElement | null, stepId: string) =>
  panel?.querySelector<HTMLElement>(`[data-edit-step="${CSS.escape(stepId)}"]`) ?? null;

/** A step as the navigation sees it (the appended review step has no content). */
export type WizardNavigationStep<TValues extends FieldValues> = Pick<
  WizardStep<TValues>,
  'id' | 'title' | 'description' | 'fields'
>;

interface WizardNavigationOptions<TValues extends FieldValues, TTransformed> {
  form: UseFormReturn<TValues, unknown, TTransformed>;
  steps: ReadonlyArray<WizardStep<TValues>>;
  /** Whether a review step is appended, and its title. */
  review: boolean;
  reviewTitle: string;
  /** The current step id when controlled (from the URL). */
  controlledStep: string | undefined;
  defaultStep: string | undefined;
  onStepChange: ((stepId: string) => void) | undefined;
}

/** True when one of `paths` (field errors) lies in one of the step's fields. */
export function stepHoldsError<TValues extends FieldValues>(
  step: Pick<WizardStep<TValues>, 'fields'>,
  paths: readonly string[],
): boolean {
  return (step.fields ?? []).some((field) =>
    paths.some((path) => path === field || path.startsWith(`${field}.`)),
  );
}

/**
 * The wizard's step state and moves: which step is current (controlled or not), validation of the
 * step being left forward, the "back to review" detour after an Edit from the review, the step to
 * send an invalid submit to, and where focus goes after each move (the step heading, or the first
 * invalid field).
 */
export function useWizardNavigation<TValues extends FieldValues, TTransformed>({
  form,
  steps,
  review,
  reviewTitle,
  controlledStep,
  defaultStep,
  onStepChange,
}: WizardNavigationOptions<TValues, TTransformed>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const allSteps: ReadonlyArray<WizardNavigationStep<TValues>> = review
    ? [...steps, { id: wizardReviewStepId, title: reviewTitle }]
    : steps;
  const firstId = allSteps[0]?.id ?? '';
  const [uncontrolledStep, setUncontrolledStep] = useState(defaultStep ?? firstId);
  const requestedId = controlledStep ?? uncontrolledStep;
  const foundIndex = allSteps.findIndex((item) => item.id === requestedId);
  const index = foundIndex === -1 ? 0 : foundIndex;
  const current = allSteps[index];
  const isLast = index === allSteps.length - 1;
  const isReview = review && current?.id === wizardReviewStepId;

  const [returnToReview, setReturnToReview] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  // The errors as they are now: `form.formState` is the snapshot of the component that called
  // useForm, stale when that component does not itself render on errors.
  const { errors } = useFormState({ control: form.control });

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.kind === 'heading') {
      headingRef.current?.focus();
      return;
    }
    // After react-hook-form's own (registration-order) focus, like Form does.
    const timer = setTimeout(() => {
      focusFirstInvalid(panelRef.current, errors, form.setFocus);
    }, 0);
    return () => clearTimeout(timer);
    // Runs once per request; the form methods are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTarget]);

  // "Back to review" after an Edit gives the focus back to that part's Edit button, where the
  // user left the review, not to the review's heading at the top of a long page. A controlled
  // wizard shows the review a render later (its URL changes first), so the request waits for it;
  // a review whose parts are still loading (suspended) has the heading meanwhile, and the button
  // as soon as it appears, unless the user has moved the focus since.
  const [editFocus, setEditFocus] = useState<string | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (editFocus === null || !isReview || !panel) return;
    const focusEdit = () => {
      const button = editButtonOf(panel, editFocus);
      if (button) {
        button.focus();
        setEditFocus(null);
      }
      return !!button;
    };
    if (focusEdit()) return;
    headingRef.current?.focus();
    const observer = new MutationObserver(() => {
      if (document.activeElement !== headingRef.current) setEditFocus(null);
      else focusEdit();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [editFocus, isReview]);

  const requestFocus = (kind: FocusTarget['kind']) =>
    setFocusTarget((previous) => ({ kind, serial: (previous?.serial ?? 0) + 1 }));

  // After a refused Next (or submit) on a step, its errors are checked again on every change, as
  // react-hook-form does after a submit: an error goes as soon as its field is fixed, whether the
  // user fixed it or the step did (a default chosen once its options load, `setValue`). Without
  // this a field never blurred (a card, a value the step fills in) kept its error until the next
  // Next, and the step stayed marked "has errors". A refusal by the server stays until its own
  // field changes.
  const [refusedStep, setRefusedStep] = useState<string | null>(null);
  const revalidating = refusedStep !== null && refusedStep === current?.id;
  const stepFields = steps[index]?.fields;
  useEffect(() => {
    if (!revalidating || !stepFields || stepFields.length === 0) return;
    const inStep = (path: string) =>
      stepFields.some((field) => path === field || path.startsWith(`${field}.`));
    const subscription = form.watch((_values, { name }) => {
      if (name === undefined || !inStep(name)) return;
      // The field changed, and the step's other errors a rule gave (one may depend on it: a
      // password's confirmation).
      const others = stepFields.flatMap((field) => {
        const error = form.getFieldState(field).error;
        return error ? errorPaths({ [field]: error } as FieldErrors) : [];
      });
      const again = others.filter(
        (path) =>
          path !== name &&
          !path.startsWith(`${name}.`) &&
          form.getFieldState(path as Path<TValues>).error?.type !== 'server',
      );
      void form.trigger([name, ...again] as Path<TValues>[]);
    });
    return () => subscription.unsubscribe();
  }, [form, revalidating, stepFields]);

  /** `focus: null` leaves the focus to the caller. */
  const goToIndex = (target: number, focus: FocusTarget['kind'] | null = 'heading') => {
    const targetStep = allSteps[target];
    if (!targetStep) return;
    if (controlledStep === undefined) setUncontrolledStep(targetStep.id);
    if (targetStep.id === wizardReviewStepId) setReturnToReview(false);
    onStepChange?.(targetStep.id);
    if (focus) requestFocus(focus);
  };

  const validateCurrent = async (): Promise<boolean> => {
    const fields = steps[index]?.fields ?? [];
    if (fields.length === 0) return true;
    const valid = await form.trigger(fields as Path<TValues>[]);
    setRefusedStep(valid ? null : (steps[index]?.id ?? null));
    if (!valid) requestFocus('invalid');
    return valid;
  };

  const next = async (): Promise<boolean> => {
    if (isLast) return false;
    if (!(await validateCurrent())) return false;
    const reviewIndex = allSteps.length - 1;
    if (returnToReview && review) {
      goToIndex(reviewIndex, null);
      setEditFocus(current?.id ?? null);
    } else goToIndex(index + 1);
    return true;
  };

  const back = () => {
    if (index > 0) goToIndex(index - 1);
  };

  const goTo = (stepId: string) => {
    const target = allSteps.findIndex((item) => item.id === stepId);
    if (target === -1 || target === index) return;
    if (target < index) {
      goToIndex(target);
      return;
    }
    // Forward jumps (to a step already reached) still validate the step being left.
    void validateCurrent().then((valid) => {
      if (valid) goToIndex(target);
    });
  };

  const editFromReview = (stepId: string) => {
    setReturnToReview(true);
    goToIndex(allSteps.findIndex((item) => item.id === stepId));
  };

  const handleInvalidSubmit = (errors: FieldErrors<TValues>) => {
    // Send the user to the first step that holds an error; the review itself has no fields.
    const submitPaths = errorPaths(errors);
    const stepWithError = steps.findIndex((item) => stepHoldsError(item, submitPaths));
    if (stepWithError !== -1 && stepWithError !== index) {
      setReturnToReview(review);
      setRefusedStep(steps[stepWithError]?.id ?? null);
      goToIndex(stepWithError, 'invalid');
    } else {
      requestFocus('invalid');
    }
  };

  return {
    allSteps,
    index,
    current,
    isLast,
    isReview,
    /** The primary button leads back to the review (after an Edit from it). */
    returnsToReview: returnToReview && review,
    headingRef,
    panelRef,
    goTo,
    next,
    back,
    editFromReview,
    handleInvalidSubmit,
  };
}
