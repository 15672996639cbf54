import {
  Fragment,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  get,
  useFormState,
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { Stepper } from '../stepper/stepper.tsx';
import {
  FormError,
  FormTranslateProvider,
  focusFirstInvalid,
  useFormTranslate,
  type TranslateMessage,
} from '../form/form.tsx';
import { errorPaths } from '../form/form-errors.ts';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  type NavigationBlocker,
  type UnsavedChangesLabels,
} from './unsaved-changes.tsx';

/** Id of the review step the wizard appends after the caller's steps. */
export const wizardReviewStepId = 'review';

/** One step of a `Wizard`. */
export interface WizardStep<TValues extends FieldValues> {
  /** Stable id, unique in the wizard (not `review`); usable in the URL through `step`. */
  id: string;
  /** Name in the stepper, heading of the step and of its part of the review. */
  title: string;
  /** A line under the step heading. */
  description?: ReactNode;
  /** Fields validated when leaving the step forward; other steps' fields are not checked. */
  fields?: ReadonlyArray<Path<TValues>>;
  /** The step's form fields (`FormField`s); rendered only while the step is current. */
  content: ReactNode;
  /** This step's part of the review; defaults to its fields and their values. */
  summary?: (values: TValues) => ReactNode;
}

/** Every built-in text of the wizard. */
export interface WizardLabels {
  /** Goes to the previous step. */
  back: string;
  /** Validates the step and goes to the next one. */
  next: string;
  /** Sends the form from the last step. */
  submit: string;
  /** Read while the form is being sent. */
  submitting: string;
  /** Leaves the wizard (asks first when values were entered). */
  cancel: string;
  /** Title of the appended review step. */
  review: string;
  /** Goes straight back to the review after editing a step from it. */
  backToReview: string;
  /** Visible text of the review's edit buttons. */
  edit: string;
  /** Accessible name of an edit button, e.g. 'Edit Settings'. */
  editStep: (stepTitle: string) => string;
  /** 'Step 2 of 4'. */
  stepOf: (current: number, total: number) => string;
  /** Accessible name of the stepper. */
  progress: string;
  /** Screen-reader state of each step in the stepper. */
  stepStatus: { complete: string; current: string; upcoming: string; invalid: string };
  /** Default summary text of an empty value. */
  emptyValue: string;
  /** Default summary text of `true`. */
  yes: string;
  /** Default summary text of `false`. */
  no: string;
  /** Texts of the unsaved-changes dialog. */
  unsavedChanges?: Partial<UnsavedChangesLabels>;
}

export const defaultWizardLabels: WizardLabels = {
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Submitting',
  cancel: 'Cancel',
  review: 'Review',
  backToReview: 'Back to review',
  edit: 'Edit',
  editStep: (stepTitle) => `Edit ${stepTitle}`,
  stepOf: (current, total) => `Step ${current} of ${total}`,
  progress: 'Progress',
  stepStatus: {
    complete: 'completed',
    current: 'current step',
    upcoming: 'not started',
    invalid: 'has errors',
  },
  emptyValue: '—',
  yes: 'Yes',
  no: 'No',
};

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

/** What `useWizard()` returns. */
export interface WizardContextValue {
  /** Id of the current step (`review` on the review step). */
  stepId: string;
  /** Position of the current step, from 0. */
  stepIndex: number;
  /** Number of steps, the review included. */
  stepCount: number;
  /** Goes to a step; going forward validates the current step first. */
  goTo: (stepId: string) => void;
  /** Validates the current step and moves on; resolves to whether it moved. */
  next: () => Promise<boolean>;
  /** Goes to the previous step (no validation: values are kept as they are). */
  back: () => void;
}

const WizardContext = createContext<WizardContextValue | null>(null);

/** The enclosing wizard's position and navigation, for custom step content. */
export function useWizard(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizard must be used inside <Wizard>.');
  return context;
}

type FocusTarget = { kind: 'heading' | 'invalid'; serial: number };

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const allSteps: ReadonlyArray<
    Pick<WizardStep<TValues>, 'id' | 'title' | 'description' | 'fields'>
  > = review ? [...steps, { id: wizardReviewStepId, title: text.review }] : steps;
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
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const { isDirty, isSubmitSuccessful, isSubmitting, errors } = useFormState({
    control: form.control,
  });
  const paths = errorPaths(errors);
  const stepHasError = (item: Pick<WizardStep<TValues>, 'fields'>) =>
    (item.fields ?? []).some((field) =>
      paths.some((path) => path === field || path.startsWith(`${field}.`)),
    );
  const dirty = isDirty && !isSubmitSuccessful;
  useUnsavedChangesGuard(guardUnload && dirty);
  const reportedDirty = useRef<boolean | null>(null);
  useEffect(() => {
    if (reportedDirty.current === dirty) return;
    reportedDirty.current = dirty;
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.kind === 'heading') {
      headingRef.current?.focus();
      return;
    }
    // After react-hook-form's own (registration-order) focus, like Form does.
    const timer = setTimeout(() => {
      focusFirstInvalid(panelRef.current, form.formState.errors, form.setFocus);
    }, 0);
    return () => clearTimeout(timer);
    // Runs once per request; the form methods are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTarget]);

  const requestFocus = (kind: FocusTarget['kind']) =>
    setFocusTarget((previous) => ({ kind, serial: (previous?.serial ?? 0) + 1 }));

  const goToIndex = (target: number, focus: FocusTarget['kind'] = 'heading') => {
    const targetStep = allSteps[target];
    if (!targetStep) return;
    if (controlledStep === undefined) setUncontrolledStep(targetStep.id);
    if (targetStep.id === wizardReviewStepId) setReturnToReview(false);
    onStepChange?.(targetStep.id);
    requestFocus(focus);
  };

  const validateCurrent = async (): Promise<boolean> => {
    const fields = steps[index]?.fields ?? [];
    if (fields.length === 0) return true;
    const valid = await form.trigger(fields as Path<TValues>[]);
    if (!valid) requestFocus('invalid');
    return valid;
  };

  const next = async (): Promise<boolean> => {
    if (isLast) return false;
    if (!(await validateCurrent())) return false;
    const reviewIndex = allSteps.length - 1;
    goToIndex(returnToReview && review ? reviewIndex : index + 1);
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
    const stepWithError = steps.findIndex((item) =>
      (item.fields ?? []).some((field) =>
        submitPaths.some((path) => path === field || path.startsWith(`${field}.`)),
      ),
    );
    if (stepWithError !== -1 && stepWithError !== index) {
      setReturnToReview(review);
      goToIndex(stepWithError, 'invalid');
    } else {
      requestFocus('invalid');
    }
  };

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

  const primaryLabel = isLast
    ? text.submit
    : returnToReview && review
      ? text.backToReview
      : text.next;

  return (
    <WizardContext.Provider
      value={{
        stepId: current?.id ?? '',
        stepIndex: index,
        stepCount: allSteps.length,
        goTo,
        next,
        back,
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
                invalid: stepHasError(item),
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
                    loading={isLast && isSubmitting}
                    loadingLabel={text.submitting}
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

interface WizardReviewProps<TValues extends FieldValues, TTransformed> {
  form: UseFormReturn<TValues, unknown, TTransformed>;
  steps: ReadonlyArray<WizardStep<TValues>>;
  labels: WizardLabels;
  onEdit: (stepId: string) => void;
  footer?: ReactNode;
}

function WizardReview<TValues extends FieldValues, TTransformed>({
  form,
  steps,
  labels,
  onEdit,
  footer,
}: WizardReviewProps<TValues, TTransformed>) {
  // Subscribes to every value, so the review is current even if a value changes elsewhere.
  const values = useWatch({ control: form.control }) as TValues;
  const baseId = useId();
  return (
    <div data-slot="wizard-review" className="flex flex-col gap-4">
      {steps.map((item) => {
        const titleId = `${baseId}-${item.id}`;
        return (
          <section
            key={item.id}
            aria-labelledby={titleId}
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
          >
            <div className="flex items-center justify-between gap-4">
              <h3 id={titleId} className="text-base font-semibold">
                {item.title}
              </h3>
              <Button
                variant="link"
                size="sm"
                aria-label={labels.editStep(item.title)}
                onClick={() => onEdit(item.id)}
              >
                {labels.edit}
              </Button>
            </div>
            {item.summary ? (
              item.summary(values)
            ) : (
              <DefaultSummary step={item} values={values} labels={labels} />
            )}
          </section>
        );
      })}
      {footer}
    </div>
  );
}

function DefaultSummary<TValues extends FieldValues>({
  step,
  values,
  labels,
}: {
  step: WizardStep<TValues>;
  values: TValues;
  labels: WizardLabels;
}) {
  const fields = step.fields ?? [];
  if (fields.length === 0) return null;
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="text-muted-fg">{field}</dt>
          <dd className="break-words">{formatValue(get(values, field), labels)}</dd>
        </div>
      ))}
    </dl>
  );
}

function formatValue(value: unknown, labels: WizardLabels): string {
  if (value === undefined || value === null || value === '') return labels.emptyValue;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (Array.isArray(value)) {
    return value.length === 0
      ? labels.emptyValue
      : value.map((item) => formatValue(item, labels)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .map((item) => formatValue(item, labels))
      .join(' ');
  }
  return String(value);
}
