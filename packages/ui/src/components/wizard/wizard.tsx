import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  useFormState,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { Stepper } from '../stepper/stepper.tsx';
import {
  FormError,
  FormTranslateProvider,
  useFormTranslate,
  type TranslateMessage,
} from '../form/form.tsx';
import { errorPaths } from '../form/form-errors.ts';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  type NavigationBlocker,
} from './unsaved-changes.tsx';
import { stepHoldsError, useWizardNavigation } from './use-wizard-navigation.ts';
import { WizardContext } from './wizard-context.ts';
import { useHeldNext } from './use-pending-step.ts';
import { defaultWizardLabels, type WizardLabels } from './wizard-labels.ts';
import { WizardReview } from './wizard-review.tsx';
import type { WizardStep } from './wizard-step.ts';

export interface WizardProps<TValues extends FieldValues, TTransformed = TValues> extends Omit<
  ComponentProps<'div'>,
  'onSubmit' | 'children' | 'translate'
> {
  /** The `useForm()` result for all steps together (one schema, one set of values). */
  form: UseFormReturn<TValues, unknown, TTransformed>;
  /** The steps in order; a review step is appended unless `review` is false. */
  steps: ReadonlyArray<WizardStep<TValues>>;
  /** Called with the parsed values when the last step is submitted and every field is valid. */
  onSubmit: SubmitHandler<TTransformed>;
  /** Shows a Cancel button; called when the user leaves (after confirming if values are dirty). */
  onCancel?: () => void;
  /** Turns message keys into text (defaults to the nearest `FormTranslateProvider`, else English). */
  translate?: TranslateMessage;
  /** The current step id (controlled), e.g. from the URL. */
  step?: string;
  /** The first step shown when uncontrolled. */
  defaultStep?: string;
  /** Called when the user moves to another step. */
  onStepChange?: (stepId: string) => void;
  /** Appends a review step with each step's summary and an Edit button back to it. */
  review?: boolean;
  /** Extra content at the end of the review step (price, terms). */
  reviewFooter?: ReactNode;
  /** A router blocker (react-router `useBlocker(dirty)`): shows the unsaved-changes dialog when blocked. */
  navigationBlocker?: NavigationBlocker;
  /** Called when the wizard gains or loses unsaved values (feed it to the router's blocker). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Ask the browser to confirm closing or reloading the page while values are unsaved. */
  guardUnload?: boolean;
  /** Replaces built-in texts (for translation). */
  labels?: Partial<WizardLabels>;
}

/**
 * A press of the primary button leaves the focus in the field being left until the click: that
 * field's blur would check it first, and its message appearing or going would move the button
 * away from under the pointer (the click lost: Next not done, the focus left on the button, the
 * error possibly scrolled away). The click then checks the step and moves the focus itself.
 */
function keepFieldFocus(event: MouseEvent<HTMLButtonElement>) {
  const focused = document.activeElement;
  if (focused !== event.currentTarget && event.currentTarget.form?.contains(focused))
    event.preventDefault();
}

/**
 * A multi-step form: one react-hook-form instance across named steps, each validating only its own
 * fields before moving on; values stay when going back; an optional review step summarises every
 * step with an Edit button back to it; leaving with unsaved values asks first (Cancel, a router
 * blocker, and the browser's own prompt on unload).
 */
export function Wizard<TValues extends FieldValues, TTransformed = TValues>({
  form,
  steps,
  onSubmit,
  onCancel,
  translate,
  step: controlledStep,
  defaultStep,
  onStepChange,
  review = true,
  reviewFooter,
  navigationBlocker,
  onDirtyChange,
  guardUnload = true,
  labels,
  className,
  ...props
}: WizardProps<TValues, TTransformed>) {
  const text = { ...defaultWizardLabels, ...labels };
  const inheritedTranslate = useFormTranslate();
  const headingId = useId();
  const {
    allSteps,
    index,
    current,
    isLast,
    isReview,
    returnsToReview,
    headingRef,
    panelRef,
    goTo,
    next: nextNow,
    back,
    editFromReview,
    handleInvalidSubmit,
  } = useWizardNavigation({
    form,
    steps,
    review,
    reviewTitle: text.review,
    controlledStep,
    defaultStep,
    onStepChange,
  });
  const { held, setPending, next } = useHeldNext(nextNow, current?.id ?? '');
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const { isDirty, isSubmitSuccessful, isSubmitting, errors } = useFormState({
    control: form.control,
  });
  const paths = errorPaths(errors);
  const dirty = isDirty && !isSubmitSuccessful;
  useUnsavedChangesGuard(guardUnload && dirty);
  const reportedDirty = useRef<boolean | null>(null);
  useEffect(() => {
    if (reportedDirty.current === dirty) return;
    reportedDirty.current = dirty;
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!isLast) {
      // Enter in a field of an intermediate step means Next, not "send everything".
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(onSubmit, handleInvalidSubmit)(event);
  };

  const requestCancel = () => {
    if (dirty) setConfirmingCancel(true);
    else onCancel?.();
  };

  const blocked = navigationBlocker?.state === 'blocked';
  // Nothing to lose: let a blocked navigation through without asking.
  const proceedBlocked = blocked && !dirty ? navigationBlocker?.proceed : undefined;
  useEffect(() => {
    proceedBlocked?.();
  }, [proceedBlocked]);

  const primaryLabel = isLast ? text.submit : returnsToReview ? text.backToReview : text.next;

  return (
    <WizardContext.Provider
      value={{
        stepId: current?.id ?? '',
        stepIndex: index,
        stepCount: allSteps.length,
        goTo,
        next,
        back,
        setStepPending: setPending,
      }}
    >
      <FormTranslateProvider translate={translate ?? inheritedTranslate}>
        <FormProvider {...form}>
          <div data-slot="wizard" className={cn('flex flex-col gap-6', className)} {...props}>
            <Stepper
              data-slot="wizard-stepper"
              steps={allSteps.map((item) => ({
                id: item.id,
                label: item.title,
                invalid: stepHoldsError(item, paths),
              }))}
              current={current?.id ?? ''}
              onStepSelect={goTo}
              label={text.progress}
              statusLabels={text.stepStatus}
              positionLabel={text.stepOf}
            />
            <form
              data-slot="wizard-form"
              noValidate
              aria-labelledby={headingId}
              onSubmit={handleFormSubmit}
              className="flex flex-col gap-6"
            >
              <div
                ref={panelRef}
                data-slot="wizard-step"
                data-step={current?.id}
                className="flex flex-col gap-5"
              >
                <div className="flex flex-col gap-1">
                  <p className="text-sm text-muted-fg">{text.stepOf(index + 1, allSteps.length)}</p>
                  <h2
                    ref={headingRef}
                    id={headingId}
                    tabIndex={-1}
                    className="text-xl font-semibold text-surface-fg outline-none"
                  >
                    {current?.title}
                  </h2>
                  {current?.description ? (
                    <p className="text-sm text-muted-fg">{current.description}</p>
                  ) : null}
                </div>
                {isReview ? (
                  <WizardReview
                    form={form}
                    steps={steps}
                    labels={text}
                    onEdit={editFromReview}
                    footer={reviewFooter}
                  />
                ) : (
                  // Keyed by step: two steps with the same field components must not share DOM
                  // inputs (a reused <input> would keep the other step's value on screen).
                  <Fragment key={current?.id}>{steps[index]?.content}</Fragment>
                )}
              </div>
              <FormError name="root.server" />
              <div
                data-slot="wizard-actions"
                className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:items-center"
              >
                {onCancel ? (
                  <Button variant="ghost" onClick={requestCancel}>
                    {text.cancel}
                  </Button>
                ) : null}
                <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
                  {index > 0 ? (
                    <Button variant="outline" onClick={back}>
                      {text.back}
                    </Button>
                  ) : null}
                  <Button
                    type="submit"
                    onMouseDown={keepFieldFocus}
                    loading={isLast ? isSubmitting : held}
                    loadingLabel={isLast ? text.submitting : text.preparing}
                  >
                    {primaryLabel}
                  </Button>
                </div>
              </div>
            </form>
            <UnsavedChangesDialog
              open={confirmingCancel || (blocked && dirty)}
              labels={text.unsavedChanges}
              onDiscard={() => {
                setConfirmingCancel(false);
                if (blocked) navigationBlocker?.proceed?.();
                else onCancel?.();
              }}
              onKeepEditing={() => {
                setConfirmingCancel(false);
                if (blocked) navigationBlocker?.reset?.();
              }}
            />
          </div>
        </FormProvider>
      </FormTranslateProvider>
    </WizardContext.Provider>
  );
}
